import "../texts";
import { COMPARE_LIMITS } from "@app/shared/catalog";
import type { Tool } from "@app/shared/catalog-schemas";
import { compareIdsSchema } from "@app/shared/compare";
import { Link2, Plus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { CurrencyMenu } from "@/features/pricing/components/currency-menu";
import { TeamSizeField } from "@/features/pricing/components/team-size-field";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useComparison } from "../api/get-comparison";
import { useComparePicks } from "../hooks/use-compare-picks";
import { useRecordCompareView } from "../hooks/use-record-compare-view";
import { comparePath } from "../lib/compare-path";
import { removeComparePick } from "../lib/compare-picks";
import { CompareTable } from "./compare-table";

/** The ids or slugs of the address; a malformed list counts as none. */
function useCompareKeys(): readonly string[] {
  const [params] = useSearchParams();
  const parsed = compareIdsSchema.safeParse(params.get("ids") ?? "");
  return parsed.success ? parsed.data : [];
}

function EmptyComparison() {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-slate-300 border-dashed p-10 text-center">
      <h2 className="font-semibold text-lg text-slate-900">{t("comparePage.emptyTitle")}</h2>
      <p className="max-w-md text-slate-600">{t("comparePage.emptyText")}</p>
      <Button asChild>
        <Link to="/marketplace">{t("comparePage.browse")}</Link>
      </Button>
    </div>
  );
}

/** Copies the comparison's address; true when it is on the clipboard. */
async function copyAddress(): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    return true;
  } catch {
    return false;
  }
}

/**
 * /compare?ids=a,b,c: two to four tools side by side, from one request. The address is the
 * comparison (shareable, rendered by the server); opened without ids, it shows the visitor's
 * picks from the tray.
 */
export function ComparePage() {
  const { t } = useTranslation();
  const keys = useCompareKeys();
  const picks = useComparePicks();
  const navigate = useNavigate();
  const comparison = useComparison(keys);
  const [highlight, setHighlight] = useState(false);
  const highlightId = useId();

  // No ids in the address: the tray's picks become the address, so it can be shared.
  useEffect(() => {
    if (keys.length === 0 && picks.length > 0) {
      void navigate(comparePath(picks.map((pick) => pick.id)), { replace: true });
    }
  }, [keys.length, picks, navigate]);

  const remove = (tool: Tool) => {
    removeComparePick(tool.id);
    const rest = keys.filter((key) => key !== tool.id && key !== tool.slug);
    void navigate(rest.length > 0 ? comparePath(rest) : "/compare", { replace: true });
  };

  const copy = async () => {
    if (await copyAddress()) toast.success(t("comparePage.copied"));
    else toast.error(t("comparePage.copyFailed"));
  };

  const tools = comparison.data?.tools ?? [];
  useRecordCompareView(tools);
  const missing = comparison.data?.missing.length ?? 0;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <header className="grid gap-2">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
          {t("comparePage.title")}
        </h1>
        <p className="text-slate-600">
          {t("comparePage.subtitle", { max: COMPARE_LIMITS.maxTools })}
        </p>
      </header>
      {keys.length === 0 ? (
        <EmptyComparison />
      ) : comparison.isPending ? (
        <Spinner label={t("comparePage.loading")} className="min-h-64" />
      ) : comparison.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-slate-700">{t("comparePage.loadError")}</p>
          <Button type="button" variant="outline" onClick={() => void comparison.refetch()}>
            {t("comparePage.retry")}
          </Button>
        </div>
      ) : tools.length === 0 ? (
        <EmptyComparison />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <div className="flex items-center gap-2">
              <Checkbox
                id={highlightId}
                checked={highlight}
                onCheckedChange={(checked) => setHighlight(checked === true)}
              />
              <Label htmlFor={highlightId}>{t("comparePage.highlight")}</Label>
            </div>
            <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
              <Link2 aria-hidden="true" />
              {t("comparePage.copyLink")}
            </Button>
            <TeamSizeField />
            <CurrencyMenu />
            {tools.length < COMPARE_LIMITS.maxTools ? (
              <Button asChild variant="outline" size="sm">
                <Link to="/marketplace">
                  <Plus aria-hidden="true" />
                  {t("comparePage.addMore")}
                </Link>
              </Button>
            ) : null}
          </div>
          {missing > 0 ? (
            <p role="status" className="text-amber-800 text-sm">
              {t("comparePage.missing", { count: missing })}
            </p>
          ) : null}
          {tools.length < COMPARE_LIMITS.minTools ? (
            <p className="text-slate-700">{t("comparePage.needMore")}</p>
          ) : null}
          <CompareTable tools={tools} highlight={highlight} onRemove={remove} />
        </>
      )}
    </div>
  );
}
