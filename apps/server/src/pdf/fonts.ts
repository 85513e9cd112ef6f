/**
 * The summary's typeface: Inter, embedded in every PDF so that õ ä ö ü š ž ß render and the text
 * can be copied and searched. The files come from the installed @expo-google-fonts/inter package,
 * found from this module so that both the sources and the bundle locate them.
 */
import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

const requireHere = createRequire(import.meta.url);

export const interFontFiles = {
  regular: requireHere.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
  semibold: requireHere.resolve("@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf"),
};

export const FONT_FAMILY = "Inter";

/** Longer than any ordinary Estonian or German word in a product text. */
const LONGEST_UNBROKEN = 28;

/**
 * react-pdf's default hyphenation follows English syllable rules and would split Estonian and
 * German words in odd places, so words stay whole. Only a token too long for a line (a long code
 * or a run-on compound) is cut into pieces, so it wraps instead of running off the page.
 */
export function keepWordsWhole(word: string): string[] {
  if (word.length <= LONGEST_UNBROKEN) return [word];
  const pieces: string[] = [];
  for (let at = 0; at < word.length; at += 16) pieces.push(word.slice(at, at + 16));
  return pieces;
}

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: interFontFiles.regular, fontWeight: 400 },
      { src: interFontFiles.semibold, fontWeight: 600 },
    ],
  });
  Font.registerHyphenationCallback(keepWordsWhole);
  registered = true;
}
