/** Where the current browser window sits on the screen, as `window` reports it. */
export interface WindowPlacement {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** window.open features for a popup of the given size centred over the current window. */
export function centredPopupFeatures(
  placement: WindowPlacement,
  width: number,
  height: number,
): string {
  const left = Math.max(0, Math.round(placement.screenX + (placement.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(placement.screenY + (placement.outerHeight - height) / 2));
  return `popup,width=${width},height=${height},left=${left},top=${top}`;
}

export type PopupOutcome = "popup" | "tab";

type Opener = Pick<Window, "open"> & WindowPlacement;

/**
 * Opens url in a centred popup; when the browser blocks it (open returns null) falls back to a
 * new tab. The popup gets no handle back to this page. The tab opens with noopener, so whether
 * it was blocked too cannot be known: callers show a plain link after the "tab" outcome.
 */
export function openCentredPopup(
  url: string,
  size: { width: number; height: number },
  win: Opener = window,
): PopupOutcome {
  const popup = win.open(url, "_blank", centredPopupFeatures(win, size.width, size.height));
  if (popup) {
    popup.opener = null;
    return "popup";
  }
  win.open(url, "_blank", "noopener");
  return "tab";
}
