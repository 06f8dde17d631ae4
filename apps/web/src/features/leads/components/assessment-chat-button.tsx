import { Bot } from "lucide-react";
import { useTranslation } from "@/lib/use-translation";

/** Round floating button stacked above the WhatsApp one, on the logical end side. */
export function AssessmentChatButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t("maturity.openChat")}
      title={t("maturity.openChat")}
      className="fixed end-4 bottom-38 z-40 flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-transform hover:scale-105 hover:bg-brand-700 md:end-6 md:bottom-24"
    >
      <Bot className="size-7" aria-hidden="true" />
    </button>
  );
}
