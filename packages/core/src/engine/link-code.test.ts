import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ANOTHER_CATALOGUE,
  DAMAGED,
  decodeCompact,
  encodeChoices,
  LINK_NEEDS_ROOMS,
  needsRooms,
  readChoicesFromQuery,
  writeChoicesToQuery,
} from "./codec.ts";
import type { Choice, RoomGroups } from "./configuration.ts";
import {
  decodeStructured,
  encodeStructured,
  linkStructure,
  readLinkChoices,
  writeLinkChoices,
} from "./link-code.ts";
import { asset, configurationArbitrary, group } from "./test-configuration.ts";

const id = fc.integer({ min: 1, max: 2_147_483_647 });

/** Layouts with random database ids: rooms, their groups (a group may recur in rooms) and options. */
const layoutArbitrary = fc
  .uniqueArray(
    fc.record({
      roomId: id,
      groups: fc.uniqueArray(
        fc.record({ id, options: fc.uniqueArray(id, { minLength: 1, maxLength: 7 }) }),
        { selector: (g) => g.id, maxLength: 8 },
      ),
    }),
    { minLength: 1, maxLength: 12, selector: (r) => r.roomId },
  )
  .map((rooms): RoomGroups[] =>
    rooms.map((r) => ({
      roomId: r.roomId,
      isRoomType: false,
      groups: r.groups.map((g) =>
        group(
          g.id,
          r.roomId,
          g.options.map((o) => asset(o, g.id)),
        ),
      ),
    })),
  );

/** A layout with some of its slots given one of their options, as changed choices are. */
const designArbitrary = (rooms: RoomGroups[]) => {
  const slots = rooms.flatMap((r) => r.groups.map((g) => ({ roomId: r.roomId, g })));
  return fc
    .array(fc.tuple(fc.boolean(), fc.nat()), { minLength: slots.length, maxLength: slots.length })
    .map((picks): Choice[] =>
      slots.flatMap(({ roomId, g }, i) => {
        const [on, n] = picks[i] as [boolean, number];
        const option = g.assets[n % g.assets.length];
        return on && option ? [{ roomId, groupId: g.id, assetId: option.id }] : [];
      }),
    );
};
const layoutAndDesign = layoutArbitrary.chain((rooms) =>
  designArbitrary(rooms).map((design) => ({ rooms, design })),
);
const inLinkOrder = (list: readonly Choice[]) =>
  [...list].sort((a, b) => a.roomId - b.roomId || a.groupId - b.groupId);

