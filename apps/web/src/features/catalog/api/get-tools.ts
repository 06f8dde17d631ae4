import type { ToolListQuery, ToolListResponse } from "@app/shared/catalog-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toolListQueryString } from "../lib/marketplace-params";

export function getTools(query: ToolListQuery, signal?: AbortSignal): Promise<ToolListResponse> {
  return api.get<ToolListResponse>(`/api/tools?${toolListQueryString(query)}`, { signal });
}

export const toolsQueryKey = ["tools", "list"] as const;

export const toolsQueryOptions = (query: ToolListQuery) =>
  queryOptions({
    queryKey: [...toolsQueryKey, query] as const,
    queryFn: ({ signal }) => getTools(query, signal),
  });

/** Keeps the previous page on screen while the next filters load, so facets don't flicker. */
export function useTools(query: ToolListQuery, { enabled = true } = {}) {
  return useQuery({ ...toolsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
