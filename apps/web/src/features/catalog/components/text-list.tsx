import { Check } from "lucide-react";
import { VendorText } from "@/components/text/vendor-text";

/**
 * A short list of plain strings with check marks, or the fallback text when empty; `lang` when the
 * strings are in another language than the page.
 */
export function TextList({
  items,
  empty,
  lang,
}: {
  items: readonly string[];
  empty: string;
  lang?: string | undefined;
}) {
  if (items.length === 0) return <p className="text-slate-500">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-slate-700">
          <Check className="mt-1 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          <VendorText lang={lang}>{item}</VendorText>
        </li>
      ))}
    </ul>
  );
}
