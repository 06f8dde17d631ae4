import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { clearSession } from "@/features/auth/lib/session-cache";
import { isApiError } from "@/lib/api-error";

/**
 * Any 401 from any call means the session ended elsewhere (signed out in another tab,
 * expired, banned): drop to signed-out quietly instead of showing an error.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) clearSession(queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          isApiError(error) && error.status >= 400 && error.status < 500 ? false : failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
