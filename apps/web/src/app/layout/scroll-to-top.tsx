import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls to the top on every path change (SPEC §2). Not on arrival: the page came from the
 * server and the reader may have scrolled it before its code ran.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
