import path from "node:path";
import { defineConfig } from "vitest/config";

const apiTests = ["apps/server/test/**/*.test.ts"];
const postgresUrl = process.env.TEST_DATABASE_URL;

/** Unit tests beside the code; API integration tests on PGlite, and on PostgreSQL when given one. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/*/src/**/*.test.{ts,tsx}",
            "apps/web/vite-plugins/*.test.ts",
          ],
          environment: "node",
        },
        // The web app's `@/` imports, as in apps/web/vite.config.ts.
        resolve: { alias: { "@": path.resolve(import.meta.dirname, "apps/web/src") } },
      },
      {
        test: {
          name: "api-pglite",
          include: apiTests,
          env: { TEST_DB: "pglite" },
          // One embedded database per worker, reused by every file in it (see test/harness.ts).
          isolate: false,
          pool: "forks",
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: "api-postgres",
                include: apiTests,
                env: { TEST_DB: "postgres" },
                isolate: false,
                pool: "forks" as const,
                globalSetup: ["apps/server/test/postgres-global-setup.ts"],
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
