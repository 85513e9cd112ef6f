import type { ItemKind } from "./item-dialog.tsx";

/** A form open over the rooms screen: the item's kind, its pointer (or its list's next place). */
export type Editing = {
  kind: ItemKind;
  title: string;
  place: string;
  /** The item as the draft holds it; null for a new one. */
  item: Record<string, unknown> | null;
  /** Codes a new item may not have: the project's groups', or its group's options'. */
  taken?: ReadonlySet<string>;
};

/**
 * A room type, group or option about to be removed: its pointer, its code, and the codes of the
 * groups whose package choices go with it (a room type's groups, the group itself, or the option's
 * group).
 */
export type Removing = {
  kind: "roomType" | "group" | "option";
  name: string;
  place: string;
  code: string;
  groups: readonly string[];
};
