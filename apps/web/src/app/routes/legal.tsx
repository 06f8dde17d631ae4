import { useTranslation } from "react-i18next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { PageIntro } from "@/components/layout/page-intro";
import { useSiteConfig } from "@/lib/site-config";

function LegalPage({ page }: { page: "privacy" | "terms" }) {
  const { t } = useTranslation();
  const { supportEmail } = useSiteConfig();
  return (
    <>
      <PageIntro title={t(`pages.${page}.title`)} intro={t(`pages.${page}.intro`)}>
        <p className="text-slate-600">{t(`pages.${page}.contact`, { email: supportEmail })}</p>
      </PageIntro>
      <ComingSoon />
    </>
  );
}

export function PrivacyPage() {
  return <LegalPage page="privacy" />;
}

export function TermsPage() {
  return <LegalPage page="terms" />;
}
