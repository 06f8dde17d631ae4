import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/**
 * The development mailbox opens only to this machine (or an admin): the tests play clients behind
 * a proxy with their own addresses, so the mailbox is read as the developer on the server's host.
 */
const FROM_THIS_MACHINE = { "x-forwarded-for": "127.0.0.1" };

/** Waits until the development mailbox holds a message matching the predicate, and returns it. */
export async function waitForMail(
  request: APIRequestContext,
  matches: (message: MailboxMessage) => boolean,
  what = "message in the dev mailbox",
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect(async () => {
    const response = await request.get("/api/dev/mailbox", { headers: FROM_THIS_MACHINE });
    expect(response.status()).toBe(200);
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    found = messages.find(matches);
    expect(found, what).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found as MailboxMessage;
}
