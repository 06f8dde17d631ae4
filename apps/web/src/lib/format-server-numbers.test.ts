import { describe, expect, it, onTestFinished, vi } from "vitest";

/** A fresh copy of lib/format each test: the server's numbers are kept per page load. */
const freshFormat = async () => {
  vi.resetModules();
  return import("./format");
};

describe("numbers formatted by the server", () => {
  it("are recorded by language, options and value during a render", async () => {
    const { formatNumber, formatPrice, formatRating, recordNumbers } = await freshFormat();
    formatNumber(5, "en"); // before the render: not recorded
    const stop = recordNumbers();
    formatNumber(1234, "hi");
    formatRating(4.46, "en");
    formatPrice(49, "USD", "en");
    const recorded = stop();
    formatNumber(7, "en"); // after it: not recorded
    expect(recorded).toEqual({
      "hi {} 1234": "1,234",
      'en {"minimumFractionDigits":1,"maximumFractionDigits":1} 4.46': "4.5",
      'en {"style":"currency","currency":"USD"} 49': "$49.00",
    });
  });

  it("are shown again while hydrating without making an Intl number formatter", async () => {
    const server = await freshFormat();
    const stop = server.recordNumbers();
    const serverText = [server.formatNumber(1234567, "hi"), server.formatRating(3.95, "ar")];
    const numbers = stop();

    const browser = await freshFormat();
    browser.rememberServerNumbers(numbers);
    let made = 0;
    const IntlNumberFormat = Intl.NumberFormat;
    Intl.NumberFormat = class Counted extends IntlNumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made++;
      }
    } as typeof Intl.NumberFormat;
    onTestFinished(() => {
      Intl.NumberFormat = IntlNumberFormat;
    });
    expect([browser.formatNumber(1234567, "hi"), browser.formatRating(3.95, "ar")]).toEqual(
      serverText,
    );
    expect(made).toBe(0);
    // A number the server did not show is formatted by Intl as before.
    expect(browser.formatNumber(42, "hi")).toBe("42");
    expect(made).toBe(1);
  });
});
