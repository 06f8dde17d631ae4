import { LEAD_PROMISES } from "@app/shared/leads";
import { dashboardPathFor } from "@app/shared/roles";
import type { SiteConfig } from "@app/shared/site";
import type { Db } from "../db/client.ts";
import { consultations, overdueAlerts, toolSubmissions } from "../db/schema/leads.ts";
import { enqueueEmails } from "../email/outbox.ts";
import { type Fields, teamNotification } from "../email/templates.ts";
import { overdue } from "../modules/admin/overdue.ts";
import { absoluteUrl } from "../modules/seo/public-url.ts";

export interface OverdueAlertMail {
  site: SiteConfig;
  publicUrl: string;
  teamInbox: string;
}

interface Waiting {
  kind: "consultation" | "submission";
  id: string;
  who: string;
  what: string;
  since: Date;
}

/** At most this many items are listed in one e-mail; the rest wait for the next run. */
const MAX_PER_ALERT = 50;

/** Consultations nobody has contacted within the promised hours, oldest first. */
function waitingConsultations(db: Db, now: Date) {
  return db
    .select({
      id: consultations.id,
      who: consultations.name,
      what: consultations.company,
      since: consultations.createdAt,
    })
    .from(consultations)
    .where(overdue.consultations(now))
    .orderBy(consultations.createdAt)
    .limit(MAX_PER_ALERT);
}

/** Submissions in review longer than the promised business days (since they entered review). */
function waitingSubmissions(db: Db, now: Date) {
  return db
    .select({
      id: toolSubmissions.id,
      who: toolSubmissions.submitterName,
      what: toolSubmissions.name,
      since: toolSubmissions.updatedAt,
    })
    .from(toolSubmissions)
    .where(overdue.submissions(now))
    .orderBy(toolSubmissions.updatedAt)
    .limit(MAX_PER_ALERT);
}

function alertEmail(mail: OverdueAlertMail, waiting: Waiting[]) {
  const consultationsLate = waiting.filter((w) => w.kind === "consultation").length;
  const submissionsLate = waiting.length - consultationsLate;
  const fields: Fields = waiting.map((w) =>
    w.kind === "consultation"
      ? ["name", `${w.who}${w.what ? ` (${w.what})` : ""}, waiting since ${w.since.toISOString()}`]
      : ["tool", `${w.what} (${w.who}), waiting since ${w.since.toISOString()}`],
  );
  return teamNotification(mail.site, {
    subject: `Waiting longer than promised: ${consultationsLate} consultation(s), ${submissionsLate} submission(s)`,
    intro: [
      `Consultations are promised a contact within ${LEAD_PROMISES.consultationContactHours} hours and submissions a review within ${LEAD_PROMISES.toolReviewBusinessDays} business days.`,
      `These have waited longer. Open the admin dashboard: ${absoluteUrl(mail.publicUrl, dashboardPathFor("admin"))}`,
    ].join(" "),
    fields,
  });
}

/**
 * Tells the team inbox, once per wait, about consultations and submissions that have waited
 * longer than promised. Claiming and queuing the e-mail share one transaction: the e-mail is
 * queued exactly when its claims commit, and a claim another run made first is skipped.
 * Returns how many items the e-mail listed (0: no e-mail).
 */
export async function sendOverdueAlerts(
  db: Db,
  mail: OverdueAlertMail,
  now = new Date(),
): Promise<number> {
  const [late, lateSubmissions] = await Promise.all([
    waitingConsultations(db, now),
    waitingSubmissions(db, now),
  ]);
  const candidates: Waiting[] = [
    ...late.map((row) => ({ kind: "consultation" as const, ...row, what: row.what ?? "" })),
    ...lateSubmissions.map((row) => ({ kind: "submission" as const, ...row })),
  ];
  if (!candidates.length) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(overdueAlerts)
      .values(candidates.map((c) => ({ kind: c.kind, recordId: c.id, waitingSince: c.since })))
      .onConflictDoNothing()
      .returning({ kind: overdueAlerts.kind, recordId: overdueAlerts.recordId });
    const isClaimed = new Set(claimed.map((c) => `${c.kind}:${c.recordId}`));
    const fresh = candidates.filter((c) => isClaimed.has(`${c.kind}:${c.id}`));
    if (!fresh.length) return 0;
    await enqueueEmails(tx, [
      { template: "overdue-alert", to: mail.teamInbox, ...alertEmail(mail, fresh) },
    ]);
    return fresh.length;
  });
}
