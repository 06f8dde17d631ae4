import { useMemo } from "react";
import {
  formatDate,
  formatDay,
  formatLanguageName,
  formatList,
  formatNumber,
  formatPercent,
  formatPrice,
  formatRating,
  formatTimeAgo,
  formatUtcDate,
} from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";

/** lib/format bound to the current language; re-renders when the language changes. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      number: (value: number) => formatNumber(value, language),
      rating: (value: number) => formatRating(value, language),
      percent: (fraction: number) => formatPercent(fraction, language),
      price: (amount: number, currency: string) => formatPrice(amount, currency, language),
      date: (iso: string) => formatDate(iso, language),
      day: (isoDay: string) => formatDay(isoDay, language),
      utcDate: (iso: string) => formatUtcDate(iso, language),
      timeAgo: (iso: string) => formatTimeAgo(iso, language),
      list: (items: readonly string[]) => formatList(items, language),
      languageName: (code: string) => formatLanguageName(code, language),
    }),
    [language],
  );
}
