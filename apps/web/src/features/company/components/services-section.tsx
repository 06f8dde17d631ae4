import { IconCardList } from "@/components/layout/icon-card-list";
import { useTranslation } from "@/lib/use-translation";
import { SERVICES } from "../content";
import { PageSection } from "./page-section";

/** SPEC §1's five services, each with a line of description. */
export function ServicesSection() {
  const { t } = useTranslation();
  const items = SERVICES.map(({ id, icon }) => ({
    id,
    icon,
    title: t(`about.services.items.${id}.title`),
    description: t(`about.services.items.${id}.description`),
  }));
  return (
    <PageSection
      title={t("about.services.title")}
      intro={t("about.services.intro")}
      className="bg-white"
    >
      <IconCardList items={items} className="lg:grid-cols-3" />
    </PageSection>
  );
}
