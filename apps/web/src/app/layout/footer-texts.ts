import footerEn from "@/locales/footer/en.json";
import { addPageTexts } from "@/locales/page-english";

// The footer's texts load with its code (imported for this effect): a page load keeps the
// server's footer and loads neither; a render in the browser (another language) loads both.
await addPageTexts({ footer: footerEn });
