import { MaturityPage } from "@/features/leads/components/maturity-page";

export function Component() {
  return <MaturityPage />;
}
