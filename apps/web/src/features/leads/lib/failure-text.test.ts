import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { failureText } from "./failure-text";

const fallbacks = { noMessage: "Failed to submit tool", unreachable: "Something went wrong." };

describe("failureText", () => {
  it("shows the server's message", () => {
    const error = new ApiError(429, "RATE_LIMITED", "Too many requests. Try again later.");
    expect(failureText(error, fallbacks)).toBe("Too many requests. Try again later.");
  });

  it("falls back when the server failed without its error shape", () => {
    expect(failureText(new ApiError(502, "UNKNOWN", "Bad Gateway"), fallbacks)).toBe(
      "Failed to submit tool",
    );
  });

  it("falls back when the server could not be reached or something else broke", () => {
    expect(failureText(new ApiError(0, "NETWORK", "Network request failed"), fallbacks)).toBe(
      "Something went wrong.",
    );
    expect(failureText(new Error("boom"), fallbacks)).toBe("Something went wrong.");
  });
});
