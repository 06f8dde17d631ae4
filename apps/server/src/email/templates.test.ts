import { SITE_DEFAULTS } from "@app/shared/site";
import { describe, expect, it } from "vitest";
import { bookingEmail } from "./booking-templates.ts";
import { passwordReset, reviewDecision } from "./templates.ts";

const RESET_URL = "https://market.example.com/api/auth/reset-password/abc?callbackURL=%2Freset&x=1";

/** The HTML's links: where each goes and what it says. */
function links(html: string) {
  return [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => ({
    href: href?.replaceAll("&#38;", "&"),
    text,
  }));
}

describe("e-mail links (issue 35 defect 11)", () => {
  it("makes the main action a button, with its address written out as a link beside it", () => {
    for (const language of ["en", "ar", "hi"]) {
      const mail = passwordReset(SITE_DEFAULTS, language, { url: RESET_URL, minutes: 60 });
      const found = links(mail.html);
      expect(found, language).toHaveLength(2);
      expect(found[0]?.href).toBe(RESET_URL);
      expect(found[0]?.text).not.toContain("http");
      expect(found[1]).toEqual({ href: RESET_URL, text: RESET_URL.replaceAll("&", "&#38;") });
      // The plain text keeps the address as it is.
      expect(mail.text).toContain(RESET_URL);
    }
  });

  it("links the listing's address in a decision", () => {
    const url = "https://market.example.com/tool/souq-helper";
    const mail = reviewDecision(SITE_DEFAULTS, "en", {
      name: "Omar",
      tool: "Souq Helper",
      outcome: { decision: "approve", revision: false, url },
    });
    expect(links(mail.html).map((link) => link.href)).toEqual([url, url]);
    expect(mail.html).toContain("See your listing");
  });

  it("gives a booking's manage link a button, and a cancellation the booking page's", () => {
    const base = { startsAt: "2026-12-01T09:00:00.000Z", timeZone: "Asia/Dubai" };
    const manage = "https://market.example.com/consultation/booking?token=t0k";
    const book = "https://market.example.com/consultation";
    const moved = bookingEmail(SITE_DEFAULTS, "en", {
      ...base,
      news: "rescheduled",
      manageUrl: manage,
      bookUrl: book,
    });
    expect(links(moved.html)[0]).toEqual({ href: manage, text: "Reschedule or cancel" });
    const cancelled = bookingEmail(SITE_DEFAULTS, "ar", {
      ...base,
      news: "cancelled",
      manageUrl: null,
      bookUrl: book,
    });
    expect(links(cancelled.html)[0]?.href).toBe(book);
  });

  it("links nothing a visitor typed: an address in a name stays text", () => {
    const mail = reviewDecision(SITE_DEFAULTS, "en", {
      name: 'Visit https://evil.example <a href="https://evil.example">x</a>',
      tool: "Tool https://evil.example/offer",
      outcome: { decision: "reject", reason: "see https://evil.example/<b>" },
    });
    expect(links(mail.html)).toEqual([]);
    expect(mail.html).not.toContain("<b>");
  });
});
