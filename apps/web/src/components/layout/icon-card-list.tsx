import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export interface IconCardItem {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
}

/**
 * A responsive grid of cards, each with an icon, an h3 title and one line of description
 * (two columns from small screens; `className` adds more for wider ones).
 */
export function IconCardList({ items, className }: { items: IconCardItem[]; className?: string }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", className)}>
      {items.map(({ id, icon: Icon, title, description }) => (
        <li key={id} className="flex">
          <Card className="grid w-full content-start gap-3">
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="font-semibold text-lg text-slate-900">{title}</h3>
            <p className="text-slate-600">{description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
