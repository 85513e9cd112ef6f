// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  migratePrimary,
  PRIMARY_STORE_KEY,
  PRIMARY_STORE_VERSION,
  usePrimaryStore,
} from "./store.ts";

describe("migratePrimary", () => {
  it("is stored under `primary` at version 2", () => {
    expect(PRIMARY_STORE_KEY).toBe("primary");
    expect(PRIMARY_STORE_VERSION).toBe(2);
    const options = usePrimaryStore.persist.getOptions();
    expect(options.name).toBe("primary");
    expect(options.version).toBe(2);
  });

  it("persists the login and the changed design only: no rooms, groups, app flags or locale", () => {
    usePrimaryStore
      .getState()
      .setSelections({ layout: "1:3:0", package: "custom", choices: { "1:2": 5 } });
    const written = JSON.parse(localStorage.getItem("primary") ?? "{}");
    expect(written.version).toBe(2);
    expect(Object.keys(written.state).sort()).toEqual(["selections", "token"]);
    expect(written.state.selections.choices).toEqual({ "1:2": 5 });
  });

  it("clears stored selections and summaryLoadedFirstTime of older versions, keeping the login", () => {
    const old = {
      user: { token: "abc", email: "buyer@example.com" },
      selections: [{ room: 1, group: 2, asset: 3 }],
      summaryLoadedFirstTime: true,
      app: { summaryLoadedFirstTime: true },
    };
    expect(migratePrimary(old, 1)).toEqual({ token: "abc", selections: null });
    expect(migratePrimary(old, 0)).toEqual({ token: "abc", selections: null });
  });

  it("keeps well-formed state of the current version and drops malformed parts", () => {
    expect(
      migratePrimary(
        {
          token: "t",
          selections: { layout: "1:3:0", package: "4", choices: { "1:2": 5, "1:3": "x" } },
        },
        2,
      ),
    ).toEqual({
      token: "t",
      selections: { layout: "1:3:0", package: "4", choices: { "1:2": 5 } },
    });
    // The first shape of version 2 (choices per package without a layout) is not replayed.
    expect(
      migratePrimary({ token: "t", selections: { context: "3:4", choices: { "1:2": 5 } } }, 2),
    ).toEqual({ token: "t", selections: null });
    expect(migratePrimary("garbage", 2)).toEqual({ token: null, selections: null });
  });
});
