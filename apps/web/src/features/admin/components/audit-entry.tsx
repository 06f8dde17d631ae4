import type { AuditEntry } from "@app/shared/audit";
import { LtrText } from "@/components/text/ltr-text";
import { VendorText } from "@/components/text/vendor-text";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import { AuditDiff } from "./audit-diff";
import { useAuditLabels } from "./audit-labels";
import { AuditRecordName } from "./audit-record";

/** One row of the log: what, who, which record, when; before and after behind "details". */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const labels = useAuditLabels();
  return (
    <Card className="grid gap-2 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-slate-900">{labels.action(entry.action)}</p>
        <time dateTime={entry.createdAt} className="text-slate-600 text-sm">
          {formatDateTime(entry.createdAt, i18n.language)}
        </time>
      </div>
      <p className="min-w-0 text-slate-700 text-sm">
        {entry.actor ? (
          <>
            <VendorText className="font-medium">{entry.actor.name}</VendorText>{" "}
            <LtrText className="break-all text-slate-600">{entry.actor.email}</LtrText>
          </>
        ) : (
          t("adminAudit.deletedActor")
        )}
      </p>
      <p className="min-w-0 text-slate-600 text-sm">
        {t("adminAudit.record")}
        {": "}
        {labels.entityType(entry.entityType)} <AuditRecordName entry={entry} />
      </p>
      <details className="group">
        <summary className="cursor-pointer font-medium text-brand-700 text-sm">
          {t("adminAudit.details")}
        </summary>
        <div className="mt-3">
          <AuditDiff before={entry.before} after={entry.after} />
        </div>
      </details>
    </Card>
  );
}
