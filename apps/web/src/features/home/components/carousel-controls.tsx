import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";

interface CarouselControlsProps {
  count: number;
  index: number;
  onStep: (by: -1 | 1) => void;
  onGoTo: (index: number) => void;
}

export const roundButton =
  "inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:bg-slate-100 hover:text-slate-900";

/** Previous/next (arrows mirrored in RTL) and one indicator per slide. */
export function CarouselControls(props: CarouselControlsProps) {
  const { count, index, onStep, onGoTo } = props;
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-center gap-2">
      <button
        type="button"
        className={roundButton}
        onClick={() => onStep(-1)}
        aria-label={t("home.insights.previous")}
      >
        <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset */}
      <div role="group" aria-label={t("home.insights.indicatorsLabel")} className="flex">
        {Array.from({ length: count }, (_, slide) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one indicator per slide position
            key={slide}
            type="button"
            onClick={() => onGoTo(slide)}
            aria-label={t("home.insights.goTo", { index: slide + 1 })}
            aria-current={slide === index ? "true" : undefined}
            className="group flex size-6 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                "block size-2.5 rounded-full transition-colors",
                slide === index ? "bg-brand-700" : "bg-slate-400 group-hover:bg-slate-600",
              )}
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        className={roundButton}
        onClick={() => onStep(1)}
        aria-label={t("home.insights.next")}
      >
        <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
      </button>
    </div>
  );
}
