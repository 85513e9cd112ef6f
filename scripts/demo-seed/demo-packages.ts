/**
 * The company's finish packages for the demo project, and the rule that makes any set of choices
 * consistent with the restrictions (used for company and user packages alike).
 */
import { RESTRICTIONS, ROOM_TYPES } from "./demo-catalogue.ts";
import { type T3, t } from "./i18n.ts";

/** Option slug per group key; groups left out take their first (base) option. */
export type Choices = Record<string, string>;

export type PackageSpec = {
  key: string;
  name: T3;
  description: T3;
  isDefault?: boolean;
  canConfirm?: boolean;
  pdfFooter?: T3;
  /** Colours of the package image: floor, wall, accent, detail. */
  palette: [string, string, string, string];
  choices: Choices;
};

export const PACKAGES: PackageSpec[] = [
  {
    key: "nordic",
    name: t("Põhjamaine", "Nordic", "Nordisch"),
    description: t(
      "Hele tamm, soe valge ja puhtad valged pinnad. Ajatu põhjamaine valik, mis sisaldub korteri hinnas.",
      "Light oak, warm white and clean white surfaces. A timeless Nordic choice included in the price of the apartment.",
      "Helle Eiche, warmes Weiß und klare weiße Flächen. Eine zeitlose nordische Wahl, im Wohnungspreis enthalten.",
    ),
    isDefault: true,
    palette: ["#cfae84", "#efece5", "#f2f1ed", "#c9cccf"],
    choices: {},
  },
  {
    key: "urban",
    name: t("Linnaloft", "Urban Loft", "Urban Loft"),
    description: t(
      "Suitsutatud tamm, grafiit ja must metall. Kontrastne ja julge linnakodu.",
      "Smoked oak, graphite and black metal. A bold city home full of contrast.",
      "Räuchereiche, Graphit und schwarzes Metall. Ein kontrastreiches, mutiges Stadtzuhause.",
    ),
    palette: ["#8a6446", "#ddd4c6", "#46494c", "#2a2a2a"],
    choices: {
      "wa-floor": "oak-smoked",
      "wa-walls": "linen-grey",
      "wa-doors": "black-matt",
      "wa-skirting": "white-100",
      "wa-handles": "matt-black",
      "hw-tiles": "anthracite-slate",
      "hw-wardrobe": "mirror",
      "hw-lights": "linear",
      "kt-fronts": "graphite",
      "kt-worktop": "ceramic-dark",
      "kt-sink": "steel-undermount",
      "kt-faucet": "matt-black",
      "kt-backsplash": "stone-match",
      "lr-sill": "quartz-grey",
      "lr-decor": "oak-slats",
      "lr-lights": "track",
      "br-wardrobe": "mirror",
      "br-lights": "pendants",
      "ba-walls": "charcoal",
      "ba-floor": "dark-slate",
      "ba-vanity": "graphite",
      "ba-mixers": "matt-black",
      "wc-walls": "charcoal",
      "wc-floor": "dark-slate",
      "wc-toilet": "matt-black",
      "wc-basin": "matt-black",
      "sa-panel": "thermo-aspen",
      "sa-bench": "thermo-aspen",
      "sa-heater": "tower-8kw",
      "sa-light": "under-bench",
    },
  },
  {
    key: "natural",
    name: t("Looduslähedane", "Natural Calm", "Naturnah"),
    description: t(
      "Kalasabaparkett, salvei roheline ja messing. Soe ja rahulik kodu looduslikest materjalidest.",
      "Herringbone parquet, sage green and brass. A warm, calm home of natural materials.",
      "Fischgrätparkett, Salbeigrün und Messing. Ein warmes, ruhiges Zuhause aus natürlichen Materialien.",
    ),
    palette: ["#c29a6b", "#b9c1a9", "#8f9b85", "#c2a15e"],
    pdfFooter: t(
      "Looduslikud materjalid (puit, kivi, käsitööplaat) on ainulaadsed: nende toon ja muster võivad näidistest ja piltidest erineda ning see ei ole puudus.",
      "Natural materials (wood, stone, handmade-look tiles) are unique: their shade and pattern may differ from samples and pictures, which is not a defect.",
      "Naturmaterialien (Holz, Stein, Fliesen in Handarbeitsoptik) sind einzigartig: Farbton und Maserung können von Mustern und Bildern abweichen; dies ist kein Mangel.",
    ),
    choices: {
      "wa-floor": "oak-herringbone",
      "wa-walls": "sage-green",
      "wa-doors": "oak-veneer",
      "wa-skirting": "oak-60",
      "wa-handles": "brushed-brass",
      "hw-tiles": "terrazzo",
      "hw-wardrobe": "oak",
      "hw-lights": "globe",
      "kt-fronts": "sage-green",
      "kt-worktop": "quartz-white",
      "kt-sink": "ceramic-undermount",
      "kt-faucet": "brass",
      "kt-backsplash": "green-handmade",
      "lr-sill": "oak",
      "lr-decor": "linen-wallpaper",
      "br-wardrobe": "oak",
      "br-decor": "botanical",
      "br-lights": "wall-brass",
      "ba-walls": "sage-vertical",
      "ba-floor": "terrazzo",
      "ba-vanity": "oak",
      "ba-mixers": "brushed-gold",
      "wc-walls": "warm-beige",
      "wc-floor": "terrazzo",
      "wc-toilet": "matt-white",
      "wc-basin": "concrete",
      "sa-panel": "alder",
      "sa-bench": "abachi",
      "sa-heater": "steel-6kw",
      "sa-light": "starry-ceiling",
    },
  },
  {
    key: "signature",
    name: t("Signatuur", "Signature", "Signature"),
    description: t(
      "Valgeks õlitatud tamm, marmor ja tammespoon. Eksklusiivne valik, mille kinnitame pärast kohtumist meie sisearhitektiga.",
      "White-oiled oak, marble and oak veneer. An exclusive selection we confirm after a meeting with our interior architect.",
      "Weiß geölte Eiche, Marmor und Eichenfurnier. Eine exklusive Auswahl, die wir nach einem Termin mit unserer Innenarchitektin bestätigen.",
    ),
    canConfirm: false,
    palette: ["#dcc8a8", "#efece5", "#eeece8", "#c2a15e"],
    choices: {
      "wa-floor": "oak-white-oiled",
      "wa-doors": "white-grooved",
      "wa-skirting": "white-100",
      "wa-handles": "brushed-brass",
      "hw-tiles": "terrazzo",
      "hw-wardrobe": "oak",
      "hw-lights": "linear",
      "kt-fronts": "oak-veneer",
      "kt-worktop": "quartz-white",
      "kt-sink": "steel-undermount",
      "kt-faucet": "brushed-steel",
      "kt-backsplash": "glass-panel",
      "lr-sill": "quartz-grey",
      "lr-decor": "oak-slats",
      "lr-lights": "downlights",
      "br-wardrobe": "mirror",
      "br-decor": "oak-panel",
      "br-lights": "wall-brass",
      "ba-walls": "marble",
      "ba-grout": "silver-grey",
      "ba-floor": "marble",
      "ba-vanity": "oak",
      "ba-mixers": "chrome",
      "wc-walls": "white-gloss",
      "wc-floor": "terrazzo",
      "wc-toilet": "matt-white",
      "sa-panel": "thermo-aspen",
      "sa-bench": "abachi",
      "sa-heater": "tower-8kw",
      "sa-light": "starry-ceiling",
    },
  },
];

