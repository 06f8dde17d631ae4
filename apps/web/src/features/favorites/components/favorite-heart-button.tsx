import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { useFavorite } from "../hooks/use-favorite";

/** The icon-only heart on a tool card. */
export function FavoriteHeartButton({ toolId }: { toolId: string }) {
  const { t } = useTranslation();
  const { saved, toggle, busy } = useFavorite(toolId);
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-pressed={saved}
      aria-label={saved ? t("favorites.removeShort") : t("favorites.saveShort")}
      // aria-disabled, not disabled: a disabled button would drop the keyboard focus mid-toggle.
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : toggle}
      className="size-9 rounded-full aria-disabled:opacity-60"
    >
      <Heart
        aria-hidden="true"
        className={cn(saved ? "fill-rose-500 text-rose-500" : "text-slate-500")}
      />
    </Button>
  );
}
