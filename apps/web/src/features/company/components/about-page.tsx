import { Mail } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "@/components/layout/page-intro";
import { LtrText } from "@/components/text/ltr-text";
import { Button } from "@/components/ui/button";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";
import { CompanyCta, onDarkOutline } from "./company-cta";
import { PhilosophySection } from "./philosophy-section";
import { ProcessSection } from "./process-section";
import { ServicesSection } from "./services-section";
import { TeamSection } from "./team-section";

export function AboutPage() {
  const { t } = useTranslation();
  const { careersEmail } = useSiteConfig();
  return (
    <>
      <PageIntro title={t("about.title")} intro={t("about.intro")} />
      <TeamSection />
      <ServicesSection />
      <PhilosophySection />
      <ProcessSection />
      <CompanyCta
        title={t("about.cta.title")}
        text={t("about.cta.text")}
        footnote={
          <>
            {`${t("about.cta.careersLabel")} `}
            <LtrText>{careersEmail}</LtrText>
          </>
        }
      >
        <Button asChild variant="outline" size="lg" className={onDarkOutline}>
          <Link to="/marketplace">{t("cta.browseMarketplace")}</Link>
        </Button>
        <Button asChild variant="outline" size="lg" className={onDarkOutline}>
          <a href={`mailto:${careersEmail}`}>
            <Mail aria-hidden="true" />
            {t("about.cta.careers")}
          </a>
        </Button>
      </CompanyCta>
    </>
  );
}
