import type { TaxCountry } from "@app/shared/price-vocabulary";
import { useRememberRegion } from "@/features/pricing/hooks/use-remember-region";
import { RegionLandingPage } from "@/features/regions/components/region-landing-page";
import { addPageTexts } from "@/locales/page-english";
import regionsEn from "@/locales/regions/en.json";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ regions: regionsEn });

/** A regional page; its reader's prices show in that country's currency afterwards. */
function RegionPage({ region }: { region: TaxCountry }) {
  useRememberRegion(region);
  return <RegionLandingPage region={region} />;
}

export const UaePage = () => <RegionPage region="uae" />;
export const IndiaPage = () => <RegionPage region="india" />;
export const SaudiPage = () => <RegionPage region="saudi" />;
