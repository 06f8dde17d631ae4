import { defineConfig, devices } from "@playwright/test";

const PORT = 3100;
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-pass-phrase" };

/** End-to-end tests in the system Chromium against the production build and a fresh database. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "rm -rf .data-e2e && node --import tsx apps/server/src/index.ts",
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: ".data-e2e",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Each test plays a different client behind a proxy, so per-address rate limits stay real.
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
    },
  },
});
