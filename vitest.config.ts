import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The server's test files that mock a module (`vi.mock`), found by reading them: they run
 * isolated, so that a mock never reaches another file (decision 060).
 */
const MOCKING_SERVER_TESTS = readdirSync(path.join(import.meta.dirname, "apps/server/test"), {
  recursive: true,
})
  .map((file) => `apps/server/test/${file}`)
  .filter(
    (file) =>
      file.endsWith(".test.ts") &&
      /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(import.meta.dirname, file), "utf8")),
  );

/** What both of the server's projects share. */
const SERVER_TESTS = {
  globalSetup: ["apps/server/test/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

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
          exclude: MOCKING_SERVER_TESTS,
          ...SERVER_TESTS,
          // A worker keeps the server's modules between its files instead of loading them anew
          // for each (about 3 s a file, a quarter of this project's time): every file starts its
          // own servers and databases, and the modules' own state is shared by a file's several
          // servers already. Files that mock a module run isolated, below.
          isolate: false,
        },
      },
      {
        test: {
          name: "server-mocking",
          include: MOCKING_SERVER_TESTS,
          ...SERVER_TESTS,
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
