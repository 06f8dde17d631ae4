import { addPageTexts } from "@/locales/page-english";
import pricePlansEn from "@/locales/pricePlans/en.json";

// The plans' texts (tool page, comparison), apart from the cards' few (texts.ts), so the
// marketplace's first script does not carry them (imported for this effect).
await addPageTexts({ pricePlans: pricePlansEn });
