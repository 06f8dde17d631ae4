import pino from "pino";

/**
 * Fields that never reach a log line: secrets, addresses and what a message or a form said.
 * Redaction is by key; `scrubbed` below catches an address inside any other text (an SMTP error
 * naming the refused recipient, a library's message).
 */
const REDACTED_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "secret",
  "cookie",
  "authorization",
  "email",
  "to",
  "toAddress",
  "recipientKey",
  "subject",
  "text",
  "html",
  "body",
];
const REDACTED_PATHS = [
  ...REDACTED_KEYS,
  ...REDACTED_KEYS.filter((key) => !key.includes(".")).map((key) => `*.${key}`),
  "headers.cookie",
  "headers.authorization",
];

const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g;

/** Strings with e-mail addresses replaced, in any depth of plain objects and arrays. */
export function scrubbed(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(EMAIL, "[email]");
  if (depth > 6 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value; // an Error, a Date
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrubbed(item, depth + 1);
  return out;
}

export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      // The standard serializer's object has its own prototype: copy it to a plain one to scrub.
      err: (error: Error) => scrubbed({ ...pino.stdSerializers.err(error) }),
    },
    formatters: {
      log: (object) => scrubbed(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => scrubbed(arg)) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
export type { Logger } from "pino";
