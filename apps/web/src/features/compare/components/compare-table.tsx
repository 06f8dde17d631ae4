import type { Tool } from "@app/shared/catalog-schemas";
import { X } from "lucide-react";
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
import { Button } from "@/components/ui/button";
import { ToolLogo } from "@/features/catalog/components/tool-logo";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { rowDiffers, useCompareRows } from "./compare-rows";

interface CompareTableProps {
  tools: readonly Tool[];
  highlight: boolean;
  onRemove: (tool: Tool) => void;
}

/**
 * One column per tool, one row per attribute. From `md` up, the columns scroll sideways under the
 * attribute names, which stay in place (the first column is sticky). On a phone, two tools show
 * side by side under their pinned names, each attribute a heading line above its values, and
 * the pager (or a swipe) brings the third and fourth tool in.
 */
export function CompareTable({ tools, highlight, onRemove }: CompareTableProps) {
  const { t } = useTranslation();
  const rows = useCompareRows();
  const pages = useColumnPages(tools.length);
  const stickyCell = "sticky start-0 z-10 bg-white";
  return (
    <div className="grid gap-2">
      <PagedTable
        pages={pages}
        pagerTexts="comparePage.pager"
        caption={t("comparePage.caption", { names: tools.map((tool) => tool.name).join(", ") })}
      >
        <thead className={phoneHead(pages.paged)}>
          <tr className={cn("border-slate-200 border-b", phoneRow)}>
            <td className={cn(stickyCell, "w-36 min-w-28 max-md:hidden")} />
            {tools.map((tool) => (
              <th
                key={tool.id}
                scope="col"
                className={cn("min-w-48 p-4 text-start align-top", phoneCell)}
              >
                <div className="flex items-start gap-3 max-md:flex-wrap max-md:justify-between max-md:gap-2">
                  <ToolLogo name={tool.name} logo={tool.logo} />
                  {/* On a phone the name takes a line of its own, two lines at most; the
                        link's title and accessible name keep it whole. */}
                  <Link
                    to={`/tool/${tool.id}`}
                    title={tool.name}
                    className="min-w-0 flex-1 font-semibold text-base text-brand-700 hover:underline max-md:order-last max-md:line-clamp-2 max-md:basis-full max-md:text-sm"
                  >
                    <VendorText className="wrap-break-word">{tool.name}</VendorText>
                  </Link>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0 rounded-full"
                    aria-label={t("comparePage.remove", { name: tool.name })}
                    onClick={() => onRemove(tool)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={phoneBody}>
          {rows.map((row) => {
            const marked = highlight && rowDiffers(row, tools);
            return (
              <tr
                key={row.key}
                data-differs={marked || undefined}
                className={cn(
                  "border-slate-100 border-b last:border-b-0",
                  phoneRow,
                  marked && "bg-amber-50",
                )}
              >
                <th
                  scope="row"
                  className={cn(
                    stickyCell,
                    "p-4 text-start align-top font-medium text-slate-700",
                    phoneRowHeading,
                    marked && "bg-amber-50 max-md:bg-amber-100",
                  )}
                >
                  <span className={phoneRowHeadingText}>
                    {row.label}
                    {marked ? <span className="sr-only"> {t("comparePage.differs")}</span> : null}
                  </span>
                </th>
                {tools.map((tool) => (
                  <td
                    key={tool.id}
                    className={cn("p-4 text-start align-top text-slate-800", phoneCell)}
                  >
                    {row.render(tool)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </PagedTable>
    </div>
  );
}
