import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/email.ts";
import { errorResponse } from "../../http/error-response.ts";
import { escapeHtml } from "../../http/escape-html.ts";

/**
 * The development mailbox: mail the outbox delivered without SMTP. Mounted only in development
 * builds without SMTP_URL; /api/dev/mailbox is JSON (the e2e tests read it), /dev/mailbox is a page.
 */
export function devMailboxRouter(db: Db) {
  const latest = () =>
    db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.transport, "dev-mailbox"))
      .orderBy(desc(emailOutbox.sentAt))
      .limit(100);

  return new Hono()
    .get("/api/dev/mailbox", async (c) =>
      c.json({
        messages: (await latest()).map((m) => ({
          id: m.id,
          to: m.toAddress,
          subject: m.subject,
          text: m.text,
          html: m.html,
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
