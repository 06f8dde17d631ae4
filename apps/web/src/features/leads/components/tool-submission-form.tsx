import { FACT_LIMITS } from "@app/shared/fact-vocabulary";
import { TRANSLATED_LANGUAGES } from "@app/shared/i18n";
import type { ToolSubmissionInput } from "@app/shared/leads";
import { LEAD_PROMISES, LEADS_LIMITS, toolSubmissionInputSchema } from "@app/shared/leads";
import { PRICE_LIMITS } from "@app/shared/price-vocabulary";
import { useEffect } from "react";
import type { FieldError, Path } from "react-hook-form";
import { Controller } from "react-hook-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { TextareaField } from "@/components/form/textarea-field";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useLanguage } from "@/features/locale/hooks/use-language";
import { isApiError } from "@/lib/api-error";
import { applyServerErrors } from "@/lib/apply-server-errors";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import { useCreateToolSubmission } from "../api/create-tool-submission";
import { useIdempotencyKeys } from "../hooks/use-idempotency-keys";
import { useVocabularyOptions } from "../hooks/use-vocabulary-options";
import { fieldErrorText } from "../lib/field-error-text";
import { schemaResolver } from "../lib/schema-resolver";
import type { ToolSubmissionBody, ToolSubmissionFormValues } from "../lib/tool-submission-form";
import {
  TRANSLATED_TEXT_FIELDS,
  toolSubmissionDefaults,
  toToolSubmissionBody,
} from "../lib/tool-submission-form";
import { FormSection } from "./form-section";
import { HoneypotField } from "./honeypot-field";
import { PricePlansSection } from "./price-plans-section";
import { RegionalFactsSection } from "./regional-facts-section";
import { TermsCheckbox } from "./terms-checkbox";
import { TranslatedTextsSection } from "./translated-texts-section";
import { VendorFactsSection } from "./vendor-facts-section";

const SERVER_FIELDS = [
  "name",
  "description",
  "category",
  "pricingModel",
  "websiteUrl",
  "submitterName",
  "submitterEmail",
  "submitterCompany",
  "features",
  "targetAudience",
  "caseStudies",
  "integrations",
  "agreeToTerms",
  ...TRANSLATED_LANGUAGES.flatMap((lang) =>
    TRANSLATED_TEXT_FIELDS.map((field) => `translations.${lang}.${field}` as const),
  ),
  "freeTier",
  "freeTrialDays",
  ...Array.from({ length: PRICE_LIMITS.plans }, (_, i) =>
    (["name", "amount", "maxUsers"] as const).map((field) => `pricePlans.${i}.${field}` as const),
  ).flat(),
  ...Array.from({ length: FACT_LIMITS.facts }, (_, i) => `regionalFacts.${i}.evidenceUrl` as const),
  "implementationTime",
  "implementationTime.min",
  "implementationTime.max",
  "implementationTime.unit",
  "support",
  "support.level",
  "support.hours",
  "support.timeZone",
  "languagesSupported",
] as const satisfies readonly Path<ToolSubmissionFormValues>[];
const VENDOR_FIELDS = ["submitterName", "submitterEmail", "submitterCompany"] as const;

interface ToolSubmissionFormProps {
  /** The values to start from (a submission sent back for changes); a new one otherwise. */
  initialValues?: ToolSubmissionFormValues;
  /**
   * Sends the form instead of creating a new submission (a resubmission); the caller confirms
   * success. Without it the form creates a submission, confirms it and empties itself.
   */
  submit?: (input: ToolSubmissionInput) => Promise<unknown>;
}

