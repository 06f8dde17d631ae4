import { describe, expect, it } from "vitest";
import { formatTimeAgo } from "./format";

const now = Date.parse("2026-11-23T12:00:00Z");
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe("formatTimeAgo", () => {
  it("names the largest whole unit, in the reader's language", () => {
    expect(formatTimeAgo(ago(20), "en", now)).toBe("this minute");
    expect(formatTimeAgo(ago(3 * 3600 + 59), "en", now)).toBe("3 hours ago");
    expect(formatTimeAgo(ago(86_400), "en", now)).toBe("yesterday");
    expect(formatTimeAgo(ago(10 * 86_400), "en", now)).toBe("last week");
    expect(formatTimeAgo(ago(86_400), "ar", now)).toBe(
      new Intl.RelativeTimeFormat("ar", { numeric: "auto" }).format(-1, "day"),
    );
    expect(formatTimeAgo("not a time", "en", now)).toBe("");
  });
});
