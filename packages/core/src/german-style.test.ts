import { describe, expect, it } from "vitest";
import { informalGermanWords } from "./german-style.ts";

describe("informalGermanWords", () => {
  it("finds the words that address a person as du", () => {
    expect(informalGermanWords("Möchtest du dich wirklich abmelden?")).toEqual([
      "Möchtest",
      "du",
      "dich",
    ]);
    expect(informalGermanWords("Bitte gib dein Passwort ein.")).toEqual(["gib", "dein"]);
    expect(informalGermanWords("Melde dich an.")).toEqual(["Melde", "dich"]);
  });

  it("passes texts that say Sie, and words that only contain a marker", () => {
    expect(
      informalGermanWords("Möchten Sie sich wirklich abmelden? Ihr Konto, Ihre Daten."),
    ).toEqual([]);
    expect(informalGermanWords("Dusche, Produkt, Direktlink, Gebäude, Rückgabe")).toEqual([]);
  });
});
