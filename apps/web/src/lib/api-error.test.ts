import { describe, expect, it } from "vitest";
import { isApiError, retryAfterSeconds, toApiError } from "./api-error";

describe("toApiError", () => {
  it("reads the server's error shape", () => {
    const error = toApiError(
      400,
      {
        error: {
          code: "VALIDATION_FAILED",
          message: "Bad",
          fields: { password: ["Too short"] },
          fieldCodes: { password: ["too_small"] },
        },
      },
      "fallback",
    );
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_FAILED", message: "Bad" });
    expect(error.fields).toEqual({ password: ["Too short"] });
    expect(error.fieldCodes).toEqual({ password: ["too_small"] });
  });

  it("copes with a body that is not the error shape", () => {
    const error = toApiError(502, "<html>Bad gateway</html>", "Bad Gateway");
    expect(error).toMatchObject({ status: 502, code: "UNKNOWN", message: "Bad Gateway" });
    expect(error.fields).toEqual({});
    expect(error.fieldCodes).toEqual({});
  });
});

describe("retryAfterSeconds", () => {
  const now = Date.parse("2026-01-01T10:00:00Z");

  it("reads seconds", () => {
    expect(retryAfterSeconds("42", now)).toBe(42);
    expect(retryAfterSeconds(" 0 ", now)).toBe(0);
  });

  it("reads an HTTP date as the seconds until it, never below zero", () => {
    expect(retryAfterSeconds("Thu, 01 Jan 2026 10:01:30 GMT", now)).toBe(90);
    expect(retryAfterSeconds("Thu, 01 Jan 2026 09:00:00 GMT", now)).toBe(0);
  });

  it("has nothing to say without a header or with one it cannot read", () => {
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds("", now)).toBeUndefined();
    expect(retryAfterSeconds("soon", now)).toBeUndefined();
    expect(retryAfterSeconds("-5", now)).toBeUndefined();
  });
});
