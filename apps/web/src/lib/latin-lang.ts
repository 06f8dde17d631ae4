/**
 * The `lang` of a vendor's short text that has no translation (a plan's name, "Team") on a page
 * in `language`: "en" when it is written in Latin letters only and the page is not English, so
 * screen readers and fonts treat it as English; undefined when it is in the page's script.
 */
export function latinLang(text: string, language: string): "en" | undefined {
  if (language === "en") return undefined;
  return /[A-Za-z]/.test(text) && !/[\u0600-\u06FF\u0900-\u097F]/.test(text) ? "en" : undefined;
}
