import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export interface RegionCard {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

interface RegionCardsProps {
  title: string;
  intro?: string;
  cards: RegionCard[];
  className?: string;
}

/** A titled section of three cards: icon, heading and one paragraph each. */
export function RegionCards({ title, intro, cards, className }: RegionCardsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("px-4 py-14 sm:px-6", className)}>
      <div className="mx-auto grid max-w-6xl gap-8">
        <header className="grid gap-2 text-center">
          <h2
            id={headingId}
            className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
          >
            {title}
          </h2>
          {intro ? <p className="mx-auto max-w-2xl text-slate-600">{intro}</p> : null}
        </header>
        <ul className="grid gap-6 md:grid-cols-3">
          {cards.map(({ id, icon: Icon, title: cardTitle, text }) => (
            <li key={id}>
              <Card className="grid h-full content-start gap-3">
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="font-semibold text-lg text-slate-900">{cardTitle}</h3>
                <p className="text-slate-600">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
