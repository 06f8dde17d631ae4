import filterSheetEn from "@/locales/filterSheet/en.json";
import { addPageTexts } from "@/locales/page-english";

// The phone's filter sheet (imported for this effect): it loads with the sheet's own code, when
// the reader opens it, so the marketplace's first script does not carry it.
await addPageTexts({ filterSheet: filterSheetEn });
