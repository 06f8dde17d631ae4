import { addPageTexts } from "@/locales/page-english";
import verifyEmailEn from "@/locales/verifyEmail/en.json";

// The confirmation notice's texts, before it renders (imported for this effect).
await addPageTexts({ verifyEmail: verifyEmailEn });
