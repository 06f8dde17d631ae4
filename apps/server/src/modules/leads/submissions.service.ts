import type { toolSubmissionInputSchema } from "@app/shared/leads";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { toolSubmissions } from "../../db/schema/leads.ts";
import { cappedConfirmation, enqueueEmails } from "../../email/outbox.ts";
import { type Fields, submissionConfirmation, teamNotification } from "../../email/templates.ts";
import type { LeadContext, MailSettings } from "./consultations.service.ts";
import { insertOnce, recordLeadEvent } from "./insert-once.ts";

type Input = z.output<typeof toolSubmissionInputSchema>;

type SubmissionFields = Omit<Input, "nickname" | "agreeToTerms">;

/** The columns a vendor fills in, from the form's fields: on a first submission and a resubmission. */
export function submissionColumns(input: SubmissionFields) {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    pricingModel: input.pricingModel,
    websiteUrl: input.websiteUrl,
    submitterName: input.submitterName,
    submitterEmail: input.submitterEmail,
    submitterCompany: input.submitterCompany,
    features: input.features,
    targetAudience: input.targetAudience ?? null,
    caseStudies: input.caseStudies ?? null,
    integrations: input.integrations,
    translations: input.translations,
    pricePlans: input.pricePlans,
    freeTier: input.freeTier,
    freeTrialDays: input.freeTrialDays,
    regionalFacts: input.regionalFacts,
    implementationTime: input.implementationTime,
    support: input.support,
    languagesSupported: input.languagesSupported,
    language: input.language,
  };
}

/** Stores everything the form collected (status pending), queues both e-mails and the event. */
export async function createSubmission(db: Db, mail: MailSettings, input: Input, ctx: LeadContext) {
  return db.transaction(async (tx) => {
    const row = await insertOnce(
      tx,
      toolSubmissions,
      {
        ...submissionColumns(input),
        submitterUserId: ctx.userId,
        idempotencyKey: ctx.idempotencyKey ?? null,
        idempotencyHash: ctx.idempotencyKey ? (ctx.requestHash ?? null) : null,
      },
      ctx.idempotencyKey,
    );
    if (row.replayed) return row;

    const fields: Fields = [
      ["tool", input.name],
      ["category", input.category],
      ["pricingModel", input.pricingModel],
      ["website", input.websiteUrl],
      ["description", input.description],
      ["features", input.features.join("\n")],
      ["audience", input.targetAudience],
      ["caseStudies", input.caseStudies],
      ["integrations", input.integrations.join(", ")],
      ["vendor", `${input.submitterName} <${input.submitterEmail}>, ${input.submitterCompany}`],
    ];
    await enqueueEmails(tx, [
      {
        template: "submission-team",
        to: mail.teamInbox,
        ...teamNotification(mail.site, {
          subject: `New tool submission: ${input.name}`,
          intro: `${input.submitterName} from ${input.submitterCompany} submitted ${input.name} for review.`,
          fields,
        }),
      },
      ...(await cappedConfirmation(tx, {
        template: "submission-confirmation",
        to: input.submitterEmail,
        ...submissionConfirmation(mail.site, input.language, { fields }),
      })),
    ]);
    await recordLeadEvent(tx, ctx, "tool_submission", {
      submission_id: row.id,
      category: input.category,
    });
    return row;
  });
}
