import type { ApiErrorBody, ErrorCode } from "@app/shared/errors";

/** A non-2xx answer from our API, carrying the server's error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | "NETWORK" | "UNKNOWN";
  /** The server's (English) message for each field; shown only through `fieldCodes`. */
  readonly fields: Record<string, string[]>;
  /** Beside each field message, why: a zod issue code or one of FIELD_ERROR_CODES. */
  readonly fieldCodes: Record<string, string[]>;
  /** Seconds to wait before trying again, from the answer's Retry-After (429, 503). */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    code: ApiError["code"],
    message: string,
    fields: Record<string, string[]> = {},
    fieldCodes: Record<string, string[]> = {},
    retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.fieldCodes = fieldCodes;
    this.retryAfter = retryAfter;
  }
}

/** Retry-After in whole seconds from `now`: the header is either seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and zone ("Wed, 21 Oct 2026 07:28:00 GMT"); "-5" is no date.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const inner = (value as { error: unknown }).error;
  return typeof inner === "object" && inner !== null && "message" in inner;
}

/** Builds an ApiError from a response body that may or may not follow the error shape. */
export function toApiError(
  status: number,
  body: unknown,
  fallback: string,
  retryAfter?: number,
): ApiError {
  if (!isErrorBody(body)) return new ApiError(status, "UNKNOWN", fallback, {}, {}, retryAfter);
  const { code, message, fields, fieldCodes } = body.error;
  return new ApiError(
    status,
    code ?? "UNKNOWN",
    message || fallback,
    fields ?? {},
    fieldCodes ?? {},
    retryAfter,
  );
}
