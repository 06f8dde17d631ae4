import type { AlternativeTool } from "@app/shared/alternatives";
import { toolPath } from "@app/shared/route-meta";
import { useId } from "react";
import { Link } from "react-router";
import { PagedTable } from "@/components/table/paged-table";
import {
  phoneBody,
  phoneCell,
  phoneHead,
  phoneRow,
  phoneRowHeading,
  phoneRowHeadingText,
} from "@/components/table/phone-table-classes";
import { useColumnPages } from "@/components/table/use-column-pages";
import { VendorText } from "@/components/text/vendor-text";
import { ToolRating } from "@/features/catalog/components/tool-rating";
import { ToolPrice } from "@/features/pricing/components/tool-price";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { hostingItems, languageItems } from "../lib/table-facts";
import { FactCell } from "./fact-cell";

interface AlternativesTableProps {
  /** The tool itself, the first row. */
  tool: AlternativeTool;
  alternatives: readonly AlternativeTool[];
}

/** The columns after the tools' names: what a phone pages through two at a time. */
const FACT_COLUMNS = ["rating", "price", "hosting", "languages"] as const;

/**
 * One row per tool (the tool itself first), one column per difference that matters to a buyer:
 * rating, lowest price per month in the reader's currency, data hosting and languages. From `md`
 * up, the table scrolls sideways under the tools' names, which stay in place. On a phone, each
 * tool's name is a heading line above its values, two columns show side by side under their
 * pinned headings, and the pager (or a swipe) brings the others in.
 */
export function AlternativesTable({ tool, alternatives }: AlternativesTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const pages = useColumnPages(FACT_COLUMNS.length);
  const stickyCell = "sticky start-0 z-10 bg-white";
  const factHeading = cn("p-3 text-start", phoneCell);
  const factCell = (width: string) => cn(width, "p-3 text-start align-top", phoneCell);
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <h2 id={headingId} className="font-semibold text-slate-900 text-xl">
        {t("alternatives.table.title")}
      </h2>
      <PagedTable
        pages={pages}
        pagerTexts="alternatives.table.pager"
        caption={t("alternatives.table.caption", { name: tool.name })}
      >
        <thead className={phoneHead(pages.paged)}>
          <tr className={cn("border-slate-200 border-b bg-slate-50 text-slate-700", phoneRow)}>
            {/* On a phone the names are the rows' heading lines: this heading is for the ear. */}
            <th scope="col" className={`${stickyCell} bg-slate-50 p-3 text-start max-md:sr-only`}>
              {t("alternatives.table.tool")}
            </th>
            {FACT_COLUMNS.map((key) => (
              <th key={key} scope="col" className={factHeading}>
                {t(`alternatives.table.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={phoneBody}>
          {[tool, ...alternatives].map((row) => (
            <tr key={row.id} className={cn("border-slate-100 border-b last:border-b-0", phoneRow)}>
              <th
                scope="row"
                className={cn(stickyCell, "min-w-36 p-3 text-start align-top", phoneRowHeading)}
              >
                <span className={phoneRowHeadingText}>
                  <Link
                    to={toolPath(row.id)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    <VendorText>{row.name}</VendorText>
                  </Link>
                  {row.id === tool.id ? (
                    <span className="block font-normal text-slate-600 text-xs">
                      {t("alternatives.table.thisTool")}
                    </span>
                  ) : null}
                </span>
              </th>
              <td className={factCell("min-w-40")}>
                <ToolRating rating={row.rating} reviewsCount={row.reviewsCount} />
              </td>
              <td className={factCell("min-w-40")}>
                <ToolPrice pricing={row} />
              </td>
              <td className={cn(factCell("min-w-32"), "text-slate-800")}>
                <FactCell items={hostingItems(row)} />
              </td>
              <td className={cn(factCell("min-w-40"), "text-slate-800")}>
                <FactCell items={languageItems(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </PagedTable>
      <p className="text-slate-600 text-xs">{t("alternatives.table.verifiedNote")}</p>
    </section>
  );
}
