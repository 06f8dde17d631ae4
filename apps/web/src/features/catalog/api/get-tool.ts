import type { Tool } from "@app/shared/catalog-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** One tool by id or slug; a 404 surfaces as an ApiError with status 404. */
export function getTool(idOrSlug: string, signal?: AbortSignal): Promise<Tool> {
  return api
    .get<{ tool: Tool }>(`/api/tools/${encodeURIComponent(idOrSlug)}`, { signal })
    .then((body) => body.tool);
}

export const toolQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ["tools", "detail", idOrSlug] as const,
    queryFn: ({ signal }) => getTool(idOrSlug, signal),
  });

export function useTool(idOrSlug: string) {
  return useQuery(toolQueryOptions(idOrSlug));
}
