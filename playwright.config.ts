import { defineConfig, devices } from "@playwright/test";

/** E2E_PORT and E2E_DATA_DIR let two runs share a machine. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? ".data-e2e";
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-pass-phrase" };

/** The phone every `*.phone.spec.ts` runs on: an iPhone 12-13-14's screen, in Chromium. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices["Pixel 7"].userAgent,
  browserName: "chromium" as const,
};

/** End-to-end tests in the system Chromium against the production build and a fresh database. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // An admin's sign-in has a second step (the authenticator code): the longest admin flows (sign
  // up a vendor, submit, sign in as admin, axe in two states) came within a few seconds of 30.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Admins must have two-factor sign-in: the e2e admin turns it on before any test signs in.
    { name: "setup", testMatch: /\.setup\.ts$/ },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      dependencies: ["setup"],
      testIgnore: [/\.setup\.ts$/, /\.last\.spec\.ts$/, /\.phone\.spec\.ts$/],
    },
    // A buyer on a phone (issue 47): 390x844, touch, a phone's user agent, in Chromium.
    {
      name: "phone",
      use: { ...PHONE },
      dependencies: ["setup"],
      testMatch: /\.phone\.spec\.ts$/,
    },
    // What changes state other tests rely on (releasing every unconfirmed consultation hold):
    // after every other test has finished.
    {
      name: "after-parallel",
      use: { ...devices["Desktop Chrome"] },
      dependencies: ["chromium", "phone"],
      testMatch: /\.last\.spec\.ts$/,
    },
  ],
  webServer: {
    // The bundled server `npm start` runs (test:e2e builds it first).
    command: `rm -rf ${E2E_DATA_DIR} && node --enable-source-maps apps/server/dist/index.js`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // No PUBLIC_URL: the server runs as in development, answering on localhost and 127.0.0.1 alike.
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Each test plays a different client behind a proxy, so per-address rate limits stay real.
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
    },
  },
});
