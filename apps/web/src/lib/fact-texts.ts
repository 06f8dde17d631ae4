import { addPageTexts } from "@/locales/page-english";
import regionalFactsEn from "@/locales/regionalFacts/en.json";

// The regional facts' names and the marketplace's regional filters, before a page that shows them
// renders (imported for this effect): no page but those carries them.
await addPageTexts({ regionalFacts: regionalFactsEn });
