import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatDay } from "@/lib/format";
import { DailyTable } from "./daily-table";

const days = ["2026-11-21", "2026-11-22", "2026-11-23"];
const series = [
  { key: "views", label: "Views", values: [3, 0, 1200] },
  { key: "saves", label: "Saves", values: [0, 2, 1] },
];

/** The table's cells, row by row, as text. */
function cells(html: string): string[][] {
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) =>
      (cell[1] ?? "").replace(/<[^>]+>/g, ""),
    ),
  );
}

describe("DailyTable", () => {
  it("shows one row per day, one column per series and the totals, named by its caption", () => {
    const html = renderToStaticMarkup(
      <DailyTable days={days} series={series} caption="Activity" />,
    );
    expect(html).toContain('aria-label="Activity"');
    expect(html).toContain("<caption");
    expect(cells(html)).toEqual([
      ["charts.day", "Views", "Saves"],
      ["Nov 21", "3", "0"],
      ["Nov 22", "0", "2"],
      ["Nov 23", "1,200", "1"],
      ["charts.total", "1,203", "3"],
    ]);
    expect(html).toContain('<time dateTime="2026-11-23">');
  });
});

describe("formatDay", () => {
  it("keeps the UTC day whatever the time zone, in the reader's digits", () => {
    expect(formatDay("2026-11-23", "en")).toBe("Nov 23");
    expect(formatDay("2026-11-23", "ar")).toContain("نوفمبر");
    expect(formatDay("not a day", "en")).toBe("");
  });
});
