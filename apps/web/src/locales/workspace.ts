import { addSectionTexts, i18n } from "@/lib/i18n";
import adminAnalyticsEn from "./adminAnalytics/en.json";
import adminAuditEn from "./adminAudit/en.json";
import adminContentEn from "./adminContent/en.json";
import adminFactsEn from "./adminFacts/en.json";
import adminRatesEn from "./adminRates/en.json";
import adminUsersEn from "./adminUsers/en.json";
import businessEn from "./business/en.json";
import chartsEn from "./charts/en.json";
import consultationsEn from "./consultations/en.json";
import dashboardEn from "./dashboard/en.json";
import vendorAnalyticsEn from "./vendorAnalytics/en.json";
import vendorRevisionsEn from "./vendorRevisions/en.json";

/**
 * The English sections only the signed-in workspace shows (the dashboards and the account page).
 * They load with those routes, so the public pages' JavaScript does not carry them, and so do
 * their Arabic and Hindi texts for a reader in those languages.
 */
export const workspaceEnglish = {
  dashboard: dashboardEn,
  charts: chartsEn,
  vendorAnalytics: vendorAnalyticsEn,
  vendorRevisions: vendorRevisionsEn,
  adminUsers: adminUsersEn,
  adminAudit: adminAuditEn,
  adminContent: adminContentEn,
  adminFacts: adminFactsEn,
  adminAnalytics: adminAnalyticsEn,
  adminRates: adminRatesEn,
  consultations: consultationsEn,
  business: businessEn,
};

/**
 * Adds the workspace's sections (their English, and the reader's language's texts of them); a
 * route module awaits it before its first render.
 */
export async function addWorkspaceTexts(): Promise<void> {
  if (
    i18n.exists("dashboard.titles.business", { lng: i18n.language, fallbackLng: false }) &&
    i18n.exists("dashboard.titles.business", { lng: "en", fallbackLng: false })
  )
    return;
  await addSectionTexts(workspaceEnglish);
}
