import { describe, expect, it } from "vitest";
import { catalogues, SERVER_LOCALES } from "../../src/i18n/messages.ts";
import { templates } from "../../src/mail/templates.ts";

/*
 * Every language the server writes has every message and every mail, with the same values in
 * them: a text that left out `{seconds}` or the company's name would read wrong in one language.
 */

const placeholders = (text: string) => (text.match(/\{[a-z]+\}/gi) ?? []).sort();

/** Each variable as a mark of its own, so that the rendered mail shows which ones it uses. */
const VARS = {
  company: "⟦company⟧",
  name: "⟦name⟧",
  url: "⟦url⟧",
  minutes: 987654,
  apartment: "⟦apartment⟧",
  packageName: "⟦packageName⟧",
  date: "⟦date⟧",
  newEmail: "⟦newEmail⟧",
};
const used = (text: string) =>
  Object.entries(VARS)
    .filter(([, value]) => text.includes(String(value)))
    .map(([key]) => key);

describe.each(SERVER_LOCALES)("the server's texts in %s", (locale) => {
  it("have every message, with the placeholders of the English one", () => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(Object.keys(catalogues.en).sort());
    for (const [key, text] of Object.entries(catalogues.en)) {
      const own = catalogues[locale][key as keyof typeof catalogues.en];
      expect(own.trim(), key).not.toBe("");
      expect(placeholders(own), key).toEqual(placeholders(text));
    }
  });

  it("have every mail, using the values the English one uses", () => {
    expect(Object.keys(templates[locale]).sort()).toEqual(Object.keys(templates.en).sort());
    for (const [name, english] of Object.entries(templates.en)) {
      const own = templates[locale][name as keyof typeof templates.en];
      const render = (t: typeof own) => `${t.subject(VARS)}\n${JSON.stringify(t.content(VARS))}`;
      expect(used(render(own)), name).toEqual(used(render(english)));
    }
  });
});
