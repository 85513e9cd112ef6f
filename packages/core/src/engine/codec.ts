import type { Choice } from "./configuration.ts";

/**
 * Choices in URLs. Three forms are read:
 *
 * - version `3` (written into the address bar and links the app makes; `link-code.ts`): the
 *   changes from the URL's package as positions in the layout's slots and options taken in id
 *   order, with a check of that structure. Shortest, but read only with the layout's rooms.
 * - the compact form of versions 1 and 2: a format version followed by base64url VLQ
 *   numbers (as in source maps: 5 bits a character, the 6th says "more follows"). The triples
 *   are sorted by room and group and written as zigzag deltas: per room the room id delta and
 *   its number of groups, then per group the group id delta and the option id delta. Ids of one
 *   apartment lie close together, so most numbers fit one character.
 *   - version `2` (written now) carries only the slots that differ from the package the URL
 *     names (`changedChoices`); a package as it is carries none. A reader lays them over that
 *     package's own choices (`applyChoices`), so a link follows later changes of the package in
 *     the slots it does not name, and a slot naming an option that no longer exists is reported
 *     and left to the package.
 *   - version `1` (links written before) carries every slot. The numbers are the same, and laid
 *     over the package the same way they give exactly the design they always gave.
 * - plain URI-encoded JSON: `[[roomId, groupId, assetId], …]` or `[{room, group, asset}, …]`,
 *   every slot or only some, read like version 1.
 */
const VERSION = "2";
/** A version 3 code read without the layout's rooms: the caller must read it again with them. */
export const LINK_NEEDS_ROOMS = "needs the layout's rooms";
/** The first character of a version 3 code (`link-code.ts`, kept apart: see there). */
export const STRUCTURED_VERSION = "3";
export const DAMAGED = "damaged link";
/** A version 3 code whose check does not match the layout's structure (`link-code.ts`). */
export const ANOTHER_CATALOGUE = "written for another catalogue";
/** Versions read: both are a list of room-group-option triples laid over the URL's package. */
const READ_VERSIONS = new Set(["1", "2"]);
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const VALUE_OF = new Map([...ALPHABET].map((ch, i) => [ch, i]));
const MAX_ID = 2_147_483_647;

export type DecodeResult = { ok: true; choices: Choice[] } | { ok: false; reason: string };

/**
 * The compact code of a list of choices. For a link, pass only what differs from the URL's
 * package (`changedChoices`); a whole design is read back the same, only longer.
 */
export function encodeChoices(choices: readonly Choice[]): string {
  const sorted = [...choices].sort((a, b) => a.roomId - b.roomId || a.groupId - b.groupId);
  const numbers: number[] = [];
  let prevRoom = 0;
  let prevGroup = 0;
  let prevAsset = 0;
  for (let i = 0; i < sorted.length; ) {
    const roomId = sorted[i]?.roomId ?? 0;
    let end = i;
    while (end < sorted.length && sorted[end]?.roomId === roomId) end++;
    numbers.push(roomId - prevRoom, end - i);
    prevRoom = roomId;
    for (; i < end; i++) {
      const choice = sorted[i] as Choice;
      numbers.push(choice.groupId - prevGroup, choice.assetId - prevAsset);
      prevGroup = choice.groupId;
      prevAsset = choice.assetId;
    }
  }
  return VERSION + numbers.map(vlq).join("");
}

function vlq(value: number): string {
  // Arithmetic rather than bit shifts: deltas of 31-bit ids need up to 33 bits.
  let rest = value < 0 ? -value * 2 + 1 : value * 2;
  let out = "";
  do {
    let digit = rest % 32;
    rest = Math.floor(rest / 32);
    if (rest > 0) digit += 32;
    out += ALPHABET[digit];
  } while (rest > 0);
  return out;
}

/**
 * The choices of a compact code of version 1 or 2. A version 3 code needs the layout's rooms
 * (`readLinkChoices` in link-code.ts); here it answers `LINK_NEEDS_ROOMS`.
 */
