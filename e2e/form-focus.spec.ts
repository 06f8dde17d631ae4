import { expect, test } from "./fixtures.ts";

/**
 * A submission that fails validation sends the focus to the first invalid field once. A reader
 * who starts typing there at once keeps the focus, even when the field has become valid by the
 * time the browser gets round to its timers (react-hook-form refocuses in a timer; a busy phone
 * runs typing before it).
 */
test("typing in the first invalid field right after a failed submit keeps the focus there", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  await page.goto("/consultation");
  const name = page.getByRole("textbox", { name: "Full Name" });
  await expect(name).toBeEnabled();

  const focused = await page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('input[name="name"]');
    const form = input?.form;
    if (!input || !form) throw new Error("no consultation form");
    // Microtasks only: no timer can run in between.
    const settle = async (done: () => boolean) => {
      for (let turn = 0; turn < 2_000 && !done(); turn += 1) await Promise.resolve();
    };
    form.requestSubmit();
    await settle(() => document.activeElement === input);
    if (document.activeElement !== input) return `after submit: ${document.activeElement?.id}`;
    // Typed before any timer runs: the name becomes valid, the e-mail is still invalid.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setValue?.call(input, "Quick Typist");
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await settle(() => input.getAttribute("aria-invalid") !== "true");
    await new Promise((resolve) => setTimeout(resolve, 100));
    return document.activeElement === input
      ? "name"
      : (document.activeElement?.getAttribute("name") ?? "none");
  });
  expect(focused).toBe("name");
  await expect(name).toHaveValue("Quick Typist");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
});
