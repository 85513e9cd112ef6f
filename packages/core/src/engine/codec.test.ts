import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeCompact,
  decodePlain,
  dropChoicesFromQuery,
  encodeChoices,
  encodePlain,
  readChoicesFromQuery,
  writeChoicesToQuery,
} from "./codec.ts";
import type { Choice } from "./configuration.ts";

const id = fc.integer({ min: 1, max: 2_147_483_647 });
const nearId = fc.integer({ min: 1, max: 5000 });
/** Choices with one option per (room, group), as the engine produces them. */
const choicesArbitrary = (ids: fc.Arbitrary<number>) =>
  fc
    .uniqueArray(fc.record({ roomId: ids, groupId: ids, assetId: ids }), {
      selector: (c) => `${c.roomId}:${c.groupId}`,
      maxLength: 60,
    })
    .map((list): Choice[] => list);
const sorted = (list: readonly Choice[]) =>
  [...list].sort((a, b) => a.roomId - b.roomId || a.groupId - b.groupId);

describe("choices in URLs", () => {
  it("reads back exactly the choices it wrote, in compact form, for any ids", () => {
    fc.assert(
      fc.property(choicesArbitrary(id), (choices) => {
        expect(decodeCompact(encodeChoices(choices))).toEqual({
          ok: true,
          choices: sorted(choices),
        });
      }),
      { numRuns: 500 },
    );
  });

  it("reads back exactly the choices it wrote, in plain JSON form", () => {
    fc.assert(
      fc.property(choicesArbitrary(id), (choices) => {
        expect(decodePlain(encodePlain(choices))).toEqual({ ok: true, choices });
      }),
    );
  });

  it("writes only URL-safe characters", () => {
    fc.assert(
      fc.property(choicesArbitrary(id), (choices) =>
        /^[A-Za-z0-9_-]*$/.test(encodeChoices(choices)),
      ),
    );
  });

  it("is compact for the ids of one apartment: about three characters a choice", () => {
    const choices: Choice[] = [];
    let asset = 500;
    for (let room = 40; room < 48; room++) {
      for (let g = 0; g < 5; g++) {
        asset += 3;
        choices.push({ roomId: room, groupId: 100 + (room - 40) * 5 + g, assetId: asset });
      }
    }
    const code = encodeChoices(choices);
    expect(code.length).toBeLessThanOrEqual(choices.length * 3);
    expect(code.length).toBeLessThan(encodeURIComponent(encodePlain(choices)).length / 5);
  });

  it("refuses damaged or foreign input with a reason, never throwing", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const compact = decodeCompact(text);
        const plain = decodePlain(text);
        expect(typeof compact.ok).toBe("boolean");
        expect(typeof plain.ok).toBe("boolean");
      }),
      { numRuns: 1000 },
    );
    for (const bad of ["", "3CCEG", "2AAA", "1AAA", "1A", "1!!", "1////////"])
      expect(decodeCompact(bad).ok, bad).toBe(false);
    for (const bad of [
      "{}",
      "[[1,2]]",
      "[[1,2,0]]",
      "[[1,2,3.5]]",
      '[["1",2,3]]',
      "[[1,2,3e12]]",
      "not json",
    ]) {
      expect(decodePlain(bad).ok, bad).toBe(false);
    }
    expect(decodePlain('[{"room":1,"group":2,"asset":3}]')).toEqual({
      ok: true,
      choices: [{ roomId: 1, groupId: 2, assetId: 3 }],
    });
  });

  it("reads every query form: compact in compressed_selections, compact or JSON in selections", () => {
    fc.assert(
      fc.property(choicesArbitrary(nearId), (choices) => {
        const code = encodeChoices(choices);
        const expected = { ok: true, choices: sorted(choices) };
        expect(readChoicesFromQuery(new URLSearchParams({ compressed_selections: code }))).toEqual(
          expected,
        );
        expect(
          readChoicesFromQuery(
            new URLSearchParams({ selections: code, compressed_selections: "true" }),
          ),
        ).toEqual(expected);
        expect(
          readChoicesFromQuery(new URLSearchParams({ selections: encodePlain(choices) })),
        ).toEqual({ ok: true, choices });
        // The round trip through a real URL, as a shared link travels.
        const url = new URL(
          "https://example.test/et/custom/kitchen?project=1&apartment_layout_id=2",
        );
        writeChoicesToQuery(url.searchParams, choices);
        expect(readChoicesFromQuery(new URL(url.toString()).searchParams)).toEqual(expected);
      }),
    );
    expect(readChoicesFromQuery(new URLSearchParams("project=1"))).toBeNull();
  });

  it("still reads links written in version 1, to the same choices", () => {
    // Written by the version 1 encoder before version 2 existed: room 1, group 2, option 3.
    expect(decodeCompact("1CCEG")).toEqual({
      ok: true,
      choices: [{ roomId: 1, groupId: 2, assetId: 3 }],
    });
    expect(encodeChoices([{ roomId: 1, groupId: 2, assetId: 3 }])).toBe("2CCEG");
    fc.assert(
      fc.property(choicesArbitrary(id), (choices) => {
        const v2 = encodeChoices(choices);
        expect(decodeCompact(`1${v2.slice(1)}`)).toEqual(decodeCompact(v2));
      }),
    );
  });

  it("drops the choices and keeps the rest of the query", () => {
    const params = new URLSearchParams(
      "project=1&selections=1AB&compressed_selections=true&apartment_layout_id=5",
    );
    expect(dropChoicesFromQuery(params).toString()).toBe("project=1&apartment_layout_id=5");
  });
});
