/**
 * Arabic (right-to-left) and Hindi (Devanagari) screenshots of the main pages and of every dashboard
 * tab for docs/screenshots/, taken from a running server:
 *   SCREENSHOTS_URL=http://127.0.0.1:3000 SCREENSHOTS_ADMIN_EMAIL=... SCREENSHOTS_ADMIN_PASSWORD=... \
 *     npm run screenshots
 * Uses the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Signs up a throw-away business
 * and vendor account per language and signs in as the admin (SCREENSHOTS_ADMIN_* or the server's
 * ADMIN_EMAIL / ADMIN_PASSWORD), see scripts/screenshots-accounts.ts. The server's PUBLIC_URL must be
 * SCREENSHOTS_URL (sign-up and sign-in accept only that origin).
 */
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { chromium } from "@playwright/test";
import { comparePath } from "../apps/web/src/features/compare/lib/compare-path.ts";
import {
  type Account,
  type AccountTexts,
  prepareAccounts,
  type StorageState,
  topToolIds,
} from "./screenshots-accounts.ts";

const BASE_URL = (process.env.SCREENSHOTS_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const OUT_DIR = resolve(import.meta.dirname, "../docs/screenshots");
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Each language's screenshots, its text direction and what its sample accounts write. */
const LANGUAGES = [
  {
    lang: "ar",
    dir: "rtl",
    accountName: "سارة المنصوري",
    vendorName: "خالد العتيبي",
    company: "شركة الأفق للتقنية",
    consultationDetails: "نريد أتمتة خدمة العملاء في متاجرنا الخمسة خلال ثلاثة أشهر.",
    reportReason: "تحتوي المراجعة على رابط إعلاني.",
    tools: [
      {
        name: "محلل المبيعات الذكي",
        description: "يتوقع المبيعات الأسبوعية لكل فرع من بيانات نقاط البيع.",
      },
      { name: "مساعد المخزون", description: "ينبه فريق المشتريات قبل نفاد الأصناف الأكثر طلبًا." },
    ],
  },
  {
    lang: "hi",
    dir: "ltr",
    accountName: "प्रिया शर्मा",
    vendorName: "राहुल वर्मा",
    company: "क्षितिज टेक्नोलॉजीज़",
    consultationDetails: "हम तीन महीनों में अपने पाँच स्टोर की ग्राहक सेवा को स्वचालित करना चाहते हैं।",
    reportReason: "समीक्षा में विज्ञापन का लिंक है।",
    tools: [
      {
        name: "स्मार्ट बिक्री विश्लेषक",
        description: "पॉइंट-ऑफ़-सेल डेटा से हर शाखा की साप्ताहिक बिक्री का अनुमान लगाता है।",
      },
      {
        name: "इन्वेंटरी सहायक",
        description: "सबसे ज़्यादा बिकने वाले सामान ख़त्म होने से पहले खरीद टीम को सचेत करता है।",
      },
    ],
  },
] as const satisfies readonly (AccountTexts & { dir: string })[];
type Language = Pick<(typeof LANGUAGES)[number], "lang" | "dir"> | typeof ENGLISH;

interface Shot {
  /** The file name without the language, e.g. "home" for home-ar.png and home-hi.png. */
  name: string;
  /** Added after the language, e.g. "-phone" for home-ar-phone.png. */
  suffix?: string;
  path: string | ((page: Page) => Promise<string>);
  viewport: { width: number; height: number };
  /** Whose session the page is seen with; anonymous without. */
  account?: Account;
  /** A tab to click after the page loads, by its value (Radix names the trigger "...-trigger-<value>"). */
  tab?: string;
  /** Scrolls the tab list up to the header, so the tab's own content fills the picture. */
  scrollToTabs?: boolean;
}

/** The most-reviewed tool, so its page shows ratings. */
async function toolPath(page: Page): Promise<string> {
  await page.goto(BASE_URL);
  const [id] = await topToolIds(page);
  return `/tool/${id}`;
}

const business = (tab: string): Shot => ({
  name: `dashboard-business-${tab}`,
  path: `/dashboard/business?tab=${tab}`,
  viewport: DESKTOP,
  account: "business",
});
/** The first tab is shown with the stat cards above it; the others scrolled to their content. */
const vendor = (tab: string, index: number): Shot => ({
  name: `dashboard-vendor-${tab}`,
  path: "/dashboard/vendor",
  viewport: DESKTOP,
  account: "vendor",
  tab,
  scrollToTabs: index > 0,
});
const admin = (tab: string, index: number): Shot => ({
  name: `dashboard-admin-${tab}`,
  path: "/dashboard/admin",
  viewport: DESKTOP,
  account: "admin",
  tab,
  scrollToTabs: index > 0,
});

/** The buyer's pages on a phone (issue 47): taken signed out, in English too. */
const PHONE_PUBLIC: Shot[] = [
  { name: "marketplace", suffix: "-phone", path: "/marketplace", viewport: PHONE },
  {
    name: "marketplace-search",
    suffix: "-phone",
    path: "/marketplace?q=whatsapp",
    viewport: PHONE,
  },
  { name: "tool", suffix: "-phone", path: toolPath, viewport: PHONE },
  {
    name: "compare",
    suffix: "-phone",
    path: comparePath(["qalam-support-desk", "saheli-whatsapp-chatbot", "sada-voice-agent"]),
    viewport: PHONE,
  },
  {
    name: "alternatives",
    suffix: "-phone",
    path: "/tool/qalam-support-desk/alternatives",
    viewport: PHONE,
  },
  { name: "consultation", suffix: "-phone", path: "/consultation", viewport: PHONE },
];

/** English has only the phone pictures of the buyer's pages (the others show Arabic and Hindi). */
const ENGLISH = { lang: "en", dir: "ltr" } as const;

const SHOTS: Shot[] = [
  ...PHONE_PUBLIC,
  { name: "home", path: "/", viewport: DESKTOP },
  { name: "marketplace", path: "/marketplace", viewport: DESKTOP },
  { name: "tool", path: toolPath, viewport: DESKTOP },
  { name: "consultation", path: "/consultation", viewport: DESKTOP },
  { name: "home", suffix: "-phone", path: "/", viewport: PHONE },
  ...["saved", "consultations", "recommendations"].map(business),
  ...["my-tools", "analytics", "activity"].map(vendor),
  { ...vendor("my-tools", 0), suffix: "-phone", viewport: PHONE },
  ...["pending", "users", "content", "consultations", "analytics", "audit"].map(admin),
  { ...admin("pending", 0), suffix: "-phone", viewport: PHONE },
];

async function settle(page: Page) {
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  // Let carousels and images finish their first paint.
  await page.waitForTimeout(500);
}

async function openTab(page: Page, shot: Shot) {
  await page.locator(`[role="tab"][id$="-trigger-${shot.tab}"]`).click();
  await page.waitForLoadState("networkidle");
  // The picture shows the tab, not the focus ring the click left on it.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  if (shot.scrollToTabs) {
    await page.evaluate(() => {
      const tabs = document.querySelector('[role="tablist"]');
      if (tabs) window.scrollBy(0, tabs.getBoundingClientRect().top - 80);
    });
  }
  // Lazily loaded charts show a pulsing placeholder until their code arrives.
  await page.waitForFunction(() => !document.querySelector(".animate-pulse"), null, {
    timeout: 15_000,
  });
  await page.waitForTimeout(500);
}

