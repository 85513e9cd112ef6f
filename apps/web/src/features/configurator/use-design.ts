import {
  type Choice,
  type Choices,
  choicesFromRecord,
  choicesToList,
  choicesToRecord,
  type EditMode,
  encodeChoices,
  modeForLinkedChoices,
  pages,
  type RoomGroups,
  readChoicesFromQuery,
  type SelectionGroup,
  samePage,
  type Targets,
  VIEWING,
} from "@home-designer/core";
import { type UseQueryResult, useQueries } from "@tanstack/react-query";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { replaceAddressSearch } from "../../lib/address.ts";
import { useLocation, useNavigate } from "../../lib/navigation.ts";
import { searchWithoutSelections } from "../../lib/search.ts";
import { useAppFlags, usePrimaryStore } from "../../lib/store.ts";
import { configuratorQueries } from "./api.ts";
import type { ConfiguratorState } from "./context.ts";
import {
  addressUpdate,
  type ChoiceRooms,
  choiceRooms,
  designChoices,
  isReadOnly,
  linkChoices,
  linkedChoicesToApply,
  namesChoices,
  pickChoice,
  roomsChanged,
  sameScopeOr,
  basePackageId as startingPackageId,
} from "./selection/design.ts";
import { defaultPackage, SUMMARY } from "./selection/engine.ts";

/** The buyer's design of the open layout, shared by the room screens and the summary. */
export type Design = {
  /** Selection groups of the rooms loaded so far, by room id. */
  loaded: ReadonlyMap<number, readonly SelectionGroup[]>;
  /** Every room is loaded: the choices cover the whole apartment and can be saved. */
  complete: boolean;
  /** The rooms `choices` cover: every room once complete, before that what the open room needs. */
  rooms: readonly RoomGroups[];
  /** The open room's choices are right and can be shown. */
  showable: boolean;
  choices: Choices;
  targets: Targets;
  mode: EditMode;
  /**
   * The rooms (ids) whose choices differ from the package's: changed by the buyer, or by a
   * restriction from a room they changed. None while the design is the package as it is.
   */
  changedRooms: ReadonlySet<number>;
  /** A confirmed package this person may not change: choices and resets do nothing. */
  readOnly: boolean;
  /** A room's groups could not be loaded (and are not being asked for again right now). */
  failed: Error | null;
  /**
   * What a link to this design on the path's package `segment` carries: the choices that differ
   * from that package (for `custom`, from the default package).
   */
  linkChoices: (segment: string) => Choices;
  retry: () => void;
  /**
   * The buyer picks an option. It applies at once, also while other rooms are still loading: it
   * is kept with the design and restrictions settle over every room once they have arrived.
   */
  choose: (choice: Choice) => void;
  /**
   * Replaces the whole design with what `make` makes of it (null: nothing to change), once every
   * room is loaded: the package reset.
   */
  changeAll: (make: (rooms: readonly RoomGroups[], shown: Choices) => Choices | null) => void;
  /** Picking a package starts over from its own choices; the changes are dropped. */
  pickPackage: (slug: string) => void;
};

export const DesignContext = createContext<Design | null>(null);

export function useDesign(): Design {
  const design = useContext(DesignContext);
  if (!design) throw new Error("useDesign() outside the configurator layout");
  return design;
}

type Loaded = {
  data: (readonly SelectionGroup[] | undefined)[];
  failed: Error | null;
  retry: () => void;
};

// Module-level, so that react-query re-runs it only when a room's answer changes. A room being
// asked for again is loading, not failed: the summary waits for it rather than offering a retry.
function combineRooms(results: UseQueryResult<SelectionGroup[]>[]): Loaded {
  const failing = results.filter((r) => r.error && !r.isFetching);
  return {
    data: results.map((r) => r.data),
    failed: failing[0]?.error ?? null,
    retry: () => {
      for (const result of failing) void result.refetch();
    },
  };
}

const NO_ROOMS: ReadonlySet<number> = new Set();

/** Choices of a link still waiting for every room to load, for one layout and package. */
type Pending = { layout: string; pkg: string; choices: Choice[] };

type Session = {
  /** The address last read (the router's location key, new on every navigation). */
  key: string | null;
  pending: Pending | null;
  /**
   * A package was picked and its address is on its way: until it arrives, the old address is not
   * brought in line with the dropped design (that would overwrite the new address).
   */
  leaving: boolean;
};

/** Every room's groups of the layout, as far as they have arrived. */
export type RoomsLoad = {
  /** Selection groups of the rooms loaded so far, by room id. */
  loaded: ReadonlyMap<number, readonly SelectionGroup[]>;
  failed: Error | null;
  retry: () => void;
};

/**
 * Requests every room's groups at once. Kept apart from the design, in a component of its own
 * (design-provider.tsx): a choice changes the stored design, and the rooms need not be looked up
 * again for it.
 */
