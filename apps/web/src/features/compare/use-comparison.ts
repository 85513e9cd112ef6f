import {
  type Choices,
  compareDesigns,
  type DesignsComparison,
  type Image,
  type Package,
  packageChoices,
  pictureLayers,
  type Room,
  type RoomGroups,
  type SelectionGroup,
  type Tabs,
  vatRate,
} from "@home-designer/core";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useCompany } from "../../lib/company.ts";
import { usePrimaryStore } from "../../lib/store.ts";
import {
  configuratorQueries,
  useLayoutPackages,
  useMorePackages,
  withMorePackages,
} from "../configurator/compare-kit.ts";

/** A design the address names: a package the caller may see, or one they may not (or gone). */
export type ShownDesign = { id: number; pkg: Package; rooms: RoomGroups[]; choices: Choices };
export type DesignColumn = ShownDesign | { id: number; pkg: null };

export type Comparison = {
  tabs: Tabs;
  /** The layout's packages the caller may see: what a design can be picked from. */
  packages: Package[];
  /** The rooms in tab order. */
  rooms: Room[];
  columns: DesignColumn[];
  /** The designs that can be shown, compared in the columns' order (unavailable ones left out). */
  comparison: DesignsComparison;
  /** A room's composed picture in a shown design (by its index among the shown designs). */
  picture: (shown: number, room: Room) => Image[];
};

export type ComparisonState =
  | { status: "loading" }
  | { status: "failed"; error: Error; retry: () => void }
  | { status: "ready"; data: Comparison };

/** The designs that are shown, in order: what the comparison's lists are indexed by. */
export function shownDesigns(data: Pick<Comparison, "columns">): ShownDesign[] {
  return data.columns.flatMap((column) => (column.pkg ? [column] : []));
}

const byPriority = <T extends { priority: number }>(a: T, b: T) => a.priority - b.priority;

/**
 * Everything a comparison shows, read through the configurator's own calls: the layout's rooms,
 * its packages as the caller sees them (a package that is not among them, someone else's own,
 * is not loaded: the server would refuse it, and the page says it cannot be shown), and each
 * room's groups per design. Company packages share one answer per room; a buyer's own package
 * brings its choices and special solutions in its own.
 */
export function useComparison(
  project: number,
  layoutId: number,
  designIds: readonly number[],
  selectedUser: number | null,
): ComparisonState {
  const company = useCompany();
  const token = usePrimaryStore((s) => s.token);
  const tabs = useQuery(configuratorQueries.tabs(project, layoutId, company.id));
  // The list's first page, and the compared designs beyond it.
  const packages = useLayoutPackages(
    { project, layoutId, companyId: company.id, userId: selectedUser, token },
    designIds,
  );
  // What the design pickers list: every package, the pages after the first read right away.
  const more = useMorePackages(
    {
      project,
      layoutId,
      companyId: company.id,
      userId: selectedUser,
      token,
      firstPage: packages.data ?? [],
    },
    packages.data !== undefined,
  );
  const pickable = useMemo(
    () => (packages.data ? withMorePackages(packages.data, more.packages) : []),
    [packages.data, more.packages],
  );
  const rooms = useMemo(() => [...(tabs.data?.rooms ?? [])].sort(byPriority), [tabs.data]);
  const shownPackages = useMemo(
    () =>
      designIds.flatMap((id) => {
        const pkg = packages.data?.find((p) => p.id === id);
        return pkg ? [pkg] : [];
      }),
    [designIds, packages.data],
  );
  // Each room's groups per design; a company package's answer is the same for every company
  // package, so it is asked for once however many columns show one.
  const roomQuery = (pkg: Package, room: Room) =>
    configuratorQueries.roomGroups(project, room.id, layoutId, pkg, selectedUser);
  const keyOf = (pkg: Package, room: Room) => JSON.stringify(roomQuery(pkg, room).queryKey);
  const unique = new Map<string, ReturnType<typeof roomQuery>>();
  for (const pkg of shownPackages) {
    for (const room of rooms) unique.set(keyOf(pkg, room), roomQuery(pkg, room));
  }
  const keys = [...unique.keys()];
  const loaded = useQueries({ queries: [...unique.values()] });
  const groupsOf = (pkg: Package, room: Room): SelectionGroup[] =>
    loaded[keys.indexOf(keyOf(pkg, room))]?.data ?? [];
  const roomsLoaded = loaded.every((result) => result.data !== undefined);
  const dataVersion = loaded.map((result) => result.dataUpdatedAt).join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rooms' answers are read through `groupsOf`; they change exactly when `dataVersion` does.
  const data = useMemo((): Comparison | null => {
    if (!tabs.data || !packages.data || !roomsLoaded) return null;
    const fallbackRate = vatRate(tabs.data.vat ?? company.vat) ?? 0;
    const rateOf = new Map(rooms.map((room) => [room.id, vatRate(room.vat) ?? fallbackRate]));
    const columns = designIds.map((id): DesignColumn => {
      const pkg = shownPackages.find((p) => p.id === id);
      if (!pkg) return { id, pkg: null };
      const designRooms = rooms.map(
        (room): RoomGroups => ({
          roomId: room.id,
          isRoomType: room.is_room_type,
          groups: groupsOf(pkg, room),
        }),
      );
      return { id, pkg, rooms: designRooms, choices: packageChoices(designRooms, pkg.id) };
    });
    const shown = shownDesigns({ columns });
    const comparison = compareDesigns(shown, (roomId) => rateOf.get(roomId) ?? fallbackRate);
    const allGroups = shown.map((column) => column.rooms.flatMap((room) => room.groups));
    return {
      tabs: tabs.data,
      packages: pickable,
      rooms,
      columns,
      comparison,
      picture: (index, room) => {
        const design = shown[index];
        return design ? pictureLayers(room, allGroups[index] ?? [], design.choices) : [];
      },
    };
  }, [
    tabs.data,
    packages.data,
    pickable,
    roomsLoaded,
    dataVersion,
    designIds,
    shownPackages,
    rooms,
    company,
  ]);

  const failed = tabs.error ?? packages.error ?? loaded.find((result) => result.error)?.error;
  if (failed) {
    return {
      status: "failed",
      error: failed,
      retry: () => {
        void tabs.refetch();
        packages.refetch();
        for (const result of loaded) if (result.error) void result.refetch();
      },
    };
  }
  return data ? { status: "ready", data } : { status: "loading" };
}
