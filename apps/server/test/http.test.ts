import { MAX_BODY_BYTES } from "@app/shared/limits";
import { siteConfigSchema } from "@app/shared/site";
import { beforeEach, describe, expect, it } from "vitest";
import { client, newUser, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

describe("health", () => {
  it("answers /healthz and /readyz", async () => {
    expect((await client(t).get("/healthz")).body).toEqual({ status: "ok" });
    expect((await client(t).get("/readyz")).body).toEqual({ status: "ready" });
  });

  it("says in /readyz and the log when forwarded headers reach production without TRUST_PROXY (issue 35 defect 7)", async () => {
    const logLines: string[] = [];
    const production = await createTestApp(
      {
        NODE_ENV: "production",
        SMTP_URL: "smtp://127.0.0.1:2525",
        ALLOW_INSECURE_HTTP: "true",
        TRUST_PROXY: "false",
      },
      { logLines },
    );
    // client() sends X-Forwarded-For, as a proxy in front would.
    const ready = await client(production).get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe("ready");
    expect(ready.body.warnings).toEqual([expect.stringMatching(/TRUST_PROXY is not set/)]);
    expect(logLines.filter((line) => line.includes("TRUST_PROXY is not set"))).toHaveLength(1);
    // With TRUST_PROXY set, nothing to say.
    const trusted = await createTestApp({
      NODE_ENV: "production",
      SMTP_URL: "smtp://127.0.0.1:2525",
      ALLOW_INSECURE_HTTP: "true",
    });
    expect((await client(trusted).get("/readyz")).body).toEqual({ status: "ready" });
  });
});

describe("error contract", () => {
  it("answers unknown /api paths with 404 JSON", async () => {
    const res = await client(t).get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers an oversized body with 413 JSON", async () => {
    const res = await client(t).post("/api/auth/sign-up/email", {
      ...newUser(),
      name: "x".repeat(MAX_BODY_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers wrong types with 400 and field errors", async () => {
    const res = await client(t).post("/api/auth/sign-in/email", { email: 42, password: ["x"] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(["email", "password"]);
  });

  it.each([
    ["a path parameter", "GET", "/api/tools/%00", undefined],
    ["the query", "GET", "/api/tools?q=crm%00", undefined],
    ["a JSON string", "POST", "/api/consultations", { name: "La\u0000yla" }],
    ["a JSON key", "POST", "/api/events", { type: "search", data: { "a\u0000": 1 } }],
  ])(
    "refuses a NUL character in %s with 400, before the database sees it",
    async (_, method, path, body) => {
      const res = await client(t).send(method, path, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    },
  );

  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"])(
    "answers a %s body with 415 in the error shape",
    async (type) => {
      const res = await client(t).send("POST", "/api/consultations", "name=Layla", {
        "content-type": type,
      });
      expect(res.status).toBe(415);
      expect(res.body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    },
  );

  it.each(["/api/consultations", "/api/tool-submissions", "/api/events"])(
    "answers %s with an empty body of another type with 415, not 500 (found by the junk suite)",
    async (path) => {
      for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
        const res = await client(t).send("POST", path, "", { "content-type": type });
        expect(res.status, type).toBe(415);
        expect(res.body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
      }
    },
  );

  it("names fields called __proto__ and constructor without tripping over the prototype", async () => {
    const res = await client(t).send(
      "POST",
      "/api/auth/sign-in/email",
      '{"__proto__":1,"constructor":2,"email":"a@b.co","password":"x"}',
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(["__proto__", "constructor"]);
  });

  it("answers an unknown dashboard role with 400", async () => {
    const browser = await signedUp(t);
    const res = await browser.get("/api/dashboards/superuser");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
  });
});

describe("dashboard guard", () => {
  it("needs a session", async () => {
    const res = await client(t).get("/api/dashboards/business");
    expect(res.status).toBe(401);
  });

  it("lets each role open only its own dashboard", async () => {
    const business = await signedUp(t);
    const vendor = await signedUp(t, { role: "vendor" });

    expect((await business.get("/api/dashboards/business")).status).toBe(200);
    expect((await business.get("/api/dashboards/vendor")).status).toBe(403);
    expect((await business.get("/api/dashboards/admin")).status).toBe(403);
    expect((await vendor.get("/api/dashboards/vendor")).body.profile.role).toBe("vendor");
    expect((await vendor.get("/api/dashboards/business")).status).toBe(403);
    const denied = await vendor.get("/api/dashboards/admin");
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe("FORBIDDEN");
  });
});

describe("security headers", () => {
  it("sends a CSP without inline scripts and the other hardening headers", async () => {
    const res = await client(t).get("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS when served over https", async () => {
    const viaProxy = await client(t).get("/healthz", { "x-forwarded-proto": "https" });
    expect(viaProxy.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const https = await createTestApp({ PUBLIC_URL: "https://market.example.com" });
    const res = await client(https).get("/healthz");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe("OpenAPI", () => {
  it("serves an OpenAPI 3.1 document describing the routes", async () => {
    const res = await client(t).get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(["/api/me", "/api/dashboards/{role}", "/api/auth/sign-up/email"]),
    );
    expect(res.body.paths["/api/dashboards/{role}"].get.responses["403"]).toBeDefined();
  });

  it("serves a readable reference page", async () => {
    const res = await client(t).get("/api/reference");
    expect(res.status).toBe(200);
    expect(res.body).toContain("/api/auth/sign-in/email");
    expect(res.body).not.toContain("<script");
  });
});

describe("single-page app", () => {
  it("serves index.html for any page path, with the site config filled in", async () => {
    for (const [path, status] of [
      ["/", 200],
      ["/marketplace", 200],
      ["/no/such/page", 404],
    ] as const) {
      const res = await client(t).get(path);
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toContain("text/html");
      const block = /<script id="site-config" type="application\/json">([^<]*)<\/script>/.exec(
        res.body,
      );
      expect(siteConfigSchema.parse(JSON.parse(block?.[1] ?? ""))).toEqual(t.config.site);
    }
  });

  it("serves built assets with a long cache lifetime", async () => {
    const res = await client(t).get("/assets/app.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("preloads the Latin font on English pages, and the Arabic block's with it on Arabic ones", async () => {
    const preload = (file: string) =>
      `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
    const english = (await client(t).get("/marketplace")).body;
    expect(english).toContain(preload("noto-sans-latin-wght-normal-Fx1.woff2"));
    expect(english.match(/rel="preload"/g)).toHaveLength(1);
    const arabic = (await client(t).get("/ar/marketplace")).body;
    expect(arabic).toContain(preload("noto-sans-arabic-core-wght-normal-Ar1.woff2"));
    expect(arabic).toContain(preload("noto-sans-latin-wght-normal-Fx1.woff2"));
    expect(arabic.match(/rel="preload"/g)).toHaveLength(2);
    expect((await client(t).get("/hi/marketplace")).body).not.toContain('rel="preload"');
  });

  it("sends /index.html to the home page instead of the build's unfilled shell", async () => {
    const res = await t.app.request("/index.html");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/");
  });

  it("keeps a config value from breaking out of the data block", async () => {
    const evil = await createTestApp({ BRAND_NAME: "</script><script>alert(1)</script>" });
    const res = await client(evil).get("/");
    expect(res.body).not.toContain("<script>alert(1)");
  });
});

describe("the hot answer cache (issue 35 defect 4)", () => {
  it("keeps the catalogue's answer through 200 refused POSTs, and lets a committed write empty it", async () => {
    const visitor = client(t);
    expect((await visitor.get("/api/tools")).status).toBe(200);
    expect(t.app.answers.size()).toBe(1);
    for (let i = 0; i < 100; i++) {
      expect((await visitor.post("/api/x", {})).status).toBe(404);
      expect((await visitor.post("/api/me/favorites", {})).status).toBe(401);
    }
    expect(t.app.answers.size()).toBe(1);

    // A write that went through (a sign-up) empties it.
    await signedUp(t);
    expect(t.app.answers.size()).toBe(0);
  });
});
