/**
 * Checks a company.json and the files beside it, reporting every problem at once, each at its
 * JSON pointer (RFC 6901) in plain words. Two passes over the same input: the shape (the zod
 * schema: types, required fields, patterns, unknown fields) and the references (codes unique in
 * their scope, codes and option references that name something, files that exist). The second
 * pass reads the input defensively, so a broken reference is reported beside a bad value rather
 * than after it is fixed.
 */
import type { z } from "zod";
import type { Locale } from "../locale.ts";
import { BRAND_COLOUR_TOKENS } from "./colours.ts";
import {
  isProblemKey,
  type ProblemKey,
  type ProblemParam,
  type ProblemText,
  problemMessage,
} from "./problem-texts.ts";
import {
  companyFileSchema,
  FILE_EXTENSIONS,
  FILE_PATH_PATTERN,
  fileContentType,
  OPTION_REF_PATTERN,
} from "./schema.ts";
import { WORKBOOK_FILE } from "./workbook-sheets.ts";

/** A place in the company workbook: a sheet, a row as numbered on screen (1: the header), a column by its header. */
export type WorkbookCell = { sheet: string; row?: number; column?: string };

/**
 * A problem at a JSON pointer into company.json, or at a `cell` of company.xlsx (its pointer then
 * ""): its sentence as `text` (problem-texts.ts), to be written in the reader's language, and in
 * English as `message`, for the command line, logs and docs.
 */
export type CompanyProblem = {
  pointer: string;
  message: string;
  text: ProblemText;
  cell?: WorkbookCell;
};

/** A problem at a pointer, its English message written from its text. */
export function companyProblem(
  pointer: string,
  key: ProblemKey,
  params?: Record<string, ProblemParam>,
): CompanyProblem {
  const text: ProblemText = params ? { key, params } : { key };
  return { pointer, message: problemMessage(text, "en"), text };
}

