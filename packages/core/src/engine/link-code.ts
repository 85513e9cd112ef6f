import {
  ANOTHER_CATALOGUE,
  choicesCodeOf,
  DAMAGED,
  type DecodeResult,
  type QueryParams,
  readChoicesFromQuery,
  STRUCTURED_VERSION,
} from "./codec.ts";
import type { Choice, RoomGroups, SlotKey } from "./configuration.ts";
import { slotKey } from "./configuration.ts";

/**
 * Version 3 of the choices in a link (codec.ts reads the other forms; this module stays apart
 * from it so that the web app loads it only when it has every room, not on its first screen): positions in the layout's structure instead of database
 * ids, close to the fewest characters that can name the changes (docs/decisions/005).
 *
 * The slots of the layout are taken in a stable order, by room id and then group id, and each
 * slot's options by option id. Database ids survive a re-import (it updates rooms, groups and
 * options by their codes), and the order does not depend on the display order, so reordering
 * rooms, groups or options in the back office or a workbook leaves every link as it was.
 *
 * The code is one number in mixed radix, least significant first, written in base64url:
 * - a 24-bit check of the structure (ids of the slots and their options): a layout whose rooms,
 *   groups or options were since added or removed no longer matches, and the link is reported as
 *   written for another catalogue rather than read as another design (wrongly matching: 2^-24);
 * - k, the number of slots that differ from the package, in [0, slots];
 * - which k slots, as the rank of the k-subset (combinatorial number system), in [0, C(slots, k));
 * - for each of them in slot order, the option's position among the slot's options.
 * That is log2 C(slots, k) + Σ log2(options) bits plus the check and k: the package's own option
 * is not skipped (saving log2(options / (options − 1)) per slot) so that a link does not depend on
 * the package's choices, which the company may change later: as with version 2, a link follows
 * the package in the slots it does not name.
 */
const CHECK_RANGE = 1n << 24n;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const VALUE_OF = new Map([...ALPHABET].map((ch, i) => [ch, BigInt(i)]));
/** Longer codes are not read (the server takes at most 4 000 characters of a code anyway). */
const MAX_CODE = 8000;

type Slot = { roomId: number; groupId: number; options: readonly number[] };

/** The layout's slots in the order links use, and the check of their ids. */
export type LinkStructure = {
  slots: readonly Slot[];
  position: ReadonlyMap<SlotKey, number>;
  check: bigint;
};

const structures = new WeakMap<readonly RoomGroups[], LinkStructure>();

/** The structure of a layout's rooms (every room's groups and options), remembered per list. */
export function linkStructure(rooms: readonly RoomGroups[]): LinkStructure {
  const known = structures.get(rooms);
  if (known) return known;
  const slots: Slot[] = rooms
    .flatMap((room) =>
      room.groups.map((group) => ({
        roomId: room.roomId,
        groupId: group.id,
        options: group.assets.map((a) => a.id).sort((a, b) => a - b),
      })),
    )
    .sort((a, b) => a.roomId - b.roomId || a.groupId - b.groupId);
  const structure = {
    slots,
    position: new Map(slots.map((s, i) => [slotKey(s.roomId, s.groupId), i])),
    check: BigInt(structureHash(slots)) % CHECK_RANGE,
  };
  structures.set(rooms, structure);
  return structure;
}

