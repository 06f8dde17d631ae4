import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { failureText } from "@/lib/failure-text";
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
    setFavorite.mutate(
      { toolId, saved: next },
      {
        onSuccess: () => toast.success(next ? t("favorites.added") : t("favorites.removed")),
        onError: (error) => {
          console.warn("Updating favourites failed", error);
          toast.error(t("favorites.error"), {
            description: failureText(error, t, t("favorites.failed")),
          });
        },
      },
    );
  };

  // Until we know who is signed in and what they saved, a click could do the wrong thing.
  const busy =
    status === "loading" || (status === "signed-in" && idsPending) || setFavorite.isPending;

  return { saved, toggle, busy };
}
