import filterSheetEn from "@/locales/filterSheet/en.json";
import { addPageTexts } from "@/locales/page-english";

// The phone's filter sheet and the active filters' chips (imported for this effect): they load
// with their own chunks, so the marketplace's first script does not carry their texts.
await addPageTexts({ filterSheet: filterSheetEn });
