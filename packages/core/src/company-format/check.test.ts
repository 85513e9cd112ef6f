import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkCompany, formatProblems, jsonPointer } from "./check.ts";
import { SMALL_COMPANY_FILES, smallCompany } from "./test-company.ts";

type Json = Record<string, unknown>;
const hasFile = (path: string) => SMALL_COMPANY_FILES.has(path);

/** Sets the value at a JSON pointer of a copy (`undefined` deletes it). */
function withValue(doc: unknown, pointer: string, value: unknown): unknown {
  const copy = structuredClone(doc) as Json;
  const keys = pointer.split("/").slice(1);
  const last = keys.pop() ?? "";
  let at: Json = copy;
  for (const key of keys) at = at[key] as Json;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

const P = "/projects/0";
const LAYOUT = `${P}/buildings/0/apartments/0/layouts/0`;

/** One mistake each: where it is made, the value put there, where it is reported, and a word of the message. */
const MISTAKES: {
  pointer: string;
  value: unknown;
  says: string;
  more?: string;
  alone?: boolean;
}[] = [
  { pointer: "/vat", value: 24, says: "should be a text" },
  { pointer: "/vat", value: "24,5", says: "percentage" },
  { pointer: "/email", value: "info at nordhaus", says: "e-mail" },
  { pointer: "/name", value: undefined, says: "is missing" },
  { pointer: "/logo", value: "../logo.svg", says: "relative" },
  { pointer: "/logo", value: "files/missing.svg", says: "not in the folder" },
  { pointer: "/hosts/0/languages/0", value: "fr", says: '"et" or "en"' },
  { pointer: "/staff/0/role", value: "customer", says: '"designer" or "admin"' },
  { pointer: "/materials/1/price", value: "12.505", says: "euros" },
  {
    pointer: "/materials/1/code",
    value: "OAK-1",
    says: "used by another material",
    // The option offering ASH-1 now names a material that is not there.
    more: `${P}/room_types/0/groups/0/options/1/material`,
  },
  { pointer: "/materials/0/category", value: "walls", says: "material category 'walls'" },
  { pointer: "/materials/0/colour", value: "red", says: "not a field" },
  { pointer: "/legends/0/items/0/icon", value: "files/plug.svg", says: "not in the folder" },
  { pointer: `${P}/code`, value: "hafen blick", says: "should be a code" },
  { pointer: `${LAYOUT}/rooms/1/room_type`, value: "sauna", says: "room type 'sauna'" },
  { pointer: `${LAYOUT}/rooms/1/code`, value: "living-room", says: "used by another room" },
  { pointer: `${LAYOUT}/plan`, value: "files/plan.pdf", says: "not in the folder" },
  { pointer: `${P}/buildings/0/apartments/0/status`, value: "gone", says: '"available"' },
  { pointer: `${P}/buildings/0/apartments/0/buyers/0`, value: "nobody", says: "e-mail" },
  {
    pointer: `${P}/room_types/0/groups/0/options/1/material`,
    value: "MAPLE",
    says: "material 'MAPLE'",
  },
  {
    pointer: `${P}/room_types/0/groups/0/options/0/picture/file`,
    value: "oak.svg",
    says: "not in the folder",
  },
  {
    pointer: `${P}/room_types/1/groups/0/code`,
    value: "floor",
    says: "used by another selection group",
    // The restriction and packages choosing `threshold/…` name a group that is gone.
    more: `${P}/restrictions/0/choose/0`,
  },
  { pointer: `${P}/restrictions/0/when`, value: "floor/maple", says: "option 'maple'" },
  { pointer: `${P}/restrictions/0/choose/0`, value: "door/oak", says: "group 'door'" },
  // Only a mistake while `when` stays as it is, so not combined with others below.
  {
    pointer: `${P}/restrictions/0/choose/0`,
    value: "floor/oak",
    says: "its own option",
    alone: true,
  },
  { pointer: `${P}/restrictions/0/choose/0`, value: "floor", says: "<group code>/<option code>" },
  { pointer: `${P}/packages/1/default`, value: true, says: "only one package" },
  { pointer: `${P}/packages/1/options/0`, value: "floor/walnut", says: "option 'walnut'" },
  { pointer: `${P}/packages/0/options/1`, value: "floor/oak", says: "listed twice" },
];

describe("checkCompany", () => {
  it("accepts the small company", () => {
    expect(checkCompany(smallCompany(), hasFile)).toEqual([]);
  });

  it.each(MISTAKES)("finds $value at $pointer", ({ pointer, value, says, more }) => {
    const problems = checkCompany(withValue(smallCompany(), pointer, value), hasFile);
    expect(problems[0]?.pointer).toBe(pointer);
    expect(problems[0]?.message).toContain(says);
    if (more) expect(problems.map((p) => p.pointer)).toContain(more);
    else expect(problems).toHaveLength(1);
  });

  it("reports every mistake of a company at once, each at its place", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...MISTAKES.filter((m) => !m.alone)), {
          minLength: 1,
          maxLength: 6,
          selector: (m) => m.pointer,
        }),
        (mistakes) => {
          let doc: unknown = smallCompany();
          for (const m of mistakes) doc = withValue(doc, m.pointer, m.value);
          const problems = checkCompany(doc, hasFile);
          const reported = new Set(problems.map((p) => p.pointer));
          for (const m of mistakes) expect(reported).toContain(m.pointer);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("says what is wrong with something that is not a company at all", () => {
    expect(checkCompany([], hasFile)).toEqual([
      { pointer: "", message: "should be an object ({…})" },
    ]);
    const problems = checkCompany({ format: "home-designer-company/1" }, hasFile);
    expect(formatProblems(problems)).toContain("/projects: is missing");
  });

  it("escapes keys in pointers as RFC 6901 asks", () => {
    expect(jsonPointer(["colors", "a/b~c", 0])).toBe("/colors/a~1b~0c/0");
  });
});
