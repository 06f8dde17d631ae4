import { createHash, randomUUID } from "node:crypto";
import type { Profile } from "@app/shared/auth-schemas";
import { ROW_CAPS } from "@app/shared/limits";
import type { Auth } from "../../auth/auth.ts";
import { loadViewer } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { clientIp } from "../../http/client-ip.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { DAY_SECONDS, quotaSubject, rateLimit, requireQuota } from "../../http/rate-limit.ts";
import { assertSlotsOffered } from "../bookings/slots-offered.ts";
import { createConsultation, type MailSettings } from "./consultations.service.ts";
import { idempotencyKey } from "./idempotency.ts";
import { createConsultationRoute, createSubmissionRoute } from "./leads.routes.ts";
import { createSubmission } from "./submissions.service.ts";

export const LEADS_PER_TEN_MINUTES = 10;

/** Each form's daily caps (ROW_CAPS): per address, per account, per unconfirmed account. */
const DAILY_CAPS = {
  consultations: {
    perAddress: ROW_CAPS.consultationsPerAddressPerDay,
    perAccount: ROW_CAPS.consultationsPerAccountPerDay,
    perUnconfirmedAccount: ROW_CAPS.consultationsPerUnconfirmedAccountPerDay,
  },
  "tool-submissions": {
    perAddress: ROW_CAPS.submissionsPerAddressPerDay,
    perAccount: ROW_CAPS.submissionsPerAccountPerDay,
    perUnconfirmedAccount: ROW_CAPS.submissionsPerUnconfirmedAccountPerDay,
  },
} as const;
type LeadForm = keyof typeof DAILY_CAPS;

/**
 * Counts a signed-in sender's request against their account's day (lower while its address is
 * not confirmed), refused with 429 and Retry-After before anything is written.
 */
async function takeAccountDay(db: Db, form: LeadForm, viewer: Profile | null) {
  if (!viewer) return;
  const caps = DAILY_CAPS[form];
  const max = viewer.emailVerified ? caps.perAccount : caps.perUnconfirmedAccount;
  await requireQuota(
    db,
    `${form}-account-day:${viewer.id}`,
    max,
    DAY_SECONDS,
    "This account has sent its requests for today.",
  );
}

export function leadsRouter(
  auth: Auth,
  db: Db,
  mail: MailSettings,
  options: { trustProxy: number },
) {
  const router = createRouter();
  const limit = (name: string, max: number, windowSeconds: number) =>
    rateLimit(db, { name, max, windowSeconds, trustProxy: options.trustProxy });
  for (const form of Object.keys(DAILY_CAPS) as LeadForm[]) {
    router.use(`/${form}`, limit(form, LEADS_PER_TEN_MINUTES, 600));
    router.use(`/${form}`, limit(`${form}-day`, DAILY_CAPS[form].perAddress, DAY_SECONDS));
  }

  /** Who sent it; a key is the caller's own (another account's same key is another request). */
  async function context(
    form: LeadForm,
    headers: Headers,
    key: string | undefined,
    input: unknown,
  ) {
    const viewer = await loadViewer(auth, headers);
    await takeAccountDay(db, form, viewer);
    return {
      userId: viewer?.id ?? null,
      emailVerified: viewer?.emailVerified === true,
      userAgent: headers.get("user-agent")?.slice(0, 500) ?? null,
      idempotencyKey: key ? `${viewer?.id ?? "anonymous"}:${key}` : undefined,
      requestHash: createHash("sha256").update(JSON.stringify(input)).digest("hex"),
    };
  }

  /** A filled honeypot is a bot: it gets the answer a person would, and nothing is stored or sent. */
  const decoy = () => ({ id: randomUUID(), status: "pending" as const });

  return router
    .openapi(createConsultationRoute, async (c) => {
      const key = idempotencyKey(c);
      const input = c.req.valid("json");
      if (input.website) return c.json(decoy(), 201);
      if (input.slot) assertSlotsOffered(mail.site);
      const result = await createConsultation(db, mail, input, {
        ...(await context("consultations", c.req.raw.headers, key, input)),
        client: quotaSubject(clientIp(c, options.trustProxy)),
      });
      const held = result.heldUntil ? { heldUntil: result.heldUntil.toISOString() } : {};
      const booking = result.bookingId ? { bookingId: result.bookingId } : {};
      return c.json(
        { id: result.id, status: "pending" as const, ...held, ...booking },
        result.replayed ? 200 : 201,
      );
    })
    .openapi(createSubmissionRoute, async (c) => {
      const key = idempotencyKey(c);
      const input = c.req.valid("json");
      if (input.nickname) return c.json(decoy(), 201);
      const result = await createSubmission(
        db,
        mail,
        input,
        await context("tool-submissions", c.req.raw.headers, key, input),
      );
      return c.json({ id: result.id, status: "pending" as const }, result.replayed ? 200 : 201);
    });
}
