import { CATEGORY_NEEDS } from "./categories.ts";
import { CONTENT_CREATION_TASKS } from "./content-creation.ts";
import { CUSTOMER_SERVICE_TASKS } from "./customer-service.ts";
import { DATA_ANALYTICS_TASKS } from "./data-analytics.ts";
import { DEVELOPMENT_TOOLS_TASKS } from "./development-tools.ts";
import { FINANCE_ACCOUNTING_TASKS } from "./finance-accounting.ts";
import { HR_RECRUITMENT_TASKS } from "./hr-recruitment.ts";
import { INDUSTRY_NEEDS } from "./industries.ts";
import { MARKETING_SALES_TASKS } from "./marketing-sales.ts";
import { OPERATIONS_AUTOMATION_TASKS } from "./operations-automation.ts";
import type { NeedEntry } from "./types.ts";

export { UNSEARCHABLE_INDUSTRIES } from "./industries.ts";
export type { NeedEntry, NeedKind } from "./types.ts";

/**
 * What buyers want done, in English, Arabic and Hindi (Devanagari and Latin letters), each
 * need mapped to the catalogue's categories and industries: the vocabulary catalogue search
 * reads to understand a query. Categories and industries first, then the tasks.
 */
export const NEED_VOCABULARY: readonly NeedEntry[] = [
  ...CATEGORY_NEEDS,
  ...INDUSTRY_NEEDS,
  ...CUSTOMER_SERVICE_TASKS,
  ...MARKETING_SALES_TASKS,
  ...DATA_ANALYTICS_TASKS,
  ...CONTENT_CREATION_TASKS,
  ...HR_RECRUITMENT_TASKS,
  ...OPERATIONS_AUTOMATION_TASKS,
  ...FINANCE_ACCOUNTING_TASKS,
  ...DEVELOPMENT_TOOLS_TASKS,
];
