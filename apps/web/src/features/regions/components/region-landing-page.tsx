import { useTrackEventOnce } from "@/features/analytics/hooks/use-track-event-once";
import { useTranslation } from "@/lib/use-translation";
import type { LandingRegion } from "../content";
import { REGION_CONTENT } from "../content";
import { regionKey } from "../lib/region-key";
import type { RegionCard } from "./region-cards";
import { RegionCards } from "./region-cards";
import { RegionClosing } from "./region-closing";
import { RegionHero } from "./region-hero";
import { RegionHostedTools } from "./region-hosted-tools";
import { RegionStats } from "./region-stats";

/** /regions/uae, /regions/india and /regions/saudi: one layout, each region's own content. */
export function RegionLandingPage({ region }: { region: LandingRegion }) {
  const { t, i18n } = useTranslation();
  const content = REGION_CONTENT[region];
  useTrackEventOnce(content.pageView, () => ({
    type: "page_view",
    data: { page: content.pageView, path: `/regions/${region}`, language: i18n.language },
  }));

  const cards = (group: "solutions" | "why", icons: Record<string, RegionCard["icon"]>) =>
    Object.entries(icons).map(([id, icon]) => ({
      id,
      icon,
      title: t(regionKey(region, `${group}.${id}.title`)),
      text: t(regionKey(region, `${group}.${id}.text`)),
    }));

  return (
    <>
      <RegionHero region={region} />
      <RegionStats region={region} />
      <RegionCards
        title={t(regionKey(region, "solutionsTitle"))}
        intro={t(regionKey(region, "solutionsIntro"))}
        cards={cards("solutions", content.solutions)}
        className="bg-white"
      />
      <RegionHostedTools region={region} />
      <RegionCards title={t(regionKey(region, "whyTitle"))} cards={cards("why", content.why)} />
      <RegionClosing region={region} />
    </>
  );
}
