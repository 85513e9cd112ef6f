import { describe, expect, it } from "vitest";
import { ReadCache } from "../../src/cache/read-cache.ts";

/** A change count the test moves, whose reads the test answers one by one. */
function countSource() {
  let value = 0;
  const pending: { resolve: (v: number) => void; seen: number }[] = [];
  return {
    reads: () => pending.length,
    bump: () => {
      value++;
    },
    /** Answers the oldest read under way with the count as it was when that read was made. */
    answer: async () => {
      const read = pending.shift();
      read?.resolve(read.seen);
      await new Promise((r) => setImmediate(r));
    },
    read: () =>
      new Promise<number>((resolve) => {
        pending.push({ resolve, seen: value });
      }),
  };
}

describe("the read cache's comparison with the database", () => {
  it("serves a request only from a comparison that started after it arrived", async () => {
    const source = countSource();
    const cache = new ReadCache(source.read);
    let loads = 0;
    const load = () => cache.get("k", async () => ++loads);

    await Promise.all([cache.sync(performance.now()), source.answer()]);
    expect(await load()).toBe(1);

    // A comparison starts; then a write commits; then a request arrives.
    const early = cache.sync(performance.now());
    source.bump();
    const late = cache.sync(performance.now());
    await source.answer(); // the early comparison saw the count before the write
    await early;
    expect(source.reads()).toBe(1); // the late request's own comparison started only now
    await source.answer();
    await late;
    expect(await load()).toBe(2);
  });

  it("runs one comparison at a time, shared by every request that waits for it", async () => {
    const source = countSource();
    const cache = new ReadCache(source.read);
    const first = cache.sync(performance.now());
    const waiting = Array.from({ length: 50 }, () => cache.sync(performance.now()));
    expect(source.reads()).toBe(1);
    await source.answer();
    await first;
    expect(source.reads()).toBe(1);
    await source.answer();
    await Promise.all(waiting);
    expect(source.reads()).toBe(0);
  });

  it("forgets everything when a change is announced, without asking anyone", async () => {
    const cache = new ReadCache(null);
    let loads = 0;
    const load = () => cache.get("k", async () => ++loads);
    await cache.sync(performance.now());
    expect(await load()).toBe(1);
    expect(await load()).toBe(1);
    cache.forget();
    expect(await load()).toBe(2);
  });
});
