import {
  directionOf,
  LANGUAGES,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from "@app/shared/i18n";
import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
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
}: {
  texts: ListingForm["translations"];
  onChange: (lang: TranslatedLanguage, field: keyof TranslatedForm, value: string) => void;
  /** The id and error wiring of a field, by its form name. */
  fieldProps: (name: string) => { id: string };
  error: (name: string) => ReactNode;
}) {
  const { t } = useTranslation();
  return TRANSLATED_LANGUAGES.map((lang) => {
    const language = LANGUAGES.find((l) => l.code === lang)?.label ?? lang;
    return (
      <fieldset key={lang} className="grid gap-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 font-medium text-sm">
          {t("adminContent.edit.translations.title", { language })}
        </legend>
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
                value={texts[lang][field]}
                onChange={(event) => onChange(lang, field, event.target.value)}
              />
              {error(name)}
            </div>
          );
        })}
      </fieldset>
    );
  });
}
