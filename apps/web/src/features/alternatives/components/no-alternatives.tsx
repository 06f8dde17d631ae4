import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";

/** What the page says when no other published tool shares the tool's category. */
export function NoAlternatives({ category }: { category: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-slate-300 border-dashed p-10 text-center">
      <h2 className="font-semibold text-lg text-slate-900">{t("alternatives.emptyTitle")}</h2>
      <p className="max-w-md text-slate-600">{t("alternatives.emptyText", { category })}</p>
      <Button asChild>
        <Link to="/marketplace">{t("alternatives.browse")}</Link>
      </Button>
    </div>
  );
}
