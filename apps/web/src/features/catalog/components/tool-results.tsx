import type { ToolListResponse } from "@app/shared/catalog-schemas";
import { Suspense } from "react";
import { Button } from "@/components/ui/button";
import { lazyPart } from "@/lib/lazy-part";
import { useTranslation } from "@/lib/use-translation";
import { ToolCard } from "./tool-card";
import { ToolCardSkeleton } from "./tool-card-skeleton";

/** Met only by a search that found nothing: its view, words and suggestions are a chunk of their own. */
const NoResults = lazyPart(() => import("./no-results").then((module) => module.NoResults), {
  takesInput: true,
});

const SKELETON_CARDS = ["a", "b", "c", "d", "e", "f"];
const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
/**
 * A card off screen is not styled, laid out or painted until it nears the viewport (its height
 * held at a card's, then at its own once drawn; its width is the grid column's): the list's layout was the page's longest work
 * on a phone-speed CPU. Nothing in it transitions: Chromium starts a card's colour transitions
 * when the card is first drawn, from a disabled button's grey (the hydration gate's), so its
 * buttons faded in from grey as the reader scrolled to them (and axe measured them mid-fade).
 */
const CARD_ITEM =
  "grid [content-visibility:auto] [contain-intrinsic-height:auto_26rem] [&_*]:transition-none";

interface ToolResultsProps {
  data: ToolListResponse | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while newer results replace the ones on screen. */
  isUpdating: boolean;
  onRetry: () => void;
}

export function ToolResults({ data, isPending, isError, isUpdating, onRetry }: ToolResultsProps) {
  const { t } = useTranslation();

  if (isPending) {
    return (
      <div>
        <p role="status" className="sr-only">
          {t("marketplace.loading")}
        </p>
        <div className={GRID}>
          {SKELETON_CARDS.map((key) => (
            <ToolCardSkeleton key={key} />
          ))}
        </div>
      </div>
    );
  }

  if (isError || !data) {
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-red-700">{t("marketplace.loadError")}</p>
        <Button variant="outline" onClick={onRetry}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  }

  if (data.items.length === 0) {
    return <NoResults data={data} />;
  }

  return (
    <div
      aria-busy={isUpdating}
      className={isUpdating ? "opacity-60 transition-opacity" : "transition-opacity"}
    >
      {data.correctedQuery ? <CorrectedQuery query={data.correctedQuery} /> : null}
      <ul className={GRID} aria-label={t("marketplace.resultsLabel")}>
        {/* The cards hydrate in groups, each a boundary React hydrates after the page's shell
            (and at once when the reader touches one of its cards). */}
        {cardGroups(data.items).map((group) => (
          <Suspense key={group[0]?.id}>
            {group.map((tool) => (
              <li key={tool.id} className={CARD_ITEM}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </Suspense>
        ))}
      </ul>
    </div>
  );
}

/** Stands in for the query in the sentence, to place it in its own element. */
const QUERY_MARK = "\u0000";

/**
 * Nothing matched the search as typed: which spelling the results are for, the query isolated
 * in its own direction and set in bold wherever the language puts it in the sentence.
 */
function CorrectedQuery({ query }: { query: string }) {
  const { t } = useTranslation();
  const [before, after] = t("marketplace.correctedQuery", { query: QUERY_MARK }).split(QUERY_MARK);
  return (
    <p className="mb-4 text-slate-700" data-testid="corrected-query">
      {before}
      <bdi className="font-semibold">{query}</bdi>
      {after}
    </p>
  );
}

/** Cards per hydration boundary: a phone's first screen shows one to three. */
const CARDS_PER_GROUP = 6;

function cardGroups<T>(items: T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += CARDS_PER_GROUP)
    groups.push(items.slice(start, start + CARDS_PER_GROUP));
  return groups;
}
