/**
 * The rule check of a company (issue 12): what a folder can say that passes the shape and the
 * references, yet would not work for buyers. It runs on a company that passed `checkCompany`, and
 * settles restrictions with the configurator's own engine (engine/restrictions.ts), so it judges
 * them exactly as buyers will meet them.
 *
 * Errors stop an import:
 * - a selection group without options (nothing to choose);
 * - a package naming two options of one group (which one it means is a guess);
 * - restrictions that never settle: choosing an option sets off restrictions that move choices
 *   round in a circle (the engine gives up on them after many passes, wherever they are then).
 *   Each loop is one problem, at its first restriction, however many choices lead into it.
 *
 * Warnings are listed:
 * - a restriction from a room's group to a group of another room type, which never acts (only a
 *   whole-apartment room's choices reach other rooms);
 * - a package whose own choices its restrictions change (buyers get something else than named),
 *   unless they run into a loop: that is the loop's error, and what the package ends with is
 *   where the engine happened to stop;
 * - an option of a hidden group that no package names and no restriction chooses (buyers cannot
 *   choose it, so it is never chosen);
 * - a text without a language that one of the company's sites offers (buyers see another
 *   language there), and a material without a thumbnail (buyers see an empty tile);
 * - terms of use without a language that one of the company's sites offers (buyers there read
 *   the terms in another language);
 * - a brand colour `primary-500` that the site takes but the summary PDF and the mails cannot
 *   read (they read #rrggbb and rgb(…) only, and draw in the product's own colour instead).
 */

import { parseColour } from "../colour.ts";
import { type Choices, type SlotKey, slotKey } from "../engine/configuration.ts";
import {
  applyRestrictions,
  type RestrictionMove,
  restrictionLoop,
} from "../engine/restrictions.ts";
import type { I18nText } from "../locale.ts";
import { type CompanyProblem, companyProblem, jsonPointer } from "./check.ts";
import { inOrder, layoutConfigurations, numberedOptions } from "./engine-rooms.ts";
import type { ProblemKey, ProblemList, ProblemParam, ProblemText } from "./problem-texts.ts";
import type { CompanyFile, CompanyProject } from "./schema.ts";

export type RuleReport = { errors: CompanyProblem[]; warnings: CompanyProblem[] };

type Path = (string | number)[];

export function checkRules(company: CompanyFile): RuleReport {
  const errors: CompanyProblem[] = [];
  const warnings: CompanyProblem[] = [];
  const error: Report = (path, key, params) =>
    errors.push(companyProblem(jsonPointer(path), key, params));
  const warn: Report = (path, key, params) =>
    warnings.push(companyProblem(jsonPointer(path), key, params));

  for (const [p, project] of company.projects.entries())
    checkProject(project, ["projects", p], error, warn);
  checkLanguages(company, warn);
  checkTerms(company, warn);
  for (const [m, material] of (company.materials ?? []).entries()) {
    if (!material.thumbnail) warn(["materials", m, "thumbnail"], "noThumbnail");
    if (!material.category) warn(["materials", m, "category"], "noCategory");
  }
  for (const size of ["16", "32", "180"] as const) {
    const icon = company.favicons?.[size];
    if (icon !== undefined && !/\.png$/i.test(icon))
      warn(["favicons", size], "iconNotPng", { size });
  }
  const brand = company.colors?.["primary-500"];
  if (brand !== undefined && !parseColour(brand))
    warn(["colors", "primary-500"], "brandColour", { colour: JSON.stringify(brand) });
  return { errors, warnings };
}

type Report = (path: Path, key: ProblemKey, params?: Record<string, ProblemParam>) => void;

