import { telLink } from "@app/shared/site-defaults";
import { ArrowRight, Phone } from "lucide-react";
import { Link } from "react-router";
import { WhatsAppLinkButton } from "@/components/contact/whatsapp-link-button";
import { FULL_BLEED } from "@/components/layout/page-gutter";
import { LtrText } from "@/components/text/ltr-text";
import { Button } from "@/components/ui/button";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";

/** The closing block: book a consultation, message us on WhatsApp, or call. */
export function FinalCta() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  return (
    <section aria-labelledby="home-cta-title" className={cn("bg-brand-800 text-white", FULL_BLEED)}>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-16 text-center sm:px-6">
        <h2 id="home-cta-title" className="font-bold text-3xl tracking-tight">
          {t("home.finalCta.title")}
        </h2>
        <p className="mx-auto max-w-2xl text-brand-100 text-lg">{t("home.finalCta.text")}</p>
        <div className="grid gap-3 sm:flex sm:flex-wrap sm:justify-center">
          <Button variant="inverse" size="lg" asChild>
            <Link to="/consultation">
              {t("cta.bookConsultation")}
              <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
            </Link>
          </Button>
          <WhatsAppLinkButton
            size="lg"
            message={t("home.finalCta.whatsappMessage")}
            label={t("home.finalCta.whatsapp")}
          />
          <Button
            size="lg"
            asChild
            className="border border-white/40 bg-white/10 hover:bg-white/20"
          >
            <a href={telLink(site)}>
              <Phone aria-hidden="true" />
              {`${t("home.finalCta.call")} `}
              <LtrText>{site.phone}</LtrText>
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
