import { describe, expect, it } from "vitest";
import { PersonalCache, personal } from "../../src/auth/personal-cache.ts";

describe("the personal cache's two stores", () => {
  it("keeps only so many whole answers, without pushing out the small facts, and clears both", async () => {
    const cache = new PersonalCache();
    let loads = 0;
    const fact = () => personal(cache, "login:1:hash", async () => ++loads);
    expect(await fact()).toBe(1);
    // Many more whole answers than the store holds (a room's groups each, tens of KB).
    for (let i = 0; i < 1_500; i += 1) {
      await personal(cache, `own-room-groups:${i}`, async () => ({ i }), "answer");
    }
    expect(cache.answers.size).toBe(1_000);
    expect(cache.answers.has("own-room-groups:0")).toBe(false);
    expect(cache.answers.has("own-room-groups:1499")).toBe(true);
    expect(await fact()).toBe(1);

    cache.clear();
    expect(cache.answers.size).toBe(0);
    expect(await fact()).toBe(2);
  });

  it("loads every time without a cache (a process that keeps nothing)", async () => {
    let loads = 0;
    await personal(null, "user:1", async () => ++loads);
    await personal(null, "user:1", async () => ++loads, "answer");
    expect(loads).toBe(2);
  });
});
