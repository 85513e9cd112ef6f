import { describe, expect, it } from "vitest";
import { type ChangeCounts, ReadCache } from "../../src/cache/read-cache.ts";
import { PromiseLru } from "../../src/lib/promise-lru.ts";

/** Change counts the test moves, whose reads the test answers one by one. */
function countSource() {
  let value = 0;
  let personal = 0;
  const pending: { resolve: (v: ChangeCounts) => void; seen: ChangeCounts }[] = [];
  return {
    reads: () => pending.length,
    bump: () => {
      value++;
    },
    bumpPersonal: () => {
      personal++;
    },
    /** Answers the oldest read under way with the count as it was when that read was made. */
    answer: async () => {
      const read = pending.shift();
      read?.resolve(read.seen);
      await new Promise((r) => setImmediate(r));
    },
    read: () =>
      new Promise<ChangeCounts>((resolve) => {
        pending.push({ resolve, seen: { value, personal } });
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

  it("forgets a logged-in person's reads when their count moved, and only those", async () => {
    const source = countSource();
    const personal = new PromiseLru<unknown>(10);
    const cache = new ReadCache(source.read, 10, personal);
    const sync = async () => {
      const done = cache.sync(performance.now());
      await source.answer();
      await done;
    };
    let shared = 0;
    let own = 0;
    const loadShared = () => cache.get("shared", async () => ++shared);
    const loadOwn = () => personal.get("own", async () => ++own);
    await sync();
    expect([await loadShared(), await loadOwn()]).toEqual([1, 1]);
    const generation = cache.generation;

    // A logout or a saved package elsewhere: the person's reads go, the catalogue stays.
    source.bumpPersonal();
    await sync();
    expect([await loadShared(), await loadOwn()]).toEqual([1, 2]);
    expect(cache.generation).toBe(generation);

    // A catalogue change: the shared answers go, and answers built on them change their key.
    source.bump();
    await sync();
    expect([await loadShared(), await loadOwn()]).toEqual([2, 2]);
    expect(cache.generation).toBe(generation + 1);
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
