import {
  ANOTHER_CATALOGUE,
  type Choice,
  type Choices,
  type DecodeResult,
  readLinkChoices,
  slotKey,
  writeChoicesToQuery,
  writeLinkChoices,
} from "@home-designer/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StoredSelections } from "../../../lib/store.ts";
import type { ConfiguratorState } from "../context.ts";
import { addressUpdate, basePackageId } from "../selection/design.ts";
import { asset, configuratorState, group, pkg, room } from "../selection/fixtures.ts";
import { resetChoices } from "../selection/reset.ts";
import {
  type Address,
  type DesignEvent,
  type DesignState,
  initialDesign,
  reduce,
  withInputs,
} from "./machine.ts";
import {
  appliedOf,
  changedRoomsOf,
  fallbackSlugOf,
  linkChoicesOf,
  modeOf,
  modifiedOf,
  readOnlyOf,
} from "./selectors.ts";

// The whole apartment (a room-type room) chooses the floor; its restrictions set the hidden copy
// of the floor in the kitchen. Package 7 (basic, the default) holds the oak floor and the first
// worktop, package 8 (premium) the smoked floor and the second worktop.
const whole = room(1, "whole-apartment", 0, { is_room_type: true });
const kitchen = room(2, "kitchen", 1);
const bath = room(3, "bathroom", 2);
const floor = group(10, 1, [asset(11, 10, { packages: [7] }), asset(12, 10, { packages: [8] })], {
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
const kitchenFloor = group(20, 2, [asset(21, 20), asset(22, 20)], { hidden: true });
const worktop = group(30, 2, [
  asset(31, 30, { packages: [7] }),
  asset(32, 30, { packages: [8] }),
  asset(33, 30),
]);
const tiles = group(40, 3, [asset(41, 40), asset(42, 40, { packages: [7, 8] }), asset(43, 40)]);
const rooms = [whole, kitchen, bath];
const allLoaded = new Map([
  [1, [floor]],
  [2, [kitchenFloor, worktop]],
  [3, [tiles]],
]);
const withoutBath = new Map([...allLoaded].filter(([id]) => id !== 3));

const basic = pkg(7, { slug: "basic", default: true });
const premium = pkg(8, { slug: "premium" });
const packages = [basic, premium];

/** The layout's configurator on the path's package `segment`, open in the kitchen. */
function place(segment = "basic", extra: Partial<ConfiguratorState> = {}): ConfiguratorState {
  const active = packages.find((p) => p.slug === segment) ?? null;
  return {
    ...configuratorState(active),
    rooms,
    packages,
    packageSegment: segment,
    basePackageId: basePackageId(active, packages),
    ...extra,
  };
}

let keys = 0;
function address(search = "", pathname = "/et/basic/kitchen"): Address {
  keys += 1;
  return { key: `k${keys}`, pathname, search };
}

/** A link's query carrying `choices`. */
function link(choices: readonly Choice[]): string {
  return `?${writeChoicesToQuery(new URLSearchParams("project=1"), choices).toString()}`;
}

function stored(choices: Record<string, number>, segment = "basic"): StoredSelections {
  return { layout: "1:1:0", package: segment, choices };
}

/** The configurator opened at `search` with `loaded` rooms, the browser holding `kept`. */
function open(
  options: {
    at?: ConfiguratorState;
    search?: string;
    loaded?: ReadonlyMap<number, ReturnType<typeof group>[]>;
    kept?: StoredSelections | null;
  } = {},
): DesignState {
  return withInputs(
    initialDesign(options.kept ?? null),
    options.at ?? place(),
    address(options.search),
    options.loaded ?? allLoaded,
  );
}

function run(state: DesignState, ...events: DesignEvent[]): DesignState {
  return events.reduce(reduce, state);
}

const pick = (roomId: number, groupId: number, assetId: number): DesignEvent => ({
  type: "choose",
  choice: { roomId, groupId, assetId },
});

function chosen(state: DesignState, roomId: number, groupId: number): number | undefined {
  return appliedOf(state).choices.get(slotKey(roomId, groupId));
}

describe("loading", () => {
  it.each([
    ["every room", allLoaded, "kitchen", { showable: true, complete: true }],
    [
      "the open room and the room-type rooms",
      withoutBath,
      "kitchen",
      { showable: true, complete: false },
    ],
    [
      "rooms without the room-type room",
      new Map([...allLoaded].filter(([id]) => id !== 1)),
      "kitchen",
      { showable: false, complete: false },
    ],
    ["rooms without the open one", withoutBath, "bathroom", { showable: false, complete: false }],
  ])("with %s loaded the open room is shown or waits", (_, loaded, tab, expected) => {
    expect(open({ at: place("basic", { currentTab: tab }), loaded }).scope).toMatchObject(expected);
  });

  it("applies a pick while other rooms load, keeping a link's choices of those rooms under it", () => {
    const linked = link([{ roomId: 3, groupId: 40, assetId: 43 }]);
    const loading = run(open({ search: linked, loaded: withoutBath }), pick(2, 30, 33));
    expect(chosen(loading, 2, 30)).toBe(33);
    const arrived = run(loading, { type: "rooms loaded", loaded: allLoaded });
    expect(chosen(arrived, 2, 30)).toBe(33);
    expect(chosen(arrived, 3, 40)).toBe(43);
  });

  it("keeps a pick made while loading over the stored design's choices of the other rooms", () => {
    const kept = stored({ "1:10": 11, "2:20": 21, "2:30": 31, "3:40": 43 });
    const loading = run(open({ loaded: withoutBath, kept }), pick(2, 30, 32));
    const arrived = run(loading, { type: "rooms loaded", loaded: allLoaded });
    expect(chosen(arrived, 2, 30)).toBe(32);
    expect(chosen(arrived, 3, 40)).toBe(43);
  });

  it("settles restrictions over the whole apartment once the rest arrives", () => {
    const linked = link([{ roomId: 1, groupId: 10, assetId: 12 }]);
    const arrived = run(open({ search: linked, loaded: new Map() }), {
      type: "rooms loaded",
      loaded: allLoaded,
    });
    expect(chosen(arrived, 2, 20)).toBe(22);
  });

  it("takes no pick before the open room can be shown", () => {
    const state = open({ loaded: new Map() });
    expect(run(state, pick(2, 30, 33))).toBe(state);
  });

  it("keeps the same rooms while rooms the open room does not need arrive", () => {
    const hall = room(4, "hall", 3);
    const at = place("basic", { rooms: [...rooms, hall] });
    const early = open({ at, loaded: withoutBath });
    const later = run(early, { type: "rooms loaded", loaded: allLoaded });
    expect(later.scope).toBe(early.scope);
  });
});

describe("where the choices come from", () => {
  const linked = [{ roomId: 2, groupId: 30, assetId: 33 }];

  it.each([
    ["nothing: the package as it is", {}, 31, false],
    ["the stored design of this layout and package", { kept: stored({ "2:30": 32 }) }, 32, true],
    [
      "not the stored design of another package",
      { kept: stored({ "2:30": 32 }, "premium") },
      31,
      false,
    ],
    [
      "not the stored design of another layout",
      { kept: { ...stored({ "2:30": 32 }), layout: "1:2:0" } },
      31,
      false,
    ],
    [
      "a link, before the stored design",
      { search: link(linked), kept: stored({ "2:30": 32 }) },
      33,
      true,
    ],
  ])("%s", (_, options, worktopChoice, modified) => {
    const state = open(options);
    expect(chosen(state, 2, 30)).toBe(worktopChoice);
    expect(modifiedOf(state)).toBe(modified);
  });

  it("applies a link over the path's package, and over the default package for custom", () => {
    const overPremium = open({ at: place("premium"), search: link(linked) });
    expect(chosen(overPremium, 1, 10)).toBe(12);
    const custom = open({ at: place("custom"), search: link(linked) });
    expect(chosen(custom, 1, 10)).toBe(11);
    expect(chosen(custom, 2, 30)).toBe(33);
  });

  it("makes a link the stored design once every room is loaded, not before", () => {
    const waiting = open({ search: link(linked), loaded: withoutBath });
    expect(waiting.stored).toBeNull();
    expect(waiting.pending?.choices).toEqual(linked);
    const arrived = run(waiting, { type: "rooms loaded", loaded: allLoaded });
    expect(arrived.pending).toBeNull();
    expect(arrived.stored).toMatchObject({ layout: "1:1:0", package: "basic" });
    expect(arrived.stored?.choices["2:30"]).toBe(33);
  });

  it("leaves out a link's options that no longer exist and says how many", () => {
    const state = open({
      search: link([
        ...linked,
        { roomId: 3, groupId: 40, assetId: 99 },
        { roomId: 9, groupId: 90, assetId: 91 },
      ]),
    });
    expect(chosen(state, 2, 30)).toBe(33);
    expect(chosen(state, 3, 40)).toBe(42);
    expect(state.notice).toEqual({ kind: "unknown", count: 2, layout: "1:1:0" });
  });

  it("reports a damaged link and keeps the design it had", () => {
    const state = open({
      search: "?selections=%25%25&compressed_selections=true",
      kept: stored({ "2:30": 32 }),
    });
    expect(state.notice).toEqual({ kind: "damaged", layout: "1:1:0" });
    expect(chosen(state, 2, 30)).toBe(32);
  });

  it("reads a version 3 link with every room, or at once with the first view's reading of it", () => {
    const everyRoom = [...allLoaded].map(([id, groups]) => ({
      roomId: id,
      isRoomType: id === 1,
      groups,
    }));
    const search = `?${writeLinkChoices(new URLSearchParams("project=1"), linked, everyRoom)}`;
    expect(new URLSearchParams(search).get("selections")).toMatch(/^3/);
    // Without every room it waits, the package on screen; then it is read with them.
    const waiting = open({ search, loaded: withoutBath });
    expect(waiting.pending?.search).toBe(search);
    expect(chosen(waiting, 2, 30)).toBe(31);
    const complete = run(waiting, { type: "rooms loaded", loaded: allLoaded });
    expect(complete.pending?.search).toBe(search);
    const read = readLinkChoices(new URLSearchParams(search), everyRoom);
    expect(read?.ok).toBe(true);
    const arrived = run(complete, { type: "link read", search, linked: read as DecodeResult });
    expect(arrived.pending).toBeNull();
    expect(arrived.stored?.choices["2:30"]).toBe(33);
    expect(arrived.notice).toBeNull();
    // With the server's reading (the page's first view) the open room shows it before the rest.
    const told = withInputs(
      initialDesign(null),
      place(),
      { ...address(search), linked: { ok: true, choices: linked } },
      withoutBath,
    );
    expect(chosen(told, 2, 30)).toBe(33);
  });

  it("opens the package, with a notice, for a version 3 link of another catalogue", () => {
    const older = [...allLoaded].map(([id, groups]) => ({
      roomId: id,
      isRoomType: id === 1,
      groups: id === 3 ? [group(40, 3, [...tiles.assets, asset(44, 40)])] : groups,
    }));
    const search = `?${writeLinkChoices(new URLSearchParams("project=1"), linked, older)}`;
    const everyRoom = [...allLoaded].map(([id, groups]) => ({
      roomId: id,
      isRoomType: id === 1,
      groups,
    }));
    const opened = open({ search, kept: stored({ "2:30": 32 }) });
    const linkedNow = readLinkChoices(new URLSearchParams(search), everyRoom) as DecodeResult;
    expect(linkedNow).toEqual({ ok: false, reason: ANOTHER_CATALOGUE });
    const state = run(opened, { type: "link read", search, linked: linkedNow });
    expect(state.notice).toEqual({ kind: "outdated", layout: "1:1:0" });
    expect(state.pending).toBeNull();
    expect(chosen(state, 2, 30)).toBe(32);
    const told = withInputs(
      initialDesign(null),
      place(),
      { ...address(search), linked: { ok: false, reason: ANOTHER_CATALOGUE } },
      withoutBath,
    );
    expect(told.notice).toEqual({ kind: "outdated", layout: "1:1:0" });
    expect(chosen(told, 2, 30)).toBe(31);
  });

  it("does not apply again a link that is the stored design", () => {
    const kept = stored({ "1:10": 11, "2:20": 21, "2:30": 33, "3:40": 42 });
    const search = link([
      { roomId: 1, groupId: 10, assetId: 11 },
      { roomId: 2, groupId: 20, assetId: 21 },
      { roomId: 2, groupId: 30, assetId: 33 },
      { roomId: 3, groupId: 40, assetId: 42 },
    ]);
    const state = open({ search, kept });
    expect(state.pending).toBeNull();
    expect(state.stored).toBe(kept);
  });

  it("reads each address once: the same address again changes nothing", () => {
    const state = open({ search: link(linked), loaded: withoutBath });
    const same = state.address;
    if (!same) throw new Error("no address read");
    expect(run(state, { type: "address read", address: same })).toBe(state);
  });

  it("reads the address again after the configurator closed and opened", () => {
    const first = run(open({ search: link(linked), loaded: withoutBath }), { type: "closed" });
    expect(first.address).toBeNull();
    expect(first.pending).toBeNull();
    const again = withInputs(first, place(), address(link(linked)), allLoaded);
    expect(chosen(again, 2, 30)).toBe(33);
  });
});

describe("custom without choices", () => {
  it.each([
    ["custom without choices opens the default package", place("custom"), null, "basic"],
    ["custom with a stored design stays", place("custom"), stored({ "2:30": 33 }, "custom"), null],
    ["a company package stays", place("premium"), null, null],
  ])("%s", (_, at, kept, slug) => {
    expect(fallbackSlugOf(open({ at, kept }))).toBe(slug);
  });
});

describe("the store keeps only a changed design", () => {
  it("stores nothing for the package as it is, and every slot once changed", () => {
    const state = open();
    expect(state.stored).toBeNull();
    const changed = run(state, pick(3, 40, 43));
    expect(changed.stored).toEqual({
      layout: "1:1:0",
      package: "basic",
      choices: { "1:10": 11, "2:20": 21, "2:30": 31, "3:40": 43 },
    });
  });

  it("a pick that changes nothing stores nothing", () => {
    const state = open();
    expect(run(state, pick(2, 30, 31))).toBe(state);
  });

  it("keeps a changed design per layout and package segment", () => {
    const changed = run(open({ at: place("custom") }), pick(3, 40, 43));
    expect(changed.stored).toMatchObject({ layout: "1:1:0", package: "custom" });
  });
});

describe("read-only", () => {
  const confirmed = pkg(7, { slug: "basic", default: true, confirmed: true });
  const mayChange = { ...confirmed, abilities: { ...confirmed.abilities, change: true } };
  const at = (active: typeof confirmed) =>
    place("basic", { activePackage: active, packages: [active, premium] });

  it.each([
    ["a confirmed package the person may not change", at(confirmed), "", true],
    ["a confirmed package staff may change", at(mayChange), "", false],
    [
      "a confirmed package opened from a link with choices",
      at(confirmed),
      link([{ roomId: 2, groupId: 30, assetId: 33 }]),
      false,
    ],
    ["a company package", place("basic"), "", false],
  ])("%s", (_, on, search, readOnly) => {
    const state = open({ at: on, search });
    expect(readOnlyOf(state)).toBe(readOnly);
    const after = run(state, pick(3, 40, 43), { type: "change all", make: resetChoices });
    expect(after === state).toBe(readOnly);
  });
});

describe("the package reset (change all)", () => {
  it("gives every group its first option, restrictions settled", () => {
    const state = run(open({ at: place("premium") }), { type: "change all", make: resetChoices });
    expect(chosen(state, 1, 10)).toBe(11);
    expect(chosen(state, 2, 20)).toBe(21);
    expect(chosen(state, 2, 30)).toBe(31);
    expect(chosen(state, 3, 40)).toBe(41);
    expect(modifiedOf(state)).toBe(true);
  });

  it("keeps a special solution in its slot", () => {
    const special = asset(34, 30, { is_special: true, packages: [8] });
    const withSpecial = new Map([
      ...allLoaded,
      [2, [kitchenFloor, { ...worktop, assets: [special, ...worktop.assets] }]],
    ]);
    const state = run(open({ at: place("premium"), loaded: withSpecial }), {
      type: "change all",
      make: resetChoices,
    });
    expect(chosen(state, 2, 30)).toBe(34);
  });

  it("waits for every room", () => {
    const state = open({ loaded: withoutBath });
    expect(run(state, { type: "change all", make: resetChoices })).toBe(state);
  });

  it("changes nothing when the design already is the reset", () => {
    const reset = run(open({ at: place("premium") }), { type: "change all", make: resetChoices });
    expect(run(reset, { type: "change all", make: resetChoices })).toBe(reset);
  });
});

describe("mode and changed rooms", () => {
  const own = pkg(9, {
    slug: "mine",
    user_package: true,
    abilities: { ...basic.abilities, change: true },
  });

  it.each([
    [
      "an unchanged package is viewed",
      place("basic"),
      false,
      { isCustom: false, isUserPackageUpdating: false },
    ],
    [
      "a changed company package is custom",
      place("basic"),
      true,
      { isCustom: true, isUserPackageUpdating: false },
    ],
    [
      "a changed package the person may change is updated",
      place("mine", { activePackage: own, packages: [...packages, own], basePackageId: 9 }),
      true,
      { isCustom: false, isUserPackageUpdating: true },
    ],
  ])("%s", (_, at, change, mode) => {
    const state = open({ at });
    expect(modeOf(change ? run(state, pick(3, 40, 43)) : state)).toEqual(mode);
  });

  it("marks the rooms whose choices differ from the package, also by a restriction", () => {
    const state = open({ at: place("basic") });
    expect([...changedRoomsOf(state)]).toEqual([]);
    expect([...changedRoomsOf(run(state, pick(3, 40, 43)))]).toEqual([3]);
    // The floor's hidden copy in the kitchen follows, but the kitchen shows no changed choice.
    expect([...changedRoomsOf(run(state, pick(1, 10, 12)))]).toEqual([1]);
  });

  it("marks no room for a choice changed back to the package's", () => {
    const state = run(open(), pick(3, 40, 43), pick(3, 40, 42));
    expect(modifiedOf(state)).toBe(true);
    expect([...changedRoomsOf(state)]).toEqual([]);
  });
});

describe("picking a package", () => {
  it("drops the layout's changes, a waiting link and the notice, and leaves for its address", () => {
    const waiting = open({
      search: link([{ roomId: 9, groupId: 90, assetId: 91 }]),
      loaded: withoutBath,
    });
    const changed = run(waiting, pick(2, 30, 33));
    const picked = run(changed, { type: "pick package", slug: "premium" });
    expect(picked).toMatchObject({
      stored: null,
      pending: null,
      notice: null,
      leaving: { slug: "premium" },
    });
    const arrived = withInputs(
      picked,
      place("premium"),
      address("", "/et/premium/kitchen"),
      allLoaded,
    );
    expect(arrived.leaving).toBeNull();
    expect(chosen(arrived, 1, 10)).toBe(12);
    expect(modifiedOf(arrived)).toBe(false);
  });

  it("keeps the stored design of another layout", () => {
    const other = { ...stored({ "2:30": 32 }), layout: "2:5:0" };
    const picked = run(open({ kept: other }), { type: "pick package", slug: "premium" });
    expect(picked.stored).toBe(other);
  });
});

describe("saving", () => {
  it.each([
    ["drops the changes of the saved layout", "1:1:0", null],
    ["keeps the changes of another layout", "2:5:0", "kept"],
  ])("%s", (_, layout, expected) => {
    const changed = run(open(), pick(3, 40, 43));
    const saved = run(changed, { type: "saved", layout });
    expect(saved.stored).toBe(expected === null ? null : changed.stored);
  });

  it("shows the package as it is once its changes are its own", () => {
    const saved = run(open(), pick(3, 40, 43), { type: "saved", layout: "1:1:0" });
    expect(modifiedOf(saved)).toBe(false);
    expect(chosen(saved, 3, 40)).toBe(42);
  });
});

describe("special solutions switched by staff", () => {
  const choices: Choices = new Map([[slotKey(2, 30), 33]]);
  it.each([
    ["follows a changed design of this package", stored({ "2:30": 32 }), 33],
    ["leaves an unchanged package to its own choices", null, undefined],
    ["leaves another package's design alone", stored({ "2:30": 32 }, "premium"), 32],
  ])("%s", (_, kept, expected) => {
    const state = run(open({ kept }), { type: "special switched", choices });
    expect(state.stored?.choices["2:30"]).toBe(expected);
  });
});

describe("the link notice", () => {
  const damaged = "?selections=%25%25&compressed_selections=true";
  it.each([
    ["is closed", { type: "notice closed" } as DesignEvent, null],
    [
      "goes with another layout",
      { type: "opened", place: place("basic", { layoutKey: "2:5:0" }) } as DesignEvent,
      null,
    ],
    [
      "stays with another room",
      { type: "opened", place: place("basic", { currentTab: "bathroom" }) } as DesignEvent,
      "damaged",
    ],
  ])("%s", (_, event, kind) => {
    expect(run(open({ search: damaged }), event).notice?.kind ?? null).toBe(kind);
  });
});

describe("the address", () => {
  it("carries what differs from the path's package, and nothing for the package as it is", () => {
    const state = open({ at: place("premium") });
    expect(linkChoicesOf(state)("premium").size).toBe(0);
    const changed = run(state, pick(3, 40, 43));
    expect([...linkChoicesOf(changed)("premium")]).toEqual([[slotKey(3, 40), 43]]);
    // Shared under `custom`, it carries what differs from the default package.
    expect(linkChoicesOf(changed)("custom").get(slotKey(1, 10))).toBe(12);
  });

  it("is the same function while the design is", () => {
    const state = open();
    const moved = withInputs(state, place(), address("?project=1"), allLoaded);
    expect(linkChoicesOf(moved)).toBe(linkChoicesOf(state));
  });
});

// Picks over the fixture's groups: a room, one of its groups and one of that group's options.
const slots = [
  [1, 10, [11, 12]],
  [2, 30, [31, 32, 33]],
  [3, 40, [41, 42, 43]],
] as const;
const picks = fc.array(
  fc.tuple(fc.integer({ min: 0, max: 2 }), fc.nat()).map(([slot, option]) => {
    const [roomId, groupId, options] = slots[slot] ?? slots[0];
    return pick(roomId, groupId, options[option % options.length] ?? options[0]);
  }),
  { maxLength: 8 },
);
const segments = fc.constantFrom("basic", "premium", "custom");

describe("properties", () => {
  it("a design written to the address and read back is the same design", () => {
    fc.assert(
      fc.property(segments, picks, (segment, events) => {
        const at = place(segment);
        const design = run(open({ at }), ...events);
        const search =
          addressUpdate("?project=1", modifiedOf(design) ? linkChoicesOf(design)(segment) : null) ??
          "?project=1";
        const read = open({ at, search });
        expect(appliedOf(read).choices).toEqual(appliedOf(design).choices);
      }),
    );
  });

  it("telling the design what it already knows changes nothing (what the screens rely on)", () => {
    fc.assert(
      fc.property(segments, picks, fc.boolean(), (segment, events, loading) => {
        const at = place(segment);
        const loaded = loading ? withoutBath : allLoaded;
        const state = run(open({ at, loaded }), ...events);
        const { address: read } = state;
        if (!read) throw new Error("no address read");
        expect(withInputs(state, at, read, loaded)).toBe(state);
      }),
    );
  });

  it("a read-only design takes no pick", () => {
    const confirmed = pkg(7, { slug: "basic", default: true, confirmed: true });
    const at = place("basic", { activePackage: confirmed, packages: [confirmed, premium] });
    fc.assert(
      fc.property(picks, (events) => {
        const state = open({ at });
        expect(run(state, ...events)).toBe(state);
      }),
    );
  });

  it("every pick the design takes is what the room shows", () => {
    fc.assert(
      fc.property(segments, picks, (segment, events) => {
        let state = open({ at: place(segment) });
        for (const event of events) {
          state = reduce(state, event);
          if (event.type !== "choose") continue;
          const { roomId, groupId, assetId } = event.choice;
          // The hidden floor copy follows the floor; every other pick is shown as picked.
          expect(chosen(state, roomId, groupId)).toBe(assetId);
        }
      }),
    );
  });
});

it("the fixture's packages choose what the tests expect", () => {
  expect(chosen(open({ at: place("premium") }), 2, 30)).toBe(32);
  expect(chosen(open({ at: place("basic") }), 3, 40)).toBe(42);
});
