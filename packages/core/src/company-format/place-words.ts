import type { UiLocale } from "../locale.ts";

/**
 * A place of company.json in words (docs/decisions/039, amended): the steps a JSON pointer walks
 * through the document, each thing named as its company names it, so that an admin reads
 * "Hafenblick › package "Basis" › options" where the check says `/projects/0/packages/0/options`.
 * The steps are facts in the reader's language (names, numbers, codes); the back office writes
 * the words around them ("package", "options") from its own catalogue.
 */

/** The things of the document that are named by a name, a number, a code, an e-mail or a host. */
export const PLACE_THINGS = [
  "project",
  "apartment",
  "layout",
  "room",
  "wardrobe plan",
  "room type",
  "group",
  "option",
  "restriction",
  "package",
  "deadline",
  "material",
  "category",
  "legend",
  "legend item",
  "staff",
  "host",
  "help section",
  "video",
] as const;
export type PlaceThing = (typeof PLACE_THINGS)[number];

export type PlaceStep =
  /** A thing by its name in the reader's language (another's, else its code where it has none). */
  | { kind: PlaceThing; name: string }
  /** A building by its number, and the company's word for a building in the reader's language. */
  | { kind: "building"; name: string; word?: string }
  /** An item of a list of nothing named (a package's options, picture layers): from 1, and its value when it is a word. */
  | { kind: "item"; number: number; name?: string }
  /** A field of an object by company.json's name (`options`, `price`, `de`). */
  | { kind: "field"; name: string };

type Item = Record<string, unknown>;
type Namer = (item: Item, locale: UiLocale) => string | undefined;

const word = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/** A text of the document in `locale`, else English, Estonian, German, Russian. */
function textIn(value: unknown, locale: UiLocale): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const text = value as Item;
  for (const language of [locale, "en", "et", "de", "ru"]) {
    const found = word(text[language]);
    if (found) return found;
  }
  return undefined;
}

const code: Namer = (item) => word(item.code);
const named =
  (field: string): Namer =>
  (item, locale) =>
    textIn(item[field], locale) ?? word(item[field]) ?? code(item, locale);

/**
 * The lists whose items are things, by company.json's name of the list, and how an item is named.
 * `buildings` are named apart, with the company's word.
 */
const LISTS: Record<string, { kind: PlaceThing; name: Namer }> = {
  projects: { kind: "project", name: named("name") },
  apartments: { kind: "apartment", name: (item, l) => word(item.number) ?? code(item, l) },
  layouts: { kind: "layout", name: named("name") },
  rooms: { kind: "room", name: named("label") },
  wardrobe_plans: { kind: "wardrobe plan", name: named("name") },
  room_types: { kind: "room type", name: named("label") },
  groups: { kind: "group", name: named("title") },
  options: {
    kind: "option",
    name: (item, l) => textIn(item.title, l) ?? word(item.material) ?? code(item, l),
  },
  restrictions: { kind: "restriction", name: code },
  packages: { kind: "package", name: named("name") },
  deadlines: { kind: "deadline", name: named("name") },
  materials: { kind: "material", name: code },
  material_categories: { kind: "category", name: named("name") },
  legends: { kind: "legend", name: (item, l) => textIn(item.name, l) ?? word(item.key) },
  items: { kind: "legend item", name: named("name") },
  staff: { kind: "staff", name: (item) => word(item.email) },
  hosts: { kind: "host", name: (item) => word(item.host) },
  help_videos: { kind: "help section", name: code },
  videos: { kind: "video", name: code },
};

/** A pointer's reference tokens (RFC 6901); null for what is not a pointer. */
function tokens(pointer: string): string[] | null {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) return null;
  return pointer
    .slice(1)
    .split("/")
    .map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
}

/**
 * The place `pointer` names in `document`, as steps in the reader's language; `[]` for the whole
 * document, null where the pointer leaves the document: an index past the end of a list (or `-`),
 * a step into a value that is not there. Only the last token may name a field the object lacks
 * (a problem says a required field is missing).
 */
export function placeInWords(
  document: unknown,
  pointer: string,
  locale: UiLocale,
): PlaceStep[] | null {
  const path = tokens(pointer);
  if (!path) return null;
  // The company's word in the reader's language only: no other language's word stands in
  // (companyBuildingName).
  const words = document && typeof document === "object" ? (document as Item).building_word : null;
  const buildingWord =
    words && typeof words === "object" ? word((words as Item)[locale]) : undefined;
  const steps: PlaceStep[] = [];
  let here: unknown = document;
  for (const [at, token] of path.entries()) {
    const last = at === path.length - 1;
    if (Array.isArray(here)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token) || Number(token) >= here.length) return null;
      const index = Number(token);
      const item: unknown = here[index];
      const list = steps.at(-1)?.kind === "field" ? (steps.at(-1) as { name: string }).name : "";
      const thing =
        item && typeof item === "object" && !Array.isArray(item) ? (item as Item) : null;
      const known = thing ? LISTS[list] : undefined;
      const name = thing && known?.name(thing, locale);
      if (thing && list === "buildings" && word(thing.number)) {
        steps.pop();
        steps.push({
          kind: "building",
          name: thing.number as string,
          ...(buildingWord ? { word: buildingWord } : {}),
        });
      } else if (known && name) {
        steps.pop();
        steps.push({ kind: known.kind, name });
      } else {
        const value = word(item) ?? (typeof item === "number" ? String(item) : undefined);
        steps.push({ kind: "item", number: index + 1, ...(value ? { name: value } : {}) });
      }
      here = item;
    } else if (here && typeof here === "object") {
      const next = (here as Item)[token];
      if (next === undefined && !last) return null;
      steps.push({ kind: "field", name: token });
      here = next;
    } else {
      return null;
    }
  }
  return steps;
}

/**
 * The places of `pointers` in words, by pointer: only those the document has words for (a
 * workbook's place, already in words, and the whole document are left out).
 */
export function placesInWords(
  document: unknown,
  pointers: Iterable<string>,
  locale: UiLocale,
): Record<string, PlaceStep[]> {
  const places: Record<string, PlaceStep[]> = {};
  for (const pointer of pointers) {
    const steps = placeInWords(document, pointer, locale);
    if (steps && steps.length > 0) places[pointer] = steps;
  }
  return places;
}
