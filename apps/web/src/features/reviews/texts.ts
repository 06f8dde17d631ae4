import { addPageTexts } from "@/locales/page-english";
import reviewsEn from "@/locales/reviews/en.json";

// The reviews' texts, before anything that shows them renders (imported for this effect).
await addPageTexts({ reviews: reviewsEn });
