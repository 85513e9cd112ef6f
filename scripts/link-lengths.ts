/**
 * How long a shared link's choices are, against how long they must be at least: the measure of
 * `npm run bench`'s "Shared-link length" section, kept apart so it can run on any apartment.
 */
import {
  changedChoices,
  choicesToList,
  encodeChoices,
  encodePlain,
  packageChoices,
  type RoomGroups,
  type SelectionGroup,
  selectAsset,
  slotKey,
  writeLinkChoices,
} from "@home-designer/core";
import lzString from "lz-string";

export type LinkLengths = {
  rooms: number;
  /** Slots of the apartment (one chosen option each). */
  choices: number;
  /** Slots whose option differs from the package's after the changes. */
  changed: number;
  /** The link's code (version 3, positions in the layout): only the changed slots. */
  diff: number;
  /** The same changes in version 2 (database ids), as short links and the summary PDF keep them. */
  ids: number;
  /** The same code over every slot (what version 1 links carried). */
  full: number;
  lzJson: number;
  plainJson: number;
  /** Σ log2(options) over every slot: bits any code of a whole design needs for some design. */
  boundBits: number;
  /** log2 C(slots, changed) + Σ log2(options − 1) over the changed slots: bits to name the changes. */
  changeBoundBits: number;
};

/**
 * The apartment on a package with one option changed in every room (the first visible group that
 * has another regular option), as a buyer shares a design; restrictions follow as in the app.
 */
export function linkLengths(rooms: readonly RoomGroups[], packageId: number): LinkLengths {
  const base = packageChoices(rooms, packageId);
  let choices = base;
  for (const room of rooms) {
    const group = room.groups.find(
      (g) => !g.hidden && g.assets.filter((a) => !a.is_special).length > 1,
    );
    const other = group?.assets.find(
      (a) => !a.is_special && a.id !== choices.get(slotKey(room.roomId, group.id)),
    );
    if (group && other)
      choices = selectAsset(rooms, choices, {
        roomId: room.roomId,
        groupId: group.id,
        assetId: other.id,
      }).choices;
  }
  const list = choicesToList(choices);
  const changed = changedChoices(choices, base);
  const optionsOf = new Map<string, number>();
  for (const room of rooms)
    for (const g of room.groups) optionsOf.set(slotKey(room.roomId, g.id), g.assets.length);
  const boundBits = [...optionsOf.values()].reduce((sum, n) => sum + Math.log2(Math.max(n, 1)), 0);
  const changeBoundBits =
    log2Binomial(optionsOf.size, changed.length) +
    changed.reduce(
      (sum, c) =>
        sum + Math.log2(Math.max((optionsOf.get(slotKey(c.roomId, c.groupId)) ?? 2) - 1, 1)),
      0,
    );
  return {
    rooms: rooms.length,
    choices: list.length,
    changed: changed.length,
    diff: writeLinkChoices(new URLSearchParams(), changed, rooms).get("selections")?.length ?? 0,
    ids: encodeChoices(changed).length,
    full: encodeChoices(list).length,
    lzJson: lzString.compressToEncodedURIComponent(
      JSON.stringify(list.map((c) => [c.roomId, c.groupId, c.assetId])),
    ).length,
    plainJson: encodeURIComponent(encodePlain(list)).length,
    boundBits,
    changeBoundBits,
  };
}

function log2Binomial(n: number, k: number): number {
  let bits = 0;
  for (let i = 1; i <= k; i++) bits += Math.log2(n - k + i) - Math.log2(i);
  return bits;
}

/** Characters of base64url (6 bits each) that a number of bits needs at least, plus the version. */
export function boundChars(bits: number): number {
  return 1 + Math.ceil(bits / 6);
}

/**
 * The apartment `times` over: every room repeated with new ids for the room, its groups and
 * options (restrictions and package choices follow), as a layout ten times the demo's would be.
 * Ids of a copy lie above all ids of the one before, as a database hands them out.
 */
export function scaledRooms(rooms: readonly RoomGroups[], times: number): RoomGroups[] {
  const groups = rooms.flatMap((r) => r.groups);
  const assets = groups.flatMap((g) => g.assets);
  const roomStride = Math.max(...rooms.map((r) => r.roomId)) + 1;
  const groupStride = Math.max(...groups.map((g) => g.id)) + 1;
  const assetStride = Math.max(...assets.map((a) => a.id)) + 1;
  const copies: RoomGroups[] = [];
  for (let k = 0; k < times; k++) {
    const room = (id: number) => id + k * roomStride;
    const group = (id: number) => id + k * groupStride;
    const asset = (id: number) => id + k * assetStride;
    for (const r of rooms) {
      copies.push({
        roomId: room(r.roomId),
        isRoomType: r.isRoomType,
        groups: r.groups.map((g) => ({
          ...g,
          id: group(g.id),
          roomId: room(g.roomId),
          restrictions: g.restrictions.map((x) => ({
            ...x,
            source_selection_id: asset(x.source_selection_id),
            source_selection_group_id: group(x.source_selection_group_id),
            target_selection_id: asset(x.target_selection_id),
            target_selection_group_id: group(x.target_selection_group_id),
          })),
          assets: g.assets.map((a) => ({ ...a, id: asset(a.id), groupId: group(a.groupId) })),
        })),
      });
    }
  }
  return copies;
}

