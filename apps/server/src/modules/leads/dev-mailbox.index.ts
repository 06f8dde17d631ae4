import { desc, eq } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { assertAdminSession, loadSignedIn } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/email.ts";
import { clientIp } from "../../http/client-ip.ts";
import { errorResponse } from "../../http/error-response.ts";
import { escapeHtml } from "../../http/escape-html.ts";

/** 127.0.0.0/8 and ::1, also written as IPv4 inside IPv6. */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/^::ffff:/i, "");
  return bare === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * The mailbox holds sign-up and password-reset links and consultation details: only this machine
 * (the developer, the e2e tests) and an admin may read it, on the admin routes' terms (two-factor
 * sign-in on, and this session signed in with it or a passkey).
 */
function mailboxReaders(auth: Auth, options: { trustProxy: number }): MiddlewareHandler {
  return async (c, next) => {
    if (isLoopback(clientIp(c, options.trustProxy))) return next();
    const signedIn = await loadSignedIn(auth, c.req.raw.headers);
    if (signedIn?.viewer.role !== "admin") {
      return errorResponse(
        c,
        "FORBIDDEN",
        "The development mailbox opens only on this machine or for a signed-in admin.",
      );
    }
    assertAdminSession(signedIn);
    return next();
  };
}

/**
 * The development mailbox: mail the outbox delivered without SMTP. Mounted only without SMTP_URL,
 * outside production unless DEV_MAILBOX=true; /api/dev/mailbox is JSON (the e2e tests read it),
 * /dev/mailbox is a page.
 */
export function devMailboxRouter(auth: Auth, db: Db, options: { trustProxy: number }) {
  const latest = () =>
    db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.transport, "dev-mailbox"))
      .orderBy(desc(emailOutbox.sentAt))
      .limit(100);

  const readers = mailboxReaders(auth, options);
  return new Hono()
    .use("/api/dev/*", readers)
    .use("/dev/*", readers)
    .get("/api/dev/mailbox", async (c) =>
      c.json({
        messages: (await latest()).map((m) => ({
          id: m.id,
          to: m.toAddress,
          subject: m.subject,
          text: m.text,
          html: m.html,
          ics: m.ics,
          createdAt: (m.sentAt ?? m.createdAt).toISOString(),
        })),
      }),
    )
    .get("/dev/mailbox", async (c) => {
      const rows = (await latest())
        .map(
          (m) =>
            `<tr><td>${escapeHtml((m.sentAt ?? m.createdAt).toISOString())}</td><td>${escapeHtml(m.toAddress)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
        )
        .join("");
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title><style>body{font:15px system-ui;margin:2rem}td{padding:4px 12px}</style></head><body><h1>Development mailbox</h1><p>Mail sent without SMTP_URL lands here (development only).</p><table>${rows || "<tr><td>No mail yet.</td></tr>"}</table></body></html>`,
      );
    })
    .get("/dev/mailbox/:id", async (c) => {
      const id = c.req.param("id");
      if (!/^[0-9a-f-]{36}$/.test(id)) return errorResponse(c, "NOT_FOUND", "No such message.");
      const [m] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      if (m?.transport !== "dev-mailbox") return errorResponse(c, "NOT_FOUND", "No such message.");
      return c.html(m.html);
    });
}
