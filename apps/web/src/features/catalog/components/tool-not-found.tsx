import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";

export function ToolNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="font-bold text-2xl text-slate-900">{t("tool.notFound")}</h1>
      <p className="text-slate-600">{t("tool.notFoundDescription")}</p>
      <Button asChild>
        <Link to="/marketplace">
          <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
          {t("tool.backToMarketplace")}
        </Link>
      </Button>
    </div>
  );
}
