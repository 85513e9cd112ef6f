import type { Choice, SelectionGroup } from "@home-designer/core";
import { type UseQueryResult, useQueries } from "@tanstack/react-query";
import { type ReactNode, useEffect, useLayoutEffect, useMemo } from "react";
import { useLocation, useNavigate } from "../../../lib/navigation.ts";
import { configuratorQueries } from "../api/queries.ts";
import type { ConfiguratorState } from "../context.ts";
import { firstViewLinkOf } from "../selection/first-view-link.ts";
import { loadLinkCode } from "../selection/link-code-loader.ts";
import { followDesign } from "./address.ts";
import { withInputs } from "./machine.ts";
import {
  appliedOf,
  changedRoomsOf,
  linkChoicesOf,
  modeOf,
  pendingFor,
  readOnlyOf,
} from "./selectors.ts";
import { designStore, dispatch, useDesignStore } from "./store.ts";
import { type Design, DesignContext, FailedRoomsContext } from "./use-design.ts";

/** Every room's groups of the layout, as far as they have arrived. */
type RoomsLoad = {
  /** Selection groups of the rooms loaded so far, by room id. */
  loaded: ReadonlyMap<number, readonly SelectionGroup[]>;
  /** The rooms (ids) whose groups could not be loaded. */
  failedRooms: readonly number[];
  retry: () => void;
};

type Loaded = {
  data: (readonly SelectionGroup[] | undefined)[];
  /** The places, among the rooms asked for, of those that failed. */
  failedAt: readonly number[];
  retry: () => void;
};

// Module-level, so that react-query re-runs it only when a room's answer changes. A room being
// asked for again is loading, not failed: the summary waits for it rather than offering a retry.
function combineRooms(results: UseQueryResult<SelectionGroup[]>[]): Loaded {
  const failedAt = results.flatMap((r, i) => (r.error && !r.isFetching ? [i] : []));
  return {
    data: results.map((r) => r.data),
    failedAt,
    retry: () => {
      for (const i of failedAt) void results[i]?.refetch();
    },
  };
}

/**
 * Requests every room's groups at once. Kept apart from the design, in a component of its own: a
 * choice changes the design, and the rooms need not be looked up again for it.
 */
function useRoomsLoad(state: ConfiguratorState): RoomsLoad {
  const { rooms, project, layoutId, activePackage, selectedUser } = state;
  const roomsLoad = useQueries({
    queries: rooms.map((room) =>
      configuratorQueries.roomGroups(
        project,
        room.id,
        layoutId,
        activePackage ?? null,
        selectedUser,
      ),
    ),
    combine: combineRooms,
  });
  const loaded = useMemo(() => {
    const map = new Map<number, readonly SelectionGroup[]>();
    rooms.forEach((room, i) => {
      const groups = roomsLoad.data[i];
      if (groups) map.set(room.id, groups);
    });
    return map;
  }, [rooms, roomsLoad.data]);
  const failedRooms = useMemo(
    () => roomsLoad.failedAt.flatMap((i) => rooms[i]?.id ?? []),
    [rooms, roomsLoad.failedAt],
  );
  return useMemo(
    () => ({ loaded, failedRooms, retry: roomsLoad.retry }),
    [loaded, failedRooms, roomsLoad.retry],
  );
}

/** Keeps the buyer's design of the open layout for every screen below it. */
export function DesignProvider({
  state,
  children,
}: {
  state: ConfiguratorState;
  children: ReactNode;
}) {
  const roomsLoad = useRoomsLoad(state);
  return (
    <DesignState state={state} roomsLoad={roomsLoad}>
      {children}
    </DesignState>
  );
}

const choose = (choice: Choice) => dispatch({ type: "choose", choice });
const changeAll: Design["changeAll"] = (make) => dispatch({ type: "change all", make });
const pickPackage = (slug: string) => dispatch({ type: "pick package", slug });

/**
 * Tells the design's store what React knows (the layout, the address, the rooms loaded) and
 * shares the design with the screens. This render shows the state those events make (the
 * machine is pure, so that is what the store holds after them); the store takes it as the render
 * is committed, before anything is painted. A choice re-renders only this part: the rooms'
 * queries above are not looked at again.
 */
function DesignState({
  state,
  roomsLoad,
  children,
}: {
  state: ConfiguratorState;
  roomsLoad: RoomsLoad;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const held = useDesignStore();
  const { loaded } = roomsLoad;
  const address = useMemo(
    () => ({ ...location, linked: firstViewLinkOf(location.search) }),
    [location],
  );
  const design = useMemo(
    () => withInputs(held, state, address, loaded),
    [held, state, address, loaded],
  );

  // A version 3 link without the first view's reading waits for every room, then for the code
  // that reads it (loaded apart from the first screen), and is read with them.
  const waiting = pendingFor(design.pending, state)?.search;
  const complete = design.scope.complete;
  useEffect(() => {
    if (waiting === undefined || !complete) return;
    let live = true;
    loadLinkCode().then(
      (code) => {
        const now = designStore.getState();
        if (!live || !now.scope.complete) return;
        const linked = code.readLinkChoices(new URLSearchParams(waiting), now.scope.rooms);
        if (linked) dispatch({ type: "link read", search: waiting, linked });
      },
      // Not fetched (a flaky network): the package stays on screen; the next opening tries again.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [waiting, complete]);

  // The address writer first, so that it sees what the next effect tells the store.
  useLayoutEffect(() => followDesign(designStore, navigate), [navigate]);
  useLayoutEffect(() => {
    const now = designStore.getState();
    designStore.setState(now === held ? design : withInputs(now, state, address, loaded), true);
  }, [held, design, state, address, loaded]);
  useLayoutEffect(() => () => dispatch({ type: "closed" }), []);

  const { scope } = design;
  const applied = appliedOf(design);
  const mode = modeOf(design);
  const changedRooms = changedRoomsOf(design);
  const readOnly = readOnlyOf(design);
  const linkChoices = linkChoicesOf(design);
  const value = useMemo(
    (): Design => ({
      loaded: design.loaded,
      complete: scope.complete,
      rooms: scope.rooms,
      showable: scope.showable,
      choices: applied.choices,
      targets: applied.targets,
      mode,
      changedRooms,
      readOnly,
      retry: roomsLoad.retry,
      choose,
      changeAll,
      pickPackage,
      linkChoices,
    }),
    [design.loaded, scope, applied, mode, changedRooms, readOnly, roomsLoad, linkChoices],
  );
  return (
    <DesignContext.Provider value={value}>
      <FailedRoomsContext.Provider value={roomsLoad.failedRooms}>
        {children}
      </FailedRoomsContext.Provider>
    </DesignContext.Provider>
  );
}
