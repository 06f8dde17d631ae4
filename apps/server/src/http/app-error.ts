import { ERROR_STATUS, type ErrorCode } from "@app/shared/errors";

/** A failure the client can act on; the HTTP layer turns it into the one error shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status() {
    return ERROR_STATUS[this.code];
  }
}

/** Over a limit: 429, and how many seconds until it lets the caller again (Retry-After). */
export class RateLimitError extends AppError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super("RATE_LIMITED", message);
  }
}
