import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { useTranslation } from "@/lib/use-translation";
import type { StoredAssessment } from "../lib/stored-assessment";

/** On the consultation form: attach the assessment taken in this browser to the request. */
export function AttachAssessment({
  stored,
  checked,
  onCheckedChange,
}: {
  stored: StoredAssessment;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="font-medium text-slate-900 text-sm">
          {t("consultation.attachAssessment.label", { score: stored.result.scores.overall })}
        </label>
        <p id={`${id}-hint`} className="text-slate-600 text-sm">
          {t("consultation.attachAssessment.hint")}
        </p>
      </div>
    </div>
  );
}
