import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { emailOutbox } from "../src/db/schema/email.ts";
import type { TestApp } from "./harness.ts";

let ipCounter = 0;
/** A distinct client address per call site, so rate limits only bite where a test means them to. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answered
  body: any;
  headers: Headers;
  cookie: string | undefined;
}

/** Calls the app like a browser would: JSON in and out, one client IP, cookies carried along. */
export function client(t: Pick<TestApp, "app">, ip = freshIp()) {
  let cookie: string | undefined;
  const jar = new Map<string, string>();
  async function send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const init: RequestInit = {
      method,
      headers: {
        "x-forwarded-for": ip,
        origin: "http://localhost:3000",
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    };
    if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
    const res = await t.app.request(path, init);
    // A browser's cookie jar: each cookie by name, an emptied one (a sign-out's) removed.
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(";")[0] ?? "";
      const name = pair.slice(0, pair.indexOf("="));
      if (pair.endsWith("=")) jar.delete(name);
      else jar.set(name, pair);
    }
    cookie = jar.size ? [...jar.values()].join("; ") : undefined;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return {
      status: res.status,
      body: parsed as Reply["body"],
      headers: res.headers,
      cookie,
    } satisfies Reply;
  }
  return {
    send,
    get: (path: string, headers?: Record<string, string>) => send("GET", path, undefined, headers),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) =>
      send("POST", path, body, headers),
    get cookie() {
      return cookie;
    },
    ip,
  };
}

/**
 * A browser holding a new account's session (sign-up signs in); fails loudly if sign-up does not.
 * The address is confirmed from the e-mailed link unless `confirmEmail` is false.
 */
export async function signedUp(
  t: Pick<TestApp, "app" | "db">,
  overrides: Record<string, unknown> = {},
  options: { confirmEmail?: boolean } = {},
) {
  const browser = client(t);
  const input = newUser(overrides);
  const res = await browser.post("/api/auth/sign-up/email", input);
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  if (options.confirmEmail ?? true) await confirmEmail(t, input.email);
  return browser;
}

/** The link of the newest e-mail of this template queued for `email`, the one to `apiPath`. */
export async function mailedLink(
  t: Pick<TestApp, "db">,
  email: string,
  template: string,
  apiPath: string,
): Promise<URL> {
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email.toLowerCase()), eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const href = mail?.text.match(new RegExp(`https?://\\S+${apiPath}\\S+`))?.[0];
  if (!href) throw new Error(`no ${template} link queued for ${email}`);
  return new URL(href);
}

/** The link of the newest confirmation e-mail queued for `email`. */
export function confirmationLink(t: Pick<TestApp, "db">, email: string): Promise<URL> {
  return mailedLink(t, email, "verify-email", "/api/auth/verify-email");
}

/** Confirms an account's address the way its owner does: by opening the link we e-mailed. */
export async function confirmEmail(t: Pick<TestApp, "app" | "db">, email: string) {
  const link = await confirmationLink(t, email);
  const res = await client(t).get(`${link.pathname}${link.search}`);
  expect(res.status).toBe(302);
}

let userCounter = 0;
export function newUser(overrides: Record<string, unknown> = {}) {
  userCounter += 1;
  return {
    name: `Test User ${userCounter}`,
    email: `user${userCounter}-${Date.now()}@example.com`,
    password: "correct-horse-battery-staple",
    ...overrides,
  };
}
