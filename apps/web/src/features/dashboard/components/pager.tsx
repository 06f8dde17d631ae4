import { pageCount } from "@app/shared/paging";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";

interface PagerProps {
  page: number;
  /** Rows counted by the server; with `totalCapped` the count stopped there and more match. */
  total: number;
  totalCapped?: boolean | undefined;
  pageSize: number;
  /** The navigation's accessible name, e.g. "Pages of users". */
  label: string;
  onPage: (page: number) => void;
}

/**
 * Previous / next for a dashboard list; nothing when everything fits on one page. A capped count
 * ("more than 1,000 match") reads "Page 3 of more than 50" and asks for a narrower search on its
 * last reachable page.
 */
export function Pager({ page, total, totalCapped, pageSize, label, onPage }: PagerProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && !totalCapped) return null;
  const position = { page: format.number(page), pages: format.number(pages) };
  return (
    <nav className="grid gap-2" aria-label={label}>
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("dashboard.pager.previous")}
        </Button>
        <span className="text-center text-slate-600 text-sm">
          {totalCapped
            ? t("dashboard.pager.pageOfMore", position)
            : t("dashboard.pager.page", position)}
        </span>
        <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("dashboard.pager.next")}
        </Button>
      </div>
      {totalCapped && page >= pages ? (
        <p className="text-center text-slate-600 text-sm">
          {t("dashboard.pager.capped", { limit: format.number(total) })}
        </p>
      ) : null}
    </nav>
  );
}
