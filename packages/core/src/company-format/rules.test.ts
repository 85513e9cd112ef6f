import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Restriction } from "../api/rooms.ts";
import { type RoomGroups, slotKey } from "../engine/configuration.ts";
import { applyRestrictions } from "../engine/restrictions.ts";
import { asset, group } from "../engine/test-configuration.ts";
import { checkRules as checkWithKeys } from "./rules.ts";
import type { CompanyFile, CompanyProject } from "./schema.ts";
import { asWritten, smallCompany } from "./test-company.ts";

const checkRules = (company: CompanyFile) => {
  const { errors, warnings } = checkWithKeys(company);
  return { errors: asWritten(errors), warnings: asWritten(warnings) };
};

type RoomType = CompanyProject["room_types"][number];

/** The small company with one project changed. */
function withProject(change: (project: CompanyProject) => void): CompanyFile {
  const company = smallCompany();
  const project = company.projects[0];
  if (!project) throw new Error("no project");
  change(project);
  return company;
}

/** One whole-apartment room type whose groups `a`, `b`, … hold options `1`, `2`, …. */
function wholeApartment(groups: Record<string, number>): RoomType {
  return {
    code: "all",
    label: { de: "Wohnung", en: "Apartment" },
    whole_apartment: true,
    groups: Object.entries(groups).map(([code, options]) => ({
      code,
      options: Array.from({ length: options }, (_, i) => ({ code: String(i + 1) })),
    })),
  };
}

/** A project of the whole-apartment room type only, with these restrictions and no packages. */
function apartmentWide(groups: Record<string, number>, restrictions: [string, string[]][]) {
  return withProject((project) => {
    project.room_types = [wholeApartment(groups)];
    const layout = project.buildings[0]?.apartments[0]?.layouts[0];
    if (layout) layout.rooms = [{ code: "everywhere", room_type: "all" }];
    project.restrictions = restrictions.map(([when, choose], i) => ({
      code: `r${i}`,
      when,
      choose,
    }));
    project.packages = [];
  });
}

/** The one room of `apartmentWide`'s company as the configurator's engine takes it. */
function apartmentRooms(company: CompanyFile): RoomGroups {
  const roomType = company.projects[0]?.room_types[0];
  const ids = new Map<string, { groupId: number; assetId: number }>();
  let next = 1;
  roomType?.groups.forEach((g, i) => {
    for (const o of g.options)
      ids.set(`${g.code}/${o.code}`, { groupId: 100 + i, assetId: next++ });
  });
  const restrictions: Restriction[] = (company.projects[0]?.restrictions ?? []).flatMap((r, i) =>
    r.choose.map((target) => ({
      id: i + 1,
      source_selection_id: ids.get(r.when)?.assetId ?? 0,
      source_selection_group_id: ids.get(r.when)?.groupId ?? 0,
      target_selection_id: ids.get(target)?.assetId ?? 0,
      target_selection_group_id: ids.get(target)?.groupId ?? 0,
    })),
  );
  const groups = (roomType?.groups ?? []).map((g, i) =>
    group(
      100 + i,
      1,
      g.options.map((o) => asset(ids.get(`${g.code}/${o.code}`)?.assetId ?? 0, 100 + i)),
      restrictions.filter((r) => r.source_selection_group_id === 100 + i),
      { applies_to_all: true, isRoomType: true },
    ),
  );
  return { roomId: 1, isRoomType: true, groups };
}

const pointers = (problems: { pointer: string }[]) => problems.map((p) => p.pointer);

