import {
  CATEGORIES,
  type Category,
  INDUSTRIES,
  PRICING_MODELS,
  type PricingModel,
} from "@app/shared/catalog";
import type { AdminListing } from "@app/shared/content";
import { useId, useState } from "react";
import { flushSync } from "react-dom";
import { VendorFactsFields } from "@/components/form/vendor-facts/vendor-facts-fields";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogClose } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { isApiError } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useChangeListing } from "../api/content-listings";
import { ContentEditFacts } from "./content-edit-facts";
import {
  bodyOf,
  formOf,
  invalidName,
  LIST_FIELDS,
  type ListingForm,
  LONG_FIELDS,
  TEXT_FIELDS,
  translatedName,
} from "./content-edit-fields";
import { ContentEditPricing } from "./content-edit-pricing";
import { ContentEditTranslations } from "./content-edit-translations";
import { useContentFailure } from "./content-feedback";

const URL_FIELDS = new Set(["websiteUrl", "demoUrl"]);

/** Every editable field of a listing, pre-filled; checked with the shared schema before sending. */
export function ContentEditForm({
  listing,
  onDone,
}: {
  listing: AdminListing;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const change = useChangeListing(listing.id);
  const onFailure = useContentFailure();
  const [form, setForm] = useState<ListingForm>(() => formOf(listing));
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const errorOf = (field: string) => `${baseId}-${field}-error`;

  const set = <K extends keyof ListingForm>(field: K, value: ListingForm[K]) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    if (invalid.has(field))
      setInvalid((previous) => new Set([...previous].filter((f) => f !== field)));
  };
  const setText = (
    lang: keyof ListingForm["translations"],
    field: keyof ListingForm["translations"]["ar"],
    value: string,
  ) => {
    setForm((previous) => ({
      ...previous,
      translations: {
        ...previous.translations,
        [lang]: { ...previous.translations[lang], [field]: value },
      },
    }));
    const name = translatedName(lang, field);
    if (invalid.has(name))
      setInvalid((previous) => new Set([...previous].filter((f) => f !== name)));
  };
  /** Changes several fields at once; `touched` loses its mark of error. */
  const patch = (changes: Partial<ListingForm>, touched: string) => {
    setForm((previous) => ({ ...previous, ...changes }));
    if (invalid.has(touched))
      setInvalid((previous) => new Set([...previous].filter((f) => f !== touched)));
  };
  const fieldProps = (field: string) => ({
    id: idOf(field),
    "aria-invalid": invalid.has(field) ? true : undefined,
    "aria-describedby": invalid.has(field) ? errorOf(field) : undefined,
  });
  const error = (field: string) => (
    <FieldError id={errorOf(field)}>
      {invalid.has(field) ? t("adminContent.edit.invalid") : null}
    </FieldError>
  );
  /** Marks the fields to fix and focuses the first; a folded language opens first (flushSync). */
  const showInvalid = (fields: Set<string>) => {
    flushSync(() => setInvalid(fields));
    const first = [...fields][0];
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = () => {
    const result = bodyOf(form, listing);
    if (!result.ok) {
      showInvalid(result.invalid);
      return;
    }
    change.mutate(
      { kind: "edit", fields: result.body },
      {
        onSuccess: (saved) => {
          toast.success(t("adminContent.edit.saved", { name: saved.name }));
          onDone();
        },
        onError: (failure) => {
          if (isApiError(failure) && Object.keys(failure.fields).length > 0) {
            const fields = new Set(
              Object.keys(failure.fields).map((key) => invalidName(key.split("."))),
            );
            showInvalid(fields);
          } else onFailure(failure);
        },
      },
    );
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {TEXT_FIELDS.map((field) => (
        <div key={field} className="grid gap-2">
          <Label htmlFor={idOf(field)}>{t(`adminContent.edit.fields.${field}`)}</Label>
          <Input
            {...fieldProps(field)}
            type={URL_FIELDS.has(field) ? "url" : "text"}
            dir={URL_FIELDS.has(field) ? "ltr" : "auto"}
            value={form[field]}
            onChange={(event) => set(field, event.target.value)}
          />
          {error(field)}
        </div>
      ))}
      <div className="grid gap-2">
        <Label htmlFor={idOf("category")}>{t("adminContent.edit.fields.category")}</Label>
        <select
          {...fieldProps("category")}
          className="h-10 rounded-lg border border-slate-500 bg-white px-3 text-sm"
          value={form.category}
          onChange={(event) => set("category", event.target.value)}
        >
          {CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {labels.category(value as Category)}
            </option>
          ))}
        </select>
        {error("category")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={idOf("pricingModel")}>{t("adminContent.edit.fields.pricingModel")}</Label>
        <select
          {...fieldProps("pricingModel")}
          className="h-10 rounded-lg border border-slate-500 bg-white px-3 text-sm"
          value={form.pricingModel}
          onChange={(event) => set("pricingModel", event.target.value)}
        >
          {PRICING_MODELS.map((value) => (
            <option key={value} value={value}>
              {labels.pricingModel(value as PricingModel)}
            </option>
          ))}
        </select>
        {error("pricingModel")}
      </div>
      {[...LONG_FIELDS, ...LIST_FIELDS].map((field) => (
        <div key={field} className="grid gap-2">
          <Label htmlFor={idOf(field)}>{t(`adminContent.edit.fields.${field}`)}</Label>
          <Textarea
            {...fieldProps(field)}
            rows={3}
            dir="auto"
            value={form[field]}
            onChange={(event) => set(field, event.target.value)}
          />
          {error(field)}
        </div>
      ))}
      <ContentEditTranslations
        texts={form.translations}
        onChange={setText}
        fieldProps={fieldProps}
        error={error}
        isInvalid={(name) => invalid.has(name)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">
          {t("adminContent.edit.fields.industryTags")}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {INDUSTRIES.map((industry) => {
            const id = idOf(`industry-${industry}`);
            const checked = form.industryTags.includes(industry);
            return (
              <div key={industry} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={checked}
                  onCheckedChange={(value) =>
                    set(
                      "industryTags",
                      value === true
                        ? [...form.industryTags, industry]
                        : form.industryTags.filter((tag) => tag !== industry),
                    )
                  }
                />
                <Label htmlFor={id} className="font-normal">
                  {labels.industry(industry)}
                </Label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="flex items-center gap-2">
        <Checkbox
          id={idOf("freeTrial")}
          checked={form.freeTrial}
          onCheckedChange={(value) => set("freeTrial", value === true)}
        />
        <Label htmlFor={idOf("freeTrial")} className="font-normal">
          {t("adminContent.edit.fields.freeTrial")}
        </Label>
      </div>
      <VendorFactsFields
        value={form}
        onChange={patch}
        idPrefix={baseId}
        invalid={(group) => invalid.has(group)}
      />
      <ContentEditPricing form={form} onChange={patch} fieldProps={fieldProps} error={error} />
      <ContentEditFacts
        facts={form.regionalFacts}
        onChange={patch}
        fieldProps={fieldProps}
        error={error}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("adminContent.edit.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t("adminContent.edit.saving") : t("adminContent.edit.save")}
        </Button>
      </div>
    </form>
  );
}
