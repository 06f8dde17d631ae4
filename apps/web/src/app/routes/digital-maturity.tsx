import { MaturityPage } from "@/features/leads/components/maturity-page";
import maturityEn from "@/locales/maturity/en.json";
import { addPageTexts } from "@/locales/page-english";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ maturity: maturityEn });

export function Component() {
  return <MaturityPage />;
}
