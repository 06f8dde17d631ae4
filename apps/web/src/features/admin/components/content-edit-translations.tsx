import {
  directionOf,
  labelOf,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from "@app/shared/i18n";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useDetailsOpen } from "@/lib/use-details-open";
import { useTranslation } from "@/lib/use-translation";
import {
  type ListingForm,
  TRANSLATED_FIELDS,
  type TranslatedForm,
  translatedName,
} from "./content-edit-fields";

const ROWS: Record<keyof TranslatedForm, number> = {
  shortDesc: 2,
  longDescription: 4,
  features: 3,
  caseStudies: 3,
  targetAudience: 2,
};

/**
 * The listing's texts in Arabic and Hindi, one group per language, each field written in its
 * language's script and direction; what is left empty is shown in English.
 */
export function ContentEditTranslations({
  texts,
  onChange,
  fieldProps,
  error,
  isInvalid,
}: {
  texts: ListingForm["translations"];
  onChange: (lang: TranslatedLanguage, field: keyof TranslatedForm, value: string) => void;
  /** The id and error wiring of a field, by its form name. */
  fieldProps: (name: string) => { id: string };
  error: (name: string) => ReactNode;
  isInvalid: (name: string) => boolean;
}) {
  return TRANSLATED_LANGUAGES.map((lang) => (
    <LanguageTexts
      key={lang}
      lang={lang}
      text={texts[lang]}
      onChange={onChange}
      fieldProps={fieldProps}
      error={error}
      invalid={TRANSLATED_FIELDS.some((field) => isInvalid(translatedName(lang, field)))}
    />
  ));
}

/**
 * One language's texts, folded until opened (or holding a field to fix): the fields are mounted
 * only while open, so each English label names one field in the dialog.
 */
function LanguageTexts({
  lang,
  text,
  onChange,
  fieldProps,
  error,
  invalid,
}: {
  lang: TranslatedLanguage;
  text: TranslatedForm;
  onChange: (lang: TranslatedLanguage, field: keyof TranslatedForm, value: string) => void;
  fieldProps: (name: string) => { id: string };
  error: (name: string) => ReactNode;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const { ref, open, onToggle } = useDetailsOpen();
  const shown = open || invalid;
  const language = labelOf(lang);
  return (
    <details
      className="group rounded-lg border border-slate-200"
      open={shown}
      ref={ref}
      onToggle={onToggle}
      data-testid={`listing-texts-${lang}`}
    >
      <summary className="flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 font-medium text-sm hover:bg-slate-50">
        {t("adminContent.edit.translations.title", { language })}
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      {shown ? (
        <div className="grid gap-3 px-3 pb-3">
          <p className="text-slate-600 text-xs">{t("adminContent.edit.translations.hint")}</p>
          {TRANSLATED_FIELDS.map((field) => {
            const name = translatedName(lang, field);
            return (
              <div key={field} className="grid gap-2">
                <Label htmlFor={fieldProps(name).id}>
                  {t("adminContent.edit.translations.field", {
                    field: t(`adminContent.edit.fields.${field}`),
                    language,
                  })}
                </Label>
                <Textarea
                  {...fieldProps(name)}
                  rows={ROWS[field]}
                  lang={lang}
                  dir={directionOf(lang)}
                  value={text[field]}
                  onChange={(event) => onChange(lang, field, event.target.value)}
                />
                {error(name)}
              </div>
            );
          })}
        </div>
      ) : null}
    </details>
  );
}
