import { COMPARE_LIMITS } from "@app/shared/catalog";
import { Check, Columns3 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { useComparePicks } from "../hooks/use-compare-picks";
import { toggleComparePick } from "../lib/compare-picks";

/**
 * "Compare" on a tool card or a tool's page: picks the tool for the comparison tray, or unpicks
 * it. A fifth pick is refused with a toast saying why (the tray is full by then, its texts loaded).
 */
export function CompareToggle({
  tool,
  className,
}: {
  tool: { id: string; name: string };
  className?: string;
}) {
  const { t } = useTranslation();
  const picked = useComparePicks().some((pick) => pick.id === tool.id);
  const toggle = () => {
    const outcome = toggleComparePick({ id: tool.id, name: tool.name });
    if (outcome !== "full") return;
    // The refusal's texts come with the tray's (not in every page's core texts).
    void import("../texts").then(() =>
      toast.error(t("comparePage.full.title", { count: COMPARE_LIMITS.maxTools }), {
        description: t("comparePage.full.description"),
      }),
    );
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-pressed={picked}
      aria-label={t("compare.toggleLabel", { name: tool.name })}
      onClick={toggle}
      className={cn(picked && "border-brand-600 bg-brand-50 text-brand-800", className)}
    >
      {picked ? <Check aria-hidden="true" /> : <Columns3 aria-hidden="true" />}
      {t("compare.toggle")}
    </Button>
  );
}
