import { MissionPage } from "@/features/company/components/mission-page";
import missionEn from "@/locales/mission/en.json";
import { addPageTexts } from "@/locales/page-english";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ mission: missionEn });

export function Component() {
  return <MissionPage />;
}
