import { useTranslation } from "react-i18next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { PageIntro } from "@/components/layout/page-intro";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro
        title={t("pages.digitalMaturity.title")}
        intro={t("pages.digitalMaturity.intro")}
      />
      <ComingSoon />
    </>
  );
}
