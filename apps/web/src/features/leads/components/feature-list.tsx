import type { LucideIcon } from "lucide-react";

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Icon, title and one line of text per item, for the side panels of the lead pages. */
export function FeatureList({ items }: { items: FeatureItem[] }) {
  return (
    <ul className="grid gap-4">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-0.5">
            <h3 className="font-medium text-slate-900">{title}</h3>
            <p className="text-slate-600 text-sm">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
