import { addSectionTexts } from "@/lib/i18n";
import type aboutEn from "./about/en.json";
import type alternativesEn from "./alternatives/en.json";
import type authEn from "./auth/en.json";
import type comparePageEn from "./comparePage/en.json";
import type consultationEn from "./consultation/en.json";
import type filterSheetEn from "./filterSheet/en.json";
import type footerEn from "./footer/en.json";
import type homeEn from "./home/en.json";
import type legalEn from "./legal/en.json";
import type maturityEn from "./maturity/en.json";
import type missionEn from "./mission/en.json";
import type noResultsEn from "./noResults/en.json";
import type passwordResetEn from "./passwordReset/en.json";
import type pricePlansEn from "./pricePlans/en.json";
import type pricingEn from "./pricing/en.json";
import type regionalFactsEn from "./regionalFacts/en.json";
import type regionalFitEn from "./regionalFit/en.json";
import type regionsEn from "./regions/en.json";
import type reportsEn from "./reports/en.json";
import type reviewsEn from "./reviews/en.json";
import type slotsEn from "./slots/en.json";
import type submitToolEn from "./submitTool/en.json";
import type vendorFactsEn from "./vendorFacts/en.json";
import type verifyEmailEn from "./verifyEmail/en.json";

/**
 * The English sections that one page (or two) shows (`home/en.json` is the `home` key). Each loads with
 * its page's route module, which passes it to addPageTexts, so no other page's JavaScript
 * carries it; that also loads the section's Arabic or Hindi texts for a reader in them.
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
  consultation: typeof consultationEn;
  /** The slot picker and the booking's pages: /consultation, /consultation/booking, dashboards. */
  slots: typeof slotsEn;
  /** The tool page's reviews tab and the admin's review moderation (features/reviews/texts.ts). */
  reviews: typeof reviewsEn;
  /** Wherever an unconfirmed address is told why (features/auth/verify-email-texts.ts). */
  verifyEmail: typeof verifyEmailEn;
  /** The sign-in and sign-up forms and their field messages: /auth, the password pages, /account. */
  auth: typeof authEn;
  /** The forgotten-password and new-password pages. */
  passwordReset: typeof passwordResetEn;
  /** Reporting a listing or a review, the reporter's list and the admin's queue (features/reports). */
  reports: typeof reportsEn;
  /** The comparison page and the tray of picks (features/compare/texts.ts). */
  comparePage: typeof comparePageEn;
  /** A tool's alternatives page (features/alternatives/texts.ts). */
  alternatives: typeof alternativesEn;
  /** Prices in the reader's currency: cards, the tool page, comparison (features/pricing/texts.ts). */
  pricing: typeof pricingEn;
  /** Plans, tax and the team's year: the tool page and the comparison (features/pricing/plan-texts.ts). */
  pricePlans: typeof pricePlansEn;
  /** Regional facts' names and the marketplace's regional filters (lib/fact-texts.ts). */
  regionalFacts: typeof regionalFactsEn;
  /** A tool page's "Will it work here?" (features/catalog/regional-fit-texts.ts). */
  regionalFit: typeof regionalFitEn;
  /** The marketplace's filter sheet and filter chips on a phone (features/catalog/filter-sheet-texts.ts). */
  filterSheet: typeof filterSheetEn;
  /** A marketplace search that found nothing, and its ways on (features/catalog/no-results-texts.ts). */
  noResults: typeof noResultsEn;
  /** The vendor's facts in words: the tool page, comparison, alternatives, the facts' forms
   *  (lib/vendor-fact-texts.ts). */
  vendorFacts: typeof vendorFactsEn;
  /** The footer, on every page: loaded only where the browser renders it (app/layout/footer-texts.ts). */
  footer: typeof footerEn;
};

/**
 * Adds a page's sections (their English, and the reader's language's texts of them); its route
 * module awaits it before the first render.
 */
export function addPageTexts(sections: Partial<PageEnglish>): Promise<void> {
  return addSectionTexts(sections);
}
