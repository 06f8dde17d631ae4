import { LEAD_PROMISES } from "@app/shared/leads";
import { and, eq, lt } from "drizzle-orm";
import { consultations, toolSubmissions } from "../../db/schema/leads.ts";
import { businessDaysBefore } from "./business-days.ts";

/**
 * What has waited longer than promised (SPEC §9), as conditions on its table: a consultation
 * nobody has contacted within the promised hours; a submission pending longer than the promised
 * business days (a pending row's updated_at is when it entered review: submitted, or resubmitted
 * after changes were asked for). The admin's alerts and the alert e-mails both use these.
 */
export const overdue = {
  consultations: (now: Date) =>
    and(
      eq(consultations.status, "pending"),
      lt(
        consultations.createdAt,
        new Date(now.getTime() - LEAD_PROMISES.consultationContactHours * 3_600_000),
      ),
    ),
  submissions: (now: Date) =>
    and(
      eq(toolSubmissions.status, "pending"),
      lt(
        toolSubmissions.updatedAt,
        businessDaysBefore(now, LEAD_PROMISES.toolReviewMaxBusinessDays),
      ),
    ),
};
