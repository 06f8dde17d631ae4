import type { Tool } from "@app/shared/catalog-schemas";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ReviewsTab } from "@/features/reviews/components/reviews-tab";
import { FeaturesTab } from "./features-tab";
import { OverviewTab } from "./overview-tab";
import { VendorTab } from "./vendor-tab";

export function ToolTabs({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
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
        <ReviewsTab toolId={tool.id} toolName={tool.name} />
      </TabsContent>
      <TabsContent value="vendor">
        <VendorTab tool={tool} />
      </TabsContent>
    </Tabs>
  );
}
