import {
  DURATION_UNITS,
  LANGUAGE_CODES,
  SUPPORT_HOURS,
  SUPPORT_LEVELS,
  SUPPORT_TIME_ZONES,
} from "@app/shared/vendor-facts";
import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useVendorFacts } from "@/features/catalog/hooks/use-vendor-facts";
import { formatTimeZoneName } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import type { ListingForm } from "./content-edit-fields";
import "@/features/catalog/vendor-facts-texts";

interface ContentEditVendorFactsProps {
  form: Pick<ListingForm, "implementationTime" | "support" | "languagesSupported">;
  onChange: (patch: Partial<ListingForm>, touched: string) => void;
  fieldProps: (name: string) => { id: string };
  error: (name: string) => ReactNode;
}

const SELECT = "h-10 rounded-lg border border-slate-500 bg-white px-3 text-sm";

/**
 * Implementation time (two numbers and a unit), support (channel, hours, time zone) and the
 * languages, as values the pages word in each reader's language (vendor-facts.ts).
 */
export function ContentEditVendorFacts({
  form,
  onChange,
  fieldProps,
  error,
}: ContentEditVendorFactsProps) {
  const { t, i18n } = useTranslation();
  const facts = useVendorFacts();
  const time = form.implementationTime;
  const support = form.support;
  const setTime = (change: Partial<typeof time>) =>
    onChange({ implementationTime: { ...time, ...change } }, "implementationTime");
  const setSupport = (change: Partial<typeof support>) =>
    onChange({ support: { ...support, ...change } }, "support");
  const languages = [...LANGUAGE_CODES].sort((a, b) =>
    facts.languageName(a).localeCompare(facts.languageName(b), i18n.language),
  );
  const id = (name: string) => fieldProps(name).id;
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">
          {t("vendorFacts.form.implementationTime")}
        </legend>
        <div className="grid grid-cols-3 gap-2">
          <div className="grid gap-1">
            <Label htmlFor={id("implementationTime")}>{t("vendorFacts.form.from")}</Label>
            <Input
              {...fieldProps("implementationTime")}
              type="number"
              inputMode="numeric"
              min={0}
              value={time.min}
              onChange={(event) => setTime({ min: event.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={id("implementationTimeMax")}>{t("vendorFacts.form.to")}</Label>
            <Input
              id={id("implementationTimeMax")}
              type="number"
              inputMode="numeric"
              min={0}
              value={time.max}
              onChange={(event) => setTime({ max: event.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={id("implementationTimeUnit")}>{t("vendorFacts.form.unit")}</Label>
            <select
              id={id("implementationTimeUnit")}
              className={SELECT}
              value={time.unit}
              onChange={(event) => setTime({ unit: event.target.value as typeof time.unit })}
            >
              <option value="">{t("vendorFacts.form.notStated")}</option>
              {DURATION_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`vendorFacts.form.unitNames.${unit}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {error("implementationTime")}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t("tool.supportLevel")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          <div className="grid gap-1">
            <Label htmlFor={id("support")}>{t("vendorFacts.form.supportLevel")}</Label>
            <select
              {...fieldProps("support")}
              className={SELECT}
              value={support.level}
              onChange={(event) =>
                setSupport({ level: event.target.value as typeof support.level })
              }
            >
              <option value="">{t("vendorFacts.form.notStated")}</option>
              {SUPPORT_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`vendorFacts.levels.${level}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={id("supportHours")}>{t("vendorFacts.form.supportHours")}</Label>
            <select
              id={id("supportHours")}
              className={SELECT}
              value={support.hours}
              onChange={(event) =>
                setSupport({ hours: event.target.value as typeof support.hours })
              }
            >
              <option value="">{t("vendorFacts.form.notStated")}</option>
              {SUPPORT_HOURS.map((hours) => (
                <option key={hours} value={hours}>
                  {t(`vendorFacts.hours.${hours}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={id("supportTimeZone")}>{t("vendorFacts.form.timeZone")}</Label>
            <select
              id={id("supportTimeZone")}
              className={SELECT}
              value={support.timeZone}
              onChange={(event) => setSupport({ timeZone: event.target.value })}
            >
              <option value="">{t("vendorFacts.form.notStated")}</option>
              {SUPPORT_TIME_ZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {formatTimeZoneName(zone, i18n.language)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {error("support")}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t("vendorFacts.form.languages")}</legend>
        <p className="text-slate-600 text-sm">{t("vendorFacts.form.languagesHint")}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {languages.map((code) => {
            const box = id(`language-${code}`);
            const checked = form.languagesSupported.includes(code);
            return (
              <div key={code} className="flex items-center gap-2">
                <Checkbox
                  id={box}
                  checked={checked}
                  onCheckedChange={(value) =>
                    onChange(
                      {
                        languagesSupported:
                          value === true
                            ? [...form.languagesSupported, code]
                            : form.languagesSupported.filter((c) => c !== code),
                      },
                      "languagesSupported",
                    )
                  }
                />
                <Label htmlFor={box} className="font-normal">
                  {facts.languageName(code)}
                </Label>
              </div>
            );
          })}
        </div>
        {error("languagesSupported")}
      </fieldset>
    </>
  );
}
