import { addPageTexts } from "@/locales/page-english";
import vendorFactsEn from "@/locales/vendorFacts/en.json";

// The vendor's facts' words (durations, support levels and hours, the forms' labels), before the
// tool page, the comparison, the alternatives or a form that states them renders (imported for
// this effect).
await addPageTexts({ vendorFacts: vendorFactsEn });
