import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { failureText } from "./failure-text";

const fallbacks = { noMessage: "Failed to submit tool", unreachable: "Something went wrong." };
const t = (key: string) => `t:${key}`;

describe("failureText", () => {
  it("words the reasons the reader can act on itself, never with the server's English", () => {
    const limited = new ApiError(429, "RATE_LIMITED", "Too many requests. Try again later.");
    expect(failureText(limited, t, fallbacks)).toBe("t:errors.api.rateLimited");
    const invalid = new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.");
    expect(failureText(invalid, t, fallbacks)).toBe("t:errors.api.invalidFields");
    const large = new ApiError(413, "PAYLOAD_TOO_LARGE", "Request body is too large.");
    expect(failureText(large, t, fallbacks)).toBe("t:errors.api.tooLarge");
  });

  it("falls back for any other answer", () => {
    expect(failureText(new ApiError(502, "UNKNOWN", "Bad Gateway"), t, fallbacks)).toBe(
      "Failed to submit tool",
    );
    expect(failureText(new ApiError(500, "INTERNAL", "Oops"), t, fallbacks)).toBe(
      "Failed to submit tool",
    );
  });

  it("falls back when the server could not be reached or something else broke", () => {
    expect(failureText(new ApiError(0, "NETWORK", "Network request failed"), t, fallbacks)).toBe(
      "Something went wrong.",
    );
    expect(failureText(new Error("boom"), t, fallbacks)).toBe("Something went wrong.");
  });
});
