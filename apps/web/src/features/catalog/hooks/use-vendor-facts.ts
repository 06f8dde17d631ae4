import type { ImplementationTime, Support } from "@app/shared/vendor-fact-vocabulary";
import { useMemo } from "react";
import { formatLanguageName, formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import "@/lib/vendor-fact-texts";

/**
 * A listing's vendor facts (packages/shared/src/vendor-facts.ts) in the reader's language:
 * "1–2 weeks" / "من ١ إلى ٢ أسبوع" / "1–2 सप्ताह", "Chat and email, 24/7", languages by name.
 * Numbers through Intl.NumberFormat, the unit's plural form from the larger number; time zones
 * by their names in the section's texts (ICU's, written down: the first `Intl.DateTimeFormat` with
 * a zone name loads ICU's zone data, 20-30 ms of a phone's main thread while the page hydrates,
 * and a browser's ICU may name a zone otherwise than the server's).
 */
export function useVendorFacts() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const implementationTime = ({ min, max, unit }: ImplementationTime): string => {
      if (max === 0 && unit === "days") return t("vendorFacts.sameDay");
      if (min === max) return t(`vendorFacts.duration.${unit}`, { count: max });
      return t(`vendorFacts.range.${unit}`, {
        count: max,
        min: formatNumber(min, language),
        max: formatNumber(max, language),
      });
    };
    const support = ({ level, hours, timeZone }: Support): string | null => {
      const hoursText = hours ? t(`vendorFacts.hours.${hours}`) : null;
      const zone = timeZone ? t(`vendorFacts.zones.${timeZone}`) : null;
      const when =
        hoursText && zone
          ? t("vendorFacts.hoursInZone", { hours: hoursText, zone })
          : (hoursText ?? zone);
      const levelText = level ? t(`vendorFacts.levels.${level}`) : null;
      if (levelText && when)
        return t("vendorFacts.levelAndHours", { level: levelText, hours: when });
      return levelText ?? when;
    };
    const languageName = (code: string) => formatLanguageName(code, language);
    /** The tool's languages by name, sorted the reader's way. */
    const languageNames = (codes: readonly string[]) =>
      codes.map(languageName).sort((a, b) => a.localeCompare(b, language));
    return { implementationTime, support, languageName, languageNames };
  }, [t, language]);
}
