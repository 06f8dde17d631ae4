import { describe, expect, it } from "vitest";
import { passkeySupport } from "./passkey-support";

const at = (hostname: string, publicOrigin: string, webAuthn = true) =>
  passkeySupport({ webAuthn, hostname, publicOrigin });

describe("passkeySupport", () => {
  it("offers passkeys at the public address, whatever its port and scheme", () => {
    expect(at("localhost", "http://localhost:3400")).toBe("available");
    expect(at("market.example", "https://market.example")).toBe("available");
  });

  it("points to the public address from another name of the same server", () => {
    expect(at("127.0.0.1", "http://localhost:3400")).toBe("otherAddress");
    expect(at("www.market.example", "https://market.example")).toBe("otherAddress");
  });

  it("offers nothing without WebAuthn (an old browser, or plain http off localhost)", () => {
    expect(at("localhost", "http://localhost:3400", false)).toBe("unavailable");
    expect(at("127.0.0.1", "http://localhost:3400", false)).toBe("unavailable");
  });

  it("offers nothing when the public address is an IP address, which WebAuthn refuses", () => {
    expect(at("127.0.0.1", "http://127.0.0.1:3400")).toBe("unavailable");
    expect(at("10.0.0.5", "http://10.0.0.5")).toBe("unavailable");
    expect(at("[::1]", "http://[::1]:3400")).toBe("unavailable");
  });
});
