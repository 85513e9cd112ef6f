import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ConfirmationSnapshot } from "./api/personal-data.ts";
import {
  canonicalJson,
  confirmationContent,
  confirmationHash,
  readableHash,
  sha256Hex,
} from "./confirmation-record.ts";

const snapshot: ConfirmationSnapshot = {
  locale: "et",
  vat: 24,
  totalCents: 123_450,
  rooms: [
    {
      id: 7,
      label: { et: "Köök", en: "Kitchen" },
      numbers: ["1"],
      choices: [
        {
          groupId: 3,
          groupTitle: { et: "Tööpind", en: "Worktop" },
          selectionId: 11,
          title: { et: "Tamm", en: "Oak" },
          materialCode: "oak",
          priceCents: 123_450,
          isSpecial: false,
        },
      ],
    },
  ],
};

const content = confirmationContent({
  layoutId: 5,
  version: 1,
  packageId: 9,
  confirmedAt: new Date("2026-12-05T10:11:12.345Z"),
  locale: "et",
  snapshot,
});

/** The same object with its keys written in the reverse order, at every depth. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, member]) => [key, reversedKeys(member)]),
    );
  }
  return value;
}

describe("the canonical serialisation", () => {
  it("sorts keys at every depth, writes no white space and leaves absent members out", () => {
    expect(canonicalJson({ b: 1, a: [{ d: "ä", c: null }], e: undefined })).toBe(
      '{"a":[{"c":null,"d":"ä"}],"b":1}',
    );
  });

  it("does not depend on the order the keys were written in", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(reversedKeys(value))).toBe(canonicalJson(value));
      }),
    );
  });

  it("reads back as the same value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
      }),
    );
  });

  it("refuses what JSON cannot say", () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ a: 1n })).toThrow(TypeError);
  });
});

describe("the content hash", () => {
  it("is SHA-256 of the canonical JSON", async () => {
    // The standard's test vector: SHA-256("abc").
    expect(await sha256Hex(new TextEncoder().encode("abc"))).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(await confirmationHash(content)).toBe(
      await sha256Hex(new TextEncoder().encode(canonicalJson(content))),
    );
  });

  it("is the same for the same confirmation however it was built", async () => {
    const rebuilt = reversedKeys(JSON.parse(JSON.stringify(content))) as typeof content;
    expect(await confirmationHash(rebuilt)).toBe(await confirmationHash(content));
  });

  it("changes with a price, a text, the version or the language", async () => {
    const hash = await confirmationHash(content);
    const room = snapshot.rooms[0];
    const choice = room?.choices[0];
    if (!room || !choice) throw new Error("no choice");
    const changed = [
      { ...content, version: 2 },
      { ...content, locale: "en" },
      { ...content, snapshot: { ...snapshot, vat: 22 } },
      {
        ...content,
        snapshot: {
          ...snapshot,
          rooms: [{ ...room, choices: [{ ...choice, priceCents: choice.priceCents + 1 }] }],
        },
      },
      {
        ...content,
        snapshot: {
          ...snapshot,
          rooms: [{ ...room, choices: [{ ...choice, title: { et: "Tamm.", en: "Oak" } }] }],
        },
      },
    ];
    for (const other of changed) expect(await confirmationHash(other)).not.toBe(hash);
  });

  it("is shortened for reading to its first 16 digits in fours", () => {
    expect(readableHash("ba7816bf8f01cfea414140de5dae2223")).toBe("ba78 16bf 8f01 cfea");
  });
});