export function useRoomsLoad(state: ConfiguratorState): RoomsLoad {
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
  return useMemo(
    () => ({ loaded, failed: roomsLoad.failed, retry: roomsLoad.retry }),
    [loaded, roomsLoad.failed, roomsLoad.retry],
  );
}

/**
 * Keeps the buyer's design over the rooms loaded so far: where the choices come from (a link in
 * the address, the stored design, the package), how changes are stored and written back into the
 * address bar. The rules are in `selection/design.ts` and docs/architecture.md.
 */
export function useDesignState(state: ConfiguratorState, roomsLoad: RoomsLoad): Design {
  const {
    rooms,
    activePackage,
    packages,
    packageSegment,
    basePackageId,
    layoutKey,
    currentTab,
    lang,
    carriedSearch,
  } = state;
  const { loaded } = roomsLoad;
  const location = useLocation();
  const navigate = useNavigate();
  const setSelections = usePrimaryStore((s) => s.setSelections);
  const setLinkNotice = useAppFlags((s) => s.setLinkNotice);

  // Where the choices come from: a link this address brings, a link still waiting for the rooms,
  // or the stored design of this layout and package. None of them: the package as it is.
  const stored = usePrimaryStore((s) => s.selections);
  const storedChoices = useMemo(
    () =>
      stored && stored.layout === layoutKey && stored.package === packageSegment
        ? choicesFromRecord(stored.choices)
        : null,
    [stored, layoutKey, packageSegment],
  );
  const storedCode = useMemo(
    () => (storedChoices ? encodeChoices(storedChoices) : null),
    [storedChoices],
  );
  const linked = useMemo(
    () => readChoicesFromQuery(new URLSearchParams(location.search)),
    [location.search],
  );
  const [session, setSession] = useState<Session>({ key: null, pending: null, leaving: false });
  const fresh = location.key !== session.key ? linkedChoicesToApply(linked, storedCode) : null;
  const pending =
    session.pending?.layout === layoutKey && session.pending.pkg === packageSegment
      ? session.pending.choices
      : null;
  const carried = fresh ?? pending ?? storedChoices;
  const modified = carried !== null;

  const openRoomId = rooms.find((room) => room.slug === currentTab)?.id ?? null;
  const lastScope = useRef<ChoiceRooms | null>(null);
  const scope = useMemo(
    () => sameScopeOr(lastScope.current, choiceRooms(rooms, loaded, openRoomId)),
    [rooms, loaded, openRoomId],
  );
  useEffect(() => {
    lastScope.current = scope;
  }, [scope]);
  const applied = useMemo(
    () => designChoices(scope.rooms, basePackageId, carried),
    [scope.rooms, basePackageId, carried],
  );

  // Each new address is read once: a damaged link is reported, new choices wait for the rooms.
  useLayoutEffect(() => {
    if (location.key === session.key) return;
    if (linked && !linked.ok) setLinkNotice({ kind: "damaged", layout: layoutKey });
    const toApply = linkedChoicesToApply(linked, storedCode);
    setSession((s) => ({
      key: location.key,
      pending: toApply ? { layout: layoutKey, pkg: packageSegment, choices: toApply } : s.pending,
      leaving: false,
    }));
  }, [location.key, session.key, linked, storedCode, layoutKey, packageSegment, setLinkNotice]);

  // Once every room is loaded, a link's choices become the stored design (ids that no longer
  // exist reported), so they survive moving between rooms and reloading.
  useLayoutEffect(() => {
    if (!scope.complete || !pending) return;
    const result = designChoices(scope.rooms, basePackageId, pending);
    setSelections({
      layout: layoutKey,
      package: packageSegment,
      choices: choicesToRecord(result.choices),
    });
    if (result.unknown.length > 0)
      setLinkNotice({ kind: "unknown", count: result.unknown.length, layout: layoutKey });
    setSession((s) => ({ ...s, pending: null }));
  }, [scope, pending, basePackageId, layoutKey, packageSegment, setSelections, setLinkNotice]);

  // `custom` exists only with choices: without any, the default package is shown instead.
  const fallbackSlug =
    packageSegment === "custom" && !modified ? (defaultPackage(packages)?.slug ?? null) : null;
  useEffect(() => {
    if (fallbackSlug === null) return;
    const samePlace = samePage(location.pathname, { packageId: fallbackSlug }, carriedSearch);
    navigate(samePlace ?? pages.package({ lang, packageId: fallbackSlug }, carriedSearch), {
      replace: true,
    });
  }, [fallbackSlug, location.pathname, lang, carriedSearch, navigate]);

  // The address bar follows the design: a changed design's compact code, nothing otherwise.
  // History is replaced, not added to, so Back leaves the page rather than undoing a click. The
  // browser's own address is read, not the router's: a move the buyer has just started (another
  // room, a package) is already there, and replacing it with the old page would undo it. The
  // browser's address is written directly, once per change, without re-rendering every route and
  // link for the router (lib/address.ts); the router's location drops the choices once they are
  // read, so a move that carries its query along never brings back older choices.
  useEffect(() => {
    if (
      !scope.complete ||
      location.key !== session.key ||
      session.leaving ||
      pending ||
      fallbackSlug !== null
    )
      return;
    const { pathname, search } = window.location;
    const packagePath = pages.package({ lang, packageId: packageSegment });
    if (pathname !== packagePath && !pathname.startsWith(`${packagePath}/`)) return;
    const next = addressUpdate(
      search,
      modified ? linkChoices(scope.rooms, basePackageId, applied.choices) : null,
    );
    if (namesChoices(location.search)) {
      navigate({ pathname, search: searchWithoutSelections(search) }, { replace: true });
      replaceAddressSearch(next ?? search);
    } else if (next !== null) replaceAddressSearch(next);
  }, [
    scope.complete,
    scope.rooms,
    basePackageId,
    location.key,
    location.search,
    session.key,
    session.leaving,
    pending,
    fallbackSlug,
    lang,
    packageSegment,
    modified,
    applied.choices,
    navigate,
  ]);

  // A notice belongs to the layout whose link caused it.
  const noticeLayout = useAppFlags((s) => s.linkNotice?.layout ?? null);
  useEffect(() => {
    if (noticeLayout !== null && noticeLayout !== layoutKey) setLinkNotice(null);
  }, [noticeLayout, layoutKey, setLinkNotice]);

  const readOnly = isReadOnly(activePackage, modified);

  // `choose` reads the design it changes from here, so that it stays one function while the
  // choices change: rows and dialogs holding it are not drawn again for a click elsewhere.
  const latest = useRef({ scope, choices: applied.choices, carried, pending, readOnly });
  useLayoutEffect(() => {
    latest.current = { scope, choices: applied.choices, carried, pending, readOnly };
  }, [scope, applied.choices, carried, pending, readOnly]);

  // A changed design becomes the stored one; while a link still waits for the rooms it becomes
  // the link's choices instead, so the link's choices in rooms not loaded yet are kept with it.
  const keep = useCallback(
    (next: Choices) => {
      if (latest.current.pending) {
        const choices = choicesToList(next);
        setSession((s) => ({ ...s, pending: { layout: layoutKey, pkg: packageSegment, choices } }));
      } else {
        setSelections({
          layout: layoutKey,
          package: packageSegment,
          choices: choicesToRecord(next),
        });
      }
    },
    [layoutKey, packageSegment, setSelections],
  );

  const choose = useCallback(
    (choice: Choice) => {
      const { scope, choices, carried, readOnly } = latest.current;
      if (readOnly || scope.rooms.length === 0) return;
      // Once complete, the choices name every slot of every room: nothing else is to be kept.
      const kept = scope.complete ? [] : (carried ?? []);
      const next = pickChoice(scope.rooms, choices, kept, choice);
      if (next) keep(next);
    },
    [keep],
  );

  const changeAll = useCallback<Design["changeAll"]>(
    (make) => {
      const { scope, choices, readOnly } = latest.current;
      if (readOnly || !scope.complete) return;
      const next = make(scope.rooms, choices);
      if (next) keep(next);
    },
    [keep],
  );

  const pickPackage = useCallback(
    (slug: string) => {
      if (usePrimaryStore.getState().selections?.layout === layoutKey) setSelections(null);
      setSession((s) => ({ ...s, pending: null, leaving: true }));
      setLinkNotice(null);
      const tab = currentTab ?? rooms[0]?.slug ?? SUMMARY;
      navigate(pages.room({ lang, packageId: slug, room: tab }, carriedSearch));
    },
    [layoutKey, currentTab, rooms, lang, carriedSearch, navigate, setSelections, setLinkNotice],
  );

  const linkChoicesOf = useCallback(
    (segment: string) =>
      linkChoices(
        scope.rooms,
        segment === packageSegment ? basePackageId : startingPackageId(null, packages),
        applied.choices,
      ),
    [scope.rooms, packageSegment, basePackageId, packages, applied.choices],
  );

  const changed = useMemo(
    () => (modified ? roomsChanged(scope.rooms, basePackageId, applied.choices) : NO_ROOMS),
    [modified, scope.rooms, applied.choices, basePackageId],
  );

  // Changes update the package when the answer lets this person change it in place.
  const mode = useMemo(
    () => (modified ? modeForLinkedChoices(activePackage) : VIEWING),
    [modified, activePackage],
  );
  return useMemo(
    () => ({
      loaded,
      complete: scope.complete,
      rooms: scope.rooms,
      showable: scope.showable,
      choices: applied.choices,
      targets: applied.targets,
      mode,
      changedRooms: changed,
      readOnly,
      failed: roomsLoad.failed,
      retry: roomsLoad.retry,
      choose,
      changeAll,
      pickPackage,
      linkChoices: linkChoicesOf,
    }),
    [
      loaded,
      scope,
      applied,
      mode,
      changed,
      readOnly,
      roomsLoad,
      choose,
      changeAll,
      pickPackage,
      linkChoicesOf,
    ],
  );
}
