import { whatsappLink } from "@app/shared/site";
import { MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSiteConfig } from "@/lib/site-config";

/** Round floating WhatsApp link; sits above the mobile bar and flips side in RTL. */
export function WhatsAppButton() {
  const { t } = useTranslation();
  const site = useSiteConfig();

  return (
    <a
      href={whatsappLink(site)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("cta.whatsapp")}
      title={t("cta.whatsapp")}
      className="fixed end-4 bottom-20 z-40 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg transition-transform hover:scale-105 md:end-6 md:bottom-6"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  );
}
