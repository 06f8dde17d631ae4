import {
  SUPPORT_HOURS,
  SUPPORT_LEVELS,
  SUPPORT_TIME_ZONES,
  type SupportTimeZone,
} from "@app/shared/vendor-fact-vocabulary";
import { useTranslation } from "@/lib/use-translation";
import "@/lib/vendor-fact-texts";
import type { SupportValues } from "@/lib/vendor-fact-values";
import type { GroupControl } from "./fact-group";
import { FactSelect } from "./fact-select";

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
      zone: t(`vendorFacts.zones.${zone}`),
      country: countries.of(ZONE_COUNTRY[zone]) ?? ZONE_COUNTRY[zone],
    });
  const set = (change: Partial<SupportValues>) => onChange({ ...value, ...change });
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      <FactSelect
        id={id}
        label={t("submitTool.vendorFacts.supportLevel")}
        control={control("support.level")}
        value={value.level}
        onChange={(level) => set({ level })}
        options={SUPPORT_LEVELS.map((level) => ({
          value: level,
          label: t(`vendorFacts.levels.${level}`),
        }))}
      />
      <FactSelect
        id={`${id}-hours`}
        label={t("submitTool.vendorFacts.supportHours")}
        control={control("support.hours")}
        value={value.hours}
        onChange={(hours) => set({ hours })}
        options={SUPPORT_HOURS.map((hours) => ({
          value: hours,
          label: t(`vendorFacts.hours.${hours}`),
        }))}
      />
      <FactSelect
        id={`${id}-timeZone`}
        label={t("submitTool.vendorFacts.timeZone")}
        control={control("support.timeZone")}
        value={value.timeZone}
        onChange={(timeZone) => set({ timeZone })}
        options={SUPPORT_TIME_ZONES.map((zone) => ({ value: zone, label: zoneName(zone) }))}
      />
    </div>
  );
}
