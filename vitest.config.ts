import { defineConfig } from "vitest/config";

/** Unit and API suites; the browser suites have their own config in apps/web/e2e. */
export default defineConfig({
  test: {
    // Two files at a time, as the browser suite runs (`npm test` runs the two suites one after
    // the other): vitest's default on a 2-core machine is one, and an API suite spends much of
    // its time waiting on its databases.
    maxWorkers: 2,
    projects: [
      { test: { name: "core", include: ["packages/core/src/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          globalSetup: ["apps/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          setupFiles: ["apps/web/src/test-setup.ts"],
          // A form filled key by key takes a second or two; CI runs these beside the browser
          // tests on the same two cores, where vitest's default of 5 s was seen to run out.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
