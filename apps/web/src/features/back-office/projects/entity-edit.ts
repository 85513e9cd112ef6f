import type { DraftOperation } from "@home-designer/core";
import { cleanMaterial } from "../materials/material-form-values.ts";

/**
 * The pure parts of the projects' forms: which edit a form's save is, and what it writes. A form
 * shows a thing's own fields (a project's name, an apartment's floor), never its lists (a project's
 * buildings, an apartment's buyers), which its save leaves as they are.
 */

/** Where a form's thing is: a new one added to a list, or one at its place, known by its code. */
export type EntityTarget =
  | {
      kind: "new";
      /** The list's pointer (`/projects/0/buildings`). */
      list: string;
      /** How many things the list holds (null: the document has no such list yet). */
      size: number | null;
      /** What a new thing holds besides the form's fields: its lists, empty. */
      lists: Record<string, unknown>;
    }
  | { kind: "edit"; path: string; code: string };

/** A segment of a JSON pointer for a field's name (RFC 6901). */
const segment = (name: string) => name.replaceAll("~", "~0").replaceAll("/", "~1");

/**
 * The operations of a save. A new thing goes at the end of its list (or is the first of a new
 * list). A changed one is first tested to be still at its place by its code (else the edit is
 * refused with 409, rather than change another thing that took its place); then each field the
 * person changed is written (`add` replaces a member) and each they emptied is removed.
 */
export function entityOperations(
  target: EntityTarget,
  value: Readonly<Record<string, unknown>>,
  original: Readonly<Record<string, unknown>>,
): DraftOperation[] {
  if (target.kind === "new") {
    const thing = { ...value, ...target.lists };
    return target.size === null
      ? [{ op: "add", path: target.list, value: [thing] }]
      : [{ op: "add", path: `${target.list}/-`, value: thing }];
  }
  const operations: DraftOperation[] = [
    { op: "test", path: `${target.path}/code`, value: target.code },
  ];
  for (const name of new Set([...Object.keys(original), ...Object.keys(value)])) {
    const path = `${target.path}/${segment(name)}`;
    if (name in value) {
      if (JSON.stringify(value[name]) !== JSON.stringify(original[name]))
        operations.push({ op: "add", path, value: value[name] });
    } else if (original[name] !== undefined) {
      operations.push({ op: "remove", path });
    }
  }
  return operations;
}

/** Where the server's refusals of a form's save point: the thing's place. */
export function placeOf(target: EntityTarget): string {
  return target.kind === "edit" ? target.path : `${target.list}/${target.size ?? 0}`;
}

/**
 * A form's values as company.json holds them: a field left empty is left out, and so is a box
 * left unticked that the thing did not say (its default), so that a save changes no more of the
 * document than the person did.
 */
export function entityValue(
  values: Readonly<Record<string, unknown>>,
  original: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(cleanMaterial({ ...values })).filter(
      ([name, value]) => value !== false || name in original,
    ),
  );
}

/** A thing's own fields: what is left of it without the lists its form does not show. */
export function ownFields(
  thing: Readonly<Record<string, unknown>>,
  lists: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(thing).filter(([name]) => !lists.includes(name)));
}

/**
 * The names of a form's fields as the server's places become them (`rooms.0.label.de`): every
 * value the form holds (an empty field holds "").
 */
export function fieldNames(values: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    if (prefix) names.add(prefix);
    if (typeof value !== "object" || value === null) return;
    for (const [key, inner] of Object.entries(value))
      walk(inner, prefix ? `${prefix}.${key}` : key);
  };
  walk(values, "");
  return names;
}

/** A whole number typed in a field, or nothing for an empty field (zod then says what is wrong). */
export function wholeNumber(text: unknown): number | undefined {
  if (typeof text === "number") return text;
  if (typeof text !== "string" || text.trim() === "") return undefined;
  return Number(text.trim());
}
