import { whatsappLink } from "@app/shared/site-defaults";
import { MessageCircle } from "lucide-react";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";

/**
 * Round floating WhatsApp link at the inline end (it flips side in RTL). On phones it sits in the
 * action bar's reserved end slot; from md up in the page gutter (page-gutter.ts), clear of text.
 */
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
      className="fixed end-2 bottom-2 z-40 flex size-10 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg transition-transform hover:scale-105 md:end-6 md:bottom-6 md:size-14"
    >
      <MessageCircle className="size-6 md:size-7" aria-hidden="true" />
    </a>
  );
}
