import { VendorText } from "@/components/text/vendor-text";
import { useVendorFacts } from "@/features/catalog/hooks/use-vendor-facts";
import { useFactLabels } from "@/lib/use-fact-labels";
import { useTranslation } from "@/lib/use-translation";
import type { CellItem } from "../lib/table-facts";

/** A table cell's facts, the verified ones marked ✓; "Not stated" when there are none. */
export function FactCell({ items }: { items: readonly CellItem[] }) {
  const { t } = useTranslation();
  const labels = useFactLabels();
  const facts = useVendorFacts();
  if (items.length === 0) {
    return <span className="text-slate-500">{t("alternatives.table.notStated")}</span>;
  }
  return (
    <ul className="grid gap-1">
      {items.map((item) => (
        <li key={`${item.kind}:${item.value}`} className="flex items-center gap-1.5">
          {item.kind === "language" ? (
            <span>{facts.languageName(item.value)}</span>
          ) : item.kind ? (
            <span>{labels.value(item.kind, item.value)}</span>
          ) : (
            <VendorText>{item.value}</VendorText>
          )}
          {item.verified ? (
            <span className="font-semibold text-emerald-700">
              <span aria-hidden="true">✓</span>
              <span className="sr-only">{t("alternatives.table.verified")}</span>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
