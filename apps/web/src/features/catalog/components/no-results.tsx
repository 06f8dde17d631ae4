import { CATEGORIES, type Category } from "@app/shared/catalog";
import type { ToolListResponse } from "@app/shared/catalog-schemas";
import { CalendarCheck, SearchX } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { IsolatedValue, VALUE_MARK } from "@/components/text/isolated-value";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { useCatalogLabels } from "../hooks/use-catalog-labels";
import { useFilterNames } from "../hooks/use-filter-names";
import { useMarketplaceFilters } from "../hooks/use-marketplace-filters";
import { DEFAULT_FILTERS, toMarketplaceParams } from "../lib/marketplace-params";
import "../no-results-texts";

const link = (filters: Parameters<typeof toMarketplaceParams>[0]) =>
  `/marketplace?${toMarketplaceParams(filters)}`;

/**
 * A search with no result says so in words that fit what was asked (the filters named only when
 * there are some), then offers ways on: the spelling the server suggests, the categories where
 * the same search finds tools (the category facet counts every filter but its own), the needs
 * to browse, clearing the filters, and a consultation.
 */
export function NoResults({ data }: { data: ToolListResponse }) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const { filters } = useMarketplaceFilters();
  const titleId = useId();
  const relatedId = useId();
  const filterNames = useFilterNames()(filters);
  const query = filters.q;
  const filtered = filterNames.length > 0;

  const title = query
    ? t(filtered ? "noResults.queryFiltered" : "noResults.query", {
        query: VALUE_MARK,
      })
    : t(filtered ? "noResults.filtered" : "noResults.catalogue");

  const elsewhere = (data.facets.category ?? []).filter(
    (entry): entry is { value: Category; count: number } =>
      entry.count > 0 &&
      entry.value !== filters.category &&
      (CATEGORIES as readonly string[]).includes(entry.value),
  );

  return (
    <section
      aria-labelledby={titleId}
      className="grid justify-items-center gap-5 rounded-xl border border-slate-200 bg-white px-4 py-10 text-center sm:px-8"
      data-testid="no-results"
    >
      <SearchX className="size-10 text-slate-400" aria-hidden="true" />
      <h2 id={titleId} className="font-semibold text-slate-900 text-xl">
        {query ? <IsolatedValue text={title} value={query} className="font-semibold" /> : title}
      </h2>
      {filtered ? (
        <div className="grid justify-items-center gap-2">
          <p className="text-slate-600 text-sm">{t("noResults.filtersLabel")}</p>
          <ul className="flex flex-wrap justify-center gap-2" data-testid="no-results-filters">
            {filterNames.map((name) => (
              <li key={name} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800 text-sm">
                {name}
              </li>
            ))}
          </ul>
        </div>
      ) : query ? (
        <p className="text-slate-600">{t("noResults.hint")}</p>
      ) : null}
      {data.suggestedQuery ? (
        <p className="grid gap-1">
          <Link
            to={link({ ...DEFAULT_FILTERS, q: data.suggestedQuery })}
            className="text-brand-700 text-lg underline underline-offset-2"
            data-testid="spelling-suggestion"
          >
            <IsolatedValue
              text={t("noResults.suggestion", { query: VALUE_MARK })}
              value={data.suggestedQuery}
              className="font-semibold"
            />
          </Link>
          <span className="text-slate-500 text-sm">{t("noResults.suggestionHint")}</span>
        </p>
      ) : null}
      <nav
        aria-labelledby={relatedId}
        className="grid justify-items-center gap-2"
        data-testid="related-needs"
      >
        <h3 id={relatedId} className="font-medium text-slate-700 text-sm">
          {elsewhere.length > 0 ? t("noResults.elsewhereHeading") : t("noResults.relatedHeading")}
        </h3>
        <ul className="flex flex-wrap justify-center gap-2">
          {elsewhere.length > 0
            ? elsewhere.map(({ value, count }) => (
                <li key={value}>
                  <Link to={link({ ...filters, category: value, page: 1 })} className={CHIP_LINK}>
                    {t("noResults.withCount", {
                      label: labels.category(value),
                      count,
                    })}
                  </Link>
                </li>
              ))
            : CATEGORIES.map((value) => (
                <li key={value}>
                  <Link to={link({ ...DEFAULT_FILTERS, category: value })} className={CHIP_LINK}>
                    {labels.category(value)}
                  </Link>
                </li>
              ))}
        </ul>
      </nav>
      <div className="flex flex-wrap justify-center gap-3">
        {filtered ? (
          // The search stays: only the filters that left nothing go.
          <Button asChild variant="outline">
            <Link to={link({ ...DEFAULT_FILTERS, q: query, sort: filters.sort })}>
              {t("marketplace.filters.clear")}
            </Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link to="/consultation">
            <CalendarCheck aria-hidden="true" />
            {t("noResults.consultation")}
          </Link>
        </Button>
      </div>
    </section>
  );
}

const CHIP_LINK =
  "inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-brand-50 px-4 text-brand-800 text-sm hover:bg-brand-100";
