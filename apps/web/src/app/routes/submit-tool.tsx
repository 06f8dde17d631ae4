import { SubmitToolPage } from "@/features/leads/components/submit-tool-page";

export function Component() {
  return <SubmitToolPage />;
}
