import { ConfirmHoldPage } from "@/features/slots/components/confirm-hold-page";
import { addPageTexts } from "@/locales/page-english";
import slotsEn from "@/locales/slots/en.json";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ slots: slotsEn });

/** /consultation/confirm?token=: where a hold e-mail's confirm link lands. */
export function Component() {
  return <ConfirmHoldPage />;
}
