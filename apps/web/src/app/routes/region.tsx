import { RegionLandingPage } from "@/features/regions/components/region-landing-page";
import { addPageTexts } from "@/locales/page-english";
import regionsEn from "@/locales/regions/en.json";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ regions: regionsEn });

export const UaePage = () => <RegionLandingPage region="uae" />;
export const IndiaPage = () => <RegionLandingPage region="india" />;
export const SaudiPage = () => <RegionLandingPage region="saudi" />;
