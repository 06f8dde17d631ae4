import type { ReactNode } from "react";
import { useId } from "react";
import { FULL_BLEED } from "@/components/layout/page-gutter";
import { cn } from "@/lib/utils";

interface PageSectionProps {
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}

/** A titled band of a company page: a landmark region named by its h2. */
export function PageSection({ title, intro, className, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("py-12 sm:py-16", FULL_BLEED, className)}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6">
        <div className="grid max-w-3xl gap-2">
          <h2 id={headingId} className="font-bold text-2xl text-slate-900 sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="text-lg text-slate-600">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
