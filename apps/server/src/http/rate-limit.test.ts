import { describe, expect, it } from "vitest";
import { quotaSubject } from "./rate-limit.ts";

describe("quotaSubject", () => {
  it("keeps an IPv4 address, also written inside IPv6", () => {
    expect(quotaSubject("203.0.113.9")).toBe("203.0.113.9");
    expect(quotaSubject("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("takes an IPv6 address's /64, however it is written", () => {
    const subject = "2001:db8:0:1::/64";
    expect(quotaSubject("2001:db8:0:1::5")).toBe(subject);
    expect(quotaSubject("2001:0db8:0000:0001:ffff:1:2:3")).toBe(subject);
    expect(quotaSubject("2001:DB8:0:1:0:0:0:9")).toBe(subject);
    expect(quotaSubject("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(quotaSubject("::1")).toBe("0:0:0:0::/64");
    expect(quotaSubject("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
