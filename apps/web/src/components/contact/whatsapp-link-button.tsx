import { whatsappLink } from "@app/shared/site-defaults";
import { MessageCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";

interface WhatsAppLinkButtonProps {
  /** The message the chat opens with. */
  message: string;
  label: string;
  size?: "default" | "lg";
}

/** A green button that opens a WhatsApp chat with us in a new tab, prefilled with `message`. */
export function WhatsAppLinkButton({ message, label, size = "default" }: WhatsAppLinkButtonProps) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  return (
    <Button asChild size={size} className="bg-green-700 hover:bg-green-800">
      <a href={whatsappLink(site, message)} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" />
        {label}
        <span className="sr-only">{t("marketplace.opensInNewTab")}</span>
      </a>
    </Button>
  );
}
