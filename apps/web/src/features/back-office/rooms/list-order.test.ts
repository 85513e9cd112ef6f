import { describe, expect, it } from "vitest";
import { inOrder, reordered, reorderOperations } from "./list-order.ts";

const list = [{ code: "a" }, { code: "b" }, { code: "c" }];

describe("the order of a list", () => {
  it("is the array's, unless items carry priorities (an item without one counts its place)", () => {
    expect(inOrder(list).map(({ item }) => item.code)).toEqual(["a", "b", "c"]);
    const prioritised = [{ code: "a", priority: 5 }, { code: "b" }, { code: "c", priority: 0 }];
    expect(inOrder(prioritised).map(({ item, index }) => `${item.code}${index}`)).toEqual([
      "c2",
      "b1",
      "a0",
    ]);
  });

  it("moves an item of a list without priorities by taking it out and putting it back", () => {
    expect(reorderOperations("/projects/0/room_types", list, 0, 2)).toEqual([
      { op: "test", path: "/projects/0/room_types/0/code", value: "a" },
      { op: "remove", path: "/projects/0/room_types/0" },
      { op: "add", path: "/projects/0/room_types/2", value: { code: "a" } },
    ]);
    expect(reordered(list, 0, 2).map((item) => item.code)).toEqual(["b", "c", "a"]);
    expect(reordered(list, 2, 0).map((item) => item.code)).toEqual(["c", "a", "b"]);
  });

  it("writes a list with priorities out in its new order without them", () => {
    const prioritised = [{ code: "a", priority: 5 }, { code: "b" }, { code: "c", priority: 0 }];
    // Shown c, b, a; c moved last: b, a, c.
    expect(reorderOperations("/l", prioritised, 0, 2)).toEqual([
      { op: "test", path: "/l/2/code", value: "c" },
      { op: "replace", path: "/l", value: [{ code: "b" }, { code: "a" }, { code: "c" }] },
    ]);
    expect(reordered(prioritised, 0, 2)).toEqual([{ code: "b" }, { code: "a" }, { code: "c" }]);
  });

  it("is no edit when nothing moves", () => {
    expect(reorderOperations("/l", list, 1, 1)).toEqual([]);
    expect(reorderOperations("/l", list, 1, 7)).toEqual([]);
  });
});
