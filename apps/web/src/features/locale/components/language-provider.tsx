import type { Language } from "@app/shared/i18n";
import { directionOf, isLanguage } from "@app/shared/i18n";
import { Direction } from "radix-ui";
import type { ReactNode } from "react";
import { createContext, useCallback, useMemo, useState } from "react";
import { changeLanguage, i18n } from "@/lib/i18n";

export interface LanguageContextValue {
  language: Language;
  dir: "ltr" | "rtl";
  setLanguage: (language: Language) => Promise<void>;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : "en";
}

/** Holds the active language and mirrors Radix primitives for right-to-left languages. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setState] = useState<Language>(currentLanguage);

  const setLanguage = useCallback(async (next: Language) => {
    await changeLanguage(next);
    setState(next);
  }, []);

  const dir = directionOf(language);
  const value = useMemo(() => ({ language, dir, setLanguage }), [language, dir, setLanguage]);

  return (
    <LanguageContext value={value}>
      <Direction.Provider dir={dir}>{children}</Direction.Provider>
    </LanguageContext>
  );
}
