import { MissionPage } from "@/features/company/components/mission-page";
import { i18n } from "@/lib/i18n";
import missionEn from "@/locales/mission/en.json";
import { addPageEnglish } from "@/locales/page-english";

// Before the first render: the page's English texts come with this route.
addPageEnglish(i18n, { mission: missionEn });

export function Component() {
  return <MissionPage />;
}
