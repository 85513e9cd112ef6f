/**
 * The buyer's design as a state machine: `reduce(state, event)` gives the next state, with no
 * React, no browser and no store in it (docs/decisions/035-design-state-machine.md). The store
 * (store.ts) holds the state, the address writer (address.ts) carries it into the address bar,
 * and the screens read it through selectors (selectors.ts). The rules themselves are the pure
 * functions of `selection/design.ts`; docs/architecture.md tells them in words.
 */
import {
  ANOTHER_CATALOGUE,
  type Choice,
  type Choices,
  choicesToList,
  choicesToRecord,
  type DecodeResult,
  encodeChoices,
  needsRooms,
  type RoomGroups,
  readChoicesFromQuery,
  type SelectionGroup,
} from "@home-designer/core";
import type { StoredSelections } from "../../../lib/store.ts";
import type { ConfiguratorState } from "../context.ts";
import {
  type ChoiceRooms,
  choiceRooms,
  designChoices,
  linkedChoicesToApply,
  pickChoice,
  sameScopeOr,
} from "../selection/design.ts";
import {
  appliedOf,
  carriedOf,
  pendingFor,
  readOnlyOf,
  storedChoicesOf,
  storedFor,
} from "./selectors.ts";

/**
 * A link whose choices could not be read at all, that was written against another catalogue
 * (a version 3 link after rooms, groups or options were added or removed), or some of whose
 * choices no longer exist, for the layout (the configurator's `layoutKey`) it was opened for.
 */
export type LinkNotice = { layout: string } & (
  | { kind: "damaged" }
  | { kind: "outdated" }
  | { kind: "unknown"; count: number }
);

/**
 * The router's address as the design reads it; `key` is new on every navigation. `linked` is
 * what the server read of its version 3 link with every room (the page's first view), if it did.
 */
export type Address = { key: string; pathname: string; search: string; linked?: DecodeResult };

/**
 * Choices of a link still waiting for every room to load, for one layout and package. `search`:
 * a version 3 link that only every room's groups can read; its choices are none until then.
 */
export type Pending = { layout: string; pkg: string; choices: readonly Choice[]; search?: string };

/**
 * The buyer's last pick once every room is loaded, while the design is the one it made (decision
 * 057): the choices on screen before and after it, and the stored design before and after it.
 * What restrictions changed besides the picked slot is worked out where it is told
 * (rule-change-notice.tsx), so the room's first load does not carry that code.
 */
export type LastPick = {
  layout: string;
  choice: Choice;
  shown: Choices;
  chosen: Choices;
  before: StoredSelections | null;
  after: StoredSelections;
};

export type DesignState = {
  /** What the layout route resolved: the layout, the path's package, the open room. */
  place: ConfiguratorState | null;
  /** The address last read; each address is read once. */
  address: Address | null;
  /** Selection groups of the place's rooms loaded so far, by room id. */
  loaded: ReadonlyMap<number, readonly SelectionGroup[]>;
  /** The rooms the choices are computed over (see `choiceRooms`). */
  scope: ChoiceRooms;
  /** The changed design, kept in the browser between visits (lib/store.ts). */
  stored: StoredSelections | null;
  /** A link's choices waiting for every room. */
  pending: Pending | null;
  /**
   * A package was picked and its address is on its way: until it is read, the old address is not
   * brought in line with the dropped design (that would overwrite the new address).
   */
  leaving: { slug: string } | null;
  notice: LinkNotice | null;
  /** The last pick, while the design is what it made: what its restrictions changed is told. */
  lastPick: LastPick | null;
};

export type DesignEvent =
  /** The layout route has (again) resolved the layout, the package and the open room. */
  | { type: "opened"; place: ConfiguratorState }
  /** The router's address, read once per navigation: a link's choices wait for the rooms. */
  | { type: "address read"; address: Address }
  /** Every room's groups as far as they have arrived. */
  | { type: "rooms loaded"; loaded: ReadonlyMap<number, readonly SelectionGroup[]> }
  /** The buyer picks an option. */
  | { type: "choose"; choice: Choice }
  /** The whole design replaced by what `make` makes of it (null: no change): the package reset. */
  | {
      type: "change all";
      make: (rooms: readonly RoomGroups[], shown: Choices) => Choices | null;
    }
  /** The buyer picks another package: its own choices, the changes dropped. */
  | { type: "pick package"; slug: string }
  /** A layout's design was saved as a package: its changes are the package's own now. */
  | { type: "saved"; layout: string }
  /** Staff switched a special solution on or off: the changed design follows the package. */
  | { type: "special switched"; choices: Choices }
  | { type: "notice closed" }
  /** A version 3 link that waited for every room, read with them (design-provider.tsx). */
  | { type: "link read"; search: string; linked: DecodeResult }
  /** The buyer undoes the last pick and all its restrictions changed, in one step. */
  | { type: "pick undone" }
  /** The buyer closed the notice of what the restrictions changed, keeping the change. */
  | { type: "rule notice closed" }
  /** The configurator closed: the next opening reads its address again. */
  | { type: "closed" };

