// @vitest-environment jsdom

import { afterEach, describe, expect, it } from "vitest";
import { knownDevice, rememberDevice } from "./known-devices.ts";

afterEach(() => localStorage.clear());

describe("known devices", () => {
  it("keeps one value per account, by its e-mail in any case", () => {
    rememberDevice("Mari@Example.com", "dev-1");
    rememberDevice("juri@example.com", "dev-2");
    rememberDevice("mari@example.com", "dev-3");
    expect(knownDevice(" MARI@example.com ")).toBe("dev-3");
    expect(knownDevice("juri@example.com")).toBe("dev-2");
    expect(knownDevice("kati@example.com")).toBeUndefined();
  });

  it("keeps the ten accounts logged in to last", () => {
    for (let i = 0; i < 12; i++) rememberDevice(`buyer${i}@example.com`, `dev-${i}`);
    expect(knownDevice("buyer1@example.com")).toBeUndefined();
    expect(knownDevice("buyer2@example.com")).toBe("dev-2");
    // Logging in again makes an account the newest: the next one drops the oldest after it.
    rememberDevice("buyer2@example.com", "dev-2b");
    rememberDevice("buyer12@example.com", "dev-12");
    expect(knownDevice("buyer2@example.com")).toBe("dev-2b");
    expect(knownDevice("buyer3@example.com")).toBeUndefined();
    expect(knownDevice("buyer12@example.com")).toBe("dev-12");
  });

  it("reads a damaged store as none and writes over it", () => {
    for (const damaged of ["{", "[1]", '"x"', '{"mari@example.com":7}']) {
      localStorage.setItem("knownDevices", damaged);
      expect(knownDevice("mari@example.com"), damaged).toBeUndefined();
    }
    rememberDevice("mari@example.com", "dev-1");
    expect(knownDevice("mari@example.com")).toBe("dev-1");
  });
});
