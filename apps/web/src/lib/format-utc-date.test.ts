import { describe, expect, it } from "vitest";
import { formatUtcDate } from "./format";

describe("formatUtcDate", () => {
  it("shows the UTC day with its year, in the reader's language", () => {
    // 23:30 UTC is already the next day in Dubai; the text is the UTC day everywhere.
    expect(formatUtcDate("2026-11-23T23:30:00.000Z", "en")).toBe("Nov 23, 2026");
    for (const language of ["ar", "hi"]) {
      const utc = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
      expect(formatUtcDate("2026-11-23T23:30:00.000Z", language)).toBe(
        utc.format(new Date("2026-11-23T12:00:00.000Z")),
      );
    }
  });

  it("is empty for a value that is not a date", () => {
    expect(formatUtcDate("soon", "en")).toBe("");
  });
});
