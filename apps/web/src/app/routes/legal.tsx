import { LegalPage } from "@/features/company/components/legal-page";
import { i18n } from "@/lib/i18n";
import legalEn from "@/locales/legal/en.json";
import { addPageEnglish } from "@/locales/page-english";

// Before the first render: the page's English texts come with this route.
addPageEnglish(i18n, { legal: legalEn });

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}

export function TermsPage() {
  return <LegalPage document="terms" />;
}
