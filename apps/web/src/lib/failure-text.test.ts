import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { failureText } from "./failure-text";

const t = (key: string, options?: { count: number }) =>
  options ? `t:${key}:${options.count}` : `t:${key}`;
const fallback = "Failed to submit tool";
const text = (error: unknown) => failureText(error, t, fallback);

describe("failureText", () => {
  it("says the server could not be reached when no answer came", () => {
    expect(text(new ApiError(0, "NETWORK", "Network request failed"))).toBe(
      "t:errors.api.unreachable",
    );
  });

  it("says how long to wait when the server said so, and only then", () => {
    const limited = new ApiError(429, "RATE_LIMITED", "Too many", {}, {}, 42);
    expect(text(limited)).toBe("t:errors.api.retryIn:42");
    expect(text(new ApiError(429, "RATE_LIMITED", "Too many"))).toBe("t:errors.api.rateLimited");
    expect(text(new ApiError(429, "UNKNOWN", "Too Many Requests", {}, {}, 0))).toBe(
      "t:errors.api.rateLimited",
    );
  });

  it("tells a refused origin, a service away and a server failure apart", () => {
    expect(text(new ApiError(403, "ORIGIN_NOT_TRUSTED", "Invalid origin"))).toBe(
      "t:errors.api.refusedOrigin",
    );
    // Any other 403 (a banned account) is the form's own text, not a wrong address.
    expect(text(new ApiError(403, "FORBIDDEN", "You have been banned"))).toBe(fallback);
    expect(text(new ApiError(503, "UNAVAILABLE", "Away", {}, {}, 5))).toBe(
      "t:errors.api.unavailable",
    );
    expect(text(new ApiError(500, "INTERNAL", "Oops"))).toBe("t:errors.api.serverError");
    expect(text(new ApiError(502, "UNKNOWN", "Bad Gateway"))).toBe("t:errors.api.serverError");
  });

  it("words the reasons the reader can act on itself, never with the server's English", () => {
    expect(text(new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid."))).toBe(
      "t:errors.api.invalidFields",
    );
    expect(text(new ApiError(413, "PAYLOAD_TOO_LARGE", "Request body is too large."))).toBe(
      "t:errors.api.tooLarge",
    );
  });

  it("falls back to the form's own text for any other answer or failure", () => {
    expect(text(new ApiError(401, "UNAUTHENTICATED", "Invalid email or password"))).toBe(fallback);
    expect(text(new ApiError(409, "CONFLICT", "Exists"))).toBe(fallback);
    expect(text(new Error("boom"))).toBe(fallback);
  });

  it("says nothing changed when the reader did not confirm it was them, and why admins are refused", () => {
    expect(text(new ApiError(403, "REAUTH_REQUIRED", "Sign in again"))).toBe(
      "t:errors.api.reauthCancelled",
    );
    expect(text(new ApiError(403, "TWO_FACTOR_REQUIRED", "Turn it on"))).toBe(
      "t:errors.api.twoFactorRequired",
    );
  });
});
