import { describe, expect, it, vi } from "vitest";
import { centredPopupFeatures, openCentredPopup } from "./popup";

const placement = { screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 900 };

describe("centredPopupFeatures", () => {
  it("centres the popup over the window", () => {
    expect(centredPopupFeatures(placement, 500, 700)).toBe(
      "popup,width=500,height=700,left=500,top=150",
    );
  });

  it("never places it off the top-left of the screen", () => {
    const small = { screenX: 0, screenY: 0, outerWidth: 320, outerHeight: 480 };
    expect(centredPopupFeatures(small, 500, 700)).toBe("popup,width=500,height=700,left=0,top=0");
  });
});

describe("openCentredPopup", () => {
  const size = { width: 500, height: 700 };

  it("opens a popup and cuts its link back to this page", () => {
    const popup = { opener: {} as unknown };
    const open = vi.fn(() => popup as unknown as Window);
    expect(openCentredPopup("https://chat.test/", size, { ...placement, open })).toBe("popup");
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      "https://chat.test/",
      "_blank",
      "popup,width=500,height=700,left=500,top=150",
    );
    expect(popup.opener).toBeNull();
  });

  it("falls back to a new tab when the popup is blocked", () => {
    const open = vi.fn(() => null);
    expect(openCentredPopup("https://chat.test/", size, { ...placement, open })).toBe("tab");
    expect(open).toHaveBeenLastCalledWith("https://chat.test/", "_blank", "noopener");
  });
});
