/**
 * Checks a company.json and the files beside it, reporting every problem at once, each at its
 * JSON pointer (RFC 6901) in plain words. Two passes over the same input: the shape (the zod
 * schema: types, required fields, patterns, unknown fields) and the references (codes unique in
 * their scope, codes and option references that name something, files that exist). The second
 * pass reads the input defensively, so a broken reference is reported beside a bad value rather
 * than after it is fixed.
 */
import type { z } from "zod";
import { companyFileSchema, FILE_PATH_PATTERN, OPTION_REF_PATTERN } from "./schema.ts";

export type CompanyProblem = { pointer: string; message: string };

/** `/projects/0/name` from `["projects", 0, "name"]`. */
export function jsonPointer(path: readonly PropertyKey[]): string {
  return path.map((p) => `/${String(p).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}

/** Problems of the input, in document order of their pointers within each pass. */
export function checkCompany(input: unknown, hasFile: (path: string) => boolean): CompanyProblem[] {
  const problems: CompanyProblem[] = [];
  const parsed = companyFileSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(...describeIssue(issue));
  }
  problems.push(...checkReferences(input, hasFile));
  return dedupe(problems);
}

/** A problem list as lines for people: `/projects/0/code: should be a code …`. */
export function formatProblems(problems: readonly CompanyProblem[]): string {
  return problems.map((p) => `${p.pointer || "/"}: ${p.message}`).join("\n");
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

const typeWords: Record<string, string> = {
  string: "a text (in quotes)",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list ([…])",
  object: "an object ({…})",
};

function describeIssue(issue: z.core.$ZodIssue): CompanyProblem[] {
  const pointer = jsonPointer(issue.path);
  switch (issue.code) {
    case "invalid_type": {
      const input = (issue as { input?: unknown }).input;
      if (input === undefined) return [{ pointer, message: "is missing" }];
      return [{ pointer, message: `should be ${typeWords[issue.expected] ?? issue.expected}` }];
    }
    case "unrecognized_keys":
      return issue.keys.map((key) => ({
        pointer: jsonPointer([...issue.path, key]),
        message: "is not a field of the format (misspelt?)",
      }));
    case "invalid_value":
      return [
        {
          pointer,
          message: `should be ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}`,
        },
      ];
    case "too_small":
      if (issue.origin === "array")
        return [{ pointer, message: `should hold at least ${issue.minimum} item(s)` }];
      if (issue.origin === "string") return [{ pointer, message: "should not be empty" }];
      return [{ pointer, message: `should be at least ${issue.minimum}` }];
    case "too_big":
      if (issue.origin === "string")
        return [{ pointer, message: `should be at most ${issue.maximum} characters long` }];
      return [{ pointer, message: `should be at most ${issue.maximum}` }];
    case "invalid_union":
      return [{ pointer, message: "is not any of the allowed shapes" }];
    default:
      return [{ pointer, message: issue.message }];
  }
}

// ─── References ───────────────────────────────────────────────────────────────────────────────

type Path = (string | number)[];
type Obj = Record<string, unknown>;

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

function checkReferences(input: unknown, hasFile: (path: string) => boolean): CompanyProblem[] {
  const problems: CompanyProblem[] = [];
  if (!isObj(input)) return problems;
  const report = (path: Path, message: string) =>
    problems.push({ pointer: jsonPointer(path), message });

  /** Codes (or other keys) unique among the given items; returns the set of those seen. */
  const unique = (entries: Iterable<[Obj, Path]>, field: string, what: string): Set<string> => {
    const seen = new Set<string>();
    for (const [item, path] of entries) {
      const value = str(item[field]);
      if (value === undefined) continue;
      const key = field === "email" || field === "host" ? value.toLowerCase() : value;
      if (seen.has(key)) report([...path, field], `'${value}' is used by another ${what}`);
      seen.add(key);
    }
    return seen;
  };
  const file = (owner: Obj, field: string, path: Path) => {
    const value = str(owner[field]);
    // A path of the wrong shape is the shape pass's problem; it is not looked for.
    if (value !== undefined && FILE_PATH_PATTERN.test(value) && !hasFile(value))
      report([...path, field], `names the file '${value}', which is not in the folder`);
  };

  // Company-wide things.
  unique(items(input, "hosts", []), "host", "host");
  unique(items(input, "staff", []), "email", "staff account");
  unique(items(input, "help_videos", []), "code", "help video section");
  for (const [group, path] of items(input, "help_videos", []))
    unique(items(group, "videos", path), "code", "video of the section");
  file(input, "logo", []);
  if (isObj(input.favicons))
    for (const size of Object.keys(input.favicons)) file(input.favicons, size, ["favicons"]);

  const categories = unique(items(input, "material_categories", []), "code", "material category");
  const materials = unique(items(input, "materials", []), "code", "material");
  for (const [material, path] of items(input, "materials", [])) {
    const category = str(material.category);
    if (category !== undefined && !categories.has(category))
      report(
        [...path, "category"],
        `names the material category '${category}', which does not exist`,
      );
    file(material, "thumbnail", path);
    file(material, "image", path);
  }
  unique(items(input, "legends", []), "key", "legend");
  for (const [legend, path] of items(input, "legends", [])) {
    unique(items(legend, "items", path), "code", "item of the legend");
    for (const [item, itemPath] of items(legend, "items", path)) file(item, "icon", itemPath);
  }

  unique(items(input, "projects", []), "code", "project");
  for (const [project, path] of items(input, "projects", [])) {
    // Room types, groups and options first: rooms, restrictions and packages name them.
    const roomTypes = unique(
      items(project, "room_types", path),
      "code",
      "room type of the project",
    );
    const groupEntries = [...items(project, "room_types", path)].flatMap(([rt, rtPath]) => [
      ...items(rt, "groups", rtPath),
    ]);
    unique(groupEntries, "code", "selection group of the project");
    const options = new Map<string, Set<string>>();
    for (const [group, groupPath] of groupEntries) {
      const codes = unique(items(group, "options", groupPath), "code", "option of the group");
      const code = str(group.code);
      if (code !== undefined && !options.has(code)) options.set(code, codes);
      for (const [layer, layerPath] of items(group, "picture_layers", groupPath))
        file(layer, "file", layerPath);
      for (const [option, optionPath] of items(group, "options", groupPath)) {
        const material = str(option.material);
        if (material !== undefined && !materials.has(material))
          report(
            [...optionPath, "material"],
            `names the material '${material}', which does not exist`,
          );
        if (isObj(option.picture)) file(option.picture, "file", [...optionPath, "picture"]);
      }
    }
    const option = (value: unknown, at: Path): string | undefined => {
      const ref = str(value);
      if (ref === undefined || !OPTION_REF_PATTERN.test(ref)) return undefined;
      const [group = "", code = ""] = ref.split("/");
      const codes = options.get(group);
      if (!codes)
        report(at, `names the selection group '${group}', which the project does not have`);
      else if (!codes.has(code))
        report(at, `names the option '${code}', which the group '${group}' does not have`);
      else return group;
      return undefined;
    };

    unique(items(project, "buildings", path), "code", "building of the project");
    for (const [building, buildingPath] of items(project, "buildings", path)) {
      unique(items(building, "apartments", buildingPath), "code", "apartment of the building");
      for (const [apartment, apartmentPath] of items(building, "apartments", buildingPath)) {
        unique(items(apartment, "layouts", apartmentPath), "code", "layout of the apartment");
        const buyers = list(apartment.buyers);
        const seen = new Set<string>();
        buyers.forEach((buyer, i) => {
          const email = str(buyer)?.trim().toLowerCase();
          if (email === undefined) return;
          if (seen.has(email))
            report([...apartmentPath, "buyers", i], `'${str(buyer)}' is listed twice`);
          seen.add(email);
        });
        for (const [layout, layoutPath] of items(apartment, "layouts", apartmentPath)) {
          for (const field of ["picture", "plan", "kitchen_plan", "electrical_plan"])
            file(layout, field, layoutPath);
          unique(
            items(layout, "wardrobe_plans", layoutPath),
            "code",
            "wardrobe plan of the layout",
          );
          for (const [plan, planPath] of items(layout, "wardrobe_plans", layoutPath))
            file(plan, "file", planPath);
          unique(items(layout, "rooms", layoutPath), "code", "room of the layout");
          for (const [room, roomPath] of items(layout, "rooms", layoutPath)) {
            const roomType = str(room.room_type);
            if (roomType !== undefined && !roomTypes.has(roomType))
              report(
                [...roomPath, "room_type"],
                `names the room type '${roomType}', which the project does not have`,
              );
          }
        }
      }
    }

    unique(items(project, "restrictions", path), "code", "restriction of the project");
    for (const [restriction, restrictionPath] of items(project, "restrictions", path)) {
      option(restriction.when, [...restrictionPath, "when"]);
      list(restriction.choose).forEach((target, i) => {
        const at = [...restrictionPath, "choose", i];
        option(target, at);
        if (target === restriction.when) report(at, "a restriction cannot choose its own option");
      });
    }

    unique(items(project, "packages", path), "code", "package of the project");
    let defaultPackage: string | undefined;
    for (const [pkg, packagePath] of items(project, "packages", path)) {
      file(pkg, "picture", packagePath);
      if (pkg.default === true) {
        if (defaultPackage !== undefined)
          report(
            [...packagePath, "default"],
            `only one package may be the default ('${defaultPackage}' already is)`,
          );
        else defaultPackage = str(pkg.code) ?? "";
      }
      const seen = new Set<unknown>();
      list(pkg.options).forEach((ref, i) => {
        const at = [...packagePath, "options", i];
        if (seen.has(ref)) report(at, `'${String(ref)}' is listed twice`);
        seen.add(ref);
        option(ref, at);
      });
    }
  }
  return problems;
}
