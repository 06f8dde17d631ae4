import { MissionPage } from "@/features/company/components/mission-page";

export function Component() {
  return <MissionPage />;
}
