import { Link } from "react-router";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { ChallengeSolution } from "./challenge-solution";
import { CompanyCta, onDarkOutline } from "./company-cta";
import { ImpactMetrics } from "./impact-metrics";
import { ValuesSection } from "./values-section";
import { VisionSection } from "./vision-section";

export function MissionPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t("mission.title")} intro={t("mission.intro")} />
      <ChallengeSolution />
      <ValuesSection />
      <ImpactMetrics />
      <VisionSection />
      <CompanyCta title={t("mission.cta.title")} text={t("mission.cta.text")}>
        <Button asChild variant="outline" size="lg" className={onDarkOutline}>
          <Link to="/about">{t("mission.cta.about")}</Link>
        </Button>
      </CompanyCta>
    </>
  );
}
