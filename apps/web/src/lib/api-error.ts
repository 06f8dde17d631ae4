import type { ApiErrorBody, ErrorCode } from "@app/shared/errors";

/** A non-2xx answer from our API, carrying the server's error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | "NETWORK" | "UNKNOWN";
  /** The server's (English) message for each field; shown only through `fieldCodes`. */
  readonly fields: Record<string, string[]>;
  /** Beside each field message, why: a zod issue code or one of FIELD_ERROR_CODES. */
  readonly fieldCodes: Record<string, string[]>;

  constructor(
    status: number,
    code: ApiError["code"],
    message: string,
    fields: Record<string, string[]> = {},
    fieldCodes: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.fieldCodes = fieldCodes;
  }
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
export function toApiError(status: number, body: unknown, fallback: string): ApiError {
  if (!isErrorBody(body)) return new ApiError(status, "UNKNOWN", fallback);
  const { code, message, fields, fieldCodes } = body.error;
  return new ApiError(
    status,
    code ?? "UNKNOWN",
    message || fallback,
    fields ?? {},
    fieldCodes ?? {},
  );
}
