import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";

/** Steps of the consultation form's slot picker and its hold e-mail, shared by the slot specs. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
export const dayGroup = (page: Page) => page.getByRole("group", { name: "Day" });
export const timeGroup = (page: Page) =>
  page.getByRole("group", { name: /^Time, in your time zone/ });

/**
 * Picks a free time on the `day`-th offered day (each test its own day, so tests running side by
 * side do not reach for the same slot) and returns the time's label.
 */
export async function pickTime(page: Page, day: number): Promise<string> {
  await dayGroup(page).getByRole("radio").nth(day).check();
  const time = timeGroup(page).getByRole("radio").first();
  const label = ((await time.locator("xpath=..").textContent()) ?? "").trim();
  await time.check();
  return label;
}

/** The confirm link of the hold e-mail sent to `email`, as a path. */
export async function confirmPath(page: Page, email: string): Promise<string> {
  const mail = await waitForMail(
    page.request,
    (m) => m.to === email.toLowerCase() && m.subject.startsWith("Confirm your consultation time"),
    "hold confirmation link",
  );
  const link = /https?:\/\/\S+\/consultation\/confirm\?token=[\w-]+/.exec(mail.text)?.[0] ?? "";
  expect(link).not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Confirms a held time as its requester would: the link's page, then its button. */
export async function confirmHold(page: Page, email: string) {
  await page.goto(await confirmPath(page, email));
  await expect(
    page.getByRole("heading", { level: 1, name: "Confirm your consultation time" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Confirm my time" }).click();
  await expect(page.getByText("Your consultation is booked")).toBeVisible();
}

export async function fillContact(page: Page, name: string, email: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
}
