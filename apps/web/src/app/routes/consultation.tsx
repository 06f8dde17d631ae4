import { ConsultationPage } from "@/features/leads/components/consultation-page";

export function Component() {
  return <ConsultationPage />;
}
