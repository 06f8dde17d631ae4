import type { KeyboardEvent } from "react";
import { FULL_BLEED } from "@/components/layout/page-gutter";
import { useLanguage } from "@/features/locale/hooks/use-language";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { LEADER_QUOTES } from "../content/quotes";
import { useCarousel } from "../hooks/use-carousel";
import { stepForKey, trackOffsetPercent } from "../lib/carousel";
import { CarouselControls } from "./carousel-controls";
import { QuoteSlide } from "./quote-slide";
import { RotationToggle } from "./rotation-toggle";

/**
 * "Insights from AI Leaders": a looping, auto-rotating carousel (WAI-ARIA carousel pattern).
 * Rotation pauses on hover and keyboard focus, never starts under reduced motion, and the
 * slides are announced politely only while it is not rotating.
 */
export function QuoteCarousel() {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  const total = LEADER_QUOTES.length;
  const { index, playing, rotating, step, goTo, togglePlaying, containerProps } =
    useCarousel(total);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const by = stepForKey(event.key, dir);
    if (by === 0) return;
    event.preventDefault();
    step(by);
  };

  return (
    <section
      aria-labelledby="home-insights-title"
      aria-roledescription={t("home.insights.carousel")}
      // Its background runs to the page's edge, past the gutter the floating button sits in.
      className={cn("bg-gradient-to-b from-white to-brand-50", FULL_BLEED)}
      {...containerProps}
    >
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-16 sm:px-6">
        <header className="grid gap-2 text-center">
          <h2 id="home-insights-title" className="font-bold text-3xl text-slate-900 tracking-tight">
            {t("home.insights.title")}
          </h2>
          <p className="mx-auto max-w-2xl text-slate-600">{t("home.insights.intro")}</p>
        </header>
        <div className="relative min-w-0">
          <div className="absolute end-4 top-4 z-10">
            <RotationToggle playing={playing} onToggle={togglePlaying} />
          </div>
          <div className="overflow-hidden">
            <div
              aria-live={rotating ? "off" : "polite"}
              className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
              style={{ transform: `translateX(${trackOffsetPercent(index, dir)}%)` }}
            >
              {LEADER_QUOTES.map((quote, position) => (
                <QuoteSlide
                  key={quote.id}
                  quote={quote}
                  position={position + 1}
                  total={total}
                  active={position === index}
                />
              ))}
            </div>
          </div>
        </div>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys on the buttons inside */}
        <div onKeyDown={onKeyDown}>
          <CarouselControls count={total} index={index} onStep={step} onGoTo={goTo} />
        </div>
      </div>
    </section>
  );
}
