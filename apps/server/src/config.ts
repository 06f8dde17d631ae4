import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@app/shared/limits";
import { SITE_DEFAULTS, type SiteConfig, siteConfigSchema } from "@app/shared/site";
import { z } from "zod";
import { isCommonPassword } from "./auth/password-policy.ts";
import { SERVER_ROOT } from "./paths.ts";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** "http://localhost:3000": scheme, host and port only, as a browser sends it in Origin. */
function asOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    const bare = text.replace(/\/$/, "").toLowerCase();
    if ((url.protocol === "http:" || url.protocol === "https:") && url.origin === bare) {
      return url.origin;
    }
  } catch {}
  return undefined;
}

/** A comma-separated list of origins; one that is not an origin is named in the start error. */
const originList = optionalString.transform((value, ctx) => {
  const origins: string[] = [];
  for (const item of (value ?? "").split(",").map((part) => part.trim())) {
    if (!item) continue;
    const origin = asOrigin(item);
    if (!origin) {
      ctx.addIssue({
        code: "custom",
        message: `"${item}" is not an origin: write scheme, host and port only, e.g. https://shop.example.com`,
      });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return origins;
});

/** Without PUBLIC_URL (development) the site answers on the loopback names of its port. */
function loopbackOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    TRUSTED_ORIGINS: originList,
    AUTH_SECRET: optionalString.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString,
    ADMIN_NAME: z.string().default("Administrator"),
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value || value === "false") return 0;
        if (value === "true") return 1;
        if (/^[0-9]$/.test(value)) return Number(value);
        ctx.addIssue({
          code: "custom",
          message: "must be true, false or the number of proxies in front (0-9)",
        });
        return z.NEVER;
      }),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: optionalString,
    TEAM_INBOX: optionalString.pipe(z.email().optional()),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    SEED_DEMO_DATA: z.enum(["true", "false", "1", "0"]).optional(),
    DEV_MAILBOX: z.enum(["true", "false", "1", "0"]).optional(),
    /** Production over plain http, for a closed network only: said loudly in the log at start. */
    ALLOW_INSECURE_HTTP: z.enum(["true", "false", "1", "0"]).optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    WEB_DIST: z.string().default(path.resolve(SERVER_ROOT, "../web/dist")),
    BRAND_NAME: optionalString,
    SUPPORT_EMAIL: optionalString,
    CAREERS_EMAIL: optionalString,
    CONTACT_PHONE: optionalString,
    WHATSAPP_NUMBER: optionalString,
    SCHEDULER_URL: optionalString,
    /** "false" or "0": the consultation form offers no times and "Book a Call" opens SCHEDULER_URL. */
    CONSULTATION_SLOTS: z.enum(["true", "false", "1", "0"]).optional(),
    CHAT_URL: optionalString,
    OFFICE_DUBAI: optionalString,
    OFFICE_INDIA: optionalString,
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  })
  // The admin's password meets the rules every other password meets (sign-up, change).
  .refine(
    (env) =>
      !env.ADMIN_PASSWORD ||
      (env.ADMIN_PASSWORD.length >= PASSWORD_MIN_LENGTH &&
        env.ADMIN_PASSWORD.length <= PASSWORD_MAX_LENGTH),
    {
      message: `must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
      path: ["ADMIN_PASSWORD"],
    },
  )
  .refine((env) => !env.ADMIN_PASSWORD || !isCommonPassword(env.ADMIN_PASSWORD), {
    message: "is a common password: choose one that is harder to guess",
    path: ["ADMIN_PASSWORD"],
  })
  .refine((env) => env.NODE_ENV !== "production" || env.AUTH_SECRET, {
    message: "is required in production (at least 32 characters)",
    path: ["AUTH_SECRET"],
  })
  .refine((env) => env.NODE_ENV !== "production" || env.PUBLIC_URL, {
    message: "is required in production: the site's address, e.g. https://market.example.com",
    path: ["PUBLIC_URL"],
  })
  .refine(
    (env) =>
      env.NODE_ENV !== "production" ||
      !env.PUBLIC_URL?.startsWith("http://") ||
      isOn(env.ALLOW_INSECURE_HTTP, false),
    {
      message:
        "must be https:// in production: sessions and passwords would cross the network in the clear (ALLOW_INSECURE_HTTP=true allows http:// on a closed network)",
      path: ["PUBLIC_URL"],
    },
  )
  .refine((env) => env.NODE_ENV !== "production" || !isOn(env.DEV_MAILBOX, false), {
    message:
      "cannot be on in production: the development mailbox would show every e-mail, reset links included, on the site",
    path: ["DEV_MAILBOX"],
  })
  .refine((env) => env.SMTP_URL || isOn(env.DEV_MAILBOX, env.NODE_ENV !== "production"), {
    message:
      "is required in production or with DEV_MAILBOX=false: without it no e-mail would leave",
    path: ["SMTP_URL"],
  });

/** An on/off setting: "true"/"1" or "false"/"0", or the default when unset. */
function isOn(value: string | undefined, fallback: boolean): boolean {
  return value === undefined ? fallback : value === "true" || value === "1";
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * Origins whose browsers may sign in and up: PUBLIC_URL's (or, without it, localhost, 127.0.0.1
   * and [::1] on PORT) plus TRUSTED_ORIGINS.
   */
  trustedOrigins: string[];
  authSecret: string;
  admin: { email: string; password: string; name: string } | undefined;
  /** How many proxies of ours stand in front and append to X-Forwarded-For (0: none). */
  trustProxy: number;
  mail: {
    smtpUrl: string | undefined;
    from: string;
    teamInbox: string;
    pollMs: number;
    /**
     * The development mailbox at /dev/mailbox: without SMTP, outside production unless
     * DEV_MAILBOX says otherwise. Only loopback callers and signed-in admins may read it.
     */
    devMailbox: boolean;
  };
  /** SIGTERM: how long /readyz fails before the port closes, and how long requests may then take. */
  shutdown: { drainMs: number; timeoutMs: number };
  /** Fill an empty catalogue with the demo tools and reviews at start (default: not in production). */
  seedDemoData: boolean;
  logLevel: string;
  webDist: string;
  site: SiteConfig;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

function formatIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`)
    .join("\n");
}

