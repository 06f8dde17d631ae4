import type { Language } from "@app/shared/i18n";
import { directionOf, isLanguage } from "@app/shared/i18n";
import { localizedPath, splitLanguagePath } from "@app/shared/language-path";
import { Direction } from "radix-ui";
import type { ReactNode } from "react";
import { createContext, useCallback, useMemo } from "react";
import { switchLanguage } from "@/lib/i18n";
import { rememberLanguage } from "@/lib/language-cookie";
import { useTranslation } from "@/lib/use-translation";

export interface LanguageContextValue {
  language: Language;
  dir: "ltr" | "rtl";
  setLanguage: (language: Language) => Promise<void>;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);

/** The same page in another language: its address with that language's prefix. */
function addressIn(language: Language): string {
  const { pathname, search, hash } = window.location;
  return `${localizedPath(language, splitLanguagePath(pathname).path)}${search}${hash}`;
}

export interface LanguageProviderProps {
  children: ReactNode;
  /**
   * Moves the app to the same page at `address` (the router's basename changes with the
   * language); without it (or when it fails) the page is loaded afresh at that address.
   */
  onAddressChange?: (language: Language, address: string) => Promise<void>;
}

/**
 * Holds the page's language (from its address) and mirrors Radix primitives for right-to-left
 * languages. Choosing another language remembers it (storage and the cookie the server renders
 * by) and shows the page in it at that language's address, in place.
 */
export function LanguageProvider({ children, onAddressChange }: LanguageProviderProps) {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : "en";

  const setLanguage = useCallback(
    async (next: Language) => {
      rememberLanguage(next);
      if (next === language) return;
      const address = addressIn(next);
      try {
        await switchLanguage(next);
        if (!onAddressChange) throw new Error("no in-place switch");
        await onAddressChange(next, address);
      } catch {
        // The texts failed to load (offline) or the app cannot move: load the page there.
        window.location.assign(address);
      }
    },
    [language, onAddressChange],
  );

  const dir = directionOf(language);
  const value = useMemo(() => ({ language, dir, setLanguage }), [language, dir, setLanguage]);

  return (
    <LanguageContext value={value}>
      <Direction.Provider dir={dir}>{children}</Direction.Provider>
    </LanguageContext>
  );
}
