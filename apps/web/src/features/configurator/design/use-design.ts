import type {
  Choice,
  Choices,
  EditMode,
  RoomGroups,
  SelectionGroup,
  Targets,
} from "@home-designer/core";
import { createContext, useContext } from "react";
import { useConfigurator } from "../context.ts";
import type { LinkNotice } from "./machine.ts";
import { useDesignStore } from "./store.ts";

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

/** The design as the store holds it for this render (design-provider.tsx). */
export const DesignContext = createContext<Design | null>(null);

/**
 * The rooms (ids) whose groups could not be loaded (and are not being asked for again now). A
 * context of its own: the room tabs mark them, and need not be drawn again for every choice.
 */
export const FailedRoomsContext = createContext<readonly number[]>([]);

export function useFailedRooms(): readonly number[] {
  return useContext(FailedRoomsContext);
}

export function useDesign(): Design {
  const design = useContext(DesignContext);
  if (!design) throw new Error("useDesign() outside the configurator layout");
  return design;
}

/** What went wrong with the open layout's link, if anything. */
export function useLinkNotice(): LinkNotice | null {
  const { layoutKey } = useConfigurator();
  return useDesignStore((s) => (s.notice?.layout === layoutKey ? s.notice : null));
}
