import comparePageEn from "@/locales/comparePage/en.json";
import { addPageTexts } from "@/locales/page-english";

// The comparison's texts, before the tray or the page renders (imported for this effect).
await addPageTexts({ comparePage: comparePageEn });
