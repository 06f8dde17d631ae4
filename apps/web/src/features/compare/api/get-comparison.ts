import type { CompareResponse } from "@app/shared/compare";
import type { Language } from "@app/shared/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useTranslation } from "@/lib/use-translation";
import { compareIdsValue } from "../lib/compare-path";

/** GET /api/compare's address: these tools, their texts in the page's language. */
export function comparisonPath(keys: readonly string[], language: Language): string {
  const lang = language === "en" ? "" : `&lang=${language}`;
  return `/api/compare?ids=${encodeURIComponent(compareIdsValue(keys))}${lang}`;
}

/**
 * The tools behind these ids or slugs, every field, in one request; their texts in the page's
 * language where the listings have them (each tool's `translated` says which).
 */
export const comparisonQueryOptions = (keys: readonly string[], language: Language) =>
  queryOptions({
    queryKey: ["tools", "compare", language, ...keys] as const,
    queryFn: ({ signal }) => api.get<CompareResponse>(comparisonPath(keys, language), { signal }),
  });

export function useComparison(keys: readonly string[]) {
  const { i18n } = useTranslation();
  return useQuery({
    ...comparisonQueryOptions(keys, i18n.language as Language),
    enabled: keys.length > 0,
  });
}
