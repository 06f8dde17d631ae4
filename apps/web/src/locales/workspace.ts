import type { i18n as I18n } from "i18next";
import adminAnalyticsEn from "./adminAnalytics/en.json";
import adminAuditEn from "./adminAudit/en.json";
import adminContentEn from "./adminContent/en.json";
import adminUsersEn from "./adminUsers/en.json";
import businessEn from "./business/en.json";
import chartsEn from "./charts/en.json";
import consultationsEn from "./consultations/en.json";
import dashboardEn from "./dashboard/en.json";
import vendorAnalyticsEn from "./vendorAnalytics/en.json";
import vendorRevisionsEn from "./vendorRevisions/en.json";

/**
 * The English sections only the signed-in workspace shows (the dashboards and the account page).
 * They load with those routes, so the public pages' JavaScript does not carry them; Arabic and
 * Hindi load every section with the language (bundles.ts).
 */
export const workspaceEnglish = {
  dashboard: dashboardEn,
  charts: chartsEn,
  vendorAnalytics: vendorAnalyticsEn,
  vendorRevisions: vendorRevisionsEn,
  adminUsers: adminUsersEn,
  adminAudit: adminAuditEn,
  adminContent: adminContentEn,
  adminAnalytics: adminAnalyticsEn,
  consultations: consultationsEn,
  business: businessEn,
};

/** Adds the workspace's English to i18next; a route module calls it before its first render. */
export function addWorkspaceEnglish(i18n: I18n): void {
  if (i18n.exists("dashboard.titles.business", { lng: "en", fallbackLng: false })) return;
  i18n.addResourceBundle("en", "translation", workspaceEnglish, true, false);
}
