import type { DraftOperation } from "@home-designer/core";

/**
 * The order of a list of company.json as buyers see it, and the edit that changes it. The format
 * orders a list by its place in the array, unless an item carries a `priority` (smaller first,
 * an item without one counting its place), as core's rule check and the import read it.
 */

type Ordered = { code: string; priority?: number };

/** The items in their order on screen, each with its place in the array (its pointer). */
export function inOrder<T extends Ordered>(list: readonly T[]): { item: T; index: number }[] {
  return list
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) => (a.item.priority ?? a.index) - (b.item.priority ?? b.index) || a.index - b.index,
    );
}

/** `list` with the item at `from` moved to `to` (places in the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function withoutPriority<T extends Ordered>(item: T): Omit<T, "priority"> {
  const { priority: _, ...rest } = item;
  return rest;
}

/**
 * The edit that moves the item shown at `from` to the place shown at `to` of the list at
 * `listPath` (`/projects/0/room_types`). A list without priorities is ordered by the array: the
 * item is taken out and put back at its new place, after a `test` that it is still where it was
 * read. A list with priorities is written out in its new order without them (the array becomes
 * the order, as the export writes it), after the same test, since moving one priority could tie
 * or overtake others.
 */
export function reorderOperations<T extends Ordered>(
  listPath: string,
  list: readonly T[],
  from: number,
  to: number,
): DraftOperation[] {
  const shown = inOrder(list);
  const item = shown[from];
  if (item === undefined || from === to || shown[to] === undefined) return [];
  const test: DraftOperation = {
    op: "test",
    path: `${listPath}/${item.index}/code`,
    value: item.item.code,
  };
  if (list.every((entry) => entry.priority === undefined))
    return [
      test,
      { op: "remove", path: `${listPath}/${item.index}` },
      { op: "add", path: `${listPath}/${to}`, value: item.item },
    ];
  return [
    test,
    {
      op: "replace",
      path: listPath,
      value: moved(shown, from, to).map((entry) => withoutPriority(entry.item)),
    },
  ];
}

/**
 * The list as `reorderOperations` leaves it: in its new order, without priorities when it had
 * any. The screen shows it while the edit is saved.
 */
export function reordered<T extends Ordered>(list: readonly T[], from: number, to: number): T[] {
  const next = moved(
    inOrder(list).map((entry) => entry.item),
    from,
    to,
  );
  return list.every((entry) => entry.priority === undefined)
    ? next
    : next.map((item) => withoutPriority(item) as T);
}
