import { describe, expect, it } from "vitest";
import { totpSecret } from "./totp-secret";

describe("totpSecret", () => {
  it("reads the key from the authenticator address, in groups of four", () => {
    const uri = "otpauth://totp/Brand:me%40x.test?secret=jbswy3dpehpk3pxpa&issuer=Brand&digits=6";
    expect(totpSecret(uri)).toBe("JBSW Y3DP EHPK 3PXP A");
  });

  it("is null without a key or an address", () => {
    expect(totpSecret("otpauth://totp/Brand:me?issuer=Brand")).toBeNull();
    expect(totpSecret("not an address")).toBeNull();
  });
});
