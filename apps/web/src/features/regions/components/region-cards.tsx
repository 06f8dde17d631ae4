import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { IconCardList } from "@/components/layout/icon-card-list";
import { FULL_BLEED } from "@/components/layout/page-gutter";
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
    <section aria-labelledby={headingId} className={cn("py-14", FULL_BLEED, className)}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6">
        <header className="grid gap-2 text-center">
          <h2
            id={headingId}
            className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
          >
            {title}
          </h2>
          {intro ? <p className="mx-auto max-w-2xl text-slate-600">{intro}</p> : null}
        </header>
        <IconCardList
          className="md:grid-cols-3"
          items={cards.map(({ text, ...card }) => ({ ...card, description: text }))}
        />
      </div>
    </section>
  );
}
