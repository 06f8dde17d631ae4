/**
 * The accounts scripts/screenshots.ts photographs, each with enough real data to show: a business
 * with a saved tool and a consultation request, a vendor with a pending submission and a live
 * listing (approved by the admin), and the admin from the server's ADMIN_EMAIL / ADMIN_PASSWORD.
 * Everything goes through the public API from inside a page, so the browser sends its Origin and
 * keeps the session cookie like a person's would.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { secretOf, totpCode } from "../e2e/totp.ts";

export type Account = "business" | "vendor" | "admin";
export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

interface Answer {
  status: number;
  body: unknown;
}

/** One API call made by the page itself (same origin, session cookie included). */
async function call(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(method === "POST" ? { "Idempotency-Key": crypto.randomUUID() } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, text };
    },
    { method, path, body },
  );
  if (answer.status === 403 && path.startsWith("/api/auth/")) {
    throw new Error(
      `${path} refused the origin: start the server with PUBLIC_URL=<SCREENSHOTS_URL>`,
    );
  }
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return { status: answer.status, body: answer.text ? JSON.parse(answer.text) : null };
}

function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function signUp(page: Page, role: "business" | "vendor", name: string) {
  const id = uniqueId();
  const email = `screenshots-${role}-${id}@example.test`;
  await call(page, "POST", "/api/auth/sign-up/email", {
    name,
    email,
    password: `screenshots-${id}-pass`,
    role,
  });
  return email;
}

/** TOTP's period, in ms: a code is good for one sign-in within it. */
const TOTP_PERIOD_MS = 30_000;
let lastTotpPeriod = -1;

/** Waits for a period whose code this run has not used (the server refuses a code twice). */
async function freshTotpPeriod() {
  let period = Math.floor(Date.now() / TOTP_PERIOD_MS);
  if (period === lastTotpPeriod) {
    await new Promise((resolve) =>
      setTimeout(resolve, (period + 1) * TOTP_PERIOD_MS - Date.now() + 500),
    );
    period = Math.floor(Date.now() / TOTP_PERIOD_MS);
  }
  lastTotpPeriod = period;
}

async function signInAdmin(page: Page) {
  const email = process.env.SCREENSHOTS_ADMIN_EMAIL ?? process.env.ADMIN_EMAIL;
  const password = process.env.SCREENSHOTS_ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    throw new Error("Set SCREENSHOTS_ADMIN_EMAIL and SCREENSHOTS_ADMIN_PASSWORD (or ADMIN_*)");
  }
  const { body } = await call(page, "POST", "/api/auth/sign-in/email", { email, password });
  const key = process.env.SCREENSHOTS_ADMIN_TOTP_KEY;
  if ((body as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
    // Admins have two-factor sign-in: the key printed when this script first enrolled them.
    if (!key) throw new Error("Set SCREENSHOTS_ADMIN_TOTP_KEY to the admin's authenticator key");
    await freshTotpPeriod();
    await call(page, "POST", "/api/auth/two-factor/verify-totp", { code: totpCode(key) });
    return;
  }
  const enabled = await call(page, "POST", "/api/auth/two-factor/enable", { password });
  const enrolled = secretOf((enabled.body as { totpURI: string }).totpURI);
  await call(page, "POST", "/api/auth/two-factor/verify-totp", { code: totpCode(enrolled) });
  process.stdout.write(
    `Admin enrolled in two-factor sign-in; next time set SCREENSHOTS_ADMIN_TOTP_KEY=${enrolled}\n`,
  );
}

/** The most-reviewed tools of the catalogue, best first. */
export async function topToolIds(page: Page): Promise<string[]> {
  const { body } = await call(page, "GET", "/api/tools?sort=reviews");
  const ids = (body as { items: { id: string }[] }).items.map((tool) => tool.id);
  if (ids.length === 0) throw new Error("The catalogue is empty");
  return ids;
}

