import { createHash, randomUUID } from "node:crypto";
import type { Auth } from "../../auth/auth.ts";
import { loadViewer } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { clientIp } from "../../http/client-ip.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { quotaSubject, rateLimit } from "../../http/rate-limit.ts";
import { createConsultation, type MailSettings } from "./consultations.service.ts";
import { idempotencyKey } from "./idempotency.ts";
import { createConsultationRoute, createSubmissionRoute } from "./leads.routes.ts";
import { createSubmission } from "./submissions.service.ts";

export const LEADS_PER_TEN_MINUTES = 10;

export function leadsRouter(
  auth: Auth,
  db: Db,
  mail: MailSettings,
  options: { trustProxy: number },
) {
  const router = createRouter();
  for (const path of ["/consultations", "/tool-submissions"]) {
    router.use(
      path,
      rateLimit(db, {
        name: path.slice(1),
        max: LEADS_PER_TEN_MINUTES,
        windowSeconds: 600,
        trustProxy: options.trustProxy,
      }),
    );
  }

  /** Who sent it; a key is the caller's own (another account's same key is another request). */
  async function context(headers: Headers, key: string | undefined, input: unknown) {
    const viewer = await loadViewer(auth, headers);
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
      const result = await createConsultation(db, mail, input, {
        ...(await context(c.req.raw.headers, key, input)),
        client: quotaSubject(clientIp(c, options.trustProxy)),
      });
      const held = result.heldUntil ? { heldUntil: result.heldUntil.toISOString() } : {};
      return c.json(
        { id: result.id, status: "pending" as const, ...held },
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
        await context(c.req.raw.headers, key, input),
      );
      return c.json({ id: result.id, status: "pending" as const }, result.replayed ? 200 : 201);
    });
}
