import type { MouseEvent } from "react";
import { useTranslation } from "@/lib/use-translation";

/** The first stop for keyboard users: moves focus past the navbar to the page's <main>. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();

  // Focus the target ourselves: a plain hash link would also reach the router's history.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: "start" });
  };

  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-medium focus:text-brand-700 focus:shadow-lg"
    >
      {t("a11y.skipToContent")}
    </a>
  );
}
