/*
 * The product addresses people in German with "Sie", never "du": a mix of the two reads as
 * careless, and the buyers are customers of a company, not friends. These words show "du" beyond
 * doubt (pronouns, second-person verb forms, informal imperatives); the tests of every German text
 * source use them.
 */
const INFORMAL_GERMAN = [
  // Pronouns and possessives.
  "du",
  "dich",
  "dir",
  "dein",
  "deine",
  "deinen",
  "deinem",
  "deiner",
  "deines",
  "euch",
  "euer",
  "eure",
  "euren",
  "eurem",
  "eurer",
  // Verbs in the second person singular.
  "hast",
  "bist",
  "kannst",
  "musst",
  "willst",
  "möchtest",
  "wirst",
  "sollst",
  "darfst",
  "brauchst",
  "weißt",
  "findest",
  // Imperatives addressed to "du" (the "Sie" form is the infinitive: "Melden Sie sich an").
  "melde",
  "wähle",
  "klicke",
  "speichere",
  "versuche",
  "prüfe",
  "bestätige",
  "öffne",
  "sieh",
  "gib",
  "erstelle",
  "warte",
  "verwende",
  "gestalte",
  "sende",
];

const PATTERN = new RegExp(`(?<!\\p{L})(${INFORMAL_GERMAN.join("|")})(?!\\p{L})`, "giu");

/** The informal words in a German text, as written there; empty when it says "Sie" throughout. */
export function informalGermanWords(text: string): string[] {
  return [...text.matchAll(PATTERN)].map((match) => match[0]);
}
