import { isLanguage } from "@app/shared/i18n";
import { useEffect, useState } from "react";
import { loadSeoTexts, seoTextsLoaded } from "@/lib/i18n";
import { useTranslation } from "@/lib/use-translation";

/**
 * Whether the page titles and descriptions are there in the reader's language; loads them if not
 * (in every language: just after the first render, lib/i18n.ts). Until then, the <head> the server
 * wrote stays as it is.
 */
export function useSeoTexts(): boolean {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const [loaded, setLoaded] = useState(() => seoTextsLoaded(language));
  useEffect(() => {
    if (seoTextsLoaded(language)) {
      setLoaded(true);
      return;
    }
    setLoaded(false);
    let current = true;
    loadSeoTexts(language).then(
      () => current && setLoaded(true),
      (error: unknown) => console.warn("Loading the page titles failed", error),
    );
    return () => {
      current = false;
    };
  }, [language]);
  return loaded;
}
