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
      expect(load(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy, value).toEqual({
        hops,
      });
    }
  });

  it("reads TRUST_PROXY as the proxies' addresses and ranges, IPv4 and IPv6", () => {
    expect(load({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).trustProxy).toEqual({
      proxies: ["10.0.0.0/8", "127.0.0.1"],
    });
    expect(load({ TRUST_PROXY: " 10.0.0.1 , fd00::/8, ::1 " }).trustProxy).toEqual({
      proxies: ["10.0.0.1", "fd00::/8", "::1"],
    });
  });

  it("refuses a TRUST_PROXY that is neither, naming what is wrong", () => {
    for (const bad of [
      "yes",
      "-1",
      "1.5",
      "",
      "10.0.0.256",
      "10.0.0.0/33",
      "10.0.0.0/0",
      "10.0.0.0/8/8",
      "10.0.0.0/x",
      "fd00::/129",
      "10.0.0.1,",
      "10.0.0.1,loopback",
      "proxy.internal",
    ]) {
      expect(() => load({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be the proxies' addresses or ranges/,
      );
    }
    expect(() => load({ TRUST_PROXY: "10.0.0.1,10.0.0.0/40" })).toThrow(/not "10.0.0.0\/40"/);
  });

  it("refuses production without SMTP_URL unless mail is turned off", () => {
    const production = { NODE_ENV: "production", APP_KEY: "k".repeat(32) };
    expect(() => loadConfig(production)).toThrow(
      /SMTP_URL: is required in production .*or MAIL=off/,
    );
    expect(loadConfig({ ...production, MAIL: "off" }).mail).toEqual({ to: "off" });
    expect(loadConfig({ ...production, SMTP_URL: "smtp://mail.example.test:25" }).mail).toEqual({
      to: "smtp",
      url: "smtp://mail.example.test:25",
    });
    // Outside production mail goes to the outbox folder by default.
    expect(load({}).mail).toEqual({ to: "outbox", listed: false });
  });

  it("refuses MAIL=off beside settings that would send or list mail, and other values", () => {
    expect(() => load({ MAIL: "off", SMTP_URL: "smtp://mail.example.test:25" })).toThrow(
      /MAIL=off: no mail is sent or kept, so SMTP_URL and MAIL_OUTBOX_PAGE must not be set/,
    );
    expect(() => load({ MAIL: "off", MAIL_OUTBOX_PAGE: "1" })).toThrow(/MAIL=off/);
    expect(() => load({ MAIL: "no" })).toThrow(/MAIL:/);
  });

  it("takes a SHUTDOWN_DRAIN shorter than SHUTDOWN_TIMEOUT, none unless set", () => {
    expect(load({}).shutdownDrainMs).toBe(0);
    expect(load({ SHUTDOWN_DRAIN: "5", SHUTDOWN_TIMEOUT: "20" }).shutdownDrainMs).toBe(5_000);
    expect(() => load({ SHUTDOWN_DRAIN: "15" })).toThrow(
      /SHUTDOWN_DRAIN: must be shorter than SHUTDOWN_TIMEOUT \(15 s\)/,
    );
    expect(() => load({ SHUTDOWN_DRAIN: "-1" })).toThrow(/SHUTDOWN_DRAIN/);
  });

  it("takes exactly one address as MAIL_FROM", () => {
    expect(load({ MAIL_FROM: "no-reply@alpha.test" }).mailFrom).toBe("no-reply@alpha.test");
    for (const bad of ["a@x.com,b@y.net", "Alpha <a@x.com>", "a@x.com b@y.net"]) {
      expect(() => load({ MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM: must be one e-mail address/);
    }
  });
});
