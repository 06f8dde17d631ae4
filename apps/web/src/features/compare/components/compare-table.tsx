import type { Tool } from "@app/shared/catalog-schemas";
import { X } from "lucide-react";
import { Link } from "react-router";
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
 * One column per tool, one row per attribute. On a narrow screen the columns scroll sideways
 * under the attribute names, which stay in place (the first column is sticky).
 */
export function CompareTable({ tools, highlight, onRemove }: CompareTableProps) {
  const { t } = useTranslation();
  const rows = useCompareRows();
  const stickyCell = "sticky start-0 z-10 bg-white";
  return (
    // Focusable, so a keyboard can scroll it sideways (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
    <div tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          {t("comparePage.caption", { names: tools.map((tool) => tool.name).join(", ") })}
        </caption>
        <thead>
          <tr className="border-slate-200 border-b">
            <td className={cn(stickyCell, "w-36 min-w-28")} />
            {tools.map((tool) => (
              <th key={tool.id} scope="col" className="min-w-48 p-4 text-start align-top">
                <div className="flex items-start gap-3">
                  <ToolLogo name={tool.name} logo={tool.logo} />
                  <Link
                    to={`/tool/${tool.id}`}
                    className="min-w-0 flex-1 font-semibold text-base text-brand-700 hover:underline"
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
        <tbody>
          {rows.map((row) => {
            const marked = highlight && rowDiffers(row, tools);
            return (
              <tr
                key={row.key}
                data-differs={marked || undefined}
                className={cn("border-slate-100 border-b last:border-b-0", marked && "bg-amber-50")}
              >
                <th
                  scope="row"
                  className={cn(
                    stickyCell,
                    "p-4 text-start align-top font-medium text-slate-700",
                    marked && "bg-amber-50",
                  )}
                >
                  {row.label}
                  {marked ? <span className="sr-only"> {t("comparePage.differs")}</span> : null}
                </th>
                {tools.map((tool) => (
                  <td key={tool.id} className="p-4 align-top text-slate-800">
                    {row.render(tool)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
