import type { Tool } from "@app/shared/catalog-schemas";
import { alternativesPath } from "@app/shared/route-meta";
import { ArrowLeft } from "lucide-react";
import { memo, Suspense, useState } from "react";
import { Link } from "react-router";
import { IsolatedValue, VALUE_MARK } from "@/components/text/isolated-value";
import { CompareTraySlot } from "@/features/compare/components/compare-tray-slot";
import { useToolPageMeta } from "@/features/seo/use-tool-page-meta";
import { lazyPart, useLazyPartsLoaded } from "@/lib/lazy-part";
import { ServerHtmlPart } from "@/lib/server-html-part";
import { useHydrated } from "@/lib/use-hydrated";
import { useTranslation } from "@/lib/use-translation";
import { useTool } from "../api/get-tool";
import { OVERVIEW_PARTS } from "./overview-tab";
import { ToolDetailSkeleton } from "./tool-detail-skeleton";
import { ToolHeader } from "./tool-header";
import { SIDE_CARD_PARTS, ToolSideCard } from "./tool-side-card";
import { ToolTabs } from "./tool-tabs";

/** The parts on the first screen: opened from a card, the page shows its skeleton until they are here. */
const FIRST_SCREEN_PARTS = [...SIDE_CARD_PARTS, ...OVERVIEW_PARTS];

/**
 * Below the first screen, each its own chunk (ADR 30): the plans hydrate when their code arrives
 * (the currency menu); "Will it work here?", texts and links only, stays the server's HTML.
 */
const PlansAndPrices = lazyPart(
  () => import("@/features/pricing/components/plans-and-prices").then((m) => m.PlansAndPrices),
  // Its currency menu takes a choice once the part has hydrated.
  { takesInput: true },
);
const RegionalFit = lazyPart(() => import("./regional-fit").then((m) => m.RegionalFit));
/** Only an unknown address shows it. */
const ToolNotFound = lazyPart(() => import("./tool-not-found").then((m) => m.ToolNotFound));

/**
 * SPEC §2 "Tool detail": header, side card and four tabs; a missing tool reads "Tool not found".
 * The server counts the view when it serves the page or the tool's detail.
 */
export function ToolDetailPage({ idOrSlug }: { idOrSlug: string }) {
  const { data: tool, isPending, isError } = useTool(idOrSlug);
  useToolPageMeta(isError ? undefined : tool, isError);
  // Hydrating, the server's HTML is the page and its parts hydrate as their code arrives; rendered
  // in the browser, the page waits for its first screen's parts so none of them moves the rest.
  const hydrated = useHydrated();
  const [renderedInBrowser] = useState(hydrated);
  const partsLoaded = useLazyPartsLoaded(FIRST_SCREEN_PARTS);

  if (isPending || (renderedInBrowser && !partsLoaded)) return <ToolDetailSkeleton />;
  if (isError || !tool) return <ToolNotFound />;
  return <ToolPageBody tool={tool} />;
}

/**
 * The page once its tool is here. Behind `memo`: the page renders again right after hydrating
 * (`useHydrated`'s browser snapshot) and when its parts' code arrives, and an update that reached
 * the header's, side card's and tabs' boundaries while they still hold server HTML would make
 * React hydrate them all at once, in one long task.
 */
const ToolPageBody = memo(function ToolPageBody({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  return (
    // At least a screen tall, as its skeleton is: the footer never enters the screen and leaves.
    <div className="mx-auto grid min-h-dvh max-w-7xl content-start gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to="/marketplace"
        className="flex w-fit items-center gap-2 rounded-md text-brand-700 text-sm hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t("tool.backToMarketplace")}
      </Link>
      <Suspense>
        <ToolHeader tool={tool} />
      </Suspense>
      <Link
        to={alternativesPath(tool.id)}
        className="w-fit rounded-md text-brand-700 text-sm hover:underline"
      >
        <IsolatedValue text={t("tool.seeAlternatives", { name: VALUE_MARK })} value={tool.name} />
      </Link>
      {/* The side card comes first, so on phones the price and the calls to action sit right under
          the header; from lg up the grid places it in the column beside the tabs. */}
      <div className="grid gap-8 lg:grid-cols-3">
        {/* Each a hydration boundary of its own, as the header is. */}
        <Suspense>
          <aside aria-label={t("tool.sideCardLabel")} className="lg:col-start-3 lg:row-start-1">
            <ToolSideCard tool={tool} />
          </aside>
        </Suspense>
        <Suspense>
          <div className="min-w-0 lg:col-span-2 lg:col-start-1 lg:row-start-1">
            <ToolTabs tool={tool} />
          </div>
        </Suspense>
      </div>
      <PlansAndPrices pricing={tool} />
      <Suspense>
        <ServerHtmlPart>
          <RegionalFit facts={tool.regionalFacts} />
        </ServerHtmlPart>
      </Suspense>
      <CompareTraySlot />
    </div>
  );
});
