import { FIELD_NAMES, informalGermanWords, PROBLEM_TEXTS, RULES } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import { catalogues } from "../../src/i18n/messages.ts";
import { templates } from "../../src/mail/templates.ts";
import { labels, specialWarning } from "../../src/modules/packages/summary-service.ts";

const vars = {
  company: "Alpha Homes",
  name: "Jürgen",
  url: "https://alpha.test/x",
  minutes: 60,
  apartment: "Harbour View, A, 10",
  packageName: "Urban Loft",
  date: "1.9.2026",
  newEmail: "neu@example.test",
};

/**
 * Every German text the server writes: answers, validation, the company check's problems, mails
 * and the summary PDF.
 */
function germanTexts(): [string, string][] {
  return [
    ...Object.entries(catalogues.de).map(([key, text]): [string, string] => [
      `message ${key}`,
      text,
    ]),
    ...Object.entries(RULES).map(([key, text]): [string, string] => [`rule ${key}`, text.de]),
    ...Object.entries(FIELD_NAMES).map(([key, text]): [string, string] => [
      `field ${key}`,
      text.de,
    ]),
    ...Object.entries(PROBLEM_TEXTS).map(([key, text]): [string, string] => [
      `company problem ${key}`,
      text.de,
    ]),
    ...Object.entries(templates.de).flatMap(([name, template]): [string, string][] => {
      const content = template.content(vars);
      return [
        [`mail ${name} subject`, template.subject(vars)],
        [`mail ${name}`, JSON.stringify(content)],
      ];
    }),
    ...Object.entries(labels.de).map(([key, text]): [string, string] => [`pdf ${key}`, text]),
    ["pdf specialWarning", specialWarning.de],
  ];
}

describe("German texts of the server", () => {
  it("address people with Sie, never du", () => {
    const informal = germanTexts()
      .filter(([, text]) => informalGermanWords(text).length > 0)
      .map(([where, text]) => `${where}: ${text}`);
    expect(informal).toEqual([]);
  });
});