function checkProject(project: CompanyProject, path: Path, error: Report, warn: Report) {
  const { groups, optionNames, ref } = numberedOptions(project, path);
  for (const { group, path: groupPath } of groups.values()) {
    if (group.options.length === 0) error([...groupPath, "options"], "noOptions");
  }

  const configurations = layoutConfigurations(project, { groups, ref });

  // A package names one option per group; the rest of its groups hold their first option.
  const packageChoices = project.packages.map((pkg, k) => {
    const named = new Map<number, { text: string; optionId: number }>();
    for (const [i, text] of pkg.options.entries()) {
      const option = ref(text);
      if (!option) continue;
      const earlier = named.get(option.groupId);
      if (earlier)
        error([...path, "packages", k, "options", i], "secondOption", {
          group: text.split("/")[0] ?? "",
          earlier: earlier.text,
        });
      else named.set(option.groupId, { text, optionId: option.optionId });
    }
    return named;
  });

  const loopsReported = new Set<string>();
  const packageWarned = new Set<number>();
  for (const { rooms } of configurations.values()) {
    const firsts = new Map<SlotKey, number>();
    for (const room of rooms)
      for (const group of room.groups) {
        const first = group.assets[0];
        if (first) firsts.set(slotKey(room.roomId, group.id), first.id);
      }

    // Restrictions that never settle, from what the groups hold at first and from each option
    // chosen on its own: one problem per loop, however many choices lead into it.
    const starts: Choices[] = [firsts];
    for (const room of rooms)
      for (const group of room.groups)
        for (const asset of group.assets)
          starts.push(new Map(firsts).set(slotKey(room.roomId, group.id), asset.id));
    for (const start of starts) {
      const loop = restrictionLoop(rooms, start);
      if (loop.length === 0) continue;
      for (const circle of circles(project, loop, ref)) {
        const key = circle.join(",");
        if (loopsReported.has(key)) continue;
        loopsReported.add(key);
        error([...path, "restrictions", circle[0] ?? 0], "loop", loopParams(project, circle, path));
      }
    }

    // Packages whose own choices their restrictions change.
    packageChoices.forEach((named, k) => {
      if (packageWarned.has(k)) return;
      const choices = new Map(firsts);
      for (const room of rooms)
        for (const group of room.groups) {
          const option = named.get(group.id);
          if (option) choices.set(slotKey(room.roomId, group.id), option.optionId);
        }
      // A package that runs into a loop of restrictions is that loop's problem, reported above.
      if (restrictionLoop(rooms, choices).length > 0) return;
      const settled = applyRestrictions(rooms, choices).choices;
      const moved = [...named].flatMap(([groupId, option]): ProblemText[] => {
        const becomes = new Set<string>();
        for (const room of rooms) {
          const id = settled.get(slotKey(room.roomId, groupId));
          if (id !== undefined && id !== option.optionId) becomes.add(`'${optionNames.get(id)}'`);
        }
        if (becomes.size === 0) return [];
        const to: ProblemList = { join: "or", items: [...becomes] };
        return [{ key: "movedTo", params: { option: option.text, to } }];
      });
      if (moved.length === 0) return;
      packageWarned.add(k);
      warn([...path, "packages", k, "options"], "packageChanged", {
        moved: { join: "semicolon", items: moved },
      });
    });
  }

  // Restrictions that never act: a room's choice limits groups of its own room only, so a
  // target in another room type is never reached (only a whole-apartment choice reaches them).
  for (const [r, restriction] of (project.restrictions ?? []).entries()) {
    const from = groups.get(restriction.when.split("/")[0] ?? "");
    if (!from || from.roomType.whole_apartment) continue;
    for (const [i, target] of restriction.choose.entries()) {
      const to = groups.get(target.split("/")[0] ?? "");
      if (!to || to.roomType === from.roomType) continue;
      warn([...path, "restrictions", r, "choose", i], "neverChanges", {
        group: to.group.code,
        when: restriction.when,
        roomType: from.roomType.code,
        targetRoomType: to.roomType.code,
      });
    }
  }

  // Options of hidden groups that nothing chooses.
  const chosenSomewhere = new Set<string>([
    ...project.packages.flatMap((pkg) => pkg.options),
    ...(project.restrictions ?? []).flatMap((r) => r.choose),
  ]);
  for (const { group, path: groupPath } of groups.values()) {
    if (!group.hidden) continue;
    inOrder(group.options).forEach(({ item, index }, position) => {
      // The first option is what a group holds when nothing chose another.
      if (position === 0 || chosenSomewhere.has(`${group.code}/${item.code}`)) return;
      warn([...groupPath, "options", index], "neverChosen");
    });
  }
}

/**
 * The loops among the restrictions that a never-settling run repeats, each as the indices of its
 * restrictions in the project's list, sorted. A restriction is in a loop when the option it
 * chooses sets off, through the others, the restriction again; restrictions the loop merely sets
 * off on the way (a switch that follows a door handle that keeps flipping) are not.
 */
function circles(
  project: CompanyProject,
  moves: readonly RestrictionMove[],
  ref: (text: string) => { optionId: number } | null,
): number[][] {
  const restrictions = project.restrictions ?? [];
  const moved = [...new Set(moves.map((move) => move.restrictionId - 1))];
  const whenId = (r: number) => ref(restrictions[r]?.when ?? "")?.optionId;
  const next = new Map(
    moved.map((r) => {
      const chosen = new Set(moves.filter((m) => m.restrictionId === r + 1).map((m) => m.to));
      return [r, moved.filter((other) => chosen.has(whenId(other) ?? -1))];
    }),
  );
  const reach = (from: number) => {
    const seen = new Set<number>();
    const visit = (r: number) => {
      for (const other of next.get(r) ?? [])
        if (!seen.has(other)) {
          seen.add(other);
          visit(other);
        }
    };
    visit(from);
    return seen;
  };
  const reachable = new Map(moved.map((r) => [r, reach(r)]));
  const found = new Map<string, number[]>();
  for (const r of moved) {
    if (!reachable.get(r)?.has(r)) continue;
    const circle = moved.filter(
      (other) => reachable.get(r)?.has(other) && reachable.get(other)?.has(r),
    );
    circle.sort((a, b) => a - b);
    found.set(circle.join(","), circle);
  }
  return [...found.values()];
}

