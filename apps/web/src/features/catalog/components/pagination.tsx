import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { pageWindow } from "../lib/page-window";

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("marketplace.pagination.label")} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
            {t("marketplace.pagination.previous")}
          </Button>
        </li>
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-slate-400">
              …
            </li>
          ) : (
            <li key={entry}>
              <Button
                variant={entry === page ? "default" : "ghost"}
                size="sm"
                aria-current={entry === page ? "page" : undefined}
                aria-label={t("marketplace.pagination.page", { page: format.number(entry) })}
                onClick={() => onPageChange(entry)}
                className="min-w-9"
              >
                {format.number(entry)}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {t("marketplace.pagination.next")}
            <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
