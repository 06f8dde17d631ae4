import { addPageTexts } from "@/locales/page-english";
import regionalFitEn from "@/locales/regionalFit/en.json";

// A tool page's "Will it work here?" (imported for this effect): it loads with the section's own
// code, after the page is interactive, so no page's first script carries it.
await addPageTexts({ regionalFit: regionalFitEn });
