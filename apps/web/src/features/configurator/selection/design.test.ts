import {
  choicesToList,
  decodeCompact,
  encodeChoices,
  readChoicesFromQuery,
  slotKey,
} from "@home-designer/core";
import { describe, expect, it } from "vitest";
import {
  addressUpdate,
  baseChoices,
  basePackageId,
  choiceRooms,
  choicesCode,
  designChoices,
  isReadOnly,
  layoutKey,
  linkChoices,
  linkedChoicesToApply,
  loadProgress,
  namesChoices,
  pickChoice,
  roomsChanged,
  sameScopeOr,
  syncedSearch,
} from "./design.ts";
import { roomGroups } from "./engine.ts";
import { asset, group, pkg, room } from "./fixtures.ts";
import { resetChoices } from "./reset.ts";

// The whole apartment (a room-type room) chooses the floor; its restrictions set the hidden copy
// of the floor in the kitchen's picture. The kitchen's worktop restricts its sink.
const whole = room(1, "whole-apartment", 0, { is_room_type: true });
const kitchen = room(2, "kitchen", 1);
const bath = room(3, "bathroom", 2);
const floorOak = asset(11, 10, { packages: [7] });
const floorSmoked = asset(12, 10, { packages: [8] });
const kitchenFloorOak = asset(21, 20);
const kitchenFloorSmoked = asset(22, 20);
const floor = group(10, 1, [floorOak, floorSmoked], {
  restrictions: [
    {
      id: 1,
      source_selection_id: 11,
      source_selection_group_id: 10,
      target_selection_id: 21,
      target_selection_group_id: 20,
    },
    {
      id: 2,
      source_selection_id: 12,
      source_selection_group_id: 10,
      target_selection_id: 22,
      target_selection_group_id: 20,
    },
  ],
});
const kitchenFloor = group(20, 2, [kitchenFloorOak, kitchenFloorSmoked], { hidden: true });
const worktop = group(30, 2, [asset(31, 30, { packages: [7] }), asset(32, 30, { packages: [8] })]);
const tiles = group(40, 3, [asset(41, 40), asset(42, 40, { packages: [7, 8] })]);
const rooms = [whole, kitchen, bath];
const groupsOf = new Map([
  [1, [floor]],
  [2, [kitchenFloor, worktop]],
  [3, [tiles]],
]);

describe("choiceRooms", () => {
  it("computes over every room once all are loaded", () => {
    const result = choiceRooms(rooms, groupsOf, 2);
    expect(result).toMatchObject({ complete: true, showable: true });
    expect(result.rooms.map((r) => r.roomId)).toEqual([1, 2, 3]);
  });

  it("shows the open room once it and the room-type rooms are loaded", () => {
    const partial = new Map([...groupsOf].filter(([id]) => id !== 3));
    const result = choiceRooms(rooms, partial, 2);
    expect(result).toMatchObject({ complete: false, showable: true });
    expect(result.rooms.map((r) => r.roomId)).toEqual([1, 2]);
    // The preview chooses what the complete computation chooses for the open room.
    const preview = designChoices(result.rooms, 8, null).choices;
    const full = designChoices(choiceRooms(rooms, groupsOf, 2).rooms, 8, null).choices;
    for (const g of [kitchenFloor, worktop])
      expect(preview.get(slotKey(2, g.id))).toBe(full.get(slotKey(2, g.id)));
  });

  it("waits for the room-type rooms, and the summary waits for every room", () => {
    const withoutWhole = new Map([...groupsOf].filter(([id]) => id !== 1));
    expect(choiceRooms(rooms, withoutWhole, 2)).toMatchObject({ showable: false, rooms: [] });
    const withoutBath = new Map([...groupsOf].filter(([id]) => id !== 3));
    expect(choiceRooms(rooms, withoutBath, null)).toMatchObject({ showable: false });
  });
});

