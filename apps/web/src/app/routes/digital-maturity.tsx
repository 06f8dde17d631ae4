import { MaturityPage } from "@/features/leads/components/maturity-page";
import { i18n } from "@/lib/i18n";
import maturityEn from "@/locales/maturity/en.json";
import { addPageEnglish } from "@/locales/page-english";

// Before the first render: the page's English texts come with this route.
addPageEnglish(i18n, { maturity: maturityEn });

export function Component() {
  return <MaturityPage />;
}