/** A 32-bit hash (murmur3's mixing) of every slot's ids and its options' ids, in link order. */
function structureHash(slots: readonly Slot[]): number {
  let h = 0x9747b28c;
  const add = (n: number) => {
    let k = Math.imul(n | 0, 0xcc9e2d51);
    k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
    h ^= k;
    h = (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
  };
  for (const slot of slots) {
    add(slot.roomId);
    add(slot.groupId);
    add(slot.options.length);
    for (const option of slot.options) add(option);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The version 3 code of the choices that differ from the URL's package (`changedChoices`).
 * Choices naming a slot or option the structure does not have are left out (a reader would drop
 * them as gone anyway).
 */
export function encodeStructured(structure: LinkStructure, changed: readonly Choice[]): string {
  const picked: { at: number; option: number; options: number }[] = [];
  for (const choice of changed) {
    const at = structure.position.get(slotKey(choice.roomId, choice.groupId));
    if (at === undefined) continue;
    const options = (structure.slots[at] as Slot).options;
    const option = options.indexOf(choice.assetId);
    if (option >= 0) picked.push({ at, option, options: options.length });
  }
  picked.sort((a, b) => a.at - b.at);
  const total = structure.slots.length;
  const k = picked.length;
  // Built from the most significant part down: value = check + R·(k + (S+1)·(rank + C·(options))).
  let value = 0n;
  for (let i = picked.length - 1; i >= 0; i--) {
    const p = picked[i] as (typeof picked)[number];
    value = value * BigInt(p.options) + BigInt(p.option);
  }
  const binomials = binomialTable(total, k);
  let rank = 0n;
  picked.forEach((p, i) => {
    rank += binomial(binomials, p.at, i + 1);
  });
  value = value * binomial(binomials, total, k) + rank;
  value = value * BigInt(total + 1) + BigInt(k);
  value = value * CHECK_RANGE + structure.check;
  return STRUCTURED_VERSION + toBase64url(value);
}

export type StructuredResult =
  | { ok: true; choices: Choice[] }
  | { ok: false; reason: typeof ANOTHER_CATALOGUE | typeof DAMAGED };

/**
 * The changed choices a version 3 code names over `structure`; "written for another catalogue"
 * when the structure's check differs or the numbers do not fit it. Never throws.
 */
export function decodeStructured(structure: LinkStructure, code: string): StructuredResult {
  if (code.slice(0, 1) !== STRUCTURED_VERSION || code.length < 2 || code.length > MAX_CODE)
    return { ok: false, reason: DAMAGED };
  let value = 0n;
  for (const ch of code.slice(1)) {
    const digit = VALUE_OF.get(ch);
    if (digit === undefined) return { ok: false, reason: DAMAGED };
    value = value * 64n + digit;
  }
  if (value % CHECK_RANGE !== structure.check) return { ok: false, reason: ANOTHER_CATALOGUE };
  value /= CHECK_RANGE;
  const total = structure.slots.length;
  const kBig = value % BigInt(total + 1);
  value /= BigInt(total + 1);
  const k = Number(kBig);
  const binomials = binomialTable(total, k);
  const subsets = binomial(binomials, total, k);
  let rank = value % subsets;
  value /= subsets;
  // Unranking: the largest position c with C(c, i) ≤ rank, for i = k down to 1; positions fall.
  const positions: number[] = [];
  let c = total - 1;
  for (let i = k; i >= 1; i--) {
    while (c >= 0 && binomial(binomials, c, i) > rank) c--;
    positions.push(c);
    rank -= binomial(binomials, c, i);
    c--;
  }
  positions.reverse();
  const choices: Choice[] = [];
  for (const at of positions) {
    const slot = structure.slots[at] as Slot;
    const count = BigInt(slot.options.length);
    if (count === 0n) return { ok: false, reason: ANOTHER_CATALOGUE };
    const option = Number(value % count);
    value /= count;
    choices.push({
      roomId: slot.roomId,
      groupId: slot.groupId,
      assetId: slot.options[option] as number,
    });
  }
  // Anything left over was not written by encodeStructured for this structure.
  if (value !== 0n) return { ok: false, reason: ANOTHER_CATALOGUE };
  return { ok: true, choices };
}

/** C(n, r) for n ≤ maxN and r ≤ maxR, as rows of Pascal's triangle (rows cut at maxR). */
function binomialTable(maxN: number, maxR: number): bigint[][] {
  const rows: bigint[][] = [];
  for (let n = 0; n <= maxN; n++) {
    const row: bigint[] = [1n];
    const above = rows[n - 1];
    for (let r = 1; r <= Math.min(n, maxR); r++)
      row.push((above?.[r - 1] ?? 0n) + (above?.[r] ?? 0n));
    rows.push(row);
  }
  return rows;
}

function binomial(rows: bigint[][], n: number, r: number): bigint {
  if (n < 0 || r < 0 || r > n) return 0n;
  return rows[n]?.[r] ?? 0n;
}

function toBase64url(value: bigint): string {
  let out = "";
  let rest = value;
  do {
    out = ALPHABET[Number(rest % 64n)] + out;
    rest /= 64n;
  } while (rest > 0n);
  return out;
}

/**
 * The choices a query string carries, any form, read with every room of the layout: version 3
 * codes too (`readChoicesFromQuery` reads the others without the rooms).
 */
export function readLinkChoices(
  params: QueryParams,
  rooms: readonly RoomGroups[],
): DecodeResult | null {
  const code = choicesCodeOf(params);
  if (code && !code.plain && code.text.startsWith(STRUCTURED_VERSION))
    return decodeStructured(linkStructure(rooms), code.text);
  return readChoicesFromQuery(params);
}

/** Puts the changed choices into the query as a version 3 code; the other parameters stay. */
export function writeLinkChoices<P extends QueryParams>(
  params: P,
  changed: readonly Choice[],
  rooms: readonly RoomGroups[],
): P {
  params.set("selections", encodeStructured(linkStructure(rooms), changed));
  params.set("compressed_selections", "true");
  return params;
}
