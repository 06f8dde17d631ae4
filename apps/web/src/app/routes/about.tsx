import { AboutPage } from "@/features/company/components/about-page";
import aboutEn from "@/locales/about/en.json";
import { addPageTexts } from "@/locales/page-english";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ about: aboutEn });

export function Component() {
  return <AboutPage />;
}
