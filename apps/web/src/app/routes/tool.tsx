import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ComingSoon } from "@/components/layout/coming-soon";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t("pages.tool.title")} intro={t("pages.tool.intro")}>
        <Button variant="outline" asChild>
          <Link to="/marketplace">
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t("pages.tool.back")}
          </Link>
        </Button>
      </PageIntro>
      <ComingSoon />
    </>
  );
}
