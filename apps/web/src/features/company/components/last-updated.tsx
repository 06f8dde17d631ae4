import { useTranslation } from "react-i18next";
import { formatLongDate, isoDate } from "@/lib/format";

/** "Last updated" with today's date, as SPEC §2 asks for the legal pages. */
export function LastUpdated() {
  const { t, i18n } = useTranslation();
  const today = new Date();
  return (
    <p className="text-slate-600 text-sm">
      {t("legal.lastUpdated")}{" "}
      <time dateTime={isoDate(today)} className="font-medium text-slate-900">
        {formatLongDate(today, i18n.language)}
      </time>
    </p>
  );
}
