// @vitest-environment jsdom
import type { ProblemPlaces } from "@home-designer/core";
import { screen } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { renderPage } from "../../auth/testing.tsx";
import { setUpBackOfficeTests } from "../testing.tsx";
import { refusalPlaces } from "./place-words.ts";
import { ProblemList } from "./problem-list.tsx";

setUpBackOfficeTests();

const POINTER = "/projects/0/packages/0/options/0";
const CELL = 'company.xlsx, Blatt "Materials", Zeile 3';

/** A 422 of an edit as the web app reads it: problems by place, and the places in words. */
const REFUSAL = new ApiRequestError(
  422,
  "Die Änderung wurde nicht gespeichert.",
  {
    [POINTER]: ["nennt die Option 'nowhere/nothing', die es nicht gibt"],
    "/projects/0/buildings/0/number": ["sollte nicht leer sein"],
    [CELL]: ["ist kein Betrag"],
  },
  true,
  {
    places: {
      [POINTER]: [
        { kind: "project", name: "Merelahe Kvartal" },
        { kind: "package", name: "Basis" },
        { kind: "field", name: "options" },
        { kind: "item", number: 1, name: "nowhere/nothing" },
      ],
      "/projects/0/buildings/0/number": [
        { kind: "project", name: "Merelahe Kvartal" },
        { kind: "building", name: "A", word: "Haus" },
        { kind: "field", name: "number" },
      ],
    } satisfies ProblemPlaces,
  },
);

const show = (locale: "de" | "en") =>
  renderPage(() => <ProblemList problems={REFUSAL.errors} places={refusalPlaces(REFUSAL)} />, {
    path: `/${locale}/admin`,
    route: "/:lang/admin",
  });

/** Each place as the list shows it, the words and the pointer beside them. */
const terms = () => [...document.querySelectorAll("dt")].map((dt) => dt.textContent);

describe("the problems of a refused edit", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it("names each place in words in the reader's language, the pointer small beside it", async () => {
    await i18n.changeLanguage("de");
    show("de");
    expect(terms()).toEqual([
      `Merelahe Kvartal › Paket „Basis“ › Optionen › „nowhere/nothing“ ${POINTER}`,
      "Merelahe Kvartal › Haus A › Nummer /projects/0/buildings/0/number",
      CELL,
    ]);
    // The pointer is kept for whoever reads company.json, as code; the messages stay under it.
    expect(screen.getByText(POINTER).tagName).toBe("CODE");
    expect(screen.getByText("ist kein Betrag").tagName).toBe("DD");
  });

  it("writes the words of English, and shows a place without words as it is named", async () => {
    await i18n.changeLanguage("en");
    show("en");
    expect(terms()[0]).toBe(
      `Merelahe Kvartal › package "Basis" › options › "nowhere/nothing" ${POINTER}`,
    );
    expect(screen.getByText(CELL).tagName).toBe("CODE");
  });
});
