import { IconCardList } from "@/components/layout/icon-card-list";
import { useTranslation } from "@/lib/use-translation";
import { VALUES } from "../content";
import { PageSection } from "./page-section";

export function ValuesSection() {
  const { t } = useTranslation();
  const items = VALUES.map(({ id, icon }) => ({
    id,
    icon,
    title: t(`mission.values.items.${id}.title`),
    description: t(`mission.values.items.${id}.description`),
  }));
  return (
    <PageSection title={t("mission.values.title")} className="bg-white">
      <IconCardList items={items} className="lg:grid-cols-4" />
    </PageSection>
  );
}