describe("roomsChanged", () => {
  const all = choiceRooms(rooms, groupsOf, 2).rooms;
  const changedBy = (choice: { roomId: number; groupId: number; assetId: number }) => [
    ...roomsChanged(all, 7, designChoices(all, 7, [choice]).choices),
  ];

  it("marks no room while the design is the package's, nor one changed back to it", () => {
    expect([...roomsChanged(all, 7, designChoices(all, 7, null).choices)]).toEqual([]);
    expect(changedBy({ roomId: 2, groupId: 30, assetId: 31 })).toEqual([]);
  });

  it("marks the room whose choice changed, and no other room", () => {
    expect(changedBy({ roomId: 2, groupId: 30, assetId: 32 })).toEqual([2]);
    expect(changedBy({ roomId: 3, groupId: 40, assetId: 41 })).toEqual([3]);
  });

  it("marks the whole apartment for its floor, not the kitchen whose hidden copy follows it", () => {
    const choices = designChoices(all, 7, [{ roomId: 1, groupId: 10, assetId: 12 }]).choices;
    expect(choices.get(slotKey(2, 20))).toBe(22);
    expect([...roomsChanged(all, 7, choices)]).toEqual([1]);
  });

  it("marks a room whose shown choice a restriction from another room changed", () => {
    // The floor's restriction made visible: the kitchen's floor copy is then a choice it shows.
    const shown = [
      roomGroups(whole, [floor]),
      roomGroups(kitchen, [{ ...kitchenFloor, hidden: false }, worktop]),
      roomGroups(bath, [tiles]),
    ];
    const choices = designChoices(shown, 7, [{ roomId: 1, groupId: 10, assetId: 12 }]).choices;
    expect([...roomsChanged(shown, 7, choices)].sort()).toEqual([1, 2]);
  });
});

describe("sameScopeOr", () => {
  // A fourth room, so that one can arrive while the open room's scope stays as it was.
  const hall = room(4, "hall", 3);
  const four = [...rooms, hall];
  const hallGroups = [group(50, 4, [asset(51, 50)])];

  it("keeps the scope while rooms the open room does not need arrive", () => {
    const early = new Map([...groupsOf].filter(([id]) => id !== 3));
    const first = choiceRooms(four, early, 2);
    const later = choiceRooms(four, new Map([...groupsOf]), 2);
    expect(later).not.toBe(first);
    expect(sameScopeOr(first, later)).toBe(first);
  });

  it("takes the new scope once every room is loaded, or the groups are new", () => {
    const early = new Map([...groupsOf].filter(([id]) => id !== 3));
    const first = choiceRooms(four, early, 2);
    const complete = choiceRooms(four, new Map([...groupsOf, [4, hallGroups]]), 2);
    expect(sameScopeOr(first, complete)).toBe(complete);
    const refetched = new Map([...early, [2, [kitchenFloor, worktop]]]);
    const again = choiceRooms(four, refetched, 2);
    expect(sameScopeOr(first, again)).toBe(again);
    expect(sameScopeOr(null, first)).toBe(first);
  });
});

describe("designChoices", () => {
  const all = [
    roomGroups(whole, [floor]),
    roomGroups(kitchen, [kitchenFloor, worktop]),
    roomGroups(bath, [tiles]),
  ];

  it("starts from the package and lets the whole apartment's floor reach the kitchen picture", () => {
    const { choices } = designChoices(all, 8, null);
    expect(choices.get(slotKey(1, 10))).toBe(12);
    expect(choices.get(slotKey(2, 20))).toBe(22);
    const changed = designChoices(all, 8, [{ roomId: 1, groupId: 10, assetId: 11 }]);
    expect(changed.choices.get(slotKey(2, 20))).toBe(21);
  });

  it("applies a link's choices over the package and reports ids that do not exist", () => {
    const result = designChoices(all, 7, [
      { roomId: 2, groupId: 30, assetId: 32 },
      { roomId: 99, groupId: 30, assetId: 32 },
    ]);
    expect(result.choices.get(slotKey(2, 30))).toBe(32);
    expect(result.choices.get(slotKey(1, 10))).toBe(11);
    expect(result.unknown).toEqual([{ roomId: 99, groupId: 30, assetId: 32 }]);
  });

  it("starts a custom design without a package from the first options", () => {
    expect(designChoices(all, null, null).choices.get(slotKey(3, 40))).toBe(41);
  });
});

