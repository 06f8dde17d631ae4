import { useTranslation } from "react-i18next";
import { formatDate, formatNumber, formatRating } from "../lib/format";

/** Intl formatting bound to the current language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    number: (value: number) => formatNumber(value, language),
    rating: (value: number) => formatRating(value, language),
    date: (iso: string) => formatDate(iso, language),
  };
}
