import alternativesEn from "@/locales/alternatives/en.json";
import { addPageTexts } from "@/locales/page-english";

// The alternatives page's texts, before it renders (imported for this effect).
await addPageTexts({ alternatives: alternativesEn });
