import { RegionLandingPage } from "@/features/regions/components/region-landing-page";
import { i18n } from "@/lib/i18n";
import { addPageEnglish } from "@/locales/page-english";
import regionsEn from "@/locales/regions/en.json";

// Before the first render: the page's English texts come with this route.
addPageEnglish(i18n, { regions: regionsEn });

export const UaePage = () => <RegionLandingPage region="uae" />;
export const IndiaPage = () => <RegionLandingPage region="india" />;
export const SaudiPage = () => <RegionLandingPage region="saudi" />;
