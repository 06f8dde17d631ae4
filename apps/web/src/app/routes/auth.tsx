import { Trans } from "react-i18next";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { AuthTabs } from "@/features/auth/components/auth-tabs";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";
import authEn from "@/locales/auth/en.json";
import { addPageTexts } from "@/locales/page-english";

// Before the first render: the forms' texts (their English comes with this route).
await addPageTexts({ auth: authEn });

const legalLink = "font-medium text-brand-700 underline underline-offset-2";

export function Component() {
  const { t } = useTranslation();
  const { brandName } = useSiteConfig();
  return (
    <section className="mx-auto grid max-w-md gap-6 px-4 py-10 sm:py-12">
      <header className="grid gap-2 text-center">
        <h1 className="font-bold text-3xl tracking-tight">
          {t("auth.title", { brand: brandName })}
        </h1>
        <p className="text-slate-600">{t("auth.subtitle")}</p>
      </header>
      <Card>
        <AuthTabs />
      </Card>
      <p className="text-center text-slate-600 text-sm">
        <Trans
          i18nKey="auth.legal"
          components={{
            terms: <Link to="/terms" className={legalLink} />,
            privacy: <Link to="/privacy" className={legalLink} />,
          }}
        />
      </p>
    </section>
  );
}
