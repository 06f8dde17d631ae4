import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deviceAccount } from "../src/auth/device-cookie.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { startSmtpSink } from "./smtp-sink.ts";
import { enrolOverHttp, unusedTotpCode } from "./totp.ts";

/**
 * The app as production starts it behind https: NODE_ENV=production, an https PUBLIC_URL (so
 * secure cookies and HSTS), a real secret and SMTP (the test sink), no development mailbox.
 */
const ORIGIN = "https://market.example.com";
const AUTH_SECRET = "production-like-secret-production-like-0123456789";
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeEach(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    NODE_ENV: "production",
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET,
    SMTP_URL: sink.url,
    MAIL_FROM: "Market <no-reply@market.example.com>",
    SEED_DEMO_DATA: "false",
  });
});
afterEach(() => sink.close());

const HSTS_MIN_SECONDS = 365 * 24 * 60 * 60;

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
  raw: string;
}

function parseSetCookie(raw: string): SetCookie {
  const [pair = "", ...rest] = raw.split(";").map((part) => part.trim());
  const eq = pair.indexOf("=");
  const attributes = new Map<string, string>();
  for (const part of rest) {
    const at = part.indexOf("=");
    const key = (at < 0 ? part : part.slice(0, at)).toLowerCase();
    attributes.set(key, at < 0 ? "" : part.slice(at + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes, raw };
}

/** A browser on the https site: its requests come over https, with its cookies and origin. */
function browser(ip: string) {
  const jar = new Map<string, string>();
  const seen: SetCookie[] = [];
  async function send(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = {
      "x-forwarded-for": ip,
      "x-forwarded-proto": "https",
      origin: ORIGIN,
      accept: path.startsWith("/api/") ? "application/json" : "text/html",
    };
    if (jar.size) headers.cookie = [...jar.values()].join("; ");
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await t.app.request(`${ORIGIN}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const raw of res.headers.getSetCookie()) {
      const cookie = parseSetCookie(raw);
      seen.push(cookie);
      if (cookie.value === "" || cookie.attributes.get("max-age") === "0") jar.delete(cookie.name);
      else jar.set(cookie.name, `${cookie.name}=${cookie.value}`);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answered
    return { status: res.status, body: parsed as any, headers: res.headers };
  }
  return { send, seen, jar };
}

describe("a production start over https (issue 46)", () => {
  it("sets every cookie Secure, HttpOnly, SameSite=Lax, host-only, with the __Host- prefix (or __Secure- where its path is narrower)", async () => {
    const user = browser("198.51.100.7");
    const email = `prod-${Date.now()}@example.com`;
    const password = "a-production-passphrase-46";
    expect((await user.send("GET", "/")).status).toBe(200);
    expect(
      (await user.send("POST", "/api/auth/sign-up/email", { name: "Prod", email, password }))
        .status,
    ).toBe(200);
    // A confirmed address (second factors need one); confirmed as the link would.
    await t.db.execute(sql`update "user" set email_verified = true where email = ${email}`);
    expect((await user.send("POST", "/api/auth/sign-in/email", { email, password })).status).toBe(
      200,
    );
    const secret = await enrolOverHttp(user.send, password);
    expect((await user.send("GET", "/api/auth/passkey/generate-register-options")).status).toBe(
      200,
    );
    expect((await user.send("POST", "/api/auth/sign-out", {})).status).toBe(200);
    // A sign-in with its code step: the two-factor challenge cookie, then the session.
    const signIn = await user.send("POST", "/api/auth/sign-in/email", { email, password });
    expect(signIn.body.twoFactorRedirect).toBe(true);
    const code = await user.send("POST", "/api/auth/two-factor/verify-totp", {
      code: await unusedTotpCode(secret),
    });
    expect(code.status).toBe(200);
    // The browser sends the cookies back and is signed in by them, and known by its device cookie.
    const signedIn = (await user.send("GET", "/api/auth/get-session")).body.user;
    expect(signedIn.email).toBe(email);
    expect(deviceAccount(AUTH_SECRET, [...user.jar.values()].join("; "))).toBe(signedIn.id);
    const visitor = browser("198.51.100.8");
    expect(
      (await visitor.send("GET", "/api/auth/passkey/generate-authenticate-options")).status,
    ).toBe(200);

    const cookies = [...user.seen, ...visitor.seen];
    const names = new Set(cookies.map((c) => c.name));
    // The ones this journey must have met: session, two-factor challenge, passkey challenge, device.
    expect([...names].sort()).toEqual(
      expect.arrayContaining([
        "__Host-better-auth.session_token",
        "__Host-better-auth.two_factor",
        "__Host-better-auth.better-auth-passkey",
        "__Secure-known_device",
      ]),
    );
    for (const cookie of cookies) {
      const flags = cookie.attributes;
      expect(flags.has("secure"), cookie.raw).toBe(true);
      // None is for page scripts (the language cookie is written by the page itself).
      expect(flags.has("httponly"), cookie.raw).toBe(true);
      expect(["lax", "strict"], cookie.raw).toContain(flags.get("samesite")?.toLowerCase());
      expect(flags.has("domain"), cookie.raw).toBe(false);
      expect(cookie.name, cookie.raw).toMatch(/^__(Host|Secure)-/);
      if (cookie.name.startsWith("__Host-")) expect(flags.get("path"), cookie.raw).toBe("/");
      else expect(flags.get("path"), cookie.raw).toBe("/api/auth");
    }
    // The server never sets the language cookie (the page's script writes it, Secure on https).
    expect([...names].some((name) => /lang/i.test(name))).toBe(false);
  });

  it("sends Strict-Transport-Security (a year or more, subdomains too) on pages, API answers and errors", async () => {
    const visitor = browser("198.51.100.9");
    const answers = [
      await visitor.send("GET", "/"),
      await visitor.send("GET", "/marketplace"),
      await visitor.send("GET", "/healthz"),
      await visitor.send("GET", "/api/tools"),
      await visitor.send("GET", "/api/auth/get-session"),
      await visitor.send("GET", "/api/no-such-route"),
      await visitor.send("POST", "/api/auth/sign-in/email", { email: "x" }),
    ];
    for (const res of answers) {
      const hsts = res.headers.get("strict-transport-security") ?? "";
      const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
      expect(maxAge).toBeGreaterThanOrEqual(HSTS_MIN_SECONDS);
      expect(hsts.toLowerCase()).toContain("includesubdomains");
    }
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 404, 400]);
  });
});
