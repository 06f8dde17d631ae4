import type { Tool } from "@app/shared/catalog-schemas";
import type { Language } from "@app/shared/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useTranslation } from "@/lib/use-translation";

/**
 * One tool by id or slug, its texts in the page's language where the listing has them; a 404
 * surfaces as an ApiError with status 404.
 */
export function getTool(idOrSlug: string, language: Language, signal?: AbortSignal): Promise<Tool> {
  const lang = language === "en" ? "" : `?lang=${language}`;
  return api
    .get<{ tool: Tool }>(`/api/tools/${encodeURIComponent(idOrSlug)}${lang}`, { signal })
    .then((body) => body.tool);
}

export const toolQueryOptions = (idOrSlug: string, language: Language) =>
  queryOptions({
    queryKey: ["tools", "detail", idOrSlug, language] as const,
    queryFn: ({ signal }) => getTool(idOrSlug, language, signal),
  });

export function useTool(idOrSlug: string) {
  const { i18n } = useTranslation();
  return useQuery(toolQueryOptions(idOrSlug, i18n.language as Language));
}
