import { LtrText } from "@/components/text/ltr-text";
import { useTranslation } from "@/lib/use-translation";

type Record_ = Record<string, unknown> | null;

/** The keys whose values differ between before and after (all of them for a creation). */
export function changedKeys(before: Record_, after: Record_): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k])).sort();
}

function Value({ record, field }: { record: Record_; field: string }) {
  const { t } = useTranslation();
  if (!record || !(field in record)) {
    return <span className="text-slate-500">{t("adminAudit.nothing")}</span>;
  }
  // JSON is code, not prose: always left to right, even on an Arabic page.
  return (
    <LtrText className="whitespace-pre-wrap break-all font-mono text-xs">
      {JSON.stringify(record[field], null, 1)}
    </LtrText>
  );
}

/** The fields an action changed, each with its value before and after. */
export function AuditDiff({ before, after }: { before: Record_; after: Record_ }) {
  const { t } = useTranslation();
  const keys = changedKeys(before, after);
  if (keys.length === 0)
    return <p className="text-slate-600 text-sm">{t("adminAudit.unchanged")}</p>;
  return (
    <dl className="grid gap-3">
      {keys.map((key) => (
        <div key={key} className="grid gap-1 rounded-lg bg-slate-50 p-3">
          <dt className="font-medium">
            <LtrText className="font-mono text-sm">{key}</LtrText>
          </dt>
          <dd className="grid gap-1 text-sm sm:grid-cols-2 sm:gap-4">
            <div className="min-w-0">
              <span className="block text-slate-600 text-xs">{t("adminAudit.before")}</span>
              <Value record={before} field={key} />
            </div>
            <div className="min-w-0">
              <span className="block text-slate-600 text-xs">{t("adminAudit.after")}</span>
              <Value record={after} field={key} />
            </div>
          </dd>
        </div>
      ))}
    </dl>
  );
}