/** What one language's accounts write: names and free text in that language. */
export interface AccountTexts {
  lang: string;
  accountName: string;
  vendorName: string;
  company: string;
  consultationDetails: string;
  reportReason: string;
  tools: { name: string; description: string }[];
}

async function saveTool(page: Page, idOrSlug: string) {
  const { body } = await call(page, "GET", `/api/tools/${encodeURIComponent(idOrSlug)}`);
  const { id } = (body as { tool: { id: string } }).tool;
  await call(page, "PUT", `/api/me/favorites/${encodeURIComponent(id)}`);
}

/** Saved tools, a consultation request, and a reported review (the admin's flagged-review alert). */
async function seedBusiness(page: Page, texts: AccountTexts) {
  const email = await signUp(page, "business", texts.accountName);
  const [first, second] = await topToolIds(page);
  for (const id of [first, second]) if (id) await saveTool(page, id);
  const { body } = await call(page, "GET", `/api/tools/${first}/reviews?page=1&pageSize=10`);
  const [review] = (body as { items: { id: string }[] }).items;
  if (review) {
    // Only a confirmed address may report; the sample account's is not (no mailbox here), so
    // the admin's queue shows a report only where one was filed before.
    await call(page, "POST", `/api/reviews/${review.id}/report`, {
      reason: "spam",
      details: texts.reportReason,
    }).catch((error: unknown) => {
      if (!String(error).includes("EMAIL_NOT_VERIFIED")) throw error;
    });
  }
  await call(page, "POST", "/api/consultations", {
    name: texts.accountName,
    email,
    company: texts.company,
    industry: "retail",
    details: texts.consultationDetails,
    language: texts.lang,
  });
}

/**
 * Two submissions; the admin approves the first, so the vendor has a live listing and a pending
 * one. The business visits and saves the live one, so the vendor's analytics have something to show.
 */
async function seedVendor(page: Page, admin: Page, visitor: Page, texts: AccountTexts) {
  const email = await signUp(page, "vendor", texts.vendorName);
  const ids: string[] = [];
  for (const tool of texts.tools) {
    const { body } = await call(page, "POST", "/api/tool-submissions", {
      name: tool.name,
      description: tool.description,
      category: "Data Analytics",
      pricingModel: "Monthly Subscription",
      websiteUrl: "https://example.com",
      submitterName: texts.vendorName,
      submitterEmail: email,
      submitterCompany: texts.company,
      features: [],
      integrations: [],
      agreeToTerms: true,
      language: texts.lang,
    });
    ids.push((body as { id: string }).id);
  }
  const { body } = await call(admin, "POST", `/api/admin/submissions/${ids[0]}/approve`);
  const { liveSlug } = body as { liveSlug: string | null };
  if (!liveSlug) throw new Error("The approved tool has no live page");
  await visitor.goto(`${new URL(visitor.url()).origin}/tool/${liveSlug}`);
  await visitor.waitForLoadState("networkidle");
  await saveTool(visitor, liveSlug);
}

async function signedInPage(browser: Browser, baseUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/auth`);
  return { context, page };
}

/** Creates the three accounts for one language and returns each one's cookies. */
export async function prepareAccounts(
  browser: Browser,
  baseUrl: string,
  texts: AccountTexts,
): Promise<Record<Account, StorageState>> {
  const admin = await signedInPage(browser, baseUrl);
  const business = await signedInPage(browser, baseUrl);
  const vendor = await signedInPage(browser, baseUrl);
  try {
    await signInAdmin(admin.page);
    await seedBusiness(business.page, texts);
    await seedVendor(vendor.page, admin.page, business.page, texts);
    return {
      admin: await admin.context.storageState(),
      business: await business.context.storageState(),
      vendor: await vendor.context.storageState(),
    };
  } finally {
    await Promise.all([admin.context.close(), business.context.close(), vendor.context.close()]);
  }
}
