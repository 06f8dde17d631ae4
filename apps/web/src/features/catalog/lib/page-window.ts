/** First, last and the pages around the current one, with gaps as "…". */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const p of sorted) {
    const previous = out.at(-1);
    if (typeof previous === "number" && p - previous > 1) out.push("gap");
    out.push(p);
  }
  return out;
}
