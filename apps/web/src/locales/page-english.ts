import type { i18n as I18n } from "i18next";
import type aboutEn from "./about/en.json";
import type homeEn from "./home/en.json";
import type legalEn from "./legal/en.json";
import type maturityEn from "./maturity/en.json";
import type missionEn from "./mission/en.json";
import type regionsEn from "./regions/en.json";
import type submitToolEn from "./submitTool/en.json";

/**
 * The English sections that one page (or two) shows (`home/en.json` is the `home` key). Each loads with
 * its page's route module, which passes it to addPageEnglish, so no other page's JavaScript
 * carries it; Arabic and Hindi load every section with the language (bundles.ts).
 */
export type PageEnglish = {
  home: typeof homeEn;
  about: typeof aboutEn;
  mission: typeof missionEn;
  legal: typeof legalEn;
  regions: typeof regionsEn;
  maturity: typeof maturityEn;
  /** Also shown by the vendor's dashboard (its tool form). */
  submitTool: typeof submitToolEn;
};

/** Adds a page's English section to i18next; its route module calls it before the first render. */
export function addPageEnglish(i18n: I18n, section: Partial<PageEnglish>): void {
  i18n.addResourceBundle("en", "translation", section, true, false);
}
