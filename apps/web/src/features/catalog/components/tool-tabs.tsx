import type { Tool } from "@app/shared/catalog-schemas";
import { lazy, Suspense, useEffect } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { lazyPart } from "@/lib/lazy-part";
import { useTranslation } from "@/lib/use-translation";
import { FeaturesTab } from "./features-tab";
import { OverviewTab } from "./overview-tab";

/**
 * The reviews tab (its forms and their validation) is not needed to show the page: its code
 * loads after the page is interactive, before anyone is likely to open it.
 */
const loadReviewsTab = () => import("@/features/reviews/components/reviews-tab");
const ReviewsTab = lazy(() => loadReviewsTab().then((m) => ({ default: m.ReviewsTab })));
/** The vendor's tab (its facts in words) too; rendered by the server when it is the one shown. */
const VendorTab = lazyPart(() => import("./vendor-tab").then((m) => m.VendorTab));

export function ToolTabs({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  useEffect(() => {
    void loadReviewsTab();
    void VendorTab.preload();
  }, []);
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label={t("tool.tabs.label")} className="sm:grid-cols-4">
        <TabsTrigger value="overview">{t("tool.tabs.overview")}</TabsTrigger>
        <TabsTrigger value="features">{t("tool.tabs.features")}</TabsTrigger>
        <TabsTrigger value="reviews">{t("tool.tabs.reviews")}</TabsTrigger>
        <TabsTrigger value="vendor">{t("tool.tabs.vendor")}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab tool={tool} />
      </TabsContent>
      <TabsContent value="features">
        <FeaturesTab tool={tool} />
      </TabsContent>
      <TabsContent value="reviews">
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <ReviewsTab toolId={tool.id} toolName={tool.name} />
        </Suspense>
      </TabsContent>
      <TabsContent value="vendor">
        <VendorTab tool={tool} />
      </TabsContent>
    </Tabs>
  );
}
