import { SubmitToolPage } from "@/features/leads/components/submit-tool-page";
import { i18n } from "@/lib/i18n";
import { addPageEnglish } from "@/locales/page-english";
import submitToolEn from "@/locales/submitTool/en.json";

// Before the first render: the page's English texts come with this route.
addPageEnglish(i18n, { submitTool: submitToolEn });

export function Component() {
  return <SubmitToolPage />;
}
