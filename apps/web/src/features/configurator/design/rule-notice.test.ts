import { type PickReport, pickReport, type Restriction, slotKey } from "@home-designer/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ConfiguratorState } from "../context.ts";
import { basePackageId } from "../selection/design.ts";
import { asset, configuratorState, group, material, pkg, room } from "../selection/fixtures.ts";
import {
  type DesignEvent,
  type DesignState,
  initialDesign,
  reduce,
  withInputs,
} from "./machine.ts";
import { appliedOf, modifiedOf } from "./selectors.ts";

// The demo's two kinds of rule: the whole apartment's (a room-type room's) black door sets the
// hallway's entrance door to its anthracite inner side (290 €); the kitchen's quartz worktop needs
// an undermount sink (180 €). The hidden threshold follows the worktop too.
let restrictionIds = 0;
function rule(
  source: number,
  sourceGroup: number,
  target: number,
  targetGroup: number,
): Restriction {
  restrictionIds += 1;
  return {
    id: restrictionIds,
    source_selection_id: source,
    source_selection_group_id: sourceGroup,
    target_selection_id: target,
    target_selection_group_id: targetGroup,
  };
}
const whole = room(1, "whole-apartment", 0, { is_room_type: true });
const hallway = room(2, "hallway", 1);
const kitchen = room(3, "kitchen", 2);
const doors = group(
  10,
  1,
  [
    asset(11, 10, { packages: [7], material: material(0) }),
    asset(12, 10, { material: material(720) }),
  ],
  { restrictions: [rule(11, 10, 21, 20), rule(12, 10, 22, 20)] },
);
const innerSide = group(20, 2, [
  asset(21, 20, { packages: [7], material: material(0) }),
  asset(22, 20, { material: material(290) }),
]);
const worktop = group(
  30,
  3,
  [
    asset(31, 30, { packages: [7], material: material(0) }),
    asset(32, 30, { material: material(1650) }),
    asset(33, 30, { material: material(190) }),
  ],
  {
    restrictions: [
      rule(31, 30, 41, 40),
      rule(32, 30, 42, 40),
      rule(32, 30, 43, 40),
      rule(32, 30, 52, 50),
    ],
  },
);
const sink = group(40, 3, [
  asset(41, 40, { packages: [7], material: material(0) }),
  asset(42, 40, { material: material(180) }),
  asset(43, 40, { material: material(340) }),
]);
const threshold = group(50, 3, [asset(51, 50, { packages: [7] }), asset(52, 50)], {
  hidden: true,
});
const rooms = [whole, hallway, kitchen];
const allLoaded = new Map([
  [1, [doors]],
  [2, [innerSide]],
  [3, [worktop, sink, threshold]],
]);
const basic = pkg(7, { slug: "basic", default: true });

function place(extra: Partial<ConfiguratorState> = {}): ConfiguratorState {
  return {
    ...configuratorState(basic),
    rooms,
    packages: [basic],
    packageSegment: "basic",
    basePackageId: basePackageId(basic, [basic]),
    currentTab: "kitchen",
    ...extra,
  };
}

let keys = 0;
function open(loaded = allLoaded): DesignState {
  keys += 1;
  return withInputs(
    initialDesign(null),
    place(),
    { key: `r${keys}`, pathname: "/et/basic/kitchen", search: "" },
    loaded,
  );
}

const pick = (roomId: number, groupId: number, assetId: number): DesignEvent => ({
  type: "choose",
  choice: { roomId, groupId, assetId },
});

const run = (state: DesignState, ...events: DesignEvent[]) => events.reduce(reduce, state);

/** What the last pick changed, as the notice works it out; null when there is no last pick. */
function reportOf(state: DesignState): PickReport | null {
  const pick = state.lastPick;
  return pick && pickReport(state.scope.rooms, pick.shown, pick.chosen, pick.choice);
}

/** Whether the notice has anything to tell: the last pick's restrictions changed other slots. */
const told = (state: DesignState) => (reportOf(state)?.ruleChanges.length ?? 0) > 0;