/** Every group key with its option slugs in order. */
const GROUP_OPTIONS = new Map<string, string[]>(
  ROOM_TYPES.flatMap((rt) =>
    rt.groups.map((g) => [g.key, g.options.map((o) => o.slug)] as [string, string[]]),
  ),
);

/**
 * Completes a set of choices: base options where nothing was chosen, then, for every restriction
 * whose source is chosen, the first allowed target wherever the choice is not allowed. Sources are
 * never targets here, so one pass settles everything.
 */
export function resolveChoices(choices: Choices): Required<Choices> {
  const out: Record<string, string> = {};
  for (const [group, options] of GROUP_OPTIONS) {
    const chosen = choices[group];
    if (chosen !== undefined && !options.includes(chosen))
      throw new Error(`Unknown option ${group}/${chosen}`);
    const first = options[0];
    if (first === undefined) throw new Error(`Group ${group} has no options`);
    out[group] = chosen ?? first;
  }
  const allowed = new Map<string, Set<string>>();
  for (const r of RESTRICTIONS) {
    if (out[r.source[0]] !== r.source[1]) continue;
    const [group, slugs] = r.targets;
    const set = allowed.get(group) ?? new Set<string>();
    for (const s of slugs) set.add(s);
    allowed.set(group, set);
  }
  for (const [group, set] of allowed) {
    const current = out[group];
    if (current !== undefined && set.has(current)) continue;
    const options = GROUP_OPTIONS.get(group) ?? [];
    const first = options.find((s) => set.has(s));
    if (first === undefined) throw new Error(`No allowed option in ${group}`);
    out[group] = first;
  }
  return out;
}
