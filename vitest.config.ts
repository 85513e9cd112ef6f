import { defineConfig } from "vitest/config";

/** Unit and API suites; the browser suites have their own config in apps/web/e2e. */
export default defineConfig({
  test: {
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
