import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/features/locale/hooks/use-formatters";

interface ContentPagerProps {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
}

/** Previous / next for one of the content lists; nothing when everything fits on one page. */
export function ContentPager({ page, pages, label, onPage }: ContentPagerProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-between gap-2" aria-label={label}>
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("adminContent.previous")}
      </Button>
      <span className="text-slate-600 text-sm">
        {t("adminContent.page", { page: format.number(page), pages: format.number(pages) })}
      </span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("adminContent.next")}
      </Button>
    </nav>
  );
}
