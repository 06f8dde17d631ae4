import { IDEMPOTENCY_HEADER } from "@app/shared/leads";
import type { Context } from "hono";
import { AppError } from "../../http/app-error.ts";

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The client's key for one submission attempt, if it sent one; a malformed key is a 400. */
export function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY.test(key)) {
    throw new AppError("VALIDATION_FAILED", "Invalid Idempotency-Key header.", {
      [IDEMPOTENCY_HEADER]: ["Use 8 to 100 letters, digits, '-' or '_' (a UUID works)."],
    });
  }
  return key;
}
