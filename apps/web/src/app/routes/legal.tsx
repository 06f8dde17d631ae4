import { LegalPage } from "@/features/company/components/legal-page";
import legalEn from "@/locales/legal/en.json";
import { addPageTexts } from "@/locales/page-english";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ legal: legalEn });

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}

export function TermsPage() {
  return <LegalPage document="terms" />;
}