/** Reads AUTH_SECRET from DATA_DIR, creating one on first start (development only). */
function localAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error.issues)}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const site = siteConfigSchema.safeParse({
    brandName: env.BRAND_NAME ?? SITE_DEFAULTS.brandName,
    supportEmail: env.SUPPORT_EMAIL ?? SITE_DEFAULTS.supportEmail,
    careersEmail: env.CAREERS_EMAIL ?? SITE_DEFAULTS.careersEmail,
    phone: env.CONTACT_PHONE ?? SITE_DEFAULTS.phone,
    whatsappNumber: env.WHATSAPP_NUMBER ?? SITE_DEFAULTS.whatsappNumber,
    schedulerUrl: env.SCHEDULER_URL ?? SITE_DEFAULTS.schedulerUrl,
    consultationSlots: env.CONSULTATION_SLOTS
      ? env.CONSULTATION_SLOTS === "true" || env.CONSULTATION_SLOTS === "1"
      : SITE_DEFAULTS.consultationSlots,
    chatUrl: env.CHAT_URL ?? SITE_DEFAULTS.chatUrl,
    offices: {
      dubai: env.OFFICE_DUBAI ?? SITE_DEFAULTS.offices.dubai,
      india: env.OFFICE_INDIA ?? SITE_DEFAULTS.offices.india,
    },
    regionsServed: SITE_DEFAULTS.regionsServed,
  });
  if (!site.success) {
    const names: Record<string, string> = {
      brandName: "BRAND_NAME",
      supportEmail: "SUPPORT_EMAIL",
      careersEmail: "CAREERS_EMAIL",
      phone: "CONTACT_PHONE",
      whatsappNumber: "WHATSAPP_NUMBER",
      schedulerUrl: "SCHEDULER_URL",
      chatUrl: "CHAT_URL",
      "offices.dubai": "OFFICE_DUBAI",
      "offices.india": "OFFICE_INDIA",
    };
    const renamed = site.error.issues.map((i) => ({
      ...i,
      path: [names[i.path.join(".")] ?? i.path.join(".")],
    }));
    throw new ConfigError(`Invalid configuration:\n${formatIssues(renamed)}`);
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    trustedOrigins: [
      ...new Set([
        ...(env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : loopbackOrigins(env.PORT)),
        ...env.TRUSTED_ORIGINS,
      ]),
    ],
    authSecret: env.AUTH_SECRET ?? localAuthSecret(dataDir),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? {
            email: env.ADMIN_EMAIL.toLowerCase(),
            password: env.ADMIN_PASSWORD,
            name: env.ADMIN_NAME,
          }
        : undefined,
    trustProxy: env.TRUST_PROXY,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${site.data.brandName} <${site.data.supportEmail}>`,
      teamInbox: env.TEAM_INBOX ?? site.data.supportEmail,
      pollMs: env.OUTBOX_POLL_MS,
      devMailbox: !env.SMTP_URL && isOn(env.DEV_MAILBOX, env.NODE_ENV !== "production"),
    },
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
    seedDemoData: isOn(env.SEED_DEMO_DATA, env.NODE_ENV !== "production"),
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    site: site.data,
  };
}
