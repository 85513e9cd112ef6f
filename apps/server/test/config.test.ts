import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";

describe("configuration", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "hd-config-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: "test", DATA_DIR: dir, ...env });

  it("reads TRUST_PROXY as the number of proxies in front, true being one", () => {
    const cases: [string | undefined, number][] = [
      [undefined, 0],
      ["0", 0],
      ["false", 0],
      ["1", 1],
      ["true", 1],
      ["2", 2],
    ];
    for (const [value, hops] of cases) {
      expect(load(value === undefined ? {} : { TRUST_PROXY: value }).proxyHops, value).toBe(hops);
    }
    for (const bad of ["yes", "-1", "1.5", "10.0.0.1"]) {
      expect(() => load({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("takes exactly one address as MAIL_FROM", () => {
    expect(load({ MAIL_FROM: "no-reply@alpha.test" }).mailFrom).toBe("no-reply@alpha.test");
    for (const bad of ["a@x.com,b@y.net", "Alpha <a@x.com>", "a@x.com b@y.net"]) {
      expect(() => load({ MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM: must be one e-mail address/);
    }
  });
});