export type Links = { demo: LinkLengths; tenfold: LinkLengths };

/**
 * Length of the choices in a shared link for the demo apartment with a choice changed in every
 * room (scripts/link-lengths.ts), and for an apartment ten times the demo's.
 */
export async function measureLinkLengths(url: string): Promise<Links> {
  const company = await getJson<{ id: number }>(
    `${url}/api/company?url=${encodeURIComponent(url)}`,
  );
  const projects = await getJson<
    { id: number; buildings: { apartments: { layouts: { id: number }[] }[] }[] }[]
  >(`${url}/api/list/projects?company=${company.id}&compact=0`);
  const project = projects[0];
  const layoutId = project?.buildings[0]?.apartments.find((a) => a.layouts.length > 0)?.layouts[0]
    ?.id;
  if (!project || !layoutId) throw new Error("the demo has no layout");
  const packages = await getJson<{ id: number; default: boolean }[]>(
    `${url}/api/packages?project_id=${project.id}&apartment_layout_id=${layoutId}`,
  );
  const packageId = (packages.find((p) => p.default) ?? packages[0])?.id ?? 0;
  const tabs = await getJson<{ rooms: { id: number; is_room_type: boolean }[] }>(
    `${url}/api/project/${project.id}/tabs?apartment_layout_id=${layoutId}`,
  );
  const rooms: RoomGroups[] = await Promise.all(
    tabs.rooms.map(async (room) => ({
      roomId: room.id,
      isRoomType: room.is_room_type,
      groups: await getJson<SelectionGroup[]>(
        `${url}/api/project/${project.id}/tabs/${room.id}?apartment_layout_id=${layoutId}&package_id=${packageId}`,
      ),
    })),
  );
  return {
    demo: linkLengths(rooms, packageId),
    tenfold: linkLengths(scaledRooms(rooms, 10), packageId),
  };
}

/** A link at most this many times its bound meets the target (issue 24). */
export const LINK_BOUND_TARGET = 2;

/** The "Shared-link length" section of docs/benchmarks.md. */
export function linkSection({ demo, tenfold }: Links): string {
  const times = (chars: number, bits: number) => chars / boundChars(bits);
  const ratio = (chars: number, bits: number) => times(chars, bits).toFixed(1);
  const verdict = (l: LinkLengths) =>
    times(l.diff, l.changeBoundBits) <= LINK_BOUND_TARGET ? "✅" : "❌";
  const row = (name: string, l: LinkLengths) =>
    `| ${name} | ${l.rooms} | ${l.choices} | ${l.changed} | **${l.diff}** | ${ratio(l.diff, l.changeBoundBits)}× of ${boundChars(l.changeBoundBits)} ${verdict(l)} | ${l.ids} | ${ratio(l.ids, l.changeBoundBits)}× | ${l.full} | ${ratio(l.full, l.boundBits)}× of ${boundChars(l.boundBits)} | ${l.lzJson} | ${l.plainJson} |`;
  return [
    "## Shared-link length",
    "",
    `The demo apartment on its default package with an option changed in every room (restrictions follow, as in the app), as the query value of a shared link (\`selections\`, with \`compressed_selections=true\`); and a layout of 80 rooms, ten times the demo's (every room repeated with new ids). Target: the link at most ${LINK_BOUND_TARGET}× the bound of its changes. Characters:`,
    "",
    "| apartment | rooms | slots | slots changed | link (version 3: the changes) | against their bound (target ≤ 2×) | the changes in version 2 (ids; short links, PDF) | against their bound | every slot (version 1's content) | against its bound | lz-string over the JSON triples | plain URI-encoded JSON |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    row("demo", demo),
    row("80 rooms (10× the demo)", tenfold),
    "",
    "The bounds are information-theoretic, in base64url characters (6 bits) plus the version character. A design names one of the options of every slot, so a code that can write every design of the apartment needs at least Σ log2(options of the slot) bits for some of them: *its bound* under “every slot”. A link names the package in its path, and the reader has the package, so it only needs to say which slots differ and what they hold: at least log2 C(slots, changed) + Σ log2(options − 1) over the changed slots: *their bound*. Version 3 writes log2 C(slots, changed) + Σ log2(options) bits of that as one number (rounded up once), plus the number of changed slots and a 24-bit check of the layout's structure, so that a link written before the company added or removed a room, group or option opens the package with a notice instead of another design; its positions count slots and options in id order, which a re-import or a new display order does not change. Version 2 names database ids (zigzag deltas in VLQ), which need no structure to read and stay right whatever the catalogue does: the server keeps it for short links and the summary PDF (docs/decisions/005-share-links-and-previews.md). An unchanged package carries no choices at all.",
  ].join("\n");
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}
