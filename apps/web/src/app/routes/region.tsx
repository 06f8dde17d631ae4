import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ComingSoon } from "@/components/layout/coming-soon";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { useSiteConfig } from "@/lib/site-config";

type LandingRegion = "uae" | "india" | "saudi";

function RegionPage({ region }: { region: LandingRegion }) {
  const { t } = useTranslation();
  const { schedulerUrl } = useSiteConfig();
  return (
    <>
      <PageIntro
        title={t(`pages.regions.${region}.title`)}
        intro={t(`pages.regions.${region}.intro`)}
      >
        <Button asChild size="lg">
          <a href={schedulerUrl} target="_blank" rel="noopener noreferrer">
            {t("cta.bookConsultation")}
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/marketplace">{t("cta.browseMarketplace")}</Link>
        </Button>
      </PageIntro>
      <ComingSoon />
    </>
  );
}

export const UaePage = () => <RegionPage region="uae" />;
export const IndiaPage = () => <RegionPage region="india" />;
export const SaudiPage = () => <RegionPage region="saudi" />;