describe("the notice of what a pick's restrictions changed", () => {
  it("reports the hallway door the whole apartment's black door changed", () => {
    const state = run(open(), pick(1, 10, 12));
    expect(reportOf(state)).toEqual({
      picked: { roomId: 1, groupId: 10, from: 11, to: 12 },
      ruleChanges: [{ roomId: 2, groupId: 20, from: 21, to: 22 }],
    });
    expect(state.lastPick?.before).toBeNull();
    expect(state.lastPick?.after).toBe(state.stored);
  });

  it("reports the sink and the hidden threshold the quartz worktop changed", () => {
    const state = run(open(), pick(3, 30, 32));
    expect(reportOf(state)?.ruleChanges).toEqual([
      { roomId: 3, groupId: 40, from: 41, to: 42 },
      { roomId: 3, groupId: 50, from: 51, to: 52 },
    ]);
  });

  it("says nothing when the pick moves nothing else", () => {
    // Picking the inset sink again changes nothing at all: no pick to tell of.
    expect(run(open(), pick(3, 40, 41)).lastPick).toBeNull();
    // The worktop at 190 € has no rule of its own: the sink stays as it is.
    expect(told(run(open(), pick(3, 30, 33)))).toBe(false);
  });

  it("says nothing before every room has loaded: the rooms still to come may move more", () => {
    const partial = new Map([...allLoaded].filter(([id]) => id !== 2));
    const state = run(open(partial), pick(3, 30, 32));
    expect(chosen(state, 3, 40)).toBe(42);
    expect(state.lastPick).toBeNull();
  });

  it("goes with the next pick, a package picked, a save, or a closed notice", () => {
    const ruled = run(open(), pick(3, 30, 32));
    expect(run(ruled, pick(3, 40, 43)).lastPick?.choice.groupId).toBe(40);
    expect(run(ruled, { type: "pick package", slug: "basic" }).lastPick).toBeNull();
    expect(run(ruled, { type: "saved", layout: "1:1:0" }).lastPick).toBeNull();
    const closed = run(ruled, { type: "rule notice closed" });
    expect(closed.lastPick).toBeNull();
    expect(closed.stored).toBe(ruled.stored);
    // A pick that makes a rule change of its own gives its own notice.
    expect(reportOf(run(ruled, pick(1, 10, 12)))?.picked.groupId).toBe(10);
  });

  it("stays while the same option is picked again (nothing changed)", () => {
    const ruled = run(open(), pick(3, 30, 32));
    expect(run(ruled, pick(3, 30, 32))).toBe(ruled);
  });

  it("undoes the pick and its rule's changes in one step, to the package as it was", () => {
    const start = open();
    const undone = run(start, pick(3, 30, 32), { type: "pick undone" });
    expect(undone.stored).toBeNull();
    expect(modifiedOf(undone)).toBe(false);
    expect(appliedOf(undone).choices).toEqual(appliedOf(start).choices);
    expect(undone.lastPick).toBeNull();
    // Nothing more to undo.
    expect(run(undone, { type: "pick undone" })).toBe(undone);
  });

  it("undoes to a changed design exactly as it was stored", () => {
    const changed = run(open(), pick(1, 10, 12));
    const undone = run(changed, pick(3, 30, 32), { type: "pick undone" });
    expect(undone.stored).toBe(changed.stored);
    expect(chosen(undone, 2, 20)).toBe(22);
    expect(chosen(undone, 3, 40)).toBe(41);
  });

  it("undoes exactly the design before the pick, whatever came before it", () => {
    const picks = [
      ...[11, 12].map((a) => pick(1, 10, a)),
      ...[21, 22].map((a) => pick(2, 20, a)),
      ...[31, 32, 33].map((a) => pick(3, 30, a)),
      ...[41, 42, 43].map((a) => pick(3, 40, a)),
    ];
    const event = fc.constantFrom(...picks);
    fc.assert(
      fc.property(fc.array(event, { maxLength: 8 }), event, (earlier, last) => {
        const before = run(open(), ...earlier);
        const after = run(before, last);
        // A pick that changed nothing leaves the notice of an earlier one.
        if (after === before || !told(after)) return;
        const undone = run(after, { type: "pick undone" });
        expect(undone.stored).toBe(before.stored);
        expect(appliedOf(undone).choices).toEqual(appliedOf(before).choices);
        // What the notice names is exactly what moved besides the pick.
        const moved = [...appliedOf(after).choices]
          .filter(([key, id]) => appliedOf(before).choices.get(key) !== id)
          .map(([key]) => key)
          .filter(
            (key) =>
              last.type === "choose" && key !== slotKey(last.choice.roomId, last.choice.groupId),
          );
        expect(reportOf(after)?.ruleChanges.map((c) => slotKey(c.roomId, c.groupId))).toEqual(
          moved,
        );
      }),
    );
  });
});

function chosen(state: DesignState, roomId: number, groupId: number): number | undefined {
  return appliedOf(state).choices.get(slotKey(roomId, groupId));
}
