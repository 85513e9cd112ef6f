/// <reference types="node" />
import { describe, expect, it } from "vitest";
import { CONFIGURATOR_JS_BUDGET_KB, measureConfiguratorJs } from "./configurator-js.ts";
import { demoSuite } from "./demo.ts";

const running = demoSuite();

describe("the configurator's first load", () => {
  it(`fetches at most ${CONFIGURATOR_JS_BUDGET_KB} KB of gzipped JavaScript before a phone's first choice`, async () => {
    const demo = await running();
    const { scripts, totalGzip } = await measureConfiguratorJs(demo.browser, demo.server.url);
    const listing = scripts
      .map((s) => `${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`)
      .join("\n");
    expect(scripts.length).toBeGreaterThan(0);
    // The list names what grew when the budget is broken.
    expect(totalGzip / 1024, listing).toBeLessThanOrEqual(CONFIGURATOR_JS_BUDGET_KB);
  });
});
