import { compareIdsSchema } from "@app/shared/compare";
import { splitLanguagePath } from "@app/shared/language-path";
import type { QueryClient } from "@tanstack/react-query";
import type { UIMatch } from "react-router";
import { alternativesQueryOptions } from "@/features/alternatives/api/get-alternatives";
import { toolQueryOptions } from "@/features/catalog/api/get-tool";
import { toolsQueryOptions } from "@/features/catalog/api/get-tools";
import { parseMarketplaceParams, toToolListQuery } from "@/features/catalog/lib/marketplace-params";
import { comparisonQueryOptions } from "@/features/compare/api/get-comparison";
import { exchangeRatesQueryOptions } from "@/features/pricing/api/get-exchange-rates";
import { pageOfMatches } from "@/features/seo/route-handle";

/** The pages that show prices in the reader's currency, which need the exchange rates. */
const PRICED_PAGES: ReadonlySet<string> = new Set([
  "marketplace",
  "tool",
  "compare",
  "alternatives",
]);

/**
 * The data a page shows on arrival, fetched by the server before it renders the page (with the
 * same query keys the page's hooks use, so the browser finds them in the cache). A failure is
 * left to the page, which renders its loading state and fetches (and reports) in the browser.
 */
export async function prefetchPage(
  queryClient: QueryClient,
  matches: UIMatch[],
  url: URL,
): Promise<void> {
  const page = pageOfMatches(matches);
  const { language } = splitLanguagePath(url.pathname);
  const rates =
    page && PRICED_PAGES.has(page)
      ? queryClient.prefetchQuery(exchangeRatesQueryOptions())
      : Promise.resolve();
  if (page === "marketplace") {
    const filters = parseMarketplaceParams(url.searchParams);
    await queryClient.prefetchQuery(toolsQueryOptions(toToolListQuery(filters, language)));
  } else if (page === "tool") {
    const id = matches.at(-1)?.params.id;
    if (id) await queryClient.prefetchQuery(toolQueryOptions(id, language));
  } else if (page === "alternatives") {
    const id = matches.at(-1)?.params.id;
    if (id) await queryClient.prefetchQuery(alternativesQueryOptions(id, language));
  } else if (page === "compare") {
    const keys = compareIdsSchema.safeParse(url.searchParams.get("ids") ?? "");
    if (keys.success) {
      await queryClient.prefetchQuery(comparisonQueryOptions(keys.data, language));
    }
  }
  await rates;
}
