/**
 * What the screens read from the design's state (machine.ts): pure functions, each remembering
 * its last answer so that a state change elsewhere (a new address) gives the same objects and
 * redraws nothing.
 */
import {
  type AppliedChoices,
  type Choice,
  type Choices,
  choicesFromRecord,
  type EditMode,
  modeForLinkedChoices,
  type Package,
  VIEWING,
} from "@home-designer/core";
import type { StoredSelections } from "../../../lib/store.ts";
import type { ConfiguratorState } from "../context.ts";
import {
  basePackageId,
  designChoices,
  isReadOnly,
  linkChoices,
  roomsChanged,
} from "../selection/design.ts";
import { defaultPackage } from "../selection/engine.ts";
import type { DesignState, Pending } from "./machine.ts";

/** `fn` answering its last result again while every argument is the same. */
function rememberLast<A extends readonly unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | null = null;
  return (...args: A) => {
    if (last?.args.every((arg, i) => Object.is(arg, args[i]))) return last.result;
    const result = fn(...args);
    last = { args, result };
    return result;
  };
}

/** The stored design when it is of the open layout and path package. */
export function storedFor(
  stored: StoredSelections | null,
  place: ConfiguratorState,
): StoredSelections | null {
  return stored?.layout === place.layoutKey && stored.package === place.packageSegment
    ? stored
    : null;
}

/** The pending link of the open layout and package, if one waits. */
export function pendingFor(pending: Pending | null, place: ConfiguratorState): Pending | null {
  return pending?.layout === place.layoutKey && pending.pkg === place.packageSegment
    ? pending
    : null;
}

const listOf = rememberLast((stored: StoredSelections | null) =>
  stored ? choicesFromRecord(stored.choices) : null,
);

/** The stored design's choices of the open layout and path package. */
export function storedChoicesOf(state: DesignState): Choice[] | null {
  return listOf(state.place ? storedFor(state.stored, state.place) : null);
}

/**
 * Where the choices come from, first match wins: a link waiting for the rooms, the stored design
 * of this layout and package. Null: the package as it is.
 */
export function carriedOf(state: DesignState): readonly Choice[] | null {
  const pending = state.place ? pendingFor(state.pending, state.place) : null;
  return pending?.choices ?? storedChoicesOf(state);
}

/** A design with carried choices is changed. */
export function modifiedOf(state: DesignState): boolean {
  return carriedOf(state) !== null;
}

const applied = rememberLast(designChoices);

/** The design on screen: the starting package's choices, the carried ones over them, restricted. */
export function appliedOf(state: DesignState): AppliedChoices {
  return applied(state.scope.rooms, state.place?.basePackageId ?? null, carriedOf(state));
}

/** A confirmed package this person may not change: choices and resets do nothing. */
export function readOnlyOf(state: DesignState): boolean {
  return isReadOnly(state.place?.activePackage ?? null, modifiedOf(state));
}

const mode = rememberLast(
  (modified: boolean, pkg: ConfiguratorState["activePackage"]): EditMode =>
    modified ? modeForLinkedChoices(pkg) : VIEWING,
);

/** Changes update the package when the answer lets this person change it in place. */
export function modeOf(state: DesignState): EditMode {
  return mode(modifiedOf(state), state.place?.activePackage ?? null);
}

const NO_ROOMS: ReadonlySet<number> = new Set();
const changed = rememberLast(
  (
    modified: boolean,
    rooms: DesignState["scope"]["rooms"],
    packageId: number | null,
    choices: Choices,
  ): ReadonlySet<number> => (modified ? roomsChanged(rooms, packageId, choices) : NO_ROOMS),
);

/** The rooms (ids) whose choices differ from the package's. */
export function changedRoomsOf(state: DesignState): ReadonlySet<number> {
  return changed(
    modifiedOf(state),
    state.scope.rooms,
    state.place?.basePackageId ?? null,
    appliedOf(state).choices,
  );
}

const linkChoicesOver = rememberLast(
  (
    rooms: DesignState["scope"]["rooms"],
    pathSegment: string | undefined,
    pathPackageId: number | null,
    packages: readonly Package[],
    choices: Choices,
  ) =>
    (segment: string): Choices =>
      linkChoices(
        rooms,
        segment === pathSegment ? pathPackageId : basePackageId(null, packages),
        choices,
      ),
);

const NO_PACKAGES: readonly Package[] = [];

/**
 * What a link to this design on the path's package `segment` carries: the choices that differ
 * from that package (for `custom`, from the default package). The same function while the
 * design and the packages are.
 */
export function linkChoicesOf(state: DesignState): (segment: string) => Choices {
  const { place } = state;
  return linkChoicesOver(
    state.scope.rooms,
    place?.packageSegment,
    place?.basePackageId ?? null,
    place?.packages ?? NO_PACKAGES,
    appliedOf(state).choices,
  );
}

/** `custom` exists only with choices: without any, the default package is shown instead. */
export function fallbackSlugOf(state: DesignState): string | null {
  const { place } = state;
  if (place?.packageSegment !== "custom" || modifiedOf(state)) return null;
  return defaultPackage(place.packages)?.slug ?? null;
}
