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
} from "@home-designer/core";
import lzString from "lz-string";

export type LinkLengths = {
  rooms: number;
  /** Slots of the apartment (one chosen option each). */
  choices: number;
  /** Slots whose option differs from the package's after the changes. */
  changed: number;
  /** The link's code (version 2): only the changed slots. */
  diff: number;
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
    diff: encodeChoices(changed).length,
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

/** The "Shared-link length" section of docs/benchmarks.md. */
export function linkSection({ demo, tenfold }: Links): string {
  const ratio = (chars: number, bits: number) => (chars / boundChars(bits)).toFixed(1);
  const row = (name: string, l: LinkLengths) =>
    `| ${name} | ${l.rooms} | ${l.choices} | ${l.changed} | **${l.diff}** | ${ratio(l.diff, l.changeBoundBits)}× of ${boundChars(l.changeBoundBits)} | ${l.full} | ${ratio(l.full, l.boundBits)}× of ${boundChars(l.boundBits)} | ${l.lzJson} | ${l.plainJson} |`;
  return [
    "## Shared-link length",
    "",
    "The demo apartment on its default package with an option changed in every room (restrictions follow, as in the app), as the query value of a shared link (`selections`, with `compressed_selections=true`); and an apartment ten times the demo's (every room repeated with new ids). Characters:",
    "",
    "| apartment | rooms | slots | slots changed | link (version 2: the changes) | against their bound | every slot (version 1's content) | against its bound | lz-string over the JSON triples | plain URI-encoded JSON |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    row("demo", demo),
    row("10× the demo", tenfold),
    "",
    "The bounds are information-theoretic, in base64url characters (6 bits) plus the version character. A design names one of the options of every slot, so a code that can write every design of the apartment needs at least Σ log2(options of the slot) bits for some of them: *its bound* under “every slot”. A link names the package in its path, and the reader has the package, so it only needs to say which slots differ and what they hold: at least log2 C(slots, changed) + Σ log2(options − 1) over the changed slots: *their bound*. Both assume the reader knows the apartment's options in order; our code writes database ids (zigzag deltas in VLQ) instead, so that a link stays right when the company adds, removes or reorders options, which costs the distance to the bound (docs/decisions/005-share-links-and-previews.md). An unchanged package carries no choices at all.",
  ].join("\n");
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}
