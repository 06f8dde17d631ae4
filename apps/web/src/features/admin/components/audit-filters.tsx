import type { AuditFacets } from "@app/shared/audit";
import { useId } from "react";
import { LtrText } from "@/components/text/ltr-text";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useTranslation } from "@/lib/use-translation";
import type { AuditFilters } from "../api/get-audit";
import { useAuditLabels } from "./audit-labels";

/** Radix Select has no empty value: this one stands for "any". */
const ANY = "any";

export const NO_AUDIT_FILTERS: AuditFilters = { actor: "", action: "", fromDay: "", toDay: "" };

interface AuditFiltersProps {
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
  facets: AuditFacets | undefined;
  rangeInvalid: boolean;
}

/** Who, which action and which days; each change reloads the log from its newest row. */
export function AuditFiltersForm({ value, onChange, facets, rangeInvalid }: AuditFiltersProps) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const ids = { actor: useId(), action: useId(), from: useId(), to: useId(), error: useId() };
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  const actions = [...(facets?.actions ?? [])];
  if (value.action && !actions.includes(value.action)) actions.push(value.action);

  return (
    <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t("adminAudit.filtersLabel")}</legend>
      <div className="grid min-w-0 gap-2">
        <Label id={ids.actor}>{t("adminAudit.actor")}</Label>
        <Select
          value={value.actor || ANY}
          onValueChange={(v) => set({ actor: v === ANY ? "" : v })}
        >
          <SelectTrigger aria-labelledby={ids.actor}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t("adminAudit.anyActor")}</SelectItem>
            {(facets?.actors ?? []).map((actor) => (
              <SelectItem key={actor.id} value={actor.id}>
                {actor.name} <LtrText className="text-slate-500">({actor.email})</LtrText>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid min-w-0 gap-2">
        <Label id={ids.action}>{t("adminAudit.action")}</Label>
        <Select
          value={value.action || ANY}
          onValueChange={(v) => set({ action: v === ANY ? "" : v })}
        >
          <SelectTrigger aria-labelledby={ids.action}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t("adminAudit.anyAction")}</SelectItem>
            {actions.map((action) => (
              <SelectItem key={action} value={action}>
                {labels.action(action)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={ids.from}>{t("adminAudit.from")}</Label>
        <Input
          id={ids.from}
          type="date"
          value={value.fromDay}
          max={value.toDay || undefined}
          onChange={(event) => set({ fromDay: event.target.value })}
        />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={ids.to}>{t("adminAudit.to")}</Label>
        <Input
          id={ids.to}
          type="date"
          value={value.toDay}
          min={value.fromDay || undefined}
          aria-invalid={rangeInvalid ? true : undefined}
          aria-describedby={rangeInvalid ? ids.error : undefined}
          onChange={(event) => set({ toDay: event.target.value })}
        />
        <FieldError id={ids.error}>{rangeInvalid ? t("adminAudit.rangeInvalid") : ""}</FieldError>
      </div>
      <div className="sm:col-span-2 lg:col-span-4">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={!value.actor && !value.action && !value.fromDay && !value.toDay}
          onClick={() => onChange(NO_AUDIT_FILTERS)}
        >
          {t("adminAudit.clear")}
        </Button>
      </div>
    </fieldset>
  );
}
