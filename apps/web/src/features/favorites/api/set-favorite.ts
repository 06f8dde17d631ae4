import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trackEvent } from "@/features/analytics/api/track-event";
import { request } from "@/lib/api-client";
import { favoriteIdsQueryOptions } from "./get-favorite-ids";

export interface SetFavoriteInput {
  toolId: string;
  saved: boolean;
}

/** PUT saves, DELETE removes; both are idempotent on the server. */
export function setFavorite({ toolId, saved }: SetFavoriteInput): Promise<unknown> {
  const path = `/api/me/favorites/${encodeURIComponent(toolId)}`;
  return request(saved ? "PUT" : "DELETE", path);
}

/** Flips the heart at once and puts it back if the server refuses. */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  const key = favoriteIdsQueryOptions.queryKey;
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ toolId, saved }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (ids = []) =>
        saved ? [...new Set([...ids, toolId])] : ids.filter((id) => id !== toolId),
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      console.warn("Updating favorites failed", error);
      queryClient.setQueryData(key, context?.previous);
    },
    onSuccess: (_data, { toolId, saved }) => {
      if (saved) trackEvent({ type: "tool_save", solutionId: toolId });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["favorites"] }),
  });
}
