/**
 * Arabic (right-to-left) and Hindi (Devanagari) screenshots of the main pages for docs/screenshots/,
 * taken from a running server:
 *   SCREENSHOTS_URL=http://127.0.0.1:3000 npm run screenshots
 * Uses the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Signs up a throw-away
 * business account to show its dashboard, so the server's PUBLIC_URL must be SCREENSHOTS_URL
 * (sign-up accepts only that origin).
 */
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { chromium } from "@playwright/test";

const BASE_URL = (process.env.SCREENSHOTS_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const OUT_DIR = resolve(import.meta.dirname, "../docs/screenshots");
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Each language's screenshots, its text direction and the name its sample account shows. */
const LANGUAGES = [
  { lang: "ar", dir: "rtl", accountName: "سارة المنصوري" },
  { lang: "hi", dir: "ltr", accountName: "प्रिया शर्मा" },
] as const;
type Language = (typeof LANGUAGES)[number];

interface Shot {
  /** The file name without the language, e.g. "home" for home-ar.png and home-hi.png. */
  name: string;
  /** Added after the language, e.g. "-phone" for home-ar-phone.png. */
  suffix?: string;
  path: string | ((page: Page) => Promise<string>);
  viewport: { width: number; height: number };
  signedIn?: boolean;
}

/** The most-reviewed tool, so its page shows ratings. */
async function toolPath(page: Page): Promise<string> {
  const response = await page.request.get(`${BASE_URL}/api/tools?sort=reviews`);
  if (!response.ok()) throw new Error(`GET /api/tools answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error("The catalogue is empty");
  return `/tool/${items[0].id}`;
}

const SHOTS: Shot[] = [
  { name: "home", path: "/", viewport: DESKTOP },
  { name: "marketplace", path: "/marketplace", viewport: DESKTOP },
  { name: "tool", path: toolPath, viewport: DESKTOP },
  { name: "consultation", path: "/consultation", viewport: DESKTOP },
  { name: "dashboard-business", path: "/dashboard/business", viewport: DESKTOP, signedIn: true },
  { name: "home", suffix: "-phone", path: "/", viewport: PHONE },
];

/** Signs up a business account through the API from inside the page (same origin, cookies kept). */
async function signUpBusiness(page: Page, name: string) {
  await page.goto(`${BASE_URL}/auth`);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const status = await page.evaluate(
    async ({ id, name }) => {
      const response = await fetch("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name,
          email: `screenshots-${id}@example.test`,
          password: `screenshots-${id}-pass`,
          role: "business",
        }),
      });
      return response.status;
    },
    { id, name },
  );
  if (status === 403) {
    throw new Error(`Sign-up refused the origin: start the server with PUBLIC_URL=${BASE_URL}`);
  }
  if (status !== 200) throw new Error(`Sign-up answered ${status}`);
}

async function settle(page: Page) {
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  // Let carousels and images finish their first paint.
  await page.waitForTimeout(500);
}

async function take(browser: Browser, shot: Shot, language: Language) {
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: 1,
    locale: language.lang,
  });
  await context.addInitScript((lang) => {
    localStorage.setItem("language", lang);
    localStorage.setItem("cookie-consent", "accepted");
  }, language.lang);
  const page = await context.newPage();
  try {
    if (shot.signedIn) await signUpBusiness(page, language.accountName);
    const path = typeof shot.path === "string" ? shot.path : await shot.path(page);
    await page.goto(`${BASE_URL}${path}`);
    await settle(page);
    const html = page.locator("html");
    const [lang, dir] = await Promise.all([html.getAttribute("lang"), html.getAttribute("dir")]);
    if (lang !== language.lang || dir !== language.dir) {
      throw new Error(`${path} is lang=${lang} dir=${dir}, not ${language.lang} ${language.dir}`);
    }
    const file = `${shot.name}-${language.lang}${shot.suffix ?? ""}.png`;
    await page.screenshot({ path: resolve(OUT_DIR, file) });
    process.stdout.write(`docs/screenshots/${file}  ${path}\n`);
  } finally {
    await context.close();
  }
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const language of LANGUAGES) {
      for (const shot of SHOTS) await take(browser, shot, language);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
