import type { ImportAction, ImportEntry } from "@home-designer/core";

/** The kinds of things a change names, in the order a company is read: catalogue, then projects. */
export const KIND_ORDER = [
  "company",
  "category",
  "material",
  "legend",
  "legend item",
  "project",
  "building",
  "apartment",
  "layout",
  "wardrobe plan",
  "room type",
  "room",
  "group",
  "option",
  "restriction",
  "package",
] as const;
export type KnownKind = (typeof KIND_ORDER)[number];

export const ACTION_ORDER: readonly ImportAction[] = ["added", "changed", "retired", "removed"];

export type ChangeGroup = {
  kind: string;
  /** Its changes, added first, then changed, retired, removed; by code within each. */
  entries: ImportEntry[];
  /** How many of each action, for a line such as "2 added, 1 changed". */
  counts: Partial<Record<ImportAction, number>>;
};

/**
 * A draft's changes (or an import's, or a history event's) by the kind of thing they change, in
 * the company's order; kinds this list does not know yet come last, by name, so a new kind of the
 * server is still shown.
 */
export function groupChanges(entries: readonly ImportEntry[]): ChangeGroup[] {
  const byKind = new Map<string, ImportEntry[]>();
  for (const entry of entries) byKind.set(entry.kind, [...(byKind.get(entry.kind) ?? []), entry]);
  const rank = (kind: string) => {
    const place = (KIND_ORDER as readonly string[]).indexOf(kind);
    return place === -1 ? KIND_ORDER.length : place;
  };
  return [...byKind.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([kind, list]) => {
      const sorted = list.toSorted(
        (a, b) =>
          ACTION_ORDER.indexOf(a.action) - ACTION_ORDER.indexOf(b.action) ||
          a.code.localeCompare(b.code),
      );
      const counts: Partial<Record<ImportAction, number>> = {};
      for (const entry of sorted) counts[entry.action] = (counts[entry.action] ?? 0) + 1;
      return { kind, entries: sorted, counts };
    });
}
