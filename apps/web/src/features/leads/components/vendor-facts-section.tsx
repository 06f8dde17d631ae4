import { useId } from "react";
import { type Control, useController } from "react-hook-form";
import { VendorFactsFields } from "@/components/form/vendor-facts/vendor-facts-fields";
import { useTranslation } from "@/lib/use-translation";
import type { VendorFactGroup, VendorFactValues } from "@/lib/vendor-fact-values";
import type { ToolSubmissionBody, ToolSubmissionFormValues } from "../lib/tool-submission-form";
import { FormSection } from "./form-section";

/**
 * Implementation time, support and languages, optional: the admin's fields for them, bound to
 * the submission form. Each control is named by its path ("support.level"), so a refused value
 * takes the focus like any other field.
 */
export function VendorFactsSection({
  control,
}: {
  control: Control<ToolSubmissionFormValues, unknown, ToolSubmissionBody>;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const fields = {
    implementationTime: useController({ control, name: "implementationTime" }),
    support: useController({ control, name: "support" }),
    languagesSupported: useController({ control, name: "languagesSupported" }),
  };
  const value: VendorFactValues = {
    implementationTime: fields.implementationTime.field.value,
    support: fields.support.field.value,
    languagesSupported: fields.languagesSupported.field.value,
  };
  return (
    <FormSection title={t("submitTool.vendorFacts.title")}>
      <p className="-mt-2 text-slate-600 text-sm">{t("submitTool.vendorFacts.intro")}</p>
      <VendorFactsFields
        value={value}
        onChange={(patch, group: VendorFactGroup) => fields[group].field.onChange(patch[group])}
        idPrefix={idPrefix}
        invalid={(group) => fields[group].fieldState.invalid}
      />
    </FormSection>
  );
}
