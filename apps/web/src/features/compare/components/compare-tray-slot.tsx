import { lazy, Suspense } from "react";
import { useComparePicks } from "../hooks/use-compare-picks";

const CompareTray = lazy(() =>
  import("./compare-tray").then((module) => ({ default: module.CompareTray })),
);

/**
 * Where a page shows the comparison tray: nothing until a tool is picked, so a visitor who never
 * compares never loads the tray's code or texts.
 */
export function CompareTraySlot() {
  const picks = useComparePicks();
  if (picks.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray picks={picks} />
    </Suspense>
  );
}