const NOTHING_LOADED: ReadonlyMap<number, readonly SelectionGroup[]> = new Map();
const NO_SCOPE: ChoiceRooms = { rooms: [], complete: false, showable: false };

export function initialDesign(stored: StoredSelections | null): DesignState {
  return {
    place: null,
    address: null,
    loaded: NOTHING_LOADED,
    scope: NO_SCOPE,
    stored,
    pending: null,
    leaving: null,
    notice: null,
    lastPick: null,
  };
}

export function reduce(state: DesignState, event: DesignEvent): DesignState {
  return pickHolds(settle(step(state, event)));
}

/** The events that tell the design what React knows, in the order they are read. */
export function withInputs(
  state: DesignState,
  place: ConfiguratorState,
  address: Address,
  loaded: ReadonlyMap<number, readonly SelectionGroup[]>,
): DesignState {
  const opened = reduce(state, { type: "opened", place });
  const read = reduce(opened, { type: "address read", address });
  return reduce(read, { type: "rooms loaded", loaded });
}

function step(state: DesignState, event: DesignEvent): DesignState {
  switch (event.type) {
    case "opened":
      return opened(state, event.place);
    case "address read":
      return addressRead(state, event.address);
    case "rooms loaded":
      if (event.loaded === state.loaded) return state;
      return withScope({ ...state, loaded: event.loaded });
    case "choose":
      return choose(state, event.choice);
    case "change all":
      return changeAll(state, event.make);
    case "pick package": {
      const layout = state.place?.layoutKey;
      return {
        ...state,
        stored: state.stored?.layout === layout ? null : state.stored,
        pending: null,
        leaving: { slug: event.slug },
        notice: null,
      };
    }
    case "saved":
      return state.stored?.layout === event.layout ? { ...state, stored: null } : state;
    case "special switched": {
      const stored = state.place ? storedFor(state.stored, state.place) : null;
      if (!stored) return state;
      return { ...state, stored: { ...stored, choices: choicesToRecord(event.choices) } };
    }
    case "notice closed":
      return state.notice ? { ...state, notice: null } : state;
    case "link read":
      return linkRead(state, event.search, event.linked);
    case "pick undone":
      return state.lastPick ? { ...state, stored: state.lastPick.before, lastPick: null } : state;
    case "rule notice closed":
      return state.lastPick ? { ...state, lastPick: null } : state;
    case "closed":
      return { ...initialDesign(state.stored), notice: state.notice };
  }
}

function opened(state: DesignState, place: ConfiguratorState): DesignState {
  if (place === state.place) return state;
  const sameLayout = state.place?.layoutKey === place.layoutKey;
  return withScope({
    ...state,
    place,
    // Another layout's groups are not this one's, though its rooms may have the same ids.
    loaded: sameLayout ? state.loaded : NOTHING_LOADED,
    // A notice belongs to the layout whose link caused it.
    notice: state.notice?.layout === place.layoutKey ? state.notice : null,
  });
}

function withScope(state: DesignState): DesignState {
  const { place, loaded } = state;
  if (!place) return state;
  const openRoomId = place.rooms.find((room) => room.slug === place.currentTab)?.id ?? null;
  return {
    ...state,
    scope: sameScopeOr(state.scope, choiceRooms(place.rooms, loaded, openRoomId)),
  };
}

