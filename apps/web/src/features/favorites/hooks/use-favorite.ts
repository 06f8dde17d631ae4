import { useAuth } from "@/features/auth/hooks/use-auth";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useFavoriteIds } from "../api/get-favorite-ids";
import { useSetFavorite } from "../api/set-favorite";

/** Whether a tool is saved, and a toggle that asks signed-out visitors to sign in first. */
export function useFavorite(toolId: string) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const { data: ids, isPending: idsPending } = useFavoriteIds();
  const setFavorite = useSetFavorite();
  const saved = status === "signed-in" && (ids?.includes(toolId) ?? false);

  const toggle = () => {
    if (status !== "signed-in") {
      toast.error(t("favorites.signInRequired"), {
        description: t("favorites.signInToSave"),
      });
      return;
    }
    const next = !saved;
    // Followed here, not through mutate()'s per-call callbacks: TanStack Query drops those when the
    // button has unmounted (a refetched list can remove it), and the toast with them.
    setFavorite.mutateAsync({ toolId, saved: next }).then(
      () => toast.success(next ? t("favorites.added") : t("favorites.removed")),
      (error: unknown) => {
        console.warn("Updating favourites failed", error);
        toast.error(t("favorites.error"), {
          description: failureText(error, t, t("favorites.failed")),
        });
      },
    );
  };

  // Until we know who is signed in and what they saved, a click could do the wrong thing.
  const busy =
    status === "loading" || (status === "signed-in" && idsPending) || setFavorite.isPending;

  return { saved, toggle, busy };
}
