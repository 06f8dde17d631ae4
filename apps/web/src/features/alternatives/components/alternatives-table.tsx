import type { AlternativeTool } from "@app/shared/alternatives";
import { toolPath } from "@app/shared/route-meta";
import { useId } from "react";
import { Link } from "react-router";
import { VendorText } from "@/components/text/vendor-text";
import { ToolRating } from "@/features/catalog/components/tool-rating";
import { ToolPrice } from "@/features/pricing/components/tool-price";
import { useTranslation } from "@/lib/use-translation";
import { hostingItems, languageItems } from "../lib/table-facts";
import { FactCell } from "./fact-cell";

interface AlternativesTableProps {
  /** The tool itself, the first row. */
  tool: AlternativeTool;
  alternatives: readonly AlternativeTool[];
}

/**
 * One row per tool (the tool itself first), one column per difference that matters to a buyer:
 * rating, lowest price per month in the reader's currency, data hosting and languages. On a
 * narrow screen the table scrolls sideways under the tools' names, which stay in place.
 */
export function AlternativesTable({ tool, alternatives }: AlternativesTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const stickyCell = "sticky start-0 z-10 bg-white";
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <h2 id={headingId} className="font-semibold text-slate-900 text-xl">
        {t("alternatives.table.title")}
      </h2>
      {/* Focusable, so a keyboard can scroll it sideways (axe: scrollable-region-focusable);
          relative, so the visually hidden texts in its cells stay inside it, not widen the page. */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            {t("alternatives.table.caption", { name: tool.name })}
          </caption>
          <thead>
            <tr className="border-slate-200 border-b bg-slate-50 text-slate-700">
              <th scope="col" className={`${stickyCell} bg-slate-50 p-3 text-start`}>
                {t("alternatives.table.tool")}
              </th>
              <th scope="col" className="p-3 text-start">
                {t("alternatives.table.rating")}
              </th>
              <th scope="col" className="p-3 text-start">
                {t("alternatives.table.price")}
              </th>
              <th scope="col" className="p-3 text-start">
                {t("alternatives.table.hosting")}
              </th>
              <th scope="col" className="p-3 text-start">
                {t("alternatives.table.languages")}
              </th>
            </tr>
          </thead>
          <tbody>
            {[tool, ...alternatives].map((row) => (
              <tr key={row.id} className="border-slate-100 border-b last:border-b-0">
                <th scope="row" className={`${stickyCell} min-w-36 p-3 text-start align-top`}>
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
                </th>
                <td className="min-w-40 p-3 align-top">
                  <ToolRating rating={row.rating} reviewsCount={row.reviewsCount} />
                </td>
                <td className="min-w-40 p-3 align-top">
                  <ToolPrice pricing={row} />
                </td>
                <td className="min-w-32 p-3 align-top text-slate-800">
                  <FactCell items={hostingItems(row)} />
                </td>
                <td className="min-w-40 p-3 align-top text-slate-800">
                  <FactCell items={languageItems(row)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-slate-600 text-xs">{t("alternatives.table.verifiedNote")}</p>
    </section>
  );
}
