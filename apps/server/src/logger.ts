import pino from "pino";

export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: ["password", "*.password", "headers.cookie", "headers.authorization", "*.token"],
      censor: "[redacted]",
    },
  });
}
export type { Logger } from "pino";
