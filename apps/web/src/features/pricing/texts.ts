import { addPageTexts } from "@/locales/page-english";
import pricingEn from "@/locales/pricing/en.json";

// The prices' texts, before a card, a tool page or the comparison renders (imported for this effect).
await addPageTexts({ pricing: pricingEn });
