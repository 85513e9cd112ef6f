import type { CompanyText } from "@home-designer/core";

/**
 * A project's options as a restriction names them (`<group code>/<option code>`, the format's
 * OPTION_REF_PATTERN), with the names a person knows them by, found by words.
 */

/** A room type of company.json as far as the restrictions need it. */
export type RoomTypeOptions = {
  code: string;
  label?: CompanyText;
  groups: {
    code: string;
    title?: CompanyText;
    options: { code: string; title?: CompanyText }[];
  }[];
};

export type OptionEntry = {
  ref: string;
  roomType: string;
  roomTypeName: string;
  group: string;
  groupName: string;
  optionName: string;
};

/** A text in `lang`, else in the first language that has it, else `fallback`. */
export function textIn(text: CompanyText | undefined, lang: string, fallback: string): string {
  if (!text) return fallback;
  return (
    (text as Record<string, string | undefined>)[lang] ||
    Object.values(text).find((value) => value) ||
    fallback
  );
}

/** Every option of the project, in the document's order, by room type and group. */
export function optionIndex(roomTypes: readonly RoomTypeOptions[], lang: string): OptionEntry[] {
  return roomTypes.flatMap((roomType) =>
    roomType.groups.flatMap((group) =>
      group.options.map((option) => ({
        ref: `${group.code}/${option.code}`,
        roomType: roomType.code,
        roomTypeName: textIn(roomType.label, lang, roomType.code),
        group: group.code,
        groupName: textIn(group.title, lang, group.code),
        optionName: textIn(option.title, lang, option.code),
      })),
    ),
  );
}

/** Lower case without accents, so that "kuche" finds "Küche". */
const folded = (text: string) =>
  text.normalize("NFKD").replace(/\p{M}/gu, "").replaceAll("ß", "ss").toLowerCase();

/** The options whose names or codes hold every word of `query`. */
export function findOptions(entries: readonly OptionEntry[], query: string): OptionEntry[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return entries.filter((entry) => {
    const haystack = folded(
      [entry.ref, entry.roomTypeName, entry.groupName, entry.optionName].join(" "),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** An option as a person reads it: "Kitchen › Tap › Chrome". */
export const optionName = (entry: OptionEntry) =>
  `${entry.roomTypeName} › ${entry.groupName} › ${entry.optionName}`;
