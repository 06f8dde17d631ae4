import { AboutPage } from "@/features/company/components/about-page";
import { i18n } from "@/lib/i18n";
import aboutEn from "@/locales/about/en.json";
import { addPageEnglish } from "@/locales/page-english";

// Before the first render: the page's English texts come with this route.
addPageEnglish(i18n, { about: aboutEn });

export function Component() {
  return <AboutPage />;
}
