import { PACKAGE_NAME_MAX_LENGTH } from "./validation.ts";

/** Names as people tell them apart: case and surrounding spaces aside. */
const key = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The name of a new package, distinct from the names the person already sees on the layout: the
 * name asked for if it is free, else the same followed by the first free number ("Minu pakett 2",
 * then "Minu pakett 3"), shortened to stay within a name's 50 characters. The dashboard and the
 * package list then never show two packages by one name.
 */
export function distinctPackageName(wanted: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map(key));
  const name = wanted.trim();
  if (!used.has(key(name))) return name;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const numbered = `${name.slice(0, PACKAGE_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
    // Ends: the numbers tried are fewer than the names taken plus one.
    if (!used.has(key(numbered))) return numbered;
  }
}