export function decodeCompact(code: string): DecodeResult {
  if (code.startsWith(STRUCTURED_VERSION)) return { ok: false, reason: LINK_NEEDS_ROOMS };
  if (!READ_VERSIONS.has(code.slice(0, 1))) return { ok: false, reason: "unknown link format" };
  const numbers: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of code.slice(1)) {
    const digit = VALUE_OF.get(ch);
    if (digit === undefined || shift > 35) return { ok: false, reason: DAMAGED };
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    numbers.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  if (shift !== 0) return { ok: false, reason: DAMAGED };

  const choices: Choice[] = [];
  let room = 0;
  let group = 0;
  let asset = 0;
  let i = 0;
  const next = () => numbers[i++];
  while (i < numbers.length) {
    const roomDelta = next();
    const count = next();
    if (roomDelta === undefined || count === undefined || count < 1)
      return { ok: false, reason: DAMAGED };
    room += roomDelta;
    for (let n = 0; n < count; n++) {
      const groupDelta = next();
      const assetDelta = next();
      if (groupDelta === undefined || assetDelta === undefined)
        return { ok: false, reason: DAMAGED };
      group += groupDelta;
      asset += assetDelta;
      if (![room, group, asset].every(isId)) return { ok: false, reason: DAMAGED };
      choices.push({ roomId: room, groupId: group, assetId: asset });
    }
  }
  return { ok: true, choices };
}

export function decodePlain(json: string): DecodeResult {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, reason: DAMAGED };
  }
  if (!Array.isArray(data)) return { ok: false, reason: DAMAGED };
  const choices: Choice[] = [];
  for (const item of data) {
    const triple = Array.isArray(item)
      ? item
      : item && typeof item === "object"
        ? [item.room ?? item.roomId, item.group ?? item.groupId, item.asset ?? item.assetId]
        : [];
    const [roomId, groupId, assetId] = triple as unknown[];
    if (triple.length !== 3 || !isId(roomId) || !isId(groupId) || !isId(assetId)) {
      return { ok: false, reason: DAMAGED };
    }
    choices.push({ roomId, groupId, assetId });
  }
  return { ok: true, choices };
}

/** Plain form, for links that people or other tools write by hand. */
export function encodePlain(choices: readonly Choice[]): string {
  return JSON.stringify(choices.map((c) => [c.roomId, c.groupId, c.assetId]));
}

function isId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= MAX_ID;
}

/** The part of URLSearchParams the codec uses, so that core needs neither DOM nor Node types. */
export type QueryParams = {
  get(name: string): string | null;
  set(name: string, value: string): void;
  delete(name: string): void;
};

/**
 * The choices a query string carries, if any: `compressed_selections=<code>`, or `selections`
 * holding the compact code when `compressed_selections=true`, or plain JSON in `selections`.
 * (URLSearchParams has already undone the URI encoding.)
 */
export function readChoicesFromQuery(params: QueryParams): DecodeResult | null {
  const code = choicesCodeOf(params);
  if (code === null) return null;
  return code.plain ? decodePlain(code.text) : decodeCompact(code.text);
}

/** The query's choices as written: a compact code, or plain JSON. */
export function choicesCodeOf(params: QueryParams): { text: string; plain: boolean } | null {
  const compressed = params.get("compressed_selections");
  const selections = params.get("selections");
  if (compressed && compressed !== "true") return { text: compressed, plain: false };
  if (selections === null) return null;
  if (compressed === "true") return { text: selections, plain: false };
  return { text: selections, plain: selections.startsWith("[") };
}

/** Whether a result is a version 3 code read without the layout's rooms (read it again with them). */
export function needsRooms(result: DecodeResult | null): boolean {
  return result?.ok === false && result.reason === LINK_NEEDS_ROOMS;
}

/**
 * Puts the changed choices (`changedChoices` against the URL's package) into the query in the
 * compact form of version 2; the other parameters stay. Any reader reads it without the layout's
 * rooms and it stays right when the company adds or removes options (short links keep it,
 * docs/decisions/005); `writeLinkChoices` (link-code.ts) writes the shorter version 3.
 */
export function writeChoicesToQuery<P extends QueryParams>(
  params: P,
  choices: readonly Choice[],
): P {
  params.set("selections", encodeChoices(choices));
  params.set("compressed_selections", "true");
  return params;
}

/** Moving between rooms or packages keeps the query string but drops the choices. */
export function dropChoicesFromQuery<P extends QueryParams>(params: P): P {
  params.delete("selections");
  params.delete("compressed_selections");
  return params;
}
