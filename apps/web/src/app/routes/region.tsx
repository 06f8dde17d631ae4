import { RegionLandingPage } from "@/features/regions/components/region-landing-page";

export const UaePage = () => <RegionLandingPage region="uae" />;
export const IndiaPage = () => <RegionLandingPage region="india" />;
export const SaudiPage = () => <RegionLandingPage region="saudi" />;