describe("pickChoice", () => {
  it("applies a pick while other rooms load and keeps their carried choices under it", () => {
    // The bathroom is still loading; the kitchen and the whole apartment are shown.
    const shownRooms = choiceRooms(rooms, new Map([...groupsOf].filter(([id]) => id !== 3)), 2);
    const carried = [
      { roomId: 3, groupId: 40, assetId: 41 },
      { roomId: 2, groupId: 30, assetId: 31 },
    ];
    const shown = designChoices(shownRooms.rooms, 8, carried).choices;
    const next = pickChoice(shownRooms.rooms, shown, carried, {
      roomId: 2,
      groupId: 30,
      assetId: 32,
    });
    expect(next?.get(slotKey(2, 30))).toBe(32);
    expect(next?.get(slotKey(3, 40))).toBe(41);
    // Once the bathroom arrives, both hold over the package.
    const settled = designChoices(
      choiceRooms(rooms, groupsOf, 2).rooms,
      8,
      choicesToList(next ?? new Map()),
    );
    expect(settled.choices.get(slotKey(2, 30))).toBe(32);
    expect(settled.choices.get(slotKey(3, 40))).toBe(41);
  });

  it("changes nothing for the option already chosen or a special solution's slot", () => {
    const kitchenOnly = [roomGroups(kitchen, [worktop])];
    const shown = designChoices(kitchenOnly, 7, null).choices;
    expect(pickChoice(kitchenOnly, shown, [], { roomId: 2, groupId: 30, assetId: 31 })).toBeNull();
    const special = group(50, 2, [asset(51, 50), asset(52, 50, { is_special: true })]);
    const withSpecial = [roomGroups(kitchen, [special])];
    const held = new Map([[slotKey(2, 50), 52]]);
    expect(pickChoice(withSpecial, held, [], { roomId: 2, groupId: 50, assetId: 51 })).toBeNull();
  });
});

describe("resetChoices", () => {
  it("chooses the first option of every group, settling restrictions and keeping special solutions", () => {
    const special = group(50, 3, [asset(51, 50), asset(53, 50, { is_special: true })]);
    const all = [
      roomGroups(whole, [floor]),
      roomGroups(kitchen, [kitchenFloor, worktop]),
      roomGroups(bath, [tiles, special]),
    ];
    const shown = new Map(designChoices(all, 8, null).choices).set(slotKey(3, 50), 53);
    const reset = resetChoices(all, shown);
    expect(reset?.get(slotKey(1, 10))).toBe(11);
    // The oak floor of the whole apartment reaches the kitchen's hidden floor.
    expect(reset?.get(slotKey(2, 20))).toBe(21);
    expect(reset?.get(slotKey(2, 30))).toBe(31);
    expect(reset?.get(slotKey(3, 40))).toBe(41);
    expect(reset?.get(slotKey(3, 50))).toBe(53);
    expect(resetChoices(all, reset ?? new Map())).toBeNull();
  });
});

describe("isReadOnly", () => {
  const confirmed = { confirmed: true, confirmation_date: "2026-01-02T00:00:00Z" };
  const abilities = { change: false, rename: false, delete: false, confirm: false };

  it("keeps a confirmed package as it is for whoever the server does not let change it", () => {
    expect(isReadOnly(pkg(7, confirmed), false)).toBe(true);
    expect(
      isReadOnly(
        pkg(7, { ...confirmed, abilities: { ...abilities, change: true, confirm_refusal: null } }),
        false,
      ),
    ).toBe(false);
    expect(isReadOnly(pkg(7), false)).toBe(false);
    expect(isReadOnly(null, false)).toBe(false);
    // A link's choices over it are the buyer's own combination.
    expect(isReadOnly(pkg(7, confirmed), true)).toBe(false);
  });
});

