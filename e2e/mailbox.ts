import type { APIRequestContext, Page } from "@playwright/test";
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

/** The confirmation link e-mailed to `email` at sign-up (or asked for since), as a path. */
export async function confirmationPath(request: APIRequestContext, email: string): Promise<string> {
  const mail = await waitForMail(
    request,
    (m) => m.to === email.toLowerCase() && m.text.includes("/api/auth/verify-email"),
    `confirmation link for ${email}`,
  );
  const href = /https?:\/\/\S+\/api\/auth\/verify-email\S+/.exec(mail.text)?.[0] ?? "";
  const link = new URL(href);
  return `${link.pathname}${link.search}`;
}

/** Confirms an account's address from an API context, as its owner's mail client would. */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.get(await confirmationPath(request, email), { maxRedirects: 0 });
  expect(res.status()).toBe(302);
}

/** Opens the e-mailed link in the page, which lands on the account page saying it worked. */
export async function confirmEmailInBrowser(page: Page, email: string): Promise<void> {
  await page.goto(await confirmationPath(page.request, email));
  await expect(page).toHaveURL(/\/account\?emailVerified=1$/);
  await expect(page.getByText("Your e-mail address is confirmed. Thank you!")).toBeVisible();
}
