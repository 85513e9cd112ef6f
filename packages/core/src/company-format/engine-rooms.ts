/**
 * A project of company.json as the configurator's engine sees it (engine/configuration.ts): its
 * options numbered, each layout's rooms with their groups, options and restrictions. The rule
 * check settles restrictions on it, and a package's price per layout is added up on it, so both
 * judge a company exactly as buyers will meet it. The ids exist only for the engine's run.
 */
import type { Asset, Restriction } from "../api/rooms.ts";
import type { RoomGroups } from "../engine/configuration.ts";
import type { CompanyProject } from "./schema.ts";

type Path = (string | number)[];
type RoomType = CompanyProject["room_types"][number];
type Group = RoomType["groups"][number];
type Option = Group["options"][number];

/** Items in their order on screen: by `priority`, which defaults to the position in the list. */
export function inOrder<T extends { priority?: number }>(
  list: readonly T[],
): { item: T; index: number }[] {
  return list
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) => (a.item.priority ?? a.index) - (b.item.priority ?? b.index) || a.index - b.index,
    );
}

export type NumberedGroup = {
  group: Group;
  roomType: RoomType;
  path: Path;
  id: number;
  /** The group's options in screen order, by code. */
  options: Map<string, number>;
};

/**
 * The project's options as the engine sees them: numbered in document order, each group once
 * with its options in screen order.
 */
export function numberedOptions(project: CompanyProject, path: Path) {
  const groups = new Map<string, NumberedGroup>();
  const optionNames = new Map<number, string>();
  let next = 1;
  for (const [t, roomType] of project.room_types.entries())
    for (const [g, group] of roomType.groups.entries()) {
      const options = new Map<string, number>();
      for (const { item } of inOrder(group.options)) {
        const id = next++;
        options.set(item.code, id);
        optionNames.set(id, `${group.code}/${item.code}`);
      }
      groups.set(group.code, {
        group,
        roomType,
        path: [...path, "room_types", t, "groups", g],
        id: next++,
        options,
      });
    }
  /** `<group>/<option>` as the engine's ids; null for a reference to nothing. */
  const ref = (text: string) => {
    const [group = "", option = ""] = text.split("/");
    const entry = groups.get(group);
    const id = entry?.options.get(option);
    return entry && id !== undefined ? { groupId: entry.id, optionId: id } : null;
  };
  return { groups, optionNames, ref };
}

type Numbered = Pick<ReturnType<typeof numberedOptions>, "groups" | "ref">;

/** What an option brings the engine beyond its place: its material's price, its packages. */
export type AssetExtras = (group: Group, option: Option) => Pick<Asset, "material" | "packages">;

const noExtras: AssetExtras = () => ({ material: null, packages: [] });

/**
 * Every distinct set of room types the project's layouts have, each one configuration: its
 * rooms with their groups (options and the restrictions they set off), and the layouts that
 * have it.
 */
export function layoutConfigurations(
  project: CompanyProject,
  { groups, ref }: Numbered,
  extras: AssetExtras = noExtras,
) {
  const restrictionsFrom = new Map<number, Restriction[]>();
  for (const [r, restriction] of (project.restrictions ?? []).entries()) {
    const when = ref(restriction.when);
    if (!when) continue;
    for (const target of restriction.choose) {
      const to = ref(target);
      if (!to) continue;
      const list = restrictionsFrom.get(when.groupId) ?? [];
      list.push({
        id: r + 1,
        source_selection_id: when.optionId,
        source_selection_group_id: when.groupId,
        target_selection_id: to.optionId,
        target_selection_group_id: to.groupId,
      });
      restrictionsFrom.set(when.groupId, list);
    }
  }
  const engineGroups = (roomType: RoomType, roomId: number) =>
    inOrder(roomType.groups).map(({ item: group }, g) => {
      const entry = groups.get(group.code);
      const id = entry?.id ?? 0;
      const byCode = new Map(group.options.map((option) => [option.code, option]));
      return {
        id,
        title: { label: {} },
        description: { label: {} },
        priority: g,
        applies_to_all: roomType.whole_apartment ?? false,
        hidden: group.hidden ?? false,
        restrictions: restrictionsFrom.get(id) ?? [],
        assets: [...(entry?.options ?? new Map<string, number>())].map(([code, optionId], a) => {
          const option = byCode.get(code);
          return {
            id: optionId,
            slug: code,
            title: {},
            groupId: id,
            priority: a,
            image: null,
            is_special: false,
            ...(option ? extras(group, option) : noExtras(group, { code })),
          };
        }),
        roomId,
        isRoomType: roomType.whole_apartment ?? false,
        images: [],
      };
    });

  const roomTypes = new Map(project.room_types.map((roomType) => [roomType.code, roomType]));
  const configurations = new Map<string, { rooms: RoomGroups[]; layouts: string[] }>();
  for (const building of project.buildings)
    for (const apartment of building.apartments)
      for (const layout of apartment.layouts) {
        const key = layout.rooms.map((room) => room.room_type).join(",");
        const known = configurations.get(key);
        if (known) {
          known.layouts.push(layout.name);
          continue;
        }
        const rooms: RoomGroups[] = inOrder(layout.rooms).flatMap(({ item: room }, r) => {
          const roomType = roomTypes.get(room.room_type);
          if (!roomType) return [];
          return [
            {
              roomId: r + 1,
              isRoomType: roomType.whole_apartment ?? false,
              groups: engineGroups(roomType, r + 1),
            },
          ];
        });
        configurations.set(key, { rooms, layouts: [layout.name] });
      }
  return configurations;
}
