import type { QueryClient } from "@tanstack/react-query";
import { meQueryOptions } from "../api/get-me";

/** Marks the session as signed out and drops every cached query that belonged to the user. */
export function clearSession(queryClient: QueryClient): void {
  const meKey = meQueryOptions.queryKey;
  queryClient.setQueryData(meKey, null);
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== meKey[0] || query.queryKey[1] !== meKey[1],
  });
}

/** Refetches the session after this tab signed in or out. */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
}