async function take(
  browser: Browser,
  shot: Shot,
  language: Language,
  accounts: Partial<Record<Account, StorageState>>,
) {
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: 1,
    // A phone picture is taken as a phone shows the page: touch, the mobile viewport.
    isMobile: shot.viewport === PHONE,
    hasTouch: shot.viewport === PHONE,
    locale: language.lang,
    storageState: shot.account ? accounts[shot.account] : undefined,
  });
  await context.addInitScript((lang) => {
    localStorage.setItem("language", lang);
    localStorage.setItem("cookie-consent", "accepted");
  }, language.lang);
  const page = await context.newPage();
  try {
    const path = typeof shot.path === "string" ? shot.path : await shot.path(page);
    await page.goto(`${BASE_URL}${path}`);
    await settle(page);
    if (shot.tab) await openTab(page, shot);
    const html = page.locator("html");
    const [lang, dir] = await Promise.all([html.getAttribute("lang"), html.getAttribute("dir")]);
    if (lang !== language.lang || dir !== language.dir) {
      throw new Error(`${path} is lang=${lang} dir=${dir}, not ${language.lang} ${language.dir}`);
    }
    const file = `${shot.name}-${language.lang}${shot.suffix ?? ""}.png`;
    await page.screenshot({ path: resolve(OUT_DIR, file) });
    process.stdout.write(`docs/screenshots/${file}  ${path}${shot.tab ? ` (${shot.tab})` : ""}\n`);
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
      const accounts = await prepareAccounts(browser, BASE_URL, language);
      for (const shot of SHOTS) await take(browser, shot, language, accounts);
    }
    for (const shot of PHONE_PUBLIC) await take(browser, shot, ENGLISH, {});
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
