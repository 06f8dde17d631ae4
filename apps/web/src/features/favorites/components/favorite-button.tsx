import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { useFavorite } from "../hooks/use-favorite";

/** The labelled save/remove button on the tool page. */
export function FavoriteButton({ toolId, className }: { toolId: string; className?: string }) {
  const { t } = useTranslation();
  const { saved, toggle, busy } = useFavorite(toolId);
  return (
    <Button
      type="button"
      variant="outline"
      aria-pressed={saved}
      // aria-disabled, not disabled: a disabled button would drop the keyboard focus mid-toggle.
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : toggle}
      className={cn("aria-disabled:opacity-60", className)}
    >
      <Heart aria-hidden="true" className={cn(saved && "fill-rose-500 text-rose-500")} />
      {saved ? t("favorites.remove") : t("favorites.save")}
    </Button>
  );
}
