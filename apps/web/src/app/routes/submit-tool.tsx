import { SubmitToolPage } from "@/features/leads/components/submit-tool-page";
import { addPageTexts } from "@/locales/page-english";
import submitToolEn from "@/locales/submitTool/en.json";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ submitTool: submitToolEn });

export function Component() {
  return <SubmitToolPage />;
}
