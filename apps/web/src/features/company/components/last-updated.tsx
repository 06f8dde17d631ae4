import { formatLongDate, isoDate } from "@/lib/format";
import { useToday } from "@/lib/use-today";
import { useTranslation } from "@/lib/use-translation";

/** "Last updated" with today's date, as SPEC §2 asks for the legal pages. */
export function LastUpdated() {
  const { t, i18n } = useTranslation();
  const today = useToday();
  return (
    <p className="text-slate-600 text-sm">
      {`${t("legal.lastUpdated")} `}
      {today ? (
        <time dateTime={isoDate(today)} className="font-medium text-slate-900">
          {formatLongDate(today, i18n.language)}
        </time>
      ) : null}
    </p>
  );
}
