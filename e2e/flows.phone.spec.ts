import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, newAccount, test } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";

/**
 * Issue 47, "Flows that end somewhere" and "Findable", on a phone: sign-up ends on the dashboard
 * with the welcome and the confirm-e-mail notice on top; a consultation request ends on its
 * confirmation view with the time and its .ics file; the footer links the regional pages; the
 * phone bar's Book a Call opens the site's own form. English, Arabic and Hindi.
 */

type Lang = "en" | "ar" | "hi";
type Tree = { [key: string]: string | Tree };

const LOCALES = new URL("../apps/web/src/locales/", import.meta.url);
const read = (file: URL) => JSON.parse(readFileSync(file, "utf8")) as Tree;
const trees = Object.fromEntries(
  (["en", "ar", "hi"] as const).map((lang) => {
    const tree = read(new URL(`${lang}.json`, LOCALES));
    for (const entry of readdirSync(LOCALES, { withFileTypes: true })) {
      const file = new URL(`${entry.name}/${lang}.json`, LOCALES);
      if (entry.isDirectory() && existsSync(file)) tree[entry.name] = read(file);
    }
    return [lang, tree];
  }),
) as Record<Lang, Tree>;

/** The app's text for a dotted key in a language, its {{values}} filled in. */
function text(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const value = key.split(".").reduce<string | Tree | undefined>((node, part) => {
    return typeof node === "object" ? node[part] : undefined;
  }, trees[lang]);
  if (typeof value !== "string") throw new Error(`No ${lang} text for ${key}`);
  return value.replace(/\{\{(\w+)(, number)?\}\}/g, (_, name: string) => values[name] ?? "");
}

const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);

