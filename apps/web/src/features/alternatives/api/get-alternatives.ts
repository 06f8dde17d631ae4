import type { AlternativesResponse } from "@app/shared/alternatives";
import type { Language } from "@app/shared/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useTranslation } from "@/lib/use-translation";

/**
 * A tool (by id or slug) and its alternatives, their short texts in the page's language; a 404
 * surfaces as an ApiError with status 404.
 */
export function getAlternatives(idOrSlug: string, language: Language, signal?: AbortSignal) {
  const lang = language === "en" ? "" : `?lang=${language}`;
  const path = `/api/tools/${encodeURIComponent(idOrSlug)}/alternatives${lang}`;
  return api.get<AlternativesResponse>(path, { signal });
}

export const alternativesQueryOptions = (idOrSlug: string, language: Language) =>
  queryOptions({
    queryKey: ["tools", "alternatives", idOrSlug, language] as const,
    queryFn: ({ signal }) => getAlternatives(idOrSlug, language, signal),
  });

export function useAlternatives(idOrSlug: string) {
  const { i18n } = useTranslation();
  return useQuery(alternativesQueryOptions(idOrSlug, i18n.language as Language));
}