/** The same layout with rooms, groups and options in another (display) order. */
function reordered(rooms: RoomGroups[], seed: number): RoomGroups[] {
  const shuffle = <T>(list: readonly T[], salt: number): T[] =>
    list
      .map((item, i) => ({ item, key: Math.sin(seed * 7919 + salt * 104729 + i * 31) }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.item);
  return shuffle(rooms, 1).map((room, r) => ({
    ...room,
    groups: shuffle(room.groups, r + 2).map((g, k) => ({
      ...g,
      priority: k,
      assets: shuffle(g.assets, r * 100 + k + 3),
    })),
  }));
}

describe("version 3 links: positions in the layout's structure", () => {
  it("reads back exactly the changes it wrote, for any layout and design", () => {
    fc.assert(
      fc.property(layoutAndDesign, ({ rooms, design }) => {
        const code = encodeStructured(linkStructure(rooms), design);
        expect(code).toMatch(/^3[A-Za-z0-9_-]+$/);
        expect(decodeStructured(linkStructure(rooms), code)).toEqual({
          ok: true,
          choices: inLinkOrder(design),
        });
      }),
      { numRuns: 300 },
    );
  });

  it("reads the same design when rooms, groups or options are shown in another order", () => {
    fc.assert(
      fc.property(layoutAndDesign, fc.nat(), ({ rooms, design }, seed) => {
        const code = encodeStructured(linkStructure(rooms), design);
        const again = reordered(rooms, seed);
        expect(encodeStructured(linkStructure(again), design)).toBe(code);
        expect(decodeStructured(linkStructure(again), code)).toEqual({
          ok: true,
          choices: inLinkOrder(design),
        });
      }),
      { numRuns: 200 },
    );
  });

  it("reports a link written against another catalogue instead of reading another design", () => {
    const changes = fc.constantFrom(
      "add option",
      "remove option",
      "add group",
      "remove group",
      "add room",
      "renumber option",
    );
    fc.assert(
      fc.property(layoutAndDesign, changes, fc.nat(), ({ rooms, design }, change, n) => {
        const code = encodeStructured(linkStructure(rooms), design);
        const changed = structuredClone(rooms);
        const groups = changed.flatMap((r) => r.groups.map((g) => ({ room: r, g })));
        const target = groups[n % Math.max(groups.length, 1)];
        const fresh = 2_147_483_647 - (n % 1000);
        if (change === "add room" || !target) {
          changed.push({
            roomId: fresh,
            isRoomType: false,
            groups: [group(fresh, fresh, [asset(fresh, fresh)])],
          });
        } else if (change === "add group") {
          target.room.groups = [...target.room.groups, group(fresh, 1, [asset(fresh, fresh)])];
          fc.pre(!target.room.groups.slice(0, -1).some((g) => g.id === fresh));
        } else if (change === "remove group") {
          target.room.groups = target.room.groups.filter((g) => g !== target.g);
        } else if (change === "add option") {
          fc.pre(!target.g.assets.some((a) => a.id === fresh));
          target.g.assets = [...target.g.assets, asset(fresh, target.g.id)];
        } else if (change === "remove option") {
          fc.pre(target.g.assets.length > 1);
          target.g.assets = target.g.assets.slice(1);
        } else {
          fc.pre(!target.g.assets.some((a) => a.id === fresh));
          target.g.assets = [asset(fresh, target.g.id), ...target.g.assets.slice(1)];
        }
        expect(decodeStructured(linkStructure(changed), code)).toEqual({
          ok: false,
          reason: ANOTHER_CATALOGUE,
        });
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on garbage, and what it does read names the layout's own slots and options", () => {
    const base64url = fc.stringMatching(/^[A-Za-z0-9_-]{0,80}$/);
    fc.assert(
      fc.property(
        layoutArbitrary,
        fc.oneof(
          base64url.map((s) => `3${s}`),
          fc.string({ maxLength: 40 }),
        ),
        (rooms, code) => {
          const result = decodeStructured(linkStructure(rooms), code);
          if (result.ok) {
            const options = new Map(
              rooms.flatMap((r) =>
                r.groups.map((g) => [`${r.roomId}:${g.id}`, g.assets.map((a) => a.id)]),
              ),
            );
            for (const c of result.choices)
              expect(options.get(`${c.roomId}:${c.groupId}`)).toContain(c.assetId);
          } else expect([DAMAGED, ANOTHER_CATALOGUE]).toContain(result.reason);
        },
      ),
      { numRuns: 500 },
    );
    expect(decodeStructured(linkStructure([]), "3")).toEqual({ ok: false, reason: DAMAGED });
    expect(decodeStructured(linkStructure([]), `3${"_".repeat(9000)}`).ok).toBe(false);
  });

  it("stays within 30 bits (the check and the count) of the information bound of the changes", () => {
    fc.assert(
      fc.property(layoutAndDesign, ({ rooms, design }) => {
        const slots = rooms.reduce((n, r) => n + r.groups.length, 0);
        const optionsOf = new Map(
          rooms.flatMap((r) => r.groups.map((g) => [`${r.roomId}:${g.id}`, g.assets.length])),
        );
        let bound = 0;
        for (let i = 1; i <= design.length; i++)
          bound += Math.log2(slots - design.length + i) - Math.log2(i);
        for (const c of design) bound += Math.log2(optionsOf.get(`${c.roomId}:${c.groupId}`) ?? 1);
        const code = encodeStructured(linkStructure(rooms), design);
        expect((code.length - 1) * 6).toBeLessThanOrEqual(
          Math.ceil(bound + 24 + Math.log2(slots + 1)) + 6,
        );
      }),
      { numRuns: 200 },
    );
  });

  it("is read from the query with the layout's rooms, and asks for them without", () => {
    fc.assert(
      fc.property(configurationArbitrary, fc.nat(), (rooms, n) => {
        const groups = rooms.flatMap((r) => r.groups.map((g) => ({ roomId: r.roomId, g })));
        const pick = groups[n % groups.length];
        fc.pre(pick !== undefined);
        const { roomId, g } = pick as NonNullable<typeof pick>;
        const choice = { roomId, groupId: g.id, assetId: (g.assets.at(-1) as { id: number }).id };
        const params = writeLinkChoices(new URLSearchParams("project=1"), [choice], rooms);
        expect(params.get("selections")?.startsWith("3")).toBe(true);
        expect(params.get("project")).toBe("1");
        expect(readLinkChoices(params, rooms)).toEqual({ ok: true, choices: [choice] });
        const without = readChoicesFromQuery(params);
        expect(without).toEqual({ ok: false, reason: LINK_NEEDS_ROOMS });
        expect(needsRooms(without)).toBe(true);
        // Without the rooms the writer keeps version 2, which needs none.
        const old = writeChoicesToQuery(new URLSearchParams(), [choice]);
        expect(old.get("selections")).toBe(encodeChoices([choice]));
        expect(readLinkChoices(old, rooms)).toEqual({ ok: true, choices: [choice] });
        const plain = new URLSearchParams({ selections: JSON.stringify([[roomId, g.id, 5]]) });
        expect(readLinkChoices(plain, rooms)).toEqual(readChoicesFromQuery(plain));
        expect(decodeCompact(encodeChoices([choice]))).toEqual({ ok: true, choices: [choice] });
      }),
      { numRuns: 100 },
    );
  });
});
