import {
  SUPPORT_HOURS,
  SUPPORT_LEVELS,
  SUPPORT_TIME_ZONES,
  type SupportTimeZone,
} from "@app/shared/vendor-fact-vocabulary";
import { Label } from "@/components/ui/label";
import { formatTimeZoneName } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import "@/lib/vendor-fact-texts";
import type { SupportValues } from "@/lib/vendor-fact-values";
import { FACT_SELECT, type GroupControl } from "./fact-group";

/**
 * The country of each zone (ISO 3166): several share a name ("Arabian Standard Time" is Riyadh's,
 * Doha's, Kuwait's and Manama's), so each choice also names its country.
 */
const ZONE_COUNTRY: Record<SupportTimeZone, string> = {
  "Asia/Dubai": "AE",
  "Asia/Riyadh": "SA",
  "Asia/Qatar": "QA",
  "Asia/Kuwait": "KW",
  "Asia/Bahrain": "BH",
  "Asia/Muscat": "OM",
  "Africa/Cairo": "EG",
  "Asia/Kolkata": "IN",
  "Asia/Karachi": "PK",
  "Europe/London": "GB",
  "Europe/Paris": "FR",
  "America/New_York": "US",
  "America/Los_Angeles": "US",
  "Asia/Singapore": "SG",
};

interface SupportFieldsProps {
  /** The channel's id; hours and time zone add `-hours` and `-timeZone`. */
  id: string;
  value: SupportValues;
  onChange: (value: SupportValues) => void;
  control: (name: string) => GroupControl;
}

/** Channel, hours and time zone, each from a list; the zones named in the reader's language. */
export function SupportFields({ id, value, onChange, control }: SupportFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const countries = new Intl.DisplayNames(language, { type: "region" });
  const zoneName = (zone: SupportTimeZone) =>
    t("submitTool.vendorFacts.zoneInCountry", {
      zone: formatTimeZoneName(zone, language),
      country: countries.of(ZONE_COUNTRY[zone]) ?? ZONE_COUNTRY[zone],
    });
  const set = (change: Partial<SupportValues>) => onChange({ ...value, ...change });
  const notStated = <option value="">{t("submitTool.vendorFacts.notStated")}</option>;
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{t("submitTool.vendorFacts.supportLevel")}</Label>
        <select
          {...control("support.level")}
          id={id}
          className={FACT_SELECT}
          value={value.level}
          onChange={(event) => set({ level: event.target.value as SupportValues["level"] })}
        >
          {notStated}
          {SUPPORT_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`vendorFacts.levels.${level}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-hours`}>{t("submitTool.vendorFacts.supportHours")}</Label>
        <select
          {...control("support.hours")}
          id={`${id}-hours`}
          className={FACT_SELECT}
          value={value.hours}
          onChange={(event) => set({ hours: event.target.value as SupportValues["hours"] })}
        >
          {notStated}
          {SUPPORT_HOURS.map((hours) => (
            <option key={hours} value={hours}>
              {t(`vendorFacts.hours.${hours}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-timeZone`}>{t("submitTool.vendorFacts.timeZone")}</Label>
        <select
          {...control("support.timeZone")}
          id={`${id}-timeZone`}
          className={FACT_SELECT}
          value={value.timeZone}
          onChange={(event) => set({ timeZone: event.target.value })}
        >
          {notStated}
          {SUPPORT_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {zoneName(zone)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