test.beforeEach(async ({ page }) => {
  // The cookie choice is made, so the banner covers neither the phone bar nor the form.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

test("a business signs up in Hindi and lands on its dashboard: welcome, first steps, confirm notice on top", async ({
  page,
}) => {
  const lang = "hi";
  const account = newAccount("flow-hi");
  await page.goto(`/hi/auth?tab=signup`);
  await page.getByLabel(text(lang, "auth.fields.fullName")).fill(account.name);
  await page.getByLabel(text(lang, "auth.fields.email")).fill(account.email);
  await page.getByLabel(text(lang, "auth.fields.password"), { exact: true }).fill(account.password);
  await page.getByLabel(text(lang, "auth.fields.confirmPassword")).fill(account.password);
  await page.getByRole("button", { name: text(lang, "auth.submit.signUp") }).click();

  await expect(page).toHaveURL(/\/hi\/dashboard\/business$/);
  const notice = page.getByRole("region", { name: text(lang, "verifyEmail.title") });
  const welcome = page.getByRole("region", {
    name: text(lang, "dashboard.firstSteps.title", { brand: "VettedAI", name: account.name }),
  });
  await expect(notice).toBeInViewport();
  await expect(welcome).toBeVisible();
  // The notice comes before the welcome and before the tabs, whichever tab is open.
  const tabs = page.getByRole("tablist");
  const [noticeBox, welcomeBox, tabsBox] = await Promise.all([
    notice.boundingBox(),
    welcome.boundingBox(),
    tabs.boundingBox(),
  ]);
  expect(noticeBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(welcomeBox?.y ?? 0);
  expect(noticeBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(tabsBox?.y ?? 0);
  // The first steps, in Hindi and within the language.
  for (const [key, path] of [
    ["browse", "/hi/marketplace"],
    ["maturity", "/hi/digital-maturity"],
    ["consultation", "/hi/consultation"],
  ] as const) {
    await expect(
      welcome.getByRole("link", { name: new RegExp(text(lang, `dashboard.firstSteps.${key}`)) }),
    ).toHaveAttribute("href", path);
  }
  // The confirm mail went out to the address the notice names.
  await expect(notice).toContainText(account.email);
  await waitForMail(page.request, (m) => m.to === account.email.toLowerCase(), "confirm mail");
});

test("a consultation in Arabic with a held time ends on its confirmation view with the time and an .ics file", async ({
  page,
}) => {
  const lang = "ar";
  const account = newAccount("flow-ar");
  await page.goto("/ar/consultation");
  await page.getByRole("radio", { name: text(lang, "slots.mode.slot") }).check();
  await page
    .getByRole("group", { name: text(lang, "slots.picker.days") })
    .getByRole("radio")
    .nth(6)
    .check();
  const time = page
    .getByRole("group", { name: new RegExp(`^${text(lang, "slots.picker.times")}`) })
    .getByRole("radio")
    .first();
  const picked = ((await time.locator("xpath=..").textContent()) ?? "").split(" · ")[0]?.trim();
  expect(picked).not.toBe("");
  await time.check();
  await page.getByLabel(text(lang, "consultation.fields.name")).fill(account.name);
  await page.getByLabel(text(lang, "consultation.fields.email")).fill(account.email);
  await page.getByRole("button", { name: text(lang, "consultation.submit") }).click();

  // Not signed in: the time is held, and the view says to confirm it from the e-mail.
  const heading = page.getByRole("heading", {
    level: 2,
    name: text(lang, "consultation.done.held.title"),
  });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const when = page.getByTestId("consultation-time");
  await expect(when).toContainText(picked ?? "");
  const startsAt = await when.getAttribute("datetime");
  expect(startsAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  // Said honestly: only held until the e-mail's link confirms it.
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: picked ?? "" })
      .filter({ hasText: "30" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: text(lang, "consultation.done.next") }),
  ).toBeVisible();
  // Not signed in: no dashboard to go to.
  await expect(
    page.getByRole("link", { name: text(lang, "consultation.done.dashboard") }),
  ).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: text(lang, "consultation.done.ics") }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("consultation.ics");
  const ics = readFileSync(await download.path(), "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(ics).toContain("BEGIN:VEVENT");
  const utc = new Date(startsAt ?? "")
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  expect(ics).toContain(`DTSTART:${utc}`);
  expect(ics).toContain("STATUS:TENTATIVE");

  // The hold e-mail is real: its confirm link went to the address given.
  await waitForMail(
    page.request,
    (m) => m.to === account.email.toLowerCase() && m.text.includes("/consultation/confirm?token="),
    "hold confirmation link",
  );
});

test("the footer's regions link to the regional pages in English, Arabic and Hindi", async ({
  page,
}) => {
  for (const lang of ["en", "ar", "hi"] as const) {
    await page.goto(`${prefix(lang)}/about`);
    const footer = page.getByRole("contentinfo");
    for (const [key, path] of [
      ["dubaiUae", "/regions/uae"],
      ["india", "/regions/india"],
      ["saudi", "/regions/saudi"],
    ] as const) {
      await expect(
        footer.getByRole("link", { name: text(lang, `footer.regions.${key}`), exact: true }),
      ).toHaveAttribute("href", `${prefix(lang)}${path}`);
    }
    // A served region without a page stays named, unlinked.
    await expect(
      footer.getByText(text(lang, "footer.regions.canada"), { exact: true }),
    ).toBeVisible();
  }
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: text("hi", "footer.regions.saudi"), exact: true })
    .click();
  await expect(page).toHaveURL(/\/hi\/regions\/saudi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    text("hi", "regions.saudi.title"),
  );
});

test("the phone bar's Book a Call opens the site's own booking form, in the reader's language", async ({
  page,
}) => {
  await openFromBar(page, "en");
  await openFromBar(page, "ar");
});

async function openFromBar(page: Page, lang: Lang) {
  await page.goto(`${prefix(lang)}/marketplace`);
  const bookCall = page.getByRole("link", { name: text(lang, "cta.bookCall") });
  await expect(bookCall).toBeInViewport();
  await expect(bookCall).not.toHaveAttribute("target", "_blank");
  await bookCall.click();
  await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/consultation$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    text(lang, "consultation.title"),
  );
  await expect(page.getByRole("radio", { name: text(lang, "slots.mode.slot") })).toBeVisible();
}
