import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { passkeyFailure } from "./passkey-failure";

/** What `@simplewebauthn/browser` throws: an Error named after the browser's DOMException. */
const browserError = (name: string) => Object.assign(new Error("The operation failed"), { name });

describe("passkeyFailure", () => {
  it("reads a closed or timed-out browser prompt as cancelled, not as a failure", () => {
    expect(passkeyFailure(browserError("NotAllowedError"))).toBe("cancelled");
    expect(passkeyFailure(new DOMException("Timed out", "NotAllowedError"))).toBe("cancelled");
    expect(passkeyFailure(browserError("AbortError"))).toBe("cancelled");
  });

  it("knows an authenticator that holds a passkey for the account already", () => {
    expect(passkeyFailure(browserError("InvalidStateError"))).toBe("alreadyAdded");
  });

  it("tells the server's passkey refusals apart", () => {
    expect(passkeyFailure(new ApiError(401, "PASSKEY_FAILED", "Not verified"))).toBe("notVerified");
    expect(passkeyFailure(new ApiError(400, "PASSKEY_FAILED", "Not verified"))).toBe("notVerified");
    expect(passkeyFailure(new ApiError(409, "PASSKEY_LIMIT", "Too many"))).toBe("limit");
  });

  it("leaves every other failure to the shared wording", () => {
    expect(passkeyFailure(new ApiError(0, "NETWORK", "Network request failed"))).toBe("other");
    expect(passkeyFailure(new ApiError(403, "REAUTH_REQUIRED", "Sign in again"))).toBe("other");
    expect(passkeyFailure(browserError("SecurityError"))).toBe("other");
    expect(passkeyFailure(new Error("WebAuthn is not supported in this browser"))).toBe("other");
    expect(passkeyFailure("nonsense")).toBe("other");
  });
});
