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

/** A group or option about to be removed: its pointer, its code, and its group's code. */
export type Removing = {
  kind: "group" | "option";
  name: string;
  place: string;
  code: string;
  group: string;
};
