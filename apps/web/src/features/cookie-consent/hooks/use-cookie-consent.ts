import { STORAGE_KEYS } from "@app/shared/i18n";
import { useCallback, useState } from "react";
import { readStorage, writeStorage } from "@/lib/storage";

export type CookieChoice = "accepted" | "declined";

/** The choice kept in this browser, null when none was made. */
export function storedChoice(): CookieChoice | null {
  const value = readStorage(STORAGE_KEYS.cookieConsent);
  return value === "accepted" || value === "declined" ? value : null;
}

/**
 * The visitor's cookie choice, null until they accept or decline. Only the banner uses it, and it
 * mounts after hydration (CookieBannerSlot), so the stored choice can be read at once.
 */
export function useCookieConsent() {
  const [choice, setChoice] = useState<CookieChoice | null>(storedChoice);

  const choose = useCallback((next: CookieChoice) => {
    writeStorage(STORAGE_KEYS.cookieConsent, next);
    setChoice(next);
  }, []);

  return { choice, choose };
}