/**
 * The facts of a loop of restrictions' sentence: which they are, the way the options they choose
 * go round, and which groups therefore never settle.
 */
function loopParams(
  project: CompanyProject,
  circle: readonly number[],
  path: Path,
): Record<string, ProblemParam> {
  const restrictions = project.restrictions ?? [];
  const [first = 0, ...others] = circle;
  const codes = circle.map((r) => `'${restrictions[r]?.code ?? ""}'`);
  const elsewhere: ProblemParam =
    others.length > 0
      ? {
          key: "loopElsewhere",
          params: {
            others: {
              join: "comma",
              items: others.map((r) => jsonPointer([...path, "restrictions", r])),
            },
          },
        }
      : "";
  // Round the loop from its first restriction: each chooses the option the next one starts from.
  const start = restrictions[first]?.when ?? "";
  const steps: string[] = [];
  let when = start;
  const used = new Set<number>();
  for (;;) {
    const r = circle.find((c) => !used.has(c) && restrictions[c]?.when === when);
    if (r === undefined) break;
    used.add(r);
    const onward = circle.map((c) => restrictions[c]?.when ?? "");
    const chosen =
      restrictions[r]?.choose.find((option) => onward.includes(option)) ??
      restrictions[r]?.choose[0] ??
      "";
    steps.push(chosen);
    when = chosen;
    if (when === start) break;
  }
  const round: ProblemText = {
    key: "loopRound",
    params: {
      start,
      steps: { join: "chooses", items: steps.map((step) => `'${step}'`) },
      again: when === start ? { key: "loopAgain" } : "",
    },
  };
  const groups = [...new Set([start, ...steps].map((option) => `'${option.split("/")[0]}'`))];
  return {
    restrictions: { join: "and", items: codes },
    elsewhere,
    round,
    groups: { join: "and", items: groups },
  };
}

/** Texts lacking a language that one of the company's sites offers. */
function checkLanguages(company: CompanyFile, warn: Report) {
  const offered = [...new Set(company.hosts.flatMap((host) => host.languages))];
  const visit = (value: unknown, path: Path, key: string | number | undefined) => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) visit(item, [...path, i], i);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    if (isText(key, value)) {
      const text = value as I18nText;
      const missing = offered.filter((language) => !text[language as keyof I18nText]?.trim());
      if (missing.length > 0) warn(path, "missingLanguages", { languages: languageNames(missing) });
      return;
    }
    for (const [field, inner] of Object.entries(value)) visit(inner, [...path, field], field);
  };
  visit(company, [], undefined);
}

/**
 * Terms of use lacking a language that one of the company's sites offers. A company without
 * terms of its own is not warned of: every site shows the app's general terms in its languages.
 */
function checkTerms(company: CompanyFile, warn: Report) {
  const terms = company.terms ?? {};
  if (Object.keys(terms).length === 0) return;
  const offered = [...new Set(company.hosts.flatMap((host) => host.languages))];
  const missing = offered.filter((language) => !terms[language]);
  if (missing.length > 0) warn(["terms"], "missingTerms", { languages: languageNames(missing) });
}

const LANGUAGE_NAMES: Record<string, ProblemKey> = {
  et: "languageEt",
  en: "languageEn",
  de: "languageDe",
  ru: "languageRu",
};

/** Languages by their names in the reader's language ("English and German"), not their codes. */
function languageNames(languages: readonly string[]): ProblemList {
  return {
    join: "and",
    items: languages.map((language) => {
      const key = LANGUAGE_NAMES[language];
      return key ? { key } : language;
    }),
  };
}

/** The format's translated texts: objects of language codes only, under the fields that hold them. */
const TEXT_FIELDS = new Set([
  "name",
  "title",
  "description",
  "label",
  "desc_short",
  "desc_long",
  "pdf_footer",
]);
function isText(key: string | number | undefined, value: object): boolean {
  if (typeof key !== "string" || !TEXT_FIELDS.has(key)) return false;
  return Object.keys(value).every((field) => ["et", "en", "de", "ru"].includes(field));
}
