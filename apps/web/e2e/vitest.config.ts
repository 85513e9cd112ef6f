import { defineConfig } from "vitest/config";

/**
 * Browser tests: the built server in its own process and the system Chromium. Run after
 * `npm run build`; a missing build or browser fails the run rather than skipping it.
 */
export default defineConfig({
  test: {
    name: "web-e2e",
    root: import.meta.dirname,
    include: ["**/*.e2e.test.ts"],
    globalSetup: ["./global-setup.ts"],
    environment: "node",
    testTimeout: 120_000,
    // What a page shows after a server round trip can take seconds on a busy machine; a poll
    // waits as long as a locator does rather than vitest's default second.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 240_000,
    // Two files at a time: each starts its own server on its own port and data folder, and
    // much of a browser test is waiting, so two share a 2-core machine well and keep CI in time.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
