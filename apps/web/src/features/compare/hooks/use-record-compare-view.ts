import { COMPARE_LIMITS } from "@app/shared/catalog";
import { useEffect, useRef } from "react";
import { recordCompareView } from "../api/record-compare-view";

/**
 * Records the comparison on screen once per set of tools (not again on a re-render, a highlight
 * or a second effect in development); nothing for fewer than two tools.
 */
export function useRecordCompareView(tools: readonly { id: string }[]) {
  const sent = useRef<string | undefined>(undefined);
  const key =
    tools.length >= COMPARE_LIMITS.minTools
      ? tools
          .map((tool) => tool.id)
          .sort()
          .join(",")
      : undefined;
  useEffect(() => {
    if (key === undefined || sent.current === key) return;
    sent.current = key;
    recordCompareView(key.split(","));
  }, [key]);
}
