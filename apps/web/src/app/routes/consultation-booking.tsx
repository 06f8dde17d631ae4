import { ManageBookingPage } from "@/features/slots/components/manage-booking-page";
import { addPageTexts } from "@/locales/page-english";
import slotsEn from "@/locales/slots/en.json";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ slots: slotsEn });

/** /consultation/booking?token=: where the e-mail's manage link lands. */
export function Component() {
  return <ManageBookingPage />;
}
