import { useTranslation } from "@/lib/use-translation";
import { MobileActionBar } from "./mobile-action-bar";
import { WhatsAppButton } from "./whatsapp-button";

/** The fixed call, demo and WhatsApp links, in a landmark of their own. */
export function QuickActions() {
  const { t } = useTranslation();
  return (
    <aside aria-label={t("a11y.quickActions")}>
      <MobileActionBar />
      <WhatsAppButton />
    </aside>
  );
}