/** `/projects/0/name` from `["projects", 0, "name"]`. */
export function jsonPointer(path: readonly PropertyKey[]): string {
  return path.map((p) => `/${String(p).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}

/**
 * What is wrong with the content of a file of the folder (core's `fileContentProblem` of its
 * bytes), a text that follows "names the file 'x', which …"; undefined when nothing is.
 */
export type FileContentCheck = (path: string) => ProblemText | undefined;

/**
 * Problems of the input, in document order of their pointers within each pass. `fileContent`
 * judges the files the input names that are there, when the caller has their bytes.
 */
export function checkCompany(
  input: unknown,
  hasFile: (path: string) => boolean,
  fileContent?: FileContentCheck,
): CompanyProblem[] {
  const problems: CompanyProblem[] = [];
  const parsed = companyFileSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(...describeIssue(issue));
  }
  problems.push(...checkReferences(input, hasFile, fileContent));
  return dedupe(problems);
}

/**
 * A problem list as lines for people: `/projects/0/code: should be a code …`, or
 * `company.xlsx, sheet "Materials", row 14, column "Price": "12,5O" is not an amount …`.
 */
export function formatProblems(
  problems: readonly Pick<CompanyProblem, "pointer" | "cell" | "message">[],
): string {
  return problems.map((p) => `${problemPlace(p)}: ${p.message}`).join("\n");
}

/**
 * Where a problem is, in words of `locale` (English unless told): its JSON pointer (`/` for the
 * whole file) or its workbook cell.
 */
export function problemPlace(
  problem: Pick<CompanyProblem, "pointer" | "cell">,
  locale: Locale = "en",
): string {
  return problem.cell ? cellWords(problem.cell, locale) : problem.pointer || "/";
}

/**
 * Problems by their place, each place's messages in order, in `locale` (English unless told): the
 * API's `errors` shape (a field and its messages), with places as the command line writes them.
 */
export function problemsByPlace(
  problems: readonly CompanyProblem[],
  locale: Locale = "en",
): Record<string, string[]> {
  const byPlace: Record<string, string[]> = {};
  for (const problem of problems) {
    const place = problemPlace(problem, locale);
    byPlace[place] = [...(byPlace[place] ?? []), problemMessage(problem.text, locale)];
  }
  return byPlace;
}

/** A workbook's parts as a reader of each language calls them (the sheets keep their names). */
const CELL_WORDS: Record<Locale, { sheet: string; row: string; column: string }> = {
  en: { sheet: "sheet", row: "row", column: "column" },
  et: { sheet: "leht", row: "rida", column: "veerg" },
  de: { sheet: "Blatt", row: "Zeile", column: "Spalte" },
};

function cellWords({ sheet, row, column }: WorkbookCell, locale: Locale): string {
  const words = CELL_WORDS[locale];
  let place = `${WORKBOOK_FILE}, ${words.sheet} "${sheet}"`;
  if (row !== undefined) place += `, ${words.row} ${row}`;
  if (column !== undefined) place += `, ${words.column} "${column}"`;
  return place;
}

function dedupe(problems: CompanyProblem[]): CompanyProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.pointer}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The sentence of a value of the wrong type, by zod's name of the type expected. */
const TYPE_TEXTS: Record<string, ProblemKey> = {
  string: "typeText",
  number: "typeNumber",
  int: "typeInteger",
  boolean: "typeBoolean",
  array: "typeList",
  object: "typeObject",
};

function describeIssue(issue: z.core.$ZodIssue): CompanyProblem[] {
  const pointer = jsonPointer(issue.path);
  const input = (issue as { input?: unknown }).input;
  const at = (key: ProblemKey, params?: Record<string, ProblemParam>) => [
    companyProblem(pointer, key, params),
  ];
  switch (issue.code) {
    case "invalid_type": {
      if (input === undefined) return at("missing");
      const key = TYPE_TEXTS[issue.expected];
      return key ? at(key) : at("typeOther", { expected: issue.expected });
    }
    case "unrecognized_keys":
      return issue.keys.map((key) =>
        pointer === "/colors"
          ? companyProblem(jsonPointer([...issue.path, key]), "notColourToken", {
              tokens: BRAND_COLOUR_TOKENS.join(", "),
            })
          : companyProblem(jsonPointer([...issue.path, key]), "unknownField"),
      );
    case "invalid_value": {
      const values = { join: "or" as const, items: issue.values.map((v) => JSON.stringify(v)) };
      return input === undefined
        ? at("oneOf", { values })
        : at("oneOfNot", { values, input: JSON.stringify(input) });
    }
    case "too_small":
      if (issue.origin === "array") return at("tooFewItems", { minimum: Number(issue.minimum) });
      if (issue.origin === "string") return at("notEmpty");
      return at("atLeast", { minimum: Number(issue.minimum) });
    case "too_big": {
      // Said with the size found, so that a list cut from a longer one is seen to be too long.
      const size = typeof input === "string" || Array.isArray(input) ? input.length : "?";
      const maximum = Number(issue.maximum);
      if (issue.origin === "string") return at("textTooLong", { size, maximum });
      if (issue.origin === "array") return at("tooManyItems", { size, maximum });
      return at("atMost", { maximum });
    }
    case "invalid_format": {
      // A text of the wrong form (a code, an amount, a host): said back, as the check read it;
      // a blank one has nothing to say back.
      const rule: ProblemText = isProblemKey(issue.message)
        ? { key: issue.message }
        : { key: "invalid", params: { detail: issue.message } };
      return typeof input === "string" && input.trim() !== ""
        ? at("notThis", { rule, input: JSON.stringify(input) })
        : [companyProblem(pointer, rule.key, rule.params)];
    }
    case "invalid_union":
      return at("noShape");
    default:
      // A schema's own rule (a refine) names its key; its sentence may say the value back.
      return isProblemKey(issue.message)
        ? at(issue.message, { input: JSON.stringify(input) })
        : at("invalid", { detail: issue.message });
  }
}

// ─── References ───────────────────────────────────────────────────────────────────────────────

type Path = (string | number)[];
type Obj = Record<string, unknown>;
type Report = (path: Path, key: ProblemKey, params?: Record<string, ProblemParam>) => void;
/** Codes (or other keys) unique among the items; `other` names another item that has one. */
type Unique = (entries: Iterable<[Obj, Path]>, field: string, other: ProblemKey) => Set<string>;

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** Each object of a list with its path. */
function* items(parent: Obj, key: string, path: Path): Generator<[Obj, Path]> {
  const values = list(parent[key]);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (isObj(value)) yield [value, [...path, key, i]];
  }
}

function checkReferences(
  input: unknown,
  hasFile: (path: string) => boolean,
  fileContent: FileContentCheck | undefined,
): CompanyProblem[] {
  const problems: CompanyProblem[] = [];
  if (!isObj(input)) return problems;
  const report: Report = (path, key, params) =>
    problems.push(companyProblem(jsonPointer(path), key, params));

  /** Codes (or other keys) unique among the given items; returns the set of those seen. */
  const unique: Unique = (entries, field, other) => {
    const seen = new Set<string>();
    for (const [item, path] of entries) {
      const value = str(item[field]);
      if (value === undefined) continue;
      const key = field === "email" || field === "host" ? value.toLowerCase() : value;
      if (seen.has(key)) report([...path, field], "usedBy", { value, other: { key: other } });
      seen.add(key);
    }
    return seen;
  };
  const file = (owner: Obj, field: string, path: Path) => {
    const value = str(owner[field]);
    // A path of the wrong shape is the shape pass's problem; it is not looked for.
    if (value === undefined || !FILE_PATH_PATTERN.test(value)) return;
    if (!hasFile(value)) report([...path, field], "fileNotInFolder", { file: value });
    else if (fileContentType(value) === undefined)
      report([...path, field], "fileTypeNotTaken", {
        file: value,
        extensions: FILE_EXTENSIONS.map((e) => `.${e}`).join(", "),
      });
    else {
      const problem = fileContent?.(value);
      if (problem !== undefined) report([...path, field], "fileContent", { file: value, problem });
    }
  };

  // Company-wide things.
  unique(items(input, "hosts", []), "host", "anotherHost");
  unique(items(input, "staff", []), "email", "anotherStaff");
  unique(items(input, "help_videos", []), "code", "anotherHelpSection");
  for (const [group, path] of items(input, "help_videos", []))
    unique(items(group, "videos", path), "code", "anotherHelpVideo");
  file(input, "logo", []);
  if (isObj(input.favicons))
    for (const size of Object.keys(input.favicons)) file(input.favicons, size, ["favicons"]);

  const categories = unique(items(input, "material_categories", []), "code", "anotherCategory");
  const materials = unique(items(input, "materials", []), "code", "anotherMaterial");
  for (const [material, path] of items(input, "materials", [])) {
    const category = str(material.category);
    if (category !== undefined && !categories.has(category))
      report([...path, "category"], "unknownCategory", { category });
    file(material, "thumbnail", path);
    file(material, "image", path);
  }
  unique(items(input, "legends", []), "key", "anotherLegend");
  for (const [legend, path] of items(input, "legends", [])) {
    unique(items(legend, "items", path), "code", "anotherLegendItem");
    for (const [item, itemPath] of items(legend, "items", path)) file(item, "icon", itemPath);
  }

  unique(items(input, "projects", []), "code", "anotherProject");
  for (const [project, path] of items(input, "projects", [])) {
    // Room types, groups and options first: rooms, restrictions and packages name them.
    const roomTypes = unique(items(project, "room_types", path), "code", "anotherRoomType");
    const groupEntries = [...items(project, "room_types", path)].flatMap(([rt, rtPath]) => [
      ...items(rt, "groups", rtPath),
    ]);
    unique(groupEntries, "code", "anotherGroup");
    const options = new Map<string, Set<string>>();
    for (const [group, groupPath] of groupEntries) {
      const codes = unique(items(group, "options", groupPath), "code", "anotherOption");
      const code = str(group.code);
      if (code !== undefined && !options.has(code)) options.set(code, codes);
      for (const [option, optionPath] of items(group, "options", groupPath)) {
        const material = str(option.material);
        if (material !== undefined && !materials.has(material))
          report([...optionPath, "material"], "unknownMaterial", { material });
        if (isObj(option.picture)) file(option.picture, "file", [...optionPath, "picture"]);
      }
    }
    for (const [roomType, roomTypePath] of items(project, "room_types", path))
      checkPictures(roomType, roomTypePath, options, file, report, unique);

    const option = (value: unknown, at: Path): string | undefined => {
      const ref = str(value);
      if (ref === undefined || !OPTION_REF_PATTERN.test(ref)) return undefined;
      const [group = "", code = ""] = ref.split("/");
      const codes = options.get(group);
      if (!codes) report(at, "unknownGroup", { group });
      else if (!codes.has(code)) report(at, "unknownOption", { option: code, group });
      else return group;
      return undefined;
    };

    unique(items(project, "buildings", path), "code", "anotherBuilding");
    for (const [building, buildingPath] of items(project, "buildings", path)) {
      unique(items(building, "apartments", buildingPath), "code", "anotherApartment");
      for (const [apartment, apartmentPath] of items(building, "apartments", buildingPath)) {
        unique(items(apartment, "layouts", apartmentPath), "code", "anotherLayout");
        const buyers = list(apartment.buyers);
        const seen = new Set<string>();
        buyers.forEach((buyer, i) => {
          const email = str(buyer)?.trim().toLowerCase();
          if (email === undefined) return;
          if (seen.has(email))
            report([...apartmentPath, "buyers", i], "listedTwice", { value: str(buyer) ?? "" });
          seen.add(email);
        });
        for (const [layout, layoutPath] of items(apartment, "layouts", apartmentPath)) {
          for (const field of ["picture", "plan", "kitchen_plan", "electrical_plan"])
            file(layout, field, layoutPath);
          unique(items(layout, "wardrobe_plans", layoutPath), "code", "anotherWardrobePlan");
          for (const [plan, planPath] of items(layout, "wardrobe_plans", layoutPath))
            file(plan, "file", planPath);
          unique(items(layout, "rooms", layoutPath), "code", "anotherRoom");
          for (const [room, roomPath] of items(layout, "rooms", layoutPath)) {
            const roomType = str(room.room_type);
            if (roomType !== undefined && !roomTypes.has(roomType))
              report([...roomPath, "room_type"], "unknownRoomType", { roomType });
          }
        }
      }
    }

    unique(items(project, "restrictions", path), "code", "anotherRestriction");
    /** Which restriction lets `<when> → <option>` already, by that pair. */
    const pairs = new Map<string, string>();
    for (const [restriction, restrictionPath] of items(project, "restrictions", path)) {
      option(restriction.when, [...restrictionPath, "when"]);
      list(restriction.choose).forEach((target, i) => {
        const at = [...restrictionPath, "choose", i];
        option(target, at);
        if (target === restriction.when) report(at, "chooseOwnOption");
        const pair = `${String(restriction.when)} ${String(target)}`;
        const other = pairs.get(pair);
        if (other !== undefined)
          report(at, "alreadyAllowed", {
            option: String(target),
            restriction: other,
            when: String(restriction.when),
          });
        else pairs.set(pair, str(restriction.code) ?? "");
      });
    }

    unique(items(project, "packages", path), "code", "anotherPackage");
    let defaultPackage: string | undefined;
    for (const [pkg, packagePath] of items(project, "packages", path)) {
      file(pkg, "picture", packagePath);
      if (pkg.default === true) {
        if (defaultPackage !== undefined)
          report([...packagePath, "default"], "oneDefault", { package: defaultPackage });
        else defaultPackage = str(pkg.code) ?? "";
      }
      const seen = new Set<unknown>();
      list(pkg.options).forEach((ref, i) => {
        const at = [...packagePath, "options", i];
        if (seen.has(ref)) report(at, "listedTwice", { value: String(ref) });
        seen.add(ref);
        option(ref, at);
      });
    }

    checkDeadlines(project, path, roomTypes, new Set(options.keys()), report, unique);
  }
  return problems;
}

/**
 * A project's deadlines: each names room types and groups the project has, and a group, a room
 * type and the whole layout each have one deadline at most, so the one that holds is never a
 * guess (core's deadlines.ts).
 */
function checkDeadlines(
  project: Obj,
  path: Path,
  roomTypes: ReadonlySet<string>,
  groups: ReadonlySet<string>,
  report: Report,
  unique: Unique,
): void {
  unique(items(project, "deadlines", path), "code", "anotherDeadline");
  const holder = new Map<string, string>();
  let wholeLayout: string | undefined;
  for (const [deadline, deadlinePath] of items(project, "deadlines", path)) {
    const code = str(deadline.code) ?? "";
    const named = (field: "room_types" | "groups", known: ReadonlySet<string>) =>
      list(deadline[field]).forEach((value, i) => {
        const name = str(value);
        if (name === undefined) return;
        const at = [...deadlinePath, field, i];
        if (!known.has(name))
          report(
            at,
            field === "groups" ? "unknownGroup" : "unknownRoomType",
            field === "groups" ? { group: name } : { roomType: name },
          );
        const key = `${field}:${name}`;
        const other = holder.get(key);
        if (other !== undefined) report(at, "deadlineTwice", { value: name, deadline: other });
        else holder.set(key, code);
      });
    named("room_types", roomTypes);
    named("groups", groups);
    if (list(deadline.room_types).length === 0 && list(deadline.groups).length === 0) {
      if (wholeLayout !== undefined)
        report(deadlinePath, "secondLayoutDeadline", { deadline: wholeLayout });
      else wholeLayout = code;
    }
  }
}

/**
 * A room type's pictures: its base layers' files, and the groups it follows: each a group of
 * another room type of the project (a group of its own draws here through its options' pictures),
 * followed once, with pictures for options the group has, each option once.
 */
function checkPictures(
  roomType: Obj,
  path: Path,
  options: ReadonlyMap<string, ReadonlySet<string>>,
  file: (owner: Obj, field: string, path: Path) => void,
  report: Report,
  unique: Unique,
): void {
  for (const [layer, layerPath] of items(roomType, "picture_layers", path))
    file(layer, "file", layerPath);
  const own = new Set(
    [...items(roomType, "groups", path)].flatMap(([group]) => str(group.code) ?? []),
  );
  unique(items(roomType, "follows", path), "group", "anotherFollow");
  for (const [follow, followPath] of items(roomType, "follows", path)) {
    const group = str(follow.group);
    // The options are looked for only in a group that may be followed.
    let codes: ReadonlySet<string> | undefined;
    if (group === undefined) codes = undefined;
    else if (own.has(group)) report([...followPath, "group"], "ownGroupFollowed", { group });
    else if (!options.has(group)) report([...followPath, "group"], "unknownGroup", { group });
    else codes = options.get(group);
    unique(items(follow, "pictures", followPath), "option", "anotherFollowPicture");
    for (const [picture, picturePath] of items(follow, "pictures", followPath)) {
      file(picture, "file", picturePath);
      const option = str(picture.option);
      if (codes && option !== undefined && !codes.has(option))
        report([...picturePath, "option"], "unknownOption", { option, group: group ?? "" });
    }
  }
}
