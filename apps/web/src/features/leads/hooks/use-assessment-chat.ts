import { LEAD_PROMISES } from "@app/shared/leads";
import { useState } from "react";
import { useSiteConfig } from "@/lib/site-config";
import { openCentredPopup } from "../lib/popup";

/**
 * Opens the external assessment chat in a centred popup. When the popup was blocked, the chat
 * went to a new tab instead (which may be blocked too), so `showLink` asks for a visible link.
 */
export function useAssessmentChat() {
  const { chatUrl } = useSiteConfig();
  const [showLink, setShowLink] = useState(false);
  const open = () => {
    const outcome = openCentredPopup(chatUrl, LEAD_PROMISES.chatPopup);
    setShowLink(outcome === "tab");
  };
  return { chatUrl, open, showLink };
}
