import { ConsultationPage } from "@/features/leads/components/consultation-page";
import consultationEn from "@/locales/consultation/en.json";
import { addPageTexts } from "@/locales/page-english";
import slotsEn from "@/locales/slots/en.json";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ consultation: consultationEn, slots: slotsEn });

export function Component() {
  return <ConsultationPage />;
}
