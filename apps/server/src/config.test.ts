import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "cfg-"));

/** What production needs at the least. */
const PRODUCTION = {
  NODE_ENV: "production",
  AUTH_SECRET: "production-secret-production-secret-0123",
  PUBLIC_URL: "https://market.example.com",
  SMTP_URL: "smtp://mail.example.com:587",
};

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.admin).toBeUndefined();
    expect(config.site.brandName.length).toBeGreaterThan(0);
  });

  it("generates AUTH_SECRET once in DATA_DIR and reuses it", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ ADMIN_EMAIL: "admin@example.com" }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "password123" }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "secret-pass" }, "ADMIN_EMAIL"],
    [{ NODE_ENV: "production" }, "AUTH_SECRET"],
    [{ ...PRODUCTION, PUBLIC_URL: "" }, "PUBLIC_URL"],
    [{ ...PRODUCTION, SMTP_URL: "" }, "SMTP_URL"],
    [{ DEV_MAILBOX: "false" }, "SMTP_URL"],
    [{ ...PRODUCTION, PUBLIC_URL: "http://market.example.com" }, "PUBLIC_URL"],
    [{ ...PRODUCTION, DEV_MAILBOX: "true" }, "DEV_MAILBOX"],
    [{ ...PRODUCTION, SMTP_URL: "", DEV_MAILBOX: "1" }, "DEV_MAILBOX"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "12" }, "TRUST_PROXY"],
    [{ AUTH_SECRET: "too-short" }, "AUTH_SECRET"],
    [{ WHATSAPP_NUMBER: "+971 50" }, "WHATSAPP_NUMBER"],
    [{ SUPPORT_EMAIL: "support-at-example" }, "SUPPORT_EMAIL"],
    [{ SCHEDULER_URL: "not a url" }, "SCHEDULER_URL"],
    [{ TRUSTED_ORIGINS: "https://shop.example.com,shop2.example.com" }, "TRUSTED_ORIGINS"],
    [{ TRUSTED_ORIGINS: "https://shop.example.com/login" }, "TRUSTED_ORIGINS"],
    [{ TRUSTED_ORIGINS: "ftp://files.example.com" }, "TRUSTED_ORIGINS"],
  ])("rejects %o with a message naming %s", (env, variable) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it("turns the demo data and the mailbox off in production; only the demo data can be asked for", () => {
    const production = loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION });
    expect(production.seedDemoData).toBe(false);
    expect(production.mail.devMailbox).toBe(false);
    const asked = loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION, SEED_DEMO_DATA: "true" });
    expect(asked.seedDemoData).toBe(true);
    expect(asked.mail.devMailbox).toBe(false);
    const development = loadConfig({ DATA_DIR: dataDir() });
    expect(development.seedDemoData).toBe(true);
    expect(development.mail.devMailbox).toBe(true);
  });

  it("takes production over http only when ALLOW_INSECURE_HTTP says so (issue 35 defect 7)", () => {
    const closed = loadConfig({
      DATA_DIR: dataDir(),
      ...PRODUCTION,
      PUBLIC_URL: "http://10.0.0.5:8080",
      ALLOW_INSECURE_HTTP: "true",
    });
    expect(closed.publicUrl).toBe("http://10.0.0.5:8080");
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        ...PRODUCTION,
        PUBLIC_URL: "http://10.0.0.5:8080",
        ALLOW_INSECURE_HTTP: "false",
      }),
    ).toThrow(/PUBLIC_URL: must be https:\/\/ in production/);
    // Outside production http is what a laptop uses.
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "http://localhost:3000" }).publicUrl).toBe(
      "http://localhost:3000",
    );
  });

  it("reads TRUST_PROXY as the number of proxies in front", () => {
    const hops = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    expect([hops(), hops("false"), hops("0"), hops("true"), hops("1"), hops("2")]).toEqual([
      0, 0, 0, 1, 1, 2,
    ]);
  });

  it("trusts the loopback names of PORT when PUBLIC_URL is unset", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: "3456" });
    expect(config.trustedOrigins).toEqual([
      "http://localhost:3456",
      "http://127.0.0.1:3456",
      "http://[::1]:3456",
    ]);
  });

  it("trusts PUBLIC_URL's origin and each of TRUSTED_ORIGINS, and nothing else", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: "https://market.example.com/",
      TRUSTED_ORIGINS:
        " https://Shop.Example.com/ , http://10.0.0.5:8080,,https://market.example.com",
    });
    expect(config.trustedOrigins).toEqual([
      "https://market.example.com",
      "https://shop.example.com",
      "http://10.0.0.5:8080",
    ]);
  });

  it("names the value in TRUSTED_ORIGINS that is not an origin", () => {
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        TRUSTED_ORIGINS: "https://ok.example.com,shop.example.com",
      }),
    ).toThrow(/TRUSTED_ORIGINS: "shop\.example\.com" is not an origin/);
  });

  it("takes brand and contact overrides from the environment", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      BRAND_NAME: "Acme AI",
      WHATSAPP_NUMBER: "919800000000",
      ADMIN_EMAIL: "Boss@Example.com",
      ADMIN_PASSWORD: "long-enough-secret",
    });
    expect(config.site.brandName).toBe("Acme AI");
    expect(config.site.whatsappNumber).toBe("919800000000");
    expect(config.admin?.email).toBe("boss@example.com");
  });

  it("offers consultation slots unless CONSULTATION_SLOTS turns them off", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).site.consultationSlots).toBe(true);
    for (const off of ["false", "0"])
      expect(
        loadConfig({ DATA_DIR: dataDir(), CONSULTATION_SLOTS: off }).site.consultationSlots,
      ).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir(), CONSULTATION_SLOTS: "1" }).site.consultationSlots,
    ).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), CONSULTATION_SLOTS: "off" })).toThrow(
      /CONSULTATION_SLOTS/,
    );
  });
});