describe("links and the address bar", () => {
  const all = [roomGroups(kitchen, [worktop])];
  const changed = designChoices(all, 7, [{ roomId: 2, groupId: 30, assetId: 32 }]).choices;
  const code = choicesCode(changed);

  it("puts into a link only what differs from its package, which gives the design back", () => {
    const loadedRooms = [
      roomGroups(whole, [floor]),
      roomGroups(kitchen, [kitchenFloor, worktop]),
      roomGroups(bath, [tiles]),
    ];
    const picked = designChoices(loadedRooms, 7, [
      { roomId: 1, groupId: 10, assetId: 12 },
      { roomId: 3, groupId: 40, assetId: 41 },
    ]).choices;
    const carried = linkChoices(loadedRooms, 7, picked);
    // The floor and the tiles the buyer chose, and the kitchen's floor the floor's rule set.
    expect(choicesToList(carried)).toEqual([
      { roomId: 1, groupId: 10, assetId: 12 },
      { roomId: 2, groupId: 20, assetId: 22 },
      { roomId: 3, groupId: 40, assetId: 41 },
    ]);
    const read = decodeCompact(choicesCode(carried));
    if (!read.ok) throw new Error(read.reason);
    expect(designChoices(loadedRooms, 7, read.choices).choices).toEqual(picked);
    expect(linkChoices(loadedRooms, 7, baseChoices(loadedRooms, 7)).size).toBe(0);
  });

  it("applies a link only when it says something the stored design does not", () => {
    const linked = readChoicesFromQuery(new URLSearchParams({ compressed_selections: code }));
    expect(linkedChoicesToApply(linked, null)).toEqual([{ roomId: 2, groupId: 30, assetId: 32 }]);
    expect(linkedChoicesToApply(linked, code)).toBeNull();
    expect(linkedChoicesToApply(decodeCompact("1!"), null)).toBeNull();
    expect(linkedChoicesToApply(null, code)).toBeNull();
  });

  it("writes a changed design compactly, keeping the rest of the query", () => {
    const search = syncedSearch("?project=1&apartment_layout_id=2", null, changed);
    expect(search).toBe(
      `?project=1&apartment_layout_id=2&selections=${code}&compressed_selections=true`,
    );
    const params = new URLSearchParams(search ?? "");
    const read = readChoicesFromQuery(params);
    expect(read?.ok && encodeChoices(read.choices)).toBe(code);
    // Already there (also as plain JSON): nothing to write.
    expect(syncedSearch(search ?? "", read, changed)).toBeNull();
    const plain = `?selections=${encodeURIComponent("[[2,30,32]]")}`;
    expect(
      syncedSearch(plain, readChoicesFromQuery(new URLSearchParams(plain)), changed),
    ).toBeNull();
  });

  it("replaces other choices or a damaged code, and drops choices from an unchanged package", () => {
    const damaged = "?project=1&selections=1!!&compressed_selections=true";
    const linked = readChoicesFromQuery(new URLSearchParams(damaged));
    expect(syncedSearch(damaged, linked, changed)).toBe(
      `?project=1&selections=${code}&compressed_selections=true`,
    );
    expect(syncedSearch(damaged, linked, null)).toBe("?project=1");
    expect(syncedSearch("?project=1", null, null)).toBeNull();
  });

  it("brings the browser's address in line as syncedSearch does, comparing codes as text", () => {
    const written = `?project=1&selections=${code}&compressed_selections=true`;
    expect(addressUpdate("?project=1", changed)).toBe(written);
    expect(addressUpdate(written, changed)).toBeNull();
    const other = designChoices(all, 7, [{ roomId: 2, groupId: 30, assetId: 31 }]).choices;
    expect(addressUpdate(written, other)).toBe(
      `?project=1&selections=${choicesCode(other)}&compressed_selections=true`,
    );
    expect(addressUpdate(written, null)).toBe("?project=1");
    expect(addressUpdate("?project=1", null)).toBeNull();
    // A plain JSON link with the same choices stays; a damaged code is replaced.
    const plain = `?selections=${encodeURIComponent("[[2,30,32]]")}`;
    expect(addressUpdate(plain, changed)).toBeNull();
    expect(addressUpdate("?project=1&selections=1!!&compressed_selections=true", changed)).toBe(
      written,
    );
  });

  it("starts every design of the same rooms and package from the same base choices", () => {
    expect(baseChoices(all, 7)).toBe(baseChoices(all, 7));
    expect(baseChoices(all, 7)).not.toBe(baseChoices(all, null));
    expect(baseChoices([...all], 7)).toEqual(baseChoices(all, 7));
  });
});

describe("small helpers", () => {
  it("rounds the loading share down", () => {
    expect(loadProgress(0, 8)).toBe(0);
    expect(loadProgress(1, 3)).toBe(33);
    expect(loadProgress(2, 3)).toBe(66);
    expect(loadProgress(8, 8)).toBe(100);
    expect(loadProgress(0, 0)).toBe(100);
  });

  it("keys a design by project, layout and the customer a designer acts for", () => {
    expect(layoutKey(1, 2, null)).toBe("1:2:0");
    expect(layoutKey(1, 2, 9)).toBe("1:2:9");
  });

  it("starts custom designs from the default package", () => {
    const packages = [pkg(7), pkg(8, { default: true })];
    expect(basePackageId(packages[0] ?? null, packages)).toBe(7);
    expect(basePackageId(null, packages)).toBe(8);
    expect(basePackageId(null, [])).toBeNull();
  });
});

describe("namesChoices", () => {
  it("finds choices in either form of the query", () => {
    expect(namesChoices("?project=1&selections=1CK&compressed_selections=true")).toBe(true);
    expect(namesChoices("?project=1&selections=%5B%5B1%2C2%2C3%5D%5D")).toBe(true);
    expect(namesChoices("?compressed_selections=1CK")).toBe(true);
    expect(namesChoices("?project=1&apartment_layout_id=2")).toBe(false);
    expect(namesChoices("")).toBe(false);
  });
});
