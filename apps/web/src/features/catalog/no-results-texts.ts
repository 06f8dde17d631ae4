import noResultsEn from "@/locales/noResults/en.json";
import { addPageTexts } from "@/locales/page-english";

// What a search that found nothing says, before its view renders (imported for this effect).
await addPageTexts({ noResults: noResultsEn });
