import "../texts";
import { ALTERNATIVES_LIMITS } from "@app/shared/alternatives";
import { toolPath } from "@app/shared/route-meta";
import { ArrowLeft, Columns3 } from "lucide-react";
import { Link } from "react-router";
import { IsolatedValue, VALUE_MARK } from "@/components/text/isolated-value";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ToolNotFound } from "@/features/catalog/components/tool-not-found";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { comparePath } from "@/features/compare/lib/compare-path";
import { useAlternativesPageMeta } from "@/features/seo/use-alternatives-page-meta";
import { isApiError } from "@/lib/api-error";
import { useTranslation } from "@/lib/use-translation";
import { useAlternatives } from "../api/get-alternatives";
import { AlternativeCard } from "./alternative-card";
import { AlternativesTable } from "./alternatives-table";
import { NoAlternatives } from "./no-alternatives";

/**
 * /tool/{id}/alternatives: the tools of its category that do the same job, why each is listed,
 * a table of how they differ, and a link comparing the tool with the best of them.
 */
export function AlternativesPage({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const { data, isPending, isError, error, refetch } = useAlternatives(idOrSlug);
  const missing = isError && isApiError(error) && error.status === 404;
  useAlternativesPageMeta(data?.tool, missing);

  if (isPending) return <Spinner label={t("alternatives.loading")} className="min-h-[50vh]" />;
  if (missing) return <ToolNotFound />;
  if (isError) {
    return (
      <div role="alert" className="mx-auto grid max-w-xl justify-items-start gap-3 px-4 py-24">
        <p className="text-slate-700">{t("alternatives.loadError")}</p>
        <Button type="button" variant="outline" onClick={() => void refetch()}>
          {t("alternatives.retry")}
        </Button>
      </div>
    );
  }

  const { tool, alternatives } = data;
  const category = labels.category(tool.category);
  const compared = [
    tool.id,
    ...alternatives.slice(0, ALTERNATIVES_LIMITS.compareLinkTools).map((a) => a.tool.id),
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={toolPath(tool.id)}
        className="flex w-fit items-center gap-2 rounded-md text-brand-700 text-sm hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        <IsolatedValue
          text={t("alternatives.backToTool", { name: VALUE_MARK })}
          value={tool.name}
        />
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            <IsolatedValue text={t("alternatives.title", { name: VALUE_MARK })} value={tool.name} />
          </h1>
          <p className="text-slate-600">{t("alternatives.subtitle", { category })}</p>
        </div>
        {alternatives.length > 0 ? (
          <Button asChild>
            <Link to={comparePath(compared)}>
              <Columns3 aria-hidden="true" />
              {t("alternatives.compareThese")}
            </Link>
          </Button>
        ) : null}
      </header>
      {alternatives.length === 0 ? (
        <NoAlternatives category={category} />
      ) : (
        <>
          <ul
            aria-label={t("alternatives.listLabel", { name: tool.name })}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {alternatives.map((alternative) => (
              <AlternativeCard
                key={alternative.tool.id}
                alternative={alternative}
                toolName={tool.name}
                category={tool.category}
              />
            ))}
          </ul>
          <AlternativesTable tool={tool} alternatives={alternatives.map((a) => a.tool)} />
        </>
      )}
    </div>
  );
}
