import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { MarketplaceFilters } from "../lib/marketplace-params";
import { parseMarketplaceParams, toMarketplaceParams } from "../lib/marketplace-params";

interface UpdateOptions {
  /** Replace the history entry instead of adding one (typing in the search box). */
  replace?: boolean;
}

/**
 * The marketplace filters live in the URL, so a view can be shared and Back undoes a change.
 * Changing anything but the page returns to page 1.
 */
export function useMarketplaceFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseMarketplaceParams(params), [params]);

  const update = useCallback(
    (change: Partial<MarketplaceFilters>, options: UpdateOptions = {}) => {
      setParams(
        (current) => {
          const base = parseMarketplaceParams(current);
          const page = change.page ?? 1;
          return toMarketplaceParams({ ...base, ...change, page });
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { filters, update, reset };
}
