import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { FULL_BLEED } from "./page-gutter";

interface PageIntroProps {
  title: string;
  intro: string;
  children?: ReactNode;
}

/** The heading block every content page starts with. */
export function PageIntro({ title, intro, children }: PageIntroProps) {
  return (
    <section
      className={cn(
        "border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white",
        FULL_BLEED,
      )}
    >
      <div className="mx-auto grid max-w-4xl gap-4 px-4 py-14 text-center sm:px-6 sm:py-20">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-5xl">{title}</h1>
        <p className="mx-auto max-w-2xl text-lg text-slate-600">{intro}</p>
        {children ? (
          <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
