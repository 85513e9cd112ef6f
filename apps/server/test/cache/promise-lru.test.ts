import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PromiseLru } from "../../src/lib/promise-lru.ts";

describe("PromiseLru", () => {
  it("shares one load among callers asking while it runs", async () => {
    const cache = new PromiseLru<number>(10);
    let loads = 0;
    const load = async () => {
      loads++;
      return 42;
    };
    const answers = await Promise.all([cache.get("a", load), cache.get("a", load)]);
    expect(answers).toEqual([42, 42]);
    expect(await cache.get("a", load)).toBe(42);
    expect(loads).toBe(1);
  });

  it("runs a lazy thenable's work once (a query builder runs its query on every await)", async () => {
    const cache = new PromiseLru<number[]>(10);
    let runs = 0;
    const query = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable as query builders are
      then(resolve: (rows: number[]) => void) {
        runs++;
        resolve([1, 2]);
      },
    } as unknown as Promise<number[]>;
    expect(await cache.get("rows", () => query)).toEqual([1, 2]);
    expect(await cache.get("rows", () => query)).toEqual([1, 2]);
    expect(runs).toBe(1);
  });

  it("forgets a failed load, so the next caller loads again", async () => {
    const cache = new PromiseLru<string>(10);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(cache.has("a")).toBe(false);
    expect(await cache.get("a", async () => "up")).toBe("up");
  });

  it("lets the least recently used key go first", async () => {
    const cache = new PromiseLru<string>(2);
    await cache.get("a", async () => "a");
    await cache.get("b", async () => "b");
    await cache.get("a", async () => "again");
    await cache.get("c", async () => "c");
    expect(cache.has("a")).toBe(true);
    expect(cache.has("b")).toBe(false);
    expect(cache.has("c")).toBe(true);
  });

  it("never holds more than its limit, and always the key asked for last", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.constantFrom("a", "b", "c", "d", "e", "f", "g"), { minLength: 1 }),
        async (max, keys) => {
          const cache = new PromiseLru<string>(max);
          for (const key of keys) {
            expect(await cache.get(key, async () => key)).toBe(key);
            expect(cache.size).toBeLessThanOrEqual(max);
          }
          expect(cache.has(keys.at(-1) ?? "")).toBe(true);
        },
      ),
    );
  });
});
