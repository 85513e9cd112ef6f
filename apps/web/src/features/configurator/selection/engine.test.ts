import { describe, expect, it } from "vitest";
import {
  chosenAsset,
  defaultPackage,
  orderedRooms,
  pictureLayers,
  resolvePackage,
  roomGroups,
  visibleGroups,
} from "./engine.ts";
import { asset, group, pkg, room } from "./fixtures.ts";

describe("pictureLayers", () => {
  it("stacks the room's base layers, its chosen assets' images and what other rooms draw in it", () => {
    const walls = group(1, 10, [
      asset(11, 1, { image: { id: 111, url: "/walls-white.svg", layer: 2 } }),
      asset(12, 1, { image: { id: 112, url: "/walls-grey.svg", layer: 2 } }),
    ]);
    const floor = group(2, 20, [asset(21, 2), asset(22, 2)], {
      images: [{ id: 7, url: "/kitchen-floor-ash.svg", layer: 1, room_id: 10, selection_id: 22 }],
    });
    const kitchen = room(10, "kitchen", 1, {
      images: [{ id: 100, url: "/room-base.svg", layer: 0 }],
    });
    const layers = pictureLayers(
      kitchen,
      [walls, floor],
      new Map([
        ["10:1", 12],
        ["20:2", 22],
      ]),
    );
    expect(layers.map((l) => l.url)).toEqual([
      "/room-base.svg",
      "/kitchen-floor-ash.svg",
      "/walls-grey.svg",
    ]);
  });
});

describe("chosenAsset", () => {
  it("finds the chosen option of a group in its room", () => {
    const worktop = group(2, 10, [asset(21, 2), asset(22, 2)]);
    expect(chosenAsset(worktop, new Map([["10:2", 22]]))?.id).toBe(22);
    expect(chosenAsset(worktop, new Map([["11:2", 22]]))).toBeUndefined();
    expect(roomGroups(room(10, "kitchen", 1, { is_room_type: true }), [worktop])).toEqual({
      roomId: 10,
      isRoomType: true,
      groups: [worktop],
    });
  });
});

describe("visibleGroups", () => {
  it("leaves hidden groups out and sorts by priority", () => {
    const groups = [group(3, 1, []), group(1, 1, [], { hidden: true }), group(2, 1, [])];
    expect(visibleGroups(groups).map((g) => g.id)).toEqual([2, 3]);
  });
});

describe("rooms and packages", () => {
  it("orders rooms by priority", () => {
    const rooms = [room(1, "kitchen", 2), room(2, "hall", 1)];
    expect(orderedRooms(rooms).map((r) => r.slug)).toEqual(["hall", "kitchen"]);
  });

  it("resolves the package of a path", () => {
    const packages = [pkg(1), pkg(2, { default: true })];
    expect(resolvePackage(packages, "1").package?.id).toBe(1);
    expect(resolvePackage(packages, "custom")).toEqual({
      package: null,
      custom: true,
      known: true,
    });
    expect(resolvePackage(packages, "99")).toMatchObject({ known: false, package: { id: 2 } });
    expect(defaultPackage([pkg(5), pkg(6)])?.id).toBe(5);
    expect(defaultPackage([])).toBeNull();
  });
});
