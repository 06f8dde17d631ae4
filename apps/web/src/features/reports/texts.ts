import { addPageTexts } from "@/locales/page-english";
import reportsEn from "@/locales/reports/en.json";

// The reports' texts, before anything that shows them renders (imported for this effect).
await addPageTexts({ reports: reportsEn });