/** Tool, vendor and optional details; the terms must be ticked before anything is sent. */
export function ToolSubmissionForm({ initialValues, submit }: ToolSubmissionFormProps = {}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useAuth();
  const { categories, pricingModels } = useVocabularyOptions();
  const keys = useIdempotencyKeys();
  const create = useCreateToolSubmission();
  const startValues = initialValues ?? toolSubmissionDefaults(user);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useFocusedForm<ToolSubmissionFormValues, unknown, ToolSubmissionBody>({
    resolver: schemaResolver(toolSubmissionInputSchema, toToolSubmissionBody),
    defaultValues: startValues,
  });

  // The session may arrive after the first render: fill the vendor fields still left empty.
  useEffect(() => {
    if (!user || initialValues) return;
    const defaults = toolSubmissionDefaults(user);
    for (const field of VENDOR_FIELDS) {
      if (!getValues(field)) setValue(field, defaults[field]);
    }
  }, [user, initialValues, getValues, setValue]);

  const agreementRequired = () =>
    toast.error(t("submitTool.toast.agreementRequired"), {
      description: t("submitTool.toast.agreementRequiredDescription"),
    });

  const onSubmit = handleSubmit(
    async (values) => {
      const input = { ...values, language };
      try {
        if (submit) {
          await submit(input);
          return;
        }
        await create.mutateAsync({ input, idempotencyKey: keys.keyFor(input) });
        keys.reset();
        reset(toolSubmissionDefaults(user));
        toast.success(t("submitTool.toast.success"), {
          description: t("submitTool.toast.successDescription", {
            days: LEAD_PROMISES.toolReviewBusinessDays,
          }),
        });
      } catch (error) {
        console.warn("Tool submission failed", error);
        applyServerErrors(error, SERVER_FIELDS, setError);
        toast.error(t("submitTool.toast.error"), {
          description: isApiError(error)
            ? failureText(error, t, t("submitTool.toast.failed"))
            : t("submitTool.toast.somethingWrong"),
        });
      }
    },
    (invalid) => {
      if (invalid.agreeToTerms) agreementRequired();
    },
  );

  const tooLong = t("submitTool.validation.tooLong");
  const text = (error: FieldError | undefined, invalid: string) =>
    fieldErrorText(error, { invalid, tooLong });
  const listError = (error: FieldError | undefined) => {
    const tooMany = t("submitTool.validation.list", {
      items: LEADS_LIMITS.listItems,
      length: LEADS_LIMITS.listItem,
    });
    return fieldErrorText(error, { invalid: tooMany, tooLong: tooMany });
  };
  const optional = t("common.optional");
  const busy = create.isPending || isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-10" aria-busy={busy}>
      <FormSection title={t("submitTool.sections.tool")}>
        <TextField
          label={t("submitTool.fields.name")}
          aria-required="true"
          placeholder={t("submitTool.placeholders.name")}
          error={text(errors.name, t("submitTool.validation.name"))}
          {...register("name")}
        />
        <TextareaField
          label={t("submitTool.fields.description")}
          aria-required="true"
          rows={4}
          placeholder={t("submitTool.placeholders.description")}
          error={text(errors.description, t("submitTool.validation.description"))}
          {...register("description")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            control={control}
            name="category"
            label={t("submitTool.fields.category")}
            placeholder={t("submitTool.placeholders.category")}
            options={categories}
            required
            error={text(errors.category, t("submitTool.validation.category"))}
          />
          <SelectField
            control={control}
            name="pricingModel"
            label={t("submitTool.fields.pricingModel")}
            placeholder={t("submitTool.placeholders.pricingModel")}
            options={pricingModels}
            required
            error={text(errors.pricingModel, t("submitTool.validation.pricingModel"))}
          />
        </div>
        <TextField
          label={t("submitTool.fields.websiteUrl")}
          type="url"
          inputMode="url"
          autoComplete="url"
          dir="ltr"
          aria-required="true"
          placeholder="https://"
          error={text(errors.websiteUrl, t("submitTool.validation.websiteUrl"))}
          {...register("websiteUrl")}
        />
      </FormSection>

      <FormSection title={t("submitTool.sections.vendor")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t("submitTool.fields.submitterName")}
            autoComplete="name"
            aria-required="true"
            error={text(errors.submitterName, t("submitTool.validation.submitterName"))}
            {...register("submitterName")}
          />
          <TextField
            label={t("submitTool.fields.submitterEmail")}
            type="email"
            autoComplete="email"
            aria-required="true"
            placeholder={t("submitTool.placeholders.submitterEmail")}
            error={text(errors.submitterEmail, t("submitTool.validation.submitterEmail"))}
            {...register("submitterEmail")}
          />
        </div>
        <TextField
          label={t("submitTool.fields.submitterCompany")}
          autoComplete="organization"
          aria-required="true"
          error={text(errors.submitterCompany, t("submitTool.validation.submitterCompany"))}
          {...register("submitterCompany")}
        />
      </FormSection>

      <FormSection title={t("submitTool.sections.details")}>
        <TextareaField
          label={t("submitTool.fields.features")}
          hint={optional}
          description={t("submitTool.listHelp")}
          rows={4}
          placeholder={t("submitTool.placeholders.features")}
          error={listError(errors.features)}
          {...register("features")}
        />
        <TextareaField
          label={t("submitTool.fields.targetAudience")}
          hint={optional}
          rows={3}
          placeholder={t("submitTool.placeholders.targetAudience")}
          error={text(errors.targetAudience, tooLong)}
          {...register("targetAudience")}
        />
        <TextareaField
          label={t("submitTool.fields.caseStudies")}
          hint={optional}
          rows={3}
          placeholder={t("submitTool.placeholders.caseStudies")}
          error={text(errors.caseStudies, tooLong)}
          {...register("caseStudies")}
        />
        <TextareaField
          label={t("submitTool.fields.integrations")}
          hint={optional}
          description={t("submitTool.listHelp")}
          rows={3}
          placeholder={t("submitTool.placeholders.integrations")}
          error={listError(errors.integrations)}
          {...register("integrations")}
        />
      </FormSection>

      <PricePlansSection control={control} register={register} errors={errors} />

      <RegionalFactsSection control={control} register={register} errors={errors.regionalFacts} />

      <VendorFactsSection control={control} />

      <TranslatedTextsSection
        control={control}
        register={register}
        errors={errors.translations}
        initial={startValues.translations}
        errorText={(error, kind) => (kind === "list" ? listError(error) : text(error, tooLong))}
      />

      <HoneypotField label={t("submitTool.honeypot")} {...register("nickname")} />

      <div className="grid gap-6">
        <Controller
          control={control}
          name="agreeToTerms"
          render={({ field }) => (
            <TermsCheckbox
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={
                errors.agreeToTerms ? t("submitTool.toast.agreementRequiredDescription") : undefined
              }
            />
          )}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:justify-self-start"
          disabled={busy}
        >
          {busy ? t("submitTool.submitting") : t("submitTool.submit")}
        </Button>
      </div>
    </form>
  );
}
