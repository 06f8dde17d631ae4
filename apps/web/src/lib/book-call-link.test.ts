import { describe, expect, it } from "vitest";
import { bookCallLink } from "./book-call-link";

const schedulerUrl = "https://cal.example.com/team";

describe("bookCallLink", () => {
  it("opens the site's own form while it takes bookings, scheduler or not", () => {
    expect(bookCallLink({ consultationSlots: true, schedulerUrl })).toEqual({
      kind: "internal",
      to: "/consultation",
    });
  });

  it("opens the external scheduler only when slots are off and one is configured", () => {
    expect(bookCallLink({ consultationSlots: false, schedulerUrl })).toEqual({
      kind: "external",
      href: schedulerUrl,
    });
    expect(bookCallLink({ consultationSlots: false, schedulerUrl: "" })).toEqual({
      kind: "internal",
      to: "/consultation",
    });
  });
});
