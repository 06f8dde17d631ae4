import { DURATION_MAX } from "@app/shared/vendor-fact-vocabulary";
import { useTranslation } from "@/lib/use-translation";
import type { VendorFactGroup, VendorFactValues } from "@/lib/vendor-fact-values";
import { FactGroup } from "./fact-group";
import { ImplementationTimeFields } from "./implementation-time-fields";
import { LanguageCheckboxes } from "./language-checkboxes";
import { SupportFields } from "./support-fields";

interface VendorFactsFieldsProps {
  value: VendorFactValues;
  onChange: (patch: Partial<VendorFactValues>, group: VendorFactGroup) => void;
  /**
   * Prefix of the ids: each group's first control (the languages' fieldset) is
   * `${idPrefix}-${group}`, its error `${idPrefix}-${group}-error`, so a form can focus a group.
   */
  idPrefix: string;
  /** Whether the group holds a value the shared schema refuses. */
  invalid: (group: VendorFactGroup) => boolean;
}

/**
 * Implementation time, support and languages as values the pages word in each reader's language
 * (ADR 35): the admin's listing edit and the vendor's submission form both show these fields.
 */
export function VendorFactsFields({ value, onChange, idPrefix, invalid }: VendorFactsFieldsProps) {
  const { t } = useTranslation();
  const id = (group: VendorFactGroup) => `${idPrefix}-${group}`;
  const error = (group: VendorFactGroup, text: string) => (invalid(group) ? text : undefined);
  return (
    <>
      <FactGroup
        id={id("implementationTime")}
        legend={t("submitTool.vendorFacts.implementationTime")}
        hint={t("submitTool.vendorFacts.implementationTimeHint")}
        error={error(
          "implementationTime",
          t("submitTool.vendorFacts.validation.implementationTime", { min: 0, max: DURATION_MAX }),
        )}
      >
        {(control) => (
          <ImplementationTimeFields
            id={id("implementationTime")}
            value={value.implementationTime}
            onChange={(implementationTime) =>
              onChange({ implementationTime }, "implementationTime")
            }
            control={control}
          />
        )}
      </FactGroup>
      <FactGroup
        id={id("support")}
        legend={t("submitTool.vendorFacts.support")}
        hint={t("submitTool.vendorFacts.supportHint")}
        error={error("support", t("submitTool.vendorFacts.validation.support"))}
      >
        {(control) => (
          <SupportFields
            id={id("support")}
            value={value.support}
            onChange={(support) => onChange({ support }, "support")}
            control={control}
          />
        )}
      </FactGroup>
      <FactGroup
        id={id("languagesSupported")}
        focusable
        legend={t("submitTool.vendorFacts.languages")}
        hint={t("submitTool.vendorFacts.languagesHint")}
        error={error("languagesSupported", t("submitTool.vendorFacts.validation.languages"))}
      >
        {(control) => (
          <LanguageCheckboxes
            id={id("languagesSupported")}
            value={value.languagesSupported}
            onChange={(languagesSupported) =>
              onChange({ languagesSupported }, "languagesSupported")
            }
            control={control}
          />
        )}
      </FactGroup>
    </>
  );
}
