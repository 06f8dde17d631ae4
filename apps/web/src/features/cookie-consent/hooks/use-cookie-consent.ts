import { STORAGE_KEYS } from "@app/shared/i18n";
import { useCallback, useState } from "react";
import { rendersServerHtml } from "@/lib/render-phase";
import { readStorage, writeStorage } from "@/lib/storage";
import { useAfterHydration } from "@/lib/use-hydrated";

export type CookieChoice = "accepted" | "declined";

/** The choice kept in this browser, null when none was made. */
export function storedChoice(): CookieChoice | null {
  const value = readStorage(STORAGE_KEYS.cookieConsent);
  return value === "accepted" || value === "declined" ? value : null;
}

/**
 * The visitor's cookie choice; null until they accept or decline, undefined while unknown (the
 * server's HTML, which cannot see the stored choice, and its hydration).
 */
export function useCookieConsent() {
  const [choice, setChoice] = useState<CookieChoice | null | undefined>(() =>
    rendersServerHtml() ? undefined : storedChoice(),
  );
  useAfterHydration(() =>
    setChoice((current) => (current === undefined ? storedChoice() : current)),
  );

  const choose = useCallback((next: CookieChoice) => {
    writeStorage(STORAGE_KEYS.cookieConsent, next);
    setChoice(next);
  }, []);

  return { choice, choose };
}