/** Each new address is read once: a damaged link is reported, new choices wait for the rooms. */
function addressRead(state: DesignState, address: Address): DesignState {
  if (address.key === state.address?.key) return state;
  const { place } = state;
  if (!place) return { ...state, address, leaving: null };
  const read = readChoicesFromQuery(new URLSearchParams(address.search));
  const linked = needsRooms(read) ? (address.linked ?? read) : read;
  if (needsRooms(linked)) {
    const later = { layout: place.layoutKey, pkg: place.packageSegment, choices: [] };
    return { ...state, address, leaving: null, pending: { ...later, search: address.search } };
  }
  const stored = storedChoicesOf(state);
  const storedCode = stored ? encodeChoices(stored) : null;
  const toApply = linkedChoicesToApply(linked, storedCode);
  return {
    ...state,
    address,
    leaving: null,
    pending: toApply
      ? { layout: place.layoutKey, pkg: place.packageSegment, choices: toApply }
      : state.pending,
    notice: linked && !linked.ok ? unreadNotice(linked.reason, place.layoutKey) : state.notice,
  };
}

/** The waiting version 3 link's choices, or its notice when it could not be read. */
function linkRead(state: DesignState, search: string, linked: DecodeResult): DesignState {
  const { place } = state;
  if (!place || pendingFor(state.pending, place)?.search !== search) return state;
  if (!linked.ok)
    return { ...state, pending: null, notice: unreadNotice(linked.reason, place.layoutKey) };
  const choices = linked.choices;
  return { ...state, pending: { layout: place.layoutKey, pkg: place.packageSegment, choices } };
}

function unreadNotice(reason: string, layout: string): LinkNotice {
  return reason === ANOTHER_CATALOGUE ? { kind: "outdated", layout } : { kind: "damaged", layout };
}

/**
 * Once every room is loaded, a link's choices become the stored design (ids that no longer exist
 * reported), so they survive moving between rooms and reloading.
 */
function settle(state: DesignState): DesignState {
  const { place, scope } = state;
  if (!place || !scope.complete) return state;
  const pending = pendingFor(state.pending, place);
  if (!pending) return state;
  // A version 3 link is read with every room by the provider ("link read").
  if (pending.search !== undefined) return state;
  const result = designChoices(scope.rooms, place.basePackageId, pending.choices);
  return {
    ...state,
    pending: null,
    stored: {
      layout: place.layoutKey,
      package: place.packageSegment,
      choices: choicesToRecord(result.choices),
    },
    notice:
      result.unknown.length > 0
        ? { kind: "unknown", count: result.unknown.length, layout: place.layoutKey }
        : state.notice,
  };
}

/**
 * A changed design becomes the stored one; while a link still waits for the rooms it becomes the
 * link's choices instead, so the link's choices in rooms not loaded yet are kept with it.
 */
function keep(state: DesignState, place: ConfiguratorState, next: Choices): DesignState {
  // A version 3 link not read yet (no first view: a staff address) is replaced by the pick.
  if (pendingFor(state.pending, place)) {
    const choices = choicesToList(next);
    return { ...state, pending: { layout: place.layoutKey, pkg: place.packageSegment, choices } };
  }
  return {
    ...state,
    stored: {
      layout: place.layoutKey,
      package: place.packageSegment,
      choices: choicesToRecord(next),
    },
  };
}

/**
 * A pick applies at once, also while other rooms are still loading: it is kept with the design
 * and restrictions settle over every room once they have arrived.
 */
function choose(state: DesignState, choice: Choice): DesignState {
  const { place, scope } = state;
  if (!place || readOnlyOf(state) || scope.rooms.length === 0) return state;
  // Once complete, the choices name every slot of every room: nothing else is to be kept.
  const kept = scope.complete ? [] : (carriedOf(state) ?? []);
  const shown = appliedOf(state).choices;
  const next = pickChoice(scope.rooms, shown, kept, choice);
  if (!next) return state;
  const made = keep(state, place, next);
  // Before every room is loaded, the rooms still to come may move more: nothing is told then.
  if (!scope.complete || !made.stored) return { ...made, lastPick: null };
  const lastPick = {
    layout: place.layoutKey,
    choice,
    shown,
    chosen: next,
    before: state.stored,
    after: made.stored,
  };
  return { ...made, lastPick };
}

/** The last pick goes with the design it made: any other change of it (the next pick) ends it. */
function pickHolds(state: DesignState): DesignState {
  const { lastPick } = state;
  if (!lastPick) return state;
  if (state.stored === lastPick.after && state.place?.layoutKey === lastPick.layout) return state;
  return { ...state, lastPick: null };
}

function changeAll(
  state: DesignState,
  make: (rooms: readonly RoomGroups[], shown: Choices) => Choices | null,
): DesignState {
  const { place, scope } = state;
  if (!place || readOnlyOf(state) || !scope.complete) return state;
  const next = make(scope.rooms, appliedOf(state).choices);
  return next ? keep(state, place, next) : state;
}
