import { telLink } from "@app/shared/site-defaults";
import { Phone } from "lucide-react";
import { WhatsAppLinkButton } from "@/components/contact/whatsapp-link-button";
import { LtrText } from "@/components/text/ltr-text";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";

/** For people who would rather write or call than fill in the form. */
export function QuickContact() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  return (
    <Card className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="font-semibold text-lg text-slate-900">
          {t("consultation.quickContact.title")}
        </h2>
        <p className="text-slate-600 text-sm">{t("consultation.quickContact.text")}</p>
      </div>
      <div className="grid gap-2">
        <WhatsAppLinkButton
          message={t("consultation.quickContact.whatsappMessage")}
          label={t("consultation.quickContact.whatsapp")}
        />
        <Button asChild variant="outline">
          <a href={telLink(site)}>
            <Phone aria-hidden="true" />
            {`${t("consultation.quickContact.call")} `}
            <LtrText>{site.phone}</LtrText>
          </a>
        </Button>
      </div>
    </Card>
  );
}
