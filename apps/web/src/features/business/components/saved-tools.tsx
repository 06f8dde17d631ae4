import type { Favorite } from "@app/shared/catalog-schemas";
import { toolPath } from "@app/shared/route-meta";
import { Heart, Store, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { VendorText } from "@/components/text/vendor-text";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { ListError } from "@/features/dashboard/components/list-states";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useRemoveSavedTool, useSavedTools } from "../api/saved-tools";

/** The Saved Tools tab: the user's favourites, newest first, with the date each was saved. */
export function SavedTools() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useSavedTools();

  if (isPending) return <Spinner label={t("business.saved.loading")} />;
  if (isError) {
    return <ListError text={t("business.saved.loadError")} onRetry={() => void refetch()} />;
  }
  if (data.length === 0) {
    return (
      <Card className="grid justify-items-center gap-4 py-12 text-center">
        <Heart className="size-10 text-slate-400" aria-hidden="true" />
        <h3 className="font-semibold text-lg">{t("business.saved.emptyTitle")}</h3>
        <p className="max-w-md text-slate-600">{t("business.saved.emptyDescription")}</p>
        <Button asChild>
          <Link to="/marketplace">
            <Store aria-hidden="true" />
            {t("business.saved.browse")}
          </Link>
        </Button>
      </Card>
    );
  }
  return (
    <Card>
      <ul className="divide-y divide-slate-200">
        {data.map((favorite) => (
          <SavedTool key={favorite.solutionId} favorite={favorite} />
        ))}
      </ul>
    </Card>
  );
}

function SavedTool({ favorite }: { favorite: Favorite }) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const format = useFormatters();
  const remove = useRemoveSavedTool();
  const { tool } = favorite;
  const headingId = `saved-${tool.id}`;

  // The awaited promise, not mutate()'s callbacks: the refreshed list removes this row (and the
  // callbacks with it) before they would run.
  const onRemove = () =>
    void remove.mutateAsync(tool.id).then(
      () => toast.success(t("business.saved.removed", { name: tool.name })),
      (error: unknown) => {
        console.warn("Removing a saved tool failed", error);
        toast.error(failureText(error, t, t("business.saved.removeFailed")));
      },
    );

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-wrap items-start justify-between gap-4 py-5 first:pt-0 last:pb-0"
    >
      <div className="grid min-w-0 flex-1 basis-64 gap-1">
        <h3 id={headingId} className="font-semibold text-lg">
          <bdi>{tool.name}</bdi>
        </h3>
        <p className="text-slate-600 text-sm">
          {labels.category(tool.category)}
          {" · "}
          {t("business.saved.savedOn", { date: format.date(favorite.savedAt) })}
        </p>
        <VendorText as="p" className="text-slate-700">
          {tool.shortDesc}
        </VendorText>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={toolPath(tool.id)}>{t("business.saved.viewDetails")}</Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={remove.isPending}
          aria-label={t("business.saved.removeLabel", { name: tool.name })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          {t("business.saved.remove")}
        </Button>
      </div>
    </li>
  );
}
