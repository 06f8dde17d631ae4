import { telLink, whatsappLink } from "@app/shared/site";
import { MessageCircle, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSiteConfig } from "@/lib/site-config";

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
        <Button asChild className="bg-green-700 hover:bg-green-800">
          <a
            href={whatsappLink(site, t("consultation.quickContact.whatsappMessage"))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" />
            {t("consultation.quickContact.whatsapp")}
            <span className="sr-only">{t("marketplace.opensInNewTab")}</span>
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={telLink(site)}>
            <Phone aria-hidden="true" />
            {t("consultation.quickContact.call")} <span dir="ltr">{site.phone}</span>
          </a>
        </Button>
      </div>
    </Card>
  );
}