describe("the rule check", () => {
  it("finds no error in a company that works", () => {
    expect(checkRules(smallCompany()).errors).toEqual([]);
  });

  it("refuses a group without options", () => {
    const company = withProject((project) => {
      const bath = project.room_types[1];
      if (bath?.groups[0]) bath.groups[0].options = [];
      project.packages = [];
      project.restrictions = [];
    });
    expect(checkRules(company).errors).toEqual([
      {
        pointer: "/projects/0/room_types/1/groups/0/options",
        message: "has no options: buyers would have nothing to choose",
      },
    ]);
  });

  it("refuses a package naming two options of one group", () => {
    const company = withProject((project) => {
      project.packages[1]?.options.push("floor/oak");
    });
    const { errors } = checkRules(company);
    expect(pointers(errors)).toEqual(["/projects/0/packages/1/options/2"]);
    expect(errors[0]?.message).toMatch(/second option of the group 'floor' \(after 'floor\/ash'\)/);
  });

  it("refuses restrictions that keep changing each other's choices, once per loop", () => {
    // a/1 → b/1 → a/2 → b/2 → a/1: wherever it starts, it goes round.
    const company = apartmentWide({ a: 2, b: 2 }, [
      ["a/1", ["b/1"]],
      ["b/1", ["a/2"]],
      ["a/2", ["b/2"]],
      ["b/2", ["a/1"]],
    ]);
    expect(checkRules(company).errors).toEqual([
      {
        pointer: "/projects/0/restrictions/0",
        message:
          "the restrictions 'r0', 'r1', 'r2' and 'r3' (this one and /projects/0/restrictions/1, /projects/0/restrictions/2, /projects/0/restrictions/3) go round in a circle: 'a/1' chooses 'b/1', which chooses 'a/2', which chooses 'b/2', which chooses 'a/1' again. The choices of 'a' and 'b' would keep flipping and never settle for buyers; change or remove one of these restrictions",
      },
    ]);
  });

  it("blames a loop on its own restrictions only, not on those it sets off or those beside it", () => {
    // The loop of c and d, as a company's restrictions among others: restrictions before it
    // (a → b), after it (d → e, set off by the loop), and packages of every kind.
    const company = apartmentWide({ a: 3, b: 2, c: 2, d: 2, e: 2 }, [
      ["a/2", ["b/2"]],
      ["a/3", ["b/1", "b/2"]],
      ["c/1", ["d/1"]],
      ["d/1", ["c/2"]],
      ["c/2", ["d/2"]],
      ["d/2", ["c/1"]],
      ["d/1", ["e/1"]],
      ["d/2", ["e/2"]],
    ]);
    company.projects[0]?.packages.push(
      { code: "plain", name: { de: "Schlicht" }, options: ["a/1"] },
      { code: "loop", name: { de: "Kreis" }, options: ["c/2", "d/1", "e/2"] },
    );
    const { errors, warnings } = checkRules(company);
    expect(pointers(errors)).toEqual(["/projects/0/restrictions/2"]);
    expect(errors[0]?.message).toMatch(
      /^the restrictions 'r2', 'r3', 'r4' and 'r5' \(this one and \/projects\/0\/restrictions\/3, \/projects\/0\/restrictions\/4, \/projects\/0\/restrictions\/5\) go round in a circle: 'c\/1' chooses 'd\/1', which chooses 'c\/2', which chooses 'd\/2', which chooses 'c\/1' again. The choices of 'c' and 'd' would keep flipping/,
    );
    // The packages run into the loop: what they end with is the loop's doing, not theirs.
    expect(warnings.filter((w) => /own choices/.test(w.message))).toEqual([]);
  });

  it("reports two loops as two problems", () => {
    const company = apartmentWide({ a: 2, b: 2, c: 2, d: 2 }, [
      ["a/1", ["b/2"]],
      ["b/2", ["a/2"]],
      ["a/2", ["b/1"]],
      ["b/1", ["a/1"]],
      ["c/2", ["d/2"]],
      ["d/2", ["c/1"]],
      ["c/1", ["d/1"]],
      ["d/1", ["c/2"]],
    ]);
    expect(pointers(checkRules(company).errors)).toEqual([
      "/projects/0/restrictions/0",
      "/projects/0/restrictions/4",
    ]);
  });

  it("finds a loop exactly when the configurator's restrictions would not come to rest", () => {
    const groups = { a: 3, b: 3, c: 3, d: 2 };
    const option = fc
      .tuple(fc.constantFrom("a", "b", "c", "d"), fc.constantFrom(1, 2))
      .map(([g, o]) => `${g}/${o}`);
    const restriction = fc
      .tuple(option, fc.uniqueArray(option, { minLength: 1, maxLength: 2 }))
      .filter(([when, choose]) => !choose.includes(when));
    fc.assert(
      fc.property(fc.array(restriction, { maxLength: 10 }), (restrictions) => {
        const company = apartmentWide(groups, restrictions);
        const loops = checkRules(company).errors.filter((e) => /go round/.test(e.message));
        // Each loop once, at a restriction of its own.
        const at = pointers(loops);
        expect(new Set(at).size).toBe(at.length);
        for (const pointer of at) expect(pointer).toMatch(/^\/projects\/0\/restrictions\/\d+$/);
        // The engine, from what the groups hold at first and from each option chosen: at rest
        // when every group that restrictions limit holds one of the options they allow.
        const rooms = apartmentRooms(company);
        const firsts = new Map(rooms.groups.map((g) => [slotKey(1, g.id), g.assets[0]?.id ?? 0]));
        const starts = [
          firsts,
          ...rooms.groups.flatMap((g) =>
            g.assets.map((a) => new Map(firsts).set(slotKey(1, g.id), a.id)),
          ),
        ];
        const restless = starts.some((start) => {
          const { choices, targets } = applyRestrictions([rooms], start);
          return [...targets].some(([slot, marks]) => !marks.has(choices.get(slot) ?? -1));
        });
        expect(loops.length > 0).toBe(restless);
      }),
    );
  });

  it("accepts restrictions that lead one way, however many", () => {
    const company = apartmentWide({ a: 3, b: 3, c: 3 }, [
      ["a/1", ["b/2", "c/3"]],
      ["a/2", ["b/1"]],
      ["b/2", ["c/1", "c/2"]],
      ["c/1", ["a/1"]],
    ]);
    expect(checkRules(company).errors).toEqual([]);
  });

  it("never reports restrictions that only lead onwards as unsettled (from group to later group)", () => {
    const groupCount = 4;
    const restriction = fc
      .tuple(
        fc.integer({ min: 0, max: groupCount - 2 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: groupCount - 1 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
      )
      .map(([from, option, ahead, targets]): [string, string[]] => {
        const to = Math.min(groupCount - 1, from + ahead);
        const g = (i: number) => String.fromCharCode(97 + i);
        return [`${g(from)}/${option}`, targets.map((t) => `${g(to)}/${t}`)];
      });
    fc.assert(
      fc.property(fc.array(restriction, { maxLength: 12 }), (restrictions) => {
        const company = apartmentWide({ a: 3, b: 3, c: 3, d: 3 }, restrictions);
        expect(checkRules(company).errors).toEqual([]);
      }),
    );
  });

  it("warns of a package that its own restrictions change", () => {
    const company = apartmentWide({ a: 2, b: 2 }, [["a/2", ["b/1"]]]);
    company.projects[0]?.packages.push({
      code: "odd",
      name: { de: "Seltsam", en: "Odd" },
      options: ["a/2", "b/2"],
    });
    const { errors, warnings } = checkRules(company);
    expect(errors).toEqual([]);
    expect(warnings).toContainEqual({
      pointer: "/projects/0/packages/0/options",
      message:
        "its restrictions change its own choices ('b/2' to 'b/1'): buyers opening it get something else",
    });
  });

  it("warns of a restriction from one room's choice to another room's group, which never acts", () => {
    const company = withProject((project) => {
      project.restrictions = [{ code: "floor-oak", when: "floor/oak", choose: ["threshold/oak"] }];
      // The threshold is the bathroom's: the living room's floor never reaches it.
      project.room_types[1]?.groups.push({ code: "tiles", options: [{ code: "white" }] });
      project.restrictions.push({ code: "within", when: "threshold/oak", choose: ["tiles/white"] });
    });
    const warnings = checkRules(company).warnings.filter((w) => /never changes/.test(w.message));
    expect(warnings).toEqual([
      {
        pointer: "/projects/0/restrictions/0/choose/0",
        message:
          "never changes 'threshold': 'floor/oak' is chosen in rooms of the room type 'living', and a restriction acts only in the room its option is chosen in (unless that room type is whole_apartment), while 'threshold' is a group of 'bath'",
      },
    ]);
    const wide = withProject((project) => {
      const living = project.room_types[0];
      if (living) living.whole_apartment = true;
    });
    expect(checkRules(wide).warnings.filter((w) => /never changes/.test(w.message))).toEqual([]);
  });

  it("warns of an option of a hidden group that nothing can choose", () => {
    const company = withProject((project) => {
      project.room_types[1]?.groups.push({
        code: "hidden-copy",
        hidden: true,
        options: [{ code: "first" }, { code: "chosen" }, { code: "orphan" }],
      });
      project.packages[0]?.options.push("hidden-copy/chosen");
    });
    const hidden = checkRules(company).warnings.filter((w) => /never be chosen/.test(w.message));
    expect(pointers(hidden)).toEqual(["/projects/0/room_types/1/groups/1/options/2"]);
  });

  it("warns of a brand colour that the summary PDF and the mails cannot read", () => {
    const company = smallCompany();
    company.colors = { "primary-500": "teal", "primary-600": "teal" };
    expect(checkRules(company).warnings.filter((w) => w.pointer.startsWith("/colors"))).toEqual([
      {
        pointer: "/colors/primary-500",
        message:
          '"teal" colours the site, but the summary PDF and the e-mails read only #rrggbb or rgb(…) and use the product\'s own green instead: write it as #rrggbb',
      },
    ]);
    company.colors = { "primary-500": "rgb(10, 20, 30)" };
    expect(checkRules(company).warnings.filter((w) => w.pointer.startsWith("/colors"))).toEqual([]);
  });

  it("warns of a sized icon that is not a PNG, which browsers and phones leave out", () => {
    const company = smallCompany();
    company.favicons = {
      regular: "files/brand/icon.svg",
      "16": "files/brand/icon-16.png",
      "32": "files/brand/icon-32.PNG",
      "180": "files/brand/touch.svg",
    };
    const icons = checkRules(company).warnings.filter((w) => w.pointer.startsWith("/favicons"));
    expect(icons).toEqual([
      {
        pointer: "/favicons/180",
        message: expect.stringMatching(/^is not a PNG: the devices that use a 180 px icon/),
      },
    ]);
  });

  it("warns of texts without a language a site offers, and materials without a thumbnail", () => {
    const company = smallCompany();
    const { warnings } = checkRules(company);
    // The small company's site offers German and English; its texts are German only.
    expect(warnings).toContainEqual({
      pointer: "/materials/0/desc_short",
      message: "has no English text, which a site of the company offers",
    });
    expect(warnings).toContainEqual({
      pointer: "/materials/1/thumbnail",
      message: "is missing: buyers see an empty tile for this material",
    });
    expect(warnings.filter((w) => w.pointer.endsWith("/category"))).toEqual([]);
    const english = smallCompany();
    english.hosts = [{ host: "wohnen.nordhaus.example", languages: ["de"] }];
    expect(checkRules(english).warnings.some((w) => /has no/.test(w.message))).toBe(false);
  });

  it("warns of a material without a category, which the catalogue leaves out", () => {
    const company = smallCompany();
    const material = company.materials?.[1];
    if (!material) throw new Error("the small company has a second material");
    delete material.category;
    expect(checkRules(company).warnings.filter((w) => w.pointer.endsWith("/category"))).toEqual([
      {
        pointer: "/materials/1/category",
        message:
          "is missing: the material catalogue lists materials by category, so it leaves this one out (options still offer it)",
      },
    ]);
  });

  it("warns of terms of use without a language a site offers, not of a company without terms", () => {
    const section = { title: "§ 1 Geltungsbereich", text: "Diese Bedingungen gelten …" };
    const terms = (company: ReturnType<typeof smallCompany>) =>
      checkRules(company).warnings.filter((w) => w.pointer === "/terms");
    const german = smallCompany();
    german.terms = { de: [section] };
    expect(terms(german)).toEqual([
      {
        pointer: "/terms",
        message:
          "has no English terms, which a site of the company offers: buyers there read the terms in another language",
      },
    ]);
    const both = smallCompany();
    both.terms = { de: [section], en: [{ title: "1 Scope", text: "These terms apply …" }] };
    expect(terms(both)).toEqual([]);
    // Without terms of its own, every site shows the app's general terms in its languages.
    expect(terms(smallCompany())).toEqual([]);
  });
});
