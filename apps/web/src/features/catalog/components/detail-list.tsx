import type { ReactNode } from "react";
import { VendorText } from "@/components/text/vendor-text";

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <div
          key={item.label}
          className="grid gap-1 rounded-lg border border-slate-200 bg-white p-4"
        >
          <dt className="font-medium text-slate-500 text-sm">{item.label}</dt>
          <VendorText as="dd" className="text-slate-900">
            {item.value}
          </VendorText>
        </div>
      ))}
    </dl>
  );
}
