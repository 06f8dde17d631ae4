import "../texts";
import { COMPARE_LIMITS } from "@app/shared/catalog";
import { X } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { comparePath } from "../lib/compare-path";
import type { ComparePick } from "../lib/compare-picks";
import { clearComparePicks, removeComparePick } from "../lib/compare-picks";

/**
 * The picks, kept at the bottom of the screen while the page scrolls (and in its place at the
 * page's end, so it never hides the footer): remove one, clear them all, or open the comparison.
 * On a phone it sits above the call and demo bar and shows the count, not the names; from md up
 * its end leaves room for the WhatsApp button.
 */
export function CompareTray({ picks }: { picks: readonly ComparePick[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const ready = picks.length >= COMPARE_LIMITS.minTools;
  return (
    <section
      aria-labelledby={headingId}
      className="sticky bottom-14 z-30 -mx-4 border-slate-200 border-t bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:mx-0 sm:rounded-xl sm:border md:bottom-0 md:pe-24"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="font-semibold text-slate-900 text-sm">
          {t("comparePage.tray.label")}{" "}
          <span aria-live="polite" className="font-normal text-slate-600">
            {t("comparePage.tray.count", { count: picks.length, max: COMPARE_LIMITS.maxTools })}
          </span>
        </h2>
        <ul className="hidden min-w-0 flex-1 flex-wrap gap-2 sm:flex">
          {picks.map((pick) => (
            <li
              key={pick.id}
              className="flex max-w-full items-center gap-1 rounded-full bg-slate-100 ps-3 text-slate-800 text-sm"
            >
              <span dir="auto" className="truncate">
                {pick.name}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 rounded-full"
                aria-label={t("comparePage.tray.remove", { name: pick.name })}
                onClick={() => removeComparePick(pick.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={clearComparePicks}>
            {t("comparePage.tray.clear")}
          </Button>
          {ready ? (
            <Button asChild size="sm">
              <Link to={comparePath(picks.map((pick) => pick.id))}>
                {t("comparePage.tray.compare")}
              </Link>
            </Button>
          ) : (
            <p className="text-slate-600 text-sm">{t("comparePage.tray.needMore")}</p>
          )}
        </div>
      </div>
    </section>
  );
}
