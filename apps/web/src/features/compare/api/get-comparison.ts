import type { CompareResponse } from "@app/shared/compare";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { compareIdsValue } from "../lib/compare-path";

/** The tools behind these ids or slugs, every field, in one request. */
export const comparisonQueryOptions = (keys: readonly string[]) =>
  queryOptions({
    queryKey: ["tools", "compare", ...keys] as const,
    queryFn: ({ signal }) =>
      api.get<CompareResponse>(`/api/compare?ids=${encodeURIComponent(compareIdsValue(keys))}`, {
        signal,
      }),
  });

export function useComparison(keys: readonly string[]) {
  return useQuery({ ...comparisonQueryOptions(keys), enabled: keys.length > 0 });
}
