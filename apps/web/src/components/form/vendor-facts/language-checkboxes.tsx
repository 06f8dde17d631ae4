import { LANGUAGE_CODES } from "@app/shared/vendor-fact-vocabulary";
import { useMemo } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { formatLanguageName } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import type { GroupControl } from "./fact-group";

interface LanguageCheckboxesProps {
  /** The group's id: each box's id adds its code. */
  id: string;
  /** ISO 639-1 codes. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  control: (name: string) => GroupControl;
}

/** One checkbox per language the vocabulary knows, named and sorted in the reader's language. */
export function LanguageCheckboxes({ id, value, onChange, control }: LanguageCheckboxesProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const languages = useMemo(
    () =>
      LANGUAGE_CODES.map((code) => ({ code, name: formatLanguageName(code, language) })).sort(
        (a, b) => a.name.localeCompare(b.name, language),
      ),
    [language],
  );
  // Radix's checkbox is a button: the name stays off it (it would add a hidden input).
  const { name: _name, ...described } = control("languagesSupported");
  return (
    <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
      {languages.map(({ code, name }) => {
        const box = `${id}-${code}`;
        return (
          <div key={code} className="flex min-h-10 items-center gap-2">
            <Checkbox
              {...described}
              id={box}
              checked={value.includes(code)}
              onCheckedChange={(checked) =>
                onChange(checked === true ? [...value, code] : value.filter((c) => c !== code))
              }
            />
            <Label htmlFor={box} className="font-normal">
              {name}
            </Label>
          </div>
        );
      })}
    </div>
  );
}
