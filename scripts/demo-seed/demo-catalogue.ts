/**
 * The demo project's finishes: room types, their selection groups and options, and the material
 * behind every option. Pure data; `demo.ts` writes it to the database and draws its pictures.
 * Manufacturers and sellers are invented; their addresses use the reserved `.example` domain.
 */
import { type T3, t } from "./i18n.ts";
import type { Art } from "./svg/rooms/common.ts";

export type SceneKey = "living" | "kitchen" | "bathroom" | "wc" | "bedroom" | "hallway" | "sauna";

export type CategoryKey =
  | "floors"
  | "tiles"
  | "paints"
  | "doors"
  | "kitchen"
  | "sanitary"
  | "furniture"
  | "lighting"
  | "sauna";

export const CATEGORIES: { key: CategoryKey; name: T3 }[] = [
  { key: "floors", name: t("Põrandad", "Floors", "Böden") },
  { key: "tiles", name: t("Plaadid", "Tiles", "Fliesen") },
  {
    key: "paints",
    name: t("Värvid ja seinakatted", "Paints and wall finishes", "Farben und Wandbeläge"),
  },
  { key: "doors", name: t("Uksed ja furnituur", "Doors and hardware", "Türen und Beschläge") },
  { key: "kitchen", name: t("Köök", "Kitchen", "Küche") },
  { key: "sanitary", name: t("Sanitaartehnika", "Sanitary ware", "Sanitärobjekte") },
  {
    key: "furniture",
    name: t(
      "Garderoobid ja aknalauad",
      "Wardrobes and window sills",
      "Einbauschränke und Fensterbänke",
    ),
  },
  { key: "lighting", name: t("Valgustus", "Lighting", "Beleuchtung") },
  { key: "sauna", name: t("Saun", "Sauna", "Sauna") },
];

/** Finishes named in more than one place. */
const FIN = {
  lacquer: t("Matt lakk", "Matt lacquer", "Mattlack"),
  oiled: t("Valge õli", "White oil", "Weißöl"),
  smoked: t("Suitsutatud, õlitatud", "Smoked and oiled", "Geräuchert und geölt"),
  brushedOil: t("Harjatud, õlitatud", "Brushed and oiled", "Gebürstet und geölt"),
  matt: t("Matt", "Matt", "Matt"),
  gloss: t("Läikiv", "Gloss", "Glänzend"),
  veneer: t("Lakitud spoon", "Lacquered veneer", "Lackiertes Furnier"),
  polished: t("Poleeritud", "Polished", "Poliert"),
  brushed: t("Harjatud", "Brushed", "Gebürstet"),
  powder: t("Pulbervärvitud", "Powder-coated", "Pulverbeschichtet"),
  honed: t("Lihvitud", "Honed", "Geschliffen"),
  natural: t("Töötlemata", "Untreated", "Unbehandelt"),
  paraffin: t("Parafiiniga immutatud", "Paraffin-treated", "Paraffiniert"),
  painted: t("Värvitud", "Painted", "Lackiert"),
  textured: t("Struktuurpind", "Textured", "Strukturiert"),
  glazed: t("Glasuuritud", "Glazed", "Glasiert"),
  opal: t("Opaalklaas", "Opal glass", "Opalglas"),
  led: t("Soe valge 2700 K", "Warm white 2700 K", "Warmweiß 2700 K"),
};

const UNIT = {
  m2: t("m²", "m²", "m²"),
  m: t("jm", "lm", "lfm"),
  pcs: t("tk", "pcs", "Stk."),
  set: t("kmpl", "set", "Set"),
  litre: t("l", "l", "l"),
  kg: t("kg", "kg", "kg"),
};

export type OptionSpec = {
  slug: string;
  title: T3;
  art: Art;
  /** What choosing it costs the buyer, VAT included, in euro. */
  price: number;
  /** The catalogue's unit price in euro, VAT included. */
  unitPrice: number;
  finishing: T3;
  productId: string;
  manufacturer?: string;
};

export type GroupSpec = {
  key: string;
  title: T3;
  description: T3;
  hidden?: boolean;
  /** The layer of the room picture that draws this group's options; none when nothing shows it. */
  layer?: string;
  category: CategoryKey;
  productType: T3;
  unit: T3;
  manufacturer: string;
  seller: string;
  url: string;
  elementType: string;
  /** Typical amount for one apartment, for the catalogue. */
  quantity?: string;
  installPrice?: number;
  sample: boolean;
  long: (title: T3) => T3;
  options: OptionSpec[];
};

/**
 * A whole-apartment group whose choice a room type's picture shows (the floor, walls, doors… of
 * the kitchen picture are the ones chosen for the whole apartment): each of its options drawn in
 * the room type's scene on the group's layer. `key` names the drawings' folder.
 */
export type FollowSpec = { key: string; group: GroupSpec };

export type RoomTypeSpec = {
  slug: string;
  label: T3;
  isRoomType?: boolean;
  scene: SceneKey;
  groups: GroupSpec[];
  follows?: FollowSpec[];
};

const o = (
  slug: string,
  title: T3,
  art: Art,
  price: number,
  unitPrice: number,
  finishing: T3,
  productId: string,
  manufacturer?: string,
): OptionSpec => ({
  slug,
  title,
  art,
  price,
  unitPrice,
  finishing,
  productId,
  ...(manufacturer ? { manufacturer } : {}),
});

const wood = (
  color: string,
  grain: string,
  pattern: "plank" | "strip" | "herringbone" = "plank",
): Art => ({
  look: { kind: "wood", color, grain, pattern },
});
const paint = (color: string, variant?: string): Art => ({
  look: { kind: "paint", color },
  ...(variant ? { variant } : {}),
});
const solid = (
  color: string,
  finish: "matt" | "gloss" | "satin" | "veneer",
  variant?: string,
  grain?: string,
): Art => ({
  look: { kind: "solid", color, finish, ...(grain ? { grain } : {}) },
  ...(variant ? { variant } : {}),
});
const metal = (color: string, finish: "polished" | "brushed" | "matt", variant?: string): Art => ({
  look: { kind: "metal", color, finish },
  ...(variant ? { variant } : {}),
});
const tile = (
  color: string,
  w: number,
  h: number,
  finish: "gloss" | "matt",
  texture?: "marble" | "terrazzo" | "concrete" | "zellige" | "slate",
  accent?: string,
): Art => ({
  look: {
    kind: "tile",
    color,
    w,
    h,
    finish,
    ...(texture ? { texture } : {}),
    ...(accent ? { accent } : {}),
  },
});
const stone = (
  color: string,
  extra: { vein?: string; speckle?: string; edge?: "thin" | "laminate" } = {},
  variant?: string,
): Art => ({
  look: { kind: "stone", color, ...extra },
  ...(variant ? { variant } : {}),
});
const light = (color: string, glow: string, variant?: string): Art => ({
  look: { kind: "light", color, glow },
  ...(variant ? { variant } : {}),
});

const CHROME = metal("#c9cccf", "polished");
const BLACK = metal("#2a2a2a", "matt");
const BRASS = metal("#c2a15e", "brushed");

// ─── Whole apartment ─────────────────────────────────────────────────────────────────────────

const wholeApartment: RoomTypeSpec = {
  slug: "whole-apartment",
  label: t("Kogu korter", "Whole apartment", "Gesamte Wohnung"),
  isRoomType: true,
  scene: "living",
  groups: [
    {
      key: "wa-floor",
      title: t("Põrand", "Flooring", "Bodenbelag"),
      description: t(
        "Põrandakate kõikidesse tubadesse ja esikusse. Märgruumide põrandad valitakse vannitoa ja WC juures.",
        "Floor covering for every room and the hallway. Wet room floors are chosen under the bathroom and WC.",
        "Bodenbelag für alle Zimmer und den Flur. Die Böden der Nassräume wählen Sie bei Bad und WC.",
      ),
      layer: "floor",
      category: "floors",
      productType: t("Parkett", "Parquet", "Parkett"),
      unit: UNIT.m2,
      manufacturer: "Nordplank",
      seller: "Kaaren Ehitusmaterjalid",
      url: "https://www.nordplank.example",
      elementType: "floor",
      quantity: "54.000",
      installPrice: 14,
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Paigaldatakse ujuvalt heli summutava aluskatte peale, sobib põrandaküttega. Puit on looduslik materjal: toon ja oksakohad võivad näidisest erineda.`,
          `${x.en}. Laid floating on a sound-absorbing underlay and suitable for underfloor heating. Wood is a natural material: shade and knots may differ from the sample.`,
          `${x.de}. Schwimmend auf schalldämmender Unterlage verlegt, für Fußbodenheizung geeignet. Holz ist ein Naturprodukt: Farbton und Äste können vom Muster abweichen.`,
        ),
      options: [
        o(
          "oak-3-strip",
          t("Tamm, 3-lipiline parkett", "Oak 3-strip parquet", "Eiche 3-Stab-Parkett"),
          wood("#cfae84", "#a7845a", "strip"),
          0,
          39.9,
          FIN.lacquer,
          "NP-3S-OAK-14",
        ),
        o(
          "oak-plank",
          t("Tamm Nature, laudparkett", "Oak Nature plank", "Eiche Nature, Landhausdiele"),
          wood("#c9a57a", "#9c774d"),
          450,
          52.9,
          FIN.lacquer,
          "NP-1S-OAK-180",
        ),
        o(
          "oak-white-oiled",
          t(
            "Tamm, valgeks õlitatud laudparkett",
            "White-oiled oak plank",
            "Eiche weiß geölt, Landhausdiele",
          ),
          wood("#dcc8a8", "#b89f7c"),
          690,
          59.9,
          FIN.oiled,
          "NP-1S-OAK-180-W",
        ),
        o(
          "oak-smoked",
          t("Suitsutatud tamm, laudparkett", "Smoked oak plank", "Räuchereiche, Landhausdiele"),
          wood("#8a6446", "#5e4030"),
          1180,
          68.5,
          FIN.smoked,
          "NP-1S-SMK-180",
        ),
        o(
          "oak-herringbone",
          t("Tamm, kalasabamuster", "Oak herringbone", "Eiche Fischgrät"),
          wood("#c29a6b", "#94704a", "herringbone"),
          2350,
          84.0,
          FIN.brushedOil,
          "NP-HB-OAK-70",
        ),
      ],
    },
    {
      key: "wa-walls",
      title: t("Seinavärv", "Wall paint", "Wandfarbe"),
      description: t(
        "Kuivade ruumide seinte värvitoon. Laed on alati valged.",
        "Colour of the walls in all dry rooms. Ceilings are always white.",
        "Farbton der Wände in allen trockenen Räumen. Decken sind immer weiß.",
      ),
      layer: "paint",
      category: "paints",
      productType: t("Seinavärv", "Wall paint", "Wandfarbe"),
      unit: UNIT.litre,
      manufacturer: "Aurora Colours",
      seller: "Kaaren Ehitusmaterjalid",
      url: "https://www.auroracolours.example",
      elementType: "wall",
      quantity: "36.000",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Täismatt, pestav akrüülvärv (kulumisklass 2), kantakse pahteldatud ja lihvitud seinale kahe kihina.`,
          `${x.en}. Fully matt, washable acrylic paint (scrub class 2), applied in two coats on filled and sanded walls.`,
          `${x.de}. Tiefmatte, abwaschbare Acrylfarbe (Nassabriebklasse 2), in zwei Schichten auf gespachtelte und geschliffene Wände aufgetragen.`,
        ),
      options: [
        o(
          "warm-white",
          t("Soe valge (S 0502-Y)", "Warm white (S 0502-Y)", "Warmweiß (S 0502-Y)"),
          paint("#efece5"),
          0,
          12.9,
          FIN.matt,
          "AC-0502Y",
        ),
        o(
          "linen-grey",
          t("Linane hall (S 1502-Y50R)", "Linen grey (S 1502-Y50R)", "Leinengrau (S 1502-Y50R)"),
          paint("#ddd4c6"),
          0,
          12.9,
          FIN.matt,
          "AC-1502Y50R",
        ),
        o(
          "sage-green",
          t(
            "Salvei roheline (S 2010-G50Y)",
            "Sage green (S 2010-G50Y)",
            "Salbeigrün (S 2010-G50Y)",
          ),
          paint("#b9c1a9"),
          190,
          14.9,
          FIN.matt,
          "AC-2010G50Y",
        ),
        o(
          "dusty-blue",
          t("Tuhm sinine (S 2005-B20G)", "Dusty blue (S 2005-B20G)", "Taubenblau (S 2005-B20G)"),
          paint("#b3bec4"),
          190,
          14.9,
          FIN.matt,
          "AC-2005B20G",
        ),
      ],
    },
    {
      key: "wa-doors",
      title: t("Siseuksed", "Interior doors", "Innentüren"),
      description: t(
        "Kõik korteri siseuksed koos lengi ja piirdeliistudega.",
        "All interior doors of the apartment with frames and architraves.",
        "Alle Innentüren der Wohnung mit Zarge und Bekleidung.",
      ),
      layer: "door",
      category: "doors",
      productType: t("Siseuks", "Interior door", "Innentür"),
      unit: UNIT.pcs,
      manufacturer: "Virve Doors",
      seller: "Virve Doors",
      url: "https://www.virvedoors.example",
      elementType: "door",
      quantity: "4.000",
      installPrice: 85,
      sample: false,
      long: (x) =>
        t(
          `${x.et}. Tugevdatud kärgtäidisega uks 40 mm, varjatud hingede ja magnetlukuga, lävepakuta.`,
          `${x.en}. Reinforced 40 mm honeycomb-core door with concealed hinges and a magnetic latch, without threshold.`,
          `${x.de}. Verstärkte 40-mm-Röhrenspantür mit verdeckten Bändern und Magnetschloss, ohne Schwelle.`,
        ),
      options: [
        o(
          "white-flush",
          t("Valge sile uks", "White flush door", "Weiße glatte Tür"),
          solid("#f3f2ee", "matt"),
          0,
          189,
          FIN.painted,
          "VD-F40-W",
        ),
        o(
          "white-grooved",
          t("Valge soontega uks", "White door with grooves", "Weiße Tür mit Rillen"),
          solid("#f3f2ee", "matt", "grooved"),
          480,
          309,
          FIN.painted,
          "VD-G40-W",
        ),
        o(
          "oak-veneer",
          t("Tammespooniga uks", "Oak veneer door", "Eichenfurnier-Tür"),
          solid("#b8906a", "veneer", undefined, "#8d6844"),
          960,
          429,
          FIN.veneer,
          "VD-F40-OAK",
        ),
        o(
          "black-matt",
          t("Must matt uks", "Black matt door", "Schwarze matte Tür"),
          solid("#2f2f30", "matt"),
          720,
          369,
          FIN.painted,
          "VD-F40-B",
        ),
      ],
    },
    {
      key: "wa-skirting",
      title: t("Põrandaliistud", "Skirting boards", "Sockelleisten"),
      description: t(
        "Põrandaliistud kõikides parkettpõrandaga ruumides.",
        "Skirting boards in every room with a wooden floor.",
        "Sockelleisten in allen Räumen mit Holzboden.",
      ),
      layer: "skirting",
      category: "floors",
      productType: t("Põrandaliist", "Skirting board", "Sockelleiste"),
      unit: UNIT.m,
      manufacturer: "Nordplank",
      seller: "Kaaren Ehitusmaterjalid",
      url: "https://www.nordplank.example",
      elementType: "skirting",
      quantity: "62.000",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Kinnitatakse seina külge peitkinnitusega, nurgad on jätkatud 45° all.`,
          `${x.en}. Fixed to the wall with hidden clips, corners mitred at 45°.`,
          `${x.de}. Mit verdeckten Clips an der Wand befestigt, Ecken auf Gehrung geschnitten.`,
        ),
      options: [
        o(
          "white-60",
          t("Valge MDF-liist 60 mm", "White MDF skirting 60 mm", "Weiße MDF-Sockelleiste 60 mm"),
          solid("#f4f3ef", "matt"),
          0,
          6.9,
          FIN.painted,
          "NP-SK60-W",
        ),
        o(
          "white-100",
          t("Valge MDF-liist 100 mm", "White MDF skirting 100 mm", "Weiße MDF-Sockelleiste 100 mm"),
          solid("#f4f3ef", "matt", "tall"),
          180,
          9.9,
          FIN.painted,
          "NP-SK100-W",
        ),
        o(
          "oak-60",
          t("Tammeliist 60 mm", "Oak skirting 60 mm", "Eichen-Sockelleiste 60 mm"),
          solid("#c49e72", "veneer", undefined, "#9a7650"),
          320,
          12.5,
          FIN.lacquer,
          "NP-SK60-OAK",
        ),
      ],
    },
    {
      key: "wa-handles",
      title: t("Ukselingid", "Door handles", "Türdrücker"),
      description: t(
        "Siseuste lingid ja WC-lukud.",
        "Handles of the interior doors and WC locks.",
        "Drücker der Innentüren und WC-Schlösser.",
      ),
      layer: "handle",
      category: "doors",
      productType: t("Ukselink", "Door handle", "Türdrücker"),
      unit: UNIT.set,
      manufacturer: "Forma Hardware",
      seller: "Virve Doors",
      url: "https://www.formahardware.example",
      elementType: "handle",
      quantity: "4.000",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Ümara rosetiga lingikomplekt, vedruga tagastus.`,
          `${x.en}. Lever set on round roses with spring return.`,
          `${x.de}. Drückergarnitur auf runden Rosetten mit Federrückholung.`,
        ),
      options: [
        o(
          "satin-chrome",
          t("Satiinkroom", "Satin chrome", "Chrom satiniert"),
          metal("#c3c6c9", "brushed"),
          0,
          29,
          FIN.brushed,
          "FH-L21-SC",
        ),
        o(
          "matt-black",
          t("Matt must", "Matt black", "Mattschwarz"),
          BLACK,
          95,
          49,
          FIN.powder,
          "FH-L21-MB",
        ),
        o(
          "brushed-brass",
          t("Harjatud messing", "Brushed brass", "Messing gebürstet"),
          BRASS,
          160,
          69,
          FIN.brushed,
          "FH-L21-BB",
        ),
      ],
    },
  ],
};

/** The whole-apartment groups a room type's picture follows; keys are `<room prefix>-<group key>`. */
function follows(prefix: string, keys: string[]): FollowSpec[] {
  return keys.map((key) => {
    const group = wholeApartment.groups.find((g) => g.key === key);
    if (!group) throw new Error(`No whole-apartment group ${key}`);
    return { key: `${prefix}-${key}`, group };
  });
}

// ─── Hallway ─────────────────────────────────────────────────────────────────────────────────

const TILE_MAKER = {
  manufacturer: "Ceramica Vento",
  url: "https://www.ceramicavento.example",
  seller: "Plaadikoda",
};

const hallway: RoomTypeSpec = {
  slug: "hallway",
  label: t("Esik", "Hallway", "Flur"),
  scene: "hallway",
  groups: [
    {
      key: "hw-tiles",
      title: t("Sissepääsu põrandaplaat", "Entrance floor tiles", "Bodenfliesen im Eingang"),
      description: t(
        "Kulumiskindel plaaditud ala välisukse ees.",
        "Hard-wearing tiled area by the entrance door.",
        "Strapazierfähige geflieste Fläche vor der Eingangstür.",
      ),
      layer: "entranceTiles",
      category: "tiles",
      productType: t("Põrandaplaat", "Floor tile", "Bodenfliese"),
      unit: UNIT.m2,
      ...TILE_MAKER,
      elementType: "floor",
      quantity: "2.500",
      installPrice: 32,
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Libisemiskindel (R10) portselanikivi, paigaldatakse parketiga samale tasapinnale.`,
          `${x.en}. Slip-resistant (R10) porcelain stoneware, laid flush with the parquet.`,
          `${x.de}. Rutschhemmendes Feinsteinzeug (R10), niveaugleich mit dem Parkett verlegt.`,
        ),
      options: [
        o(
          "concrete-grey",
          t("Betoonihall 60×60", "Concrete grey 60×60", "Betongrau 60×60"),
          tile("#a9a49c", 60, 60, "matt", "concrete"),
          0,
          34.9,
          FIN.matt,
          "CV-URB-6060-G",
        ),
        o(
          "terrazzo",
          t("Terrazzo 60×60", "Terrazzo 60×60", "Terrazzo 60×60"),
          tile("#dcd5ca", 60, 60, "matt", "terrazzo", "#7d7166"),
          210,
          49.9,
          FIN.honed,
          "CV-TRZ-6060",
        ),
        o(
          "anthracite-slate",
          t("Antratsiit kiltkivi 30×60", "Anthracite slate 30×60", "Anthrazit Schiefer 30×60"),
          tile("#3e3e40", 60, 30, "matt", "slate", "#5a5a5c"),
          260,
          54.9,
          FIN.textured,
          "CV-SLT-3060-A",
        ),
      ],
    },
    {
      key: "hw-door",
      title: t("Välisukse sisepool", "Entrance door, inner side", "Wohnungstür, Innenseite"),
      description: t(
        "Korteri välisukse siseküljepaneel. Väliskülg on kõigil korteritel ühesugune.",
        "Inner panel of the apartment's entrance door. The outer side is the same for every apartment.",
        "Innenseite der Wohnungseingangstür. Die Außenseite ist bei allen Wohnungen gleich.",
      ),
      layer: "entranceDoor",
      category: "doors",
      productType: t("Välisuks", "Entrance door", "Wohnungseingangstür"),
      unit: UNIT.pcs,
      manufacturer: "Virve Doors",
      seller: "Virve Doors",
      url: "https://www.virvedoors.example",
      elementType: "door",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. Tulekindel (EI30) ja heli isoleeriv (Rw 37 dB) terasraamiga uks, kolmepunktilukuga.`,
          `${x.en}. Fire-rated (EI30), sound-insulating (Rw 37 dB) steel-framed door with a three-point lock.`,
          `${x.de}. Feuerhemmende (EI30), schalldämmende (Rw 37 dB) Tür mit Stahlrahmen und Dreifachverriegelung.`,
        ),
      options: [
        o(
          "white",
          t("Valge sile", "White, flush", "Weiß, glatt"),
          solid("#f1f0ec", "matt"),
          0,
          890,
          FIN.painted,
          "VD-EI30-W",
        ),
        o(
          "oak",
          t("Tammespoon", "Oak veneer", "Eichenfurnier"),
          solid("#b8906a", "veneer", undefined, "#8d6844"),
          340,
          1190,
          FIN.veneer,
          "VD-EI30-OAK",
        ),
        o(
          "anthracite",
          t(
            "Antratsiit, raamitud paneelid",
            "Anthracite, framed panels",
            "Anthrazit mit Kassetten",
          ),
          solid("#3a3c3e", "matt", "framed"),
          290,
          1140,
          FIN.painted,
          "VD-EI30-AF",
        ),
      ],
    },
    {
      key: "hw-wardrobe",
      title: t("Garderoobi uksed", "Wardrobe doors", "Garderobentüren"),
      description: t(
        "Esiku sisseehitatud garderoobikapi uksed. Sisustus on näha garderoobi joonisel.",
        "Doors of the built-in hallway wardrobe. The interior is shown on the wardrobe plan.",
        "Türen des Einbauschranks im Flur. Die Inneneinteilung zeigt der Garderobenplan.",
      ),
      layer: "wardrobe",
      category: "furniture",
      productType: t("Garderoobikapp", "Wardrobe", "Einbauschrank"),
      unit: UNIT.set,
      manufacturer: "Kapimeister",
      seller: "Kapimeister",
      url: "https://www.kapimeister.example",
      elementType: "wardrobe",
      quantity: "1.000",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Laeni ulatuv kapp, sisustuses riidepuu, riiulid ja kingariiul; pehmelt sulguvad hinged.`,
          `${x.en}. Floor-to-ceiling wardrobe with a rail, shelves and a shoe rack; soft-close hinges.`,
          `${x.de}. Raumhoher Schrank mit Kleiderstange, Fachböden und Schuhregal; Softclose-Scharniere.`,
        ),
      options: [
        o(
          "white-matt",
          t("Valge matt, latt-käepidemed", "White matt, bar handles", "Weiß matt, Stangengriffe"),
          solid("#f1f0ec", "matt", "bar"),
          0,
          1290,
          FIN.matt,
          "KM-HW-W",
        ),
        o(
          "mirror",
          t("Valge, peegeluksega", "White with a mirror door", "Weiß mit Spiegeltür"),
          solid("#f1f0ec", "matt", "mirror"),
          240,
          1530,
          FIN.matt,
          "KM-HW-WM",
        ),
        o(
          "oak",
          t("Tammespoon, käepidemeta", "Oak veneer, handleless", "Eichenfurnier, grifflos"),
          solid("#bf9a6f", "veneer", "handleless", "#94704a"),
          520,
          1810,
          FIN.veneer,
          "KM-HW-OAK",
        ),
      ],
    },
    {
      key: "hw-lights",
      title: t("Esiku valgustus", "Hallway lighting", "Flurbeleuchtung"),
      description: t(
        "Esiku laevalgustid.",
        "Ceiling lights of the hallway.",
        "Deckenleuchten im Flur.",
      ),
      layer: "lights",
      category: "lighting",
      productType: t("Laevalgusti", "Ceiling light", "Deckenleuchte"),
      unit: UNIT.set,
      manufacturer: "Lumo Lighting",
      seller: "Valgusmaja",
      url: "https://www.lumolighting.example",
      elementType: "light",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. LED-valgusallikas 2700 K, CRI > 90, lüliti ukse juures.`,
          `${x.en}. LED light source 2700 K, CRI > 90, switch by the door.`,
          `${x.de}. LED-Leuchtmittel 2700 K, CRI > 90, Schalter an der Tür.`,
        ),
      options: [
        o(
          "downlights",
          t(
            "Süvistatud laevalgustid (3 tk)",
            "Recessed downlights (3 pcs)",
            "Einbaustrahler (3 Stk.)",
          ),
          light("#f4f2ed", "#fff6dc"),
          0,
          120,
          FIN.led,
          "LL-DL75-W3",
        ),
        o(
          "linear",
          t("LED-valgusprofiil laes", "Linear LED profile", "LED-Lichtprofil an der Decke"),
          light("#f4f2ed", "#fff6dc", "linear"),
          280,
          400,
          FIN.led,
          "LL-LIN-2400",
        ),
        o(
          "globe",
          t(
            "Opaalklaasist kuppelvalgustid",
            "Opal glass globe pendants",
            "Kugelpendelleuchten aus Opalglas",
          ),
          light("#f4efe3", "#fff3d0", "globe"),
          230,
          350,
          FIN.opal,
          "LL-GLB-25",
        ),
      ],
    },
  ],
  follows: follows("hw", ["wa-floor", "wa-walls", "wa-doors", "wa-skirting", "wa-handles"]),
};

// ─── Kitchen ─────────────────────────────────────────────────────────────────────────────────

const KITCHEN_MAKER = {
  manufacturer: "Lumi Köögid",
  seller: "Lumi Köögid",
  url: "https://www.lumikoogid.example",
};

const kitchen: RoomTypeSpec = {
  slug: "kitchen",
  label: t("Köök", "Kitchen", "Küche"),
  scene: "kitchen",
  groups: [
    {
      key: "kt-fronts",
      title: t("Köögimööbli uksed", "Cabinet fronts", "Küchenfronten"),
      description: t(
        "Uste ja sahtlite värv ning käepidemed. Köögi paigutus on näha köögi joonisel.",
        "Colour of doors and drawers, and the handles. The kitchen layout is shown on the kitchen plan.",
        "Farbe der Türen und Schubladen sowie die Griffe. Die Anordnung zeigt der Küchenplan.",
      ),
      layer: "fronts",
      category: "kitchen",
      productType: t("Köögimööbel", "Kitchen cabinets", "Küchenmöbel"),
      unit: UNIT.set,
      ...KITCHEN_MAKER,
      elementType: "kitchen-fronts",
      quantity: "1.000",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. 19 mm MDF-uksed, pehmelt sulguvad hinged ja täisväljatõmbega sahtlid, integreeritud nõudepesumasin.`,
          `${x.en}. 19 mm MDF fronts, soft-close hinges and full-extension drawers, integrated dishwasher.`,
          `${x.de}. 19-mm-MDF-Fronten, Softclose-Scharniere und Vollauszüge, integrierter Geschirrspüler.`,
        ),
      options: [
        o(
          "white-matt",
          t("Valge matt, käepidemeta", "White matt, handleless", "Weiß matt, grifflos"),
          solid("#f2f1ed", "matt", "groove"),
          0,
          4900,
          FIN.matt,
          "LK-FR-W-GL",
        ),
        o(
          "sage-green",
          t(
            "Salvei roheline, messingnupud",
            "Sage green, brass knobs",
            "Salbeigrün, Messingknöpfe",
          ),
          solid("#8f9b85", "matt", "knob"),
          1450,
          6350,
          FIN.matt,
          "LK-FR-SG-KN",
        ),
        o(
          "oak-veneer",
          t(
            "Tammespoon, mustad latt-käepidemed",
            "Oak veneer, black bar handles",
            "Eichenfurnier, schwarze Stangengriffe",
          ),
          solid("#bf9a6f", "veneer", "bar", "#94704a"),
          2200,
          7100,
          FIN.veneer,
          "LK-FR-OAK-BR",
        ),
        o(
          "graphite",
          t("Grafiithall matt, käepidemeta", "Graphite matt, handleless", "Graphit matt, grifflos"),
          solid("#46494c", "matt", "groove"),
          1250,
          6150,
          FIN.matt,
          "LK-FR-GR-GL",
        ),
      ],
    },
    {
      key: "kt-worktop",
      title: t("Tööpind", "Worktop", "Arbeitsplatte"),
      description: t(
        "Tööpinna materjal. Valamu valik sõltub tööpinnast.",
        "Material of the worktop. The sink options depend on the worktop.",
        "Material der Arbeitsplatte. Die Spülen richten sich nach der Arbeitsplatte.",
      ),
      layer: "worktop",
      category: "kitchen",
      productType: t("Tööpind", "Worktop", "Arbeitsplatte"),
      unit: UNIT.m,
      ...KITCHEN_MAKER,
      elementType: "worktop",
      quantity: "3.600",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Niiskus- ja kuumakindel, valamu ja pliidi avad lõigatakse tehases.`,
          `${x.en}. Moisture and heat resistant; cut-outs for sink and hob are made in the factory.`,
          `${x.de}. Feuchtigkeits- und hitzebeständig; Ausschnitte für Spüle und Kochfeld werden im Werk gefertigt.`,
        ),
      options: [
        o(
          "laminate-concrete",
          t("Laminaat, hele betoon", "Laminate, light concrete", "Laminat, heller Beton"),
          stone("#cbc8c2", { speckle: "#aaa6a0", edge: "laminate" }),
          0,
          89,
          FIN.matt,
          "LK-WT-LM-CON",
        ),
        o(
          "laminate-oak",
          t("Laminaat, tamm", "Laminate, oak", "Laminat, Eiche"),
          wood("#c49e72", "#9a7650"),
          190,
          109,
          FIN.matt,
          "LK-WT-LM-OAK",
        ),
        o(
          "quartz-white",
          t(
            "Kvartskivi, valge marmorjas",
            "Quartz, white marble-look",
            "Quarzstein, weiß in Marmoroptik",
          ),
          stone("#f1efeb", { vein: "#b4afa7", edge: "thin" }),
          1650,
          540,
          FIN.polished,
          "LK-WT-QZ-CAL",
          "Kivi & Ko",
        ),
        o(
          "ceramic-dark",
          t("Keraamiline, tume kivi", "Ceramic, dark stone", "Keramik, dunkler Stein"),
          stone("#3b3a38", { vein: "#67645f", edge: "thin" }),
          2100,
          690,
          FIN.matt,
          "LK-WT-CR-DRK",
          "Kivi & Ko",
        ),
      ],
    },
    {
      key: "kt-sink",
      title: t("Valamu", "Sink", "Spüle"),
      description: t(
        "Kivi- ja keraamilise tööpinnaga sobivad altpaigaldatavad valamud, laminaadiga pealtpaigaldatavad.",
        "Stone and ceramic worktops take undermount sinks, laminate ones take inset sinks.",
        "Zu Stein- und Keramikplatten passen Unterbauspülen, zu Laminat aufliegende Spülen.",
      ),
      layer: "sink",
      category: "kitchen",
      productType: t("Köögivalamu", "Kitchen sink", "Küchenspüle"),
      unit: UNIT.pcs,
      manufacturer: "Aqua Nordic",
      seller: "Lumi Köögid",
      url: "https://www.aquanordic.example",
      elementType: "sink",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. Ühe basseiniga valamu 50 × 40 cm, äravool ja sifoon kuuluvad komplekti.`,
          `${x.en}. Single-bowl sink 50 × 40 cm, waste and trap included.`,
          `${x.de}. Einzelbecken 50 × 40 cm, Ablauf und Siphon inbegriffen.`,
        ),
      options: [
        o(
          "steel-inset",
          t(
            "Roostevaba teras, pealtpaigaldatav",
            "Stainless steel, inset",
            "Edelstahl, aufliegend",
          ),
          metal("#c3c5c6", "brushed", "inset"),
          0,
          149,
          FIN.brushed,
          "AN-S50-IN",
        ),
        o(
          "black-composite-inset",
          t(
            "Must komposiit, pealtpaigaldatav",
            "Black composite, inset",
            "Schwarzer Granitverbund, aufliegend",
          ),
          stone("#2c2c2c", { speckle: "#4a4a4a" }, "inset"),
          260,
          409,
          FIN.matt,
          "AN-C50-IN-B",
        ),
        o(
          "steel-undermount",
          t(
            "Roostevaba teras, altpaigaldatav",
            "Stainless steel, undermount",
            "Edelstahl, Unterbau",
          ),
          metal("#c3c5c6", "brushed", "undermount"),
          180,
          329,
          FIN.brushed,
          "AN-S50-UM",
        ),
        o(
          "ceramic-undermount",
          t(
            "Valge keraamika, altpaigaldatav",
            "White ceramic, undermount",
            "Weiße Keramik, Unterbau",
          ),
          solid("#f5f5f2", "gloss", "undermount"),
          340,
          489,
          FIN.glazed,
          "AN-K50-UM-W",
        ),
      ],
    },
    {
      key: "kt-faucet",
      title: t("Köögisegisti", "Kitchen faucet", "Küchenarmatur"),
      description: t(
        "Ühekäepidemega segisti valamu juurde.",
        "Single-lever faucet for the sink.",
        "Einhebelmischer für die Spüle.",
      ),
      layer: "faucet",
      category: "kitchen",
      productType: t("Segisti", "Faucet", "Armatur"),
      unit: UNIT.pcs,
      manufacturer: "Aqua Nordic",
      seller: "Lumi Köögid",
      url: "https://www.aquanordic.example",
      elementType: "faucet",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. Keraamiline padrun, pööratav kõrge tila, veesäästlik aeraator.`,
          `${x.en}. Ceramic cartridge, swivelling high spout, water-saving aerator.`,
          `${x.de}. Keramikkartusche, schwenkbarer hoher Auslauf, wassersparender Strahlregler.`,
        ),
      options: [
        o("chrome", t("Kroom", "Chrome", "Chrom"), CHROME, 0, 119, FIN.polished, "AN-KF1-CR"),
        o(
          "matt-black",
          t("Matt must", "Matt black", "Mattschwarz"),
          BLACK,
          140,
          259,
          FIN.powder,
          "AN-KF1-MB",
        ),
        o(
          "brushed-steel",
          t("Harjatud teras", "Brushed steel", "Edelstahl gebürstet"),
          metal("#b3b4b3", "brushed"),
          110,
          229,
          FIN.brushed,
          "AN-KF1-BS",
        ),
        o(
          "brass",
          t("Harjatud messing", "Brushed brass", "Messing gebürstet"),
          BRASS,
          240,
          359,
          FIN.brushed,
          "AN-KF1-BB",
        ),
      ],
    },
    {
      key: "kt-backsplash",
      title: t("Köögi tagasein", "Backsplash", "Küchenrückwand"),
      description: t(
        "Sein tööpinna ja seinakappide vahel.",
        "The wall between the worktop and the wall cabinets.",
        "Die Wand zwischen Arbeitsplatte und Hängeschränken.",
      ),
      layer: "backsplash",
      category: "tiles",
      productType: t("Tagaseina kate", "Backsplash", "Rückwand"),
      unit: UNIT.m2,
      ...TILE_MAKER,
      elementType: "backsplash",
      quantity: "1.800",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Kergesti puhastatav pind, liitekohad tööpinnaga silikoonitud.`,
          `${x.en}. Easy-clean surface, joints to the worktop sealed with silicone.`,
          `${x.de}. Pflegeleichte Oberfläche, Anschlussfugen zur Arbeitsplatte mit Silikon versiegelt.`,
        ),
      options: [
        o(
          "white-subway",
          t("Valge läikiv plaat 7,5×15", "White gloss tile 7.5×15", "Weiße Glanzfliese 7,5×15"),
          tile("#f4f3ef", 15, 7.5, "gloss"),
          0,
          29.9,
          FIN.gloss,
          "CV-MET-7515-W",
        ),
        o(
          "green-handmade",
          t(
            "Roheline käsitöö-plaat 6,5×20",
            "Green handmade-look tile 6.5×20",
            "Grüne Fliese in Handarbeitsoptik 6,5×20",
          ),
          tile("#6f8a77", 20, 6.5, "gloss", "zellige"),
          380,
          69.9,
          FIN.glazed,
          "CV-ART-6520-G",
        ),
        o(
          "glass-panel",
          t("Värvitud klaaspaneel", "Painted glass panel", "Lackierte Glasrückwand"),
          { look: { kind: "glass", tint: "#e6e0d4" } },
          520,
          189,
          FIN.gloss,
          "LK-GL-BS-CR",
          "Lumi Köögid",
        ),
        o(
          "stone-match",
          t(
            "Tööpinnaga sobiv kivi",
            "Stone to match the worktop",
            "Stein passend zur Arbeitsplatte",
          ),
          stone("#efeeea", { vein: "#b9b4ac" }),
          940,
          420,
          FIN.polished,
          "LK-BS-QZ-CAL",
          "Kivi & Ko",
        ),
      ],
    },
    {
      key: "kt-carcass",
      title: t("Korpuste värv", "Cabinet carcass colour", "Korpusfarbe"),
      description: t(
        "Kappide sisekorpuse värv valitakse uste tooni järgi.",
        "The colour inside the cabinets follows the colour of the fronts.",
        "Die Farbe im Schrankinneren richtet sich nach den Fronten.",
      ),
      hidden: true,
      category: "kitchen",
      productType: t("Korpusplaat", "Carcass board", "Korpusplatte"),
      unit: UNIT.set,
      ...KITCHEN_MAKER,
      elementType: "carcass",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. 18 mm melamiinplaat, servad ABS-servamisega.`,
          `${x.en}. 18 mm melamine board with ABS edging.`,
          `${x.de}. 18-mm-Melaminplatte mit ABS-Kanten.`,
        ),
      options: [
        o(
          "white",
          t("Valge melamiin", "White melamine", "Weißes Melamin"),
          solid("#f4f4f1", "matt"),
          0,
          0,
          FIN.matt,
          "LK-CA-W",
        ),
        o(
          "grey",
          t("Hall melamiin", "Grey melamine", "Graues Melamin"),
          solid("#8d8f91", "matt"),
          0,
          0,
          FIN.matt,
          "LK-CA-G",
        ),
      ],
    },
  ],
  follows: follows("kt", ["wa-floor", "wa-walls", "wa-skirting"]),
};

// ─── Living room ─────────────────────────────────────────────────────────────────────────────

const livingRoom: RoomTypeSpec = {
  slug: "living-room",
  label: t("Elutuba", "Living room", "Wohnzimmer"),
  scene: "living",
  groups: [
    {
      key: "lr-sill",
      title: t("Aknalauad", "Window sills", "Fensterbänke"),
      description: t(
        "Elutoa akende aknalauad.",
        "Window sills of the living room.",
        "Fensterbänke im Wohnzimmer.",
      ),
      layer: "sill",
      category: "furniture",
      productType: t("Aknalaud", "Window sill", "Fensterbank"),
      unit: UNIT.m,
      manufacturer: "Kivi & Ko",
      seller: "Kaaren Ehitusmaterjalid",
      url: "https://www.kivijako.example",
      elementType: "sill",
      quantity: "3.800",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Sügavus 250 mm, eesserv ümardatud.`,
          `${x.en}. 250 mm deep with a rounded front edge.`,
          `${x.de}. 250 mm tief, Vorderkante abgerundet.`,
        ),
      options: [
        o(
          "white",
          t("Valge laminaat", "White laminate", "Weißes Laminat"),
          solid("#f6f5f1", "matt"),
          0,
          24,
          FIN.matt,
          "KK-SL-LM-W",
        ),
        o(
          "oak",
          t("Täispuit tamm", "Solid oak", "Massive Eiche"),
          wood("#c49c6e", "#9a7650"),
          180,
          72,
          FIN.oiled,
          "KK-SL-OAK",
        ),
        o(
          "quartz-grey",
          t("Hall kvartskivi", "Grey quartz", "Grauer Quarzstein"),
          stone("#b7b4ae", { speckle: "#8d8a85" }),
          260,
          96,
          FIN.honed,
          "KK-SL-QZ-G",
        ),
      ],
    },
    {
      key: "lr-decor",
      title: t("Dekoorsein", "Decor wall", "Akzentwand"),
      description: t(
        "Elutoa aktsentsein, plaanil tähistatud dekoorseina värviga.",
        "The accent wall of the living room, marked in the decor wall colour on the plan.",
        "Die Akzentwand im Wohnzimmer, im Plan in der Farbe der Akzentwand markiert.",
      ),
      layer: "decorWall",
      category: "paints",
      productType: t("Seinakate", "Wall finish", "Wandbelag"),
      unit: UNIT.m2,
      manufacturer: "Aurora Colours",
      seller: "Kaaren Ehitusmaterjalid",
      url: "https://www.auroracolours.example",
      elementType: "decor-wall",
      quantity: "11.000",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Paigaldatakse ühele elutoa seinale, teised seinad jäävad korteri seinavärviga.`,
          `${x.en}. Applied to one wall of the living room; the other walls keep the apartment's wall paint.`,
          `${x.de}. Auf eine Wand des Wohnzimmers aufgebracht; die übrigen Wände behalten die Wandfarbe der Wohnung.`,
        ),
      options: [
        o(
          "deep-green",
          t("Aktsentvärv, sügav roheline", "Accent paint, deep green", "Akzentfarbe, tiefgrün"),
          paint("#55655f"),
          0,
          16.9,
          FIN.matt,
          "AC-6010G30Y",
        ),
        o(
          "oak-slats",
          t(
            "Tammeliistudega akustiline paneel",
            "Oak slat acoustic panel",
            "Akustikpaneel mit Eichenlamellen",
          ),
          { ...wood("#b88c5c", "#8e6a45"), variant: "slats" },
          1350,
          139,
          FIN.lacquer,
          "NP-AKU-OAK",
          "Nordplank",
        ),
        o(
          "linen-wallpaper",
          t("Linase tekstuuriga tapeet", "Linen-texture wallpaper", "Tapete in Leinenstruktur"),
          paint("#d8cfbf", "wallpaper"),
          420,
          38,
          FIN.textured,
          "AC-WP-LIN-03",
        ),
      ],
    },
    {
      key: "lr-lights",
      title: t("Laevalgustus", "Ceiling lighting", "Deckenbeleuchtung"),
      description: t(
        "Elutoa laevalgustid.",
        "Ceiling lights of the living room.",
        "Deckenleuchten im Wohnzimmer.",
      ),
      layer: "ceilingLights",
      category: "lighting",
      productType: t("Laevalgusti", "Ceiling light", "Deckenleuchte"),
      unit: UNIT.set,
      manufacturer: "Lumo Lighting",
      seller: "Valgusmaja",
      url: "https://www.lumolighting.example",
      elementType: "light",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. Hämardatavad LED-valgustid, kaks eraldi lülitatavat tsooni.`,
          `${x.en}. Dimmable LED lights in two separately switched zones.`,
          `${x.de}. Dimmbare LED-Leuchten in zwei getrennt schaltbaren Zonen.`,
        ),
      options: [
        o(
          "flush",
          t("Kaks laeplafooni", "Two flush ceiling lights", "Zwei Deckenleuchten"),
          light("#f3efe6", "#fffaf0"),
          0,
          140,
          FIN.opal,
          "LL-FL40-2",
        ),
        o(
          "downlights",
          t(
            "Süvistatud laevalgustid (6 tk)",
            "Recessed downlights (6 pcs)",
            "Einbaustrahler (6 Stk.)",
          ),
          light("#f4f2ed", "#fff6dc", "spots"),
          390,
          530,
          FIN.led,
          "LL-DL75-W6",
        ),
        o(
          "track",
          t("Must siinivalgusti", "Black track lighting", "Schwarzes Schienensystem"),
          metal("#1d1d1d", "matt", "track"),
          560,
          700,
          FIN.powder,
          "LL-TRK-4B",
        ),
      ],
    },
  ],
  follows: follows("lr", ["wa-floor", "wa-walls", "wa-doors", "wa-skirting", "wa-handles"]),
};

// ─── Bedroom ─────────────────────────────────────────────────────────────────────────────────

const bedroom: RoomTypeSpec = {
  slug: "bedroom",
  label: t("Magamistuba", "Bedroom", "Schlafzimmer"),
  scene: "bedroom",
  groups: [
    {
      key: "br-wardrobe",
      title: t("Garderoobikapp", "Wardrobe", "Kleiderschrank"),
      description: t(
        "Magamistoa sisseehitatud kapp. Sisustus on näha garderoobi joonisel.",
        "The bedroom's built-in wardrobe. The interior is shown on the wardrobe plan.",
        "Der Einbauschrank im Schlafzimmer. Die Inneneinteilung zeigt der Garderobenplan.",
      ),
      layer: "wardrobe",
      category: "furniture",
      productType: t("Garderoobikapp", "Wardrobe", "Einbauschrank"),
      unit: UNIT.set,
      manufacturer: "Kapimeister",
      seller: "Kapimeister",
      url: "https://www.kapimeister.example",
      elementType: "wardrobe",
      quantity: "1.000",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Laeni ulatuv kolme uksega kapp, kaks riidepuud ja riiulid, pehmelt sulguvad hinged.`,
          `${x.en}. Floor-to-ceiling three-door wardrobe, two rails and shelves, soft-close hinges.`,
          `${x.de}. Raumhoher dreitüriger Schrank, zwei Kleiderstangen und Fachböden, Softclose-Scharniere.`,
        ),
      options: [
        o(
          "white-matt",
          t("Valge matt, latt-käepidemed", "White matt, bar handles", "Weiß matt, Stangengriffe"),
          solid("#f1f0ec", "matt", "bar"),
          0,
          1690,
          FIN.matt,
          "KM-BR-W",
        ),
        o(
          "mirror",
          t("Valge, peegeluksega", "White with a mirror door", "Weiß mit Spiegeltür"),
          solid("#f1f0ec", "matt", "mirror"),
          290,
          1980,
          FIN.matt,
          "KM-BR-WM",
        ),
        o(
          "oak",
          t("Tammespoon, käepidemeta", "Oak veneer, handleless", "Eichenfurnier, grifflos"),
          solid("#bf9a6f", "veneer", "handleless", "#94704a"),
          780,
          2470,
          FIN.veneer,
          "KM-BR-OAK",
        ),
      ],
    },
    {
      key: "br-decor",
      title: t("Voodipeatsi sein", "Wall behind the bed", "Wand hinter dem Bett"),
      description: t(
        "Magamistoa dekoorsein voodi taga.",
        "The bedroom's decor wall behind the bed.",
        "Die Akzentwand hinter dem Bett.",
      ),
      layer: "decorWall",
      category: "paints",
      productType: t("Seinakate", "Wall finish", "Wandbelag"),
      unit: UNIT.m2,
      manufacturer: "Aurora Colours",
      seller: "Kaaren Ehitusmaterjalid",
      url: "https://www.auroracolours.example",
      elementType: "decor-wall",
      quantity: "7.500",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Kaetakse voodipeatsi sein kogu ulatuses.`,
          `${x.en}. Covers the whole wall at the head of the bed.`,
          `${x.de}. Bedeckt die ganze Wand am Kopfende des Bettes.`,
        ),
      options: [
        o(
          "clay",
          t("Savitooniga aktsentvärv", "Clay accent paint", "Akzentfarbe Ton"),
          paint("#c4a898"),
          0,
          16.9,
          FIN.matt,
          "AC-3020Y60R",
        ),
        o(
          "botanical",
          t("Botaanilise mustriga tapeet", "Botanical wallpaper", "Botanische Tapete"),
          paint("#a9b4a0", "wallpaper"),
          380,
          42,
          FIN.textured,
          "AC-WP-BOT-11",
        ),
        o(
          "oak-panel",
          t(
            "Tammepaneel voodipeatsi kõrguseni",
            "Oak panelling to headboard height",
            "Eichenpaneel bis Kopfteilhöhe",
          ),
          { ...wood("#b98f62", "#8e6a45"), variant: "panel" },
          940,
          165,
          FIN.lacquer,
          "NP-PNL-OAK",
          "Nordplank",
        ),
      ],
    },
    {
      key: "br-lights",
      title: t("Valgustus", "Lighting", "Beleuchtung"),
      description: t(
        "Magamistoa valgustid.",
        "Lights of the bedroom.",
        "Leuchten im Schlafzimmer.",
      ),
      layer: "lights",
      category: "lighting",
      productType: t("Valgusti", "Light", "Leuchte"),
      unit: UNIT.set,
      manufacturer: "Lumo Lighting",
      seller: "Valgusmaja",
      url: "https://www.lumolighting.example",
      elementType: "light",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. LED 2700 K, voodiäärsed valgustid lülitatavad mõlemalt poolt.`,
          `${x.en}. LED 2700 K; bedside lights switchable from both sides.`,
          `${x.de}. LED 2700 K; Bettleuchten von beiden Seiten schaltbar.`,
        ),
      options: [
        o(
          "ceiling",
          t("Laeplafoon", "Flush ceiling light", "Deckenleuchte"),
          light("#f3efe6", "#fffaf0"),
          0,
          89,
          FIN.opal,
          "LL-FL40-1",
        ),
        o(
          "wall-brass",
          t(
            "Voodiäärsed seinavalgustid, messing",
            "Bedside wall lights, brass",
            "Wandleuchten am Bett, Messing",
          ),
          { ...BRASS, variant: "wall" },
          260,
          349,
          FIN.brushed,
          "LL-WL-BB-2",
        ),
        o(
          "pendants",
          t("Rippvalgustid voodi kõrval", "Bedside pendants", "Pendelleuchten am Bett"),
          light("#f1ead8", "#fff3d0", "pendant"),
          310,
          399,
          FIN.opal,
          "LL-PD-OP-2",
        ),
      ],
    },
  ],
  follows: follows("br", ["wa-floor", "wa-walls", "wa-doors", "wa-skirting", "wa-handles"]),
};

// ─── Bathroom and WC ─────────────────────────────────────────────────────────────────────────

const SANITARY = {
  manufacturer: "Aqua Nordic",
  seller: "Plaadikoda",
  url: "https://www.aquanordic.example",
};

const tileLong = (x: T3) =>
  t(
    `${x.et}. Portselanikivi, paigaldatakse hüdroisolatsioonile; plaatide paigutus on näha korteri plaanil.`,
    `${x.en}. Porcelain stoneware laid on waterproofing; the tile layout is shown on the apartment plan.`,
    `${x.de}. Feinsteinzeug auf Abdichtung verlegt; das Fliesenbild zeigt der Wohnungsplan.`,
  );

const bathroom: RoomTypeSpec = {
  slug: "bathroom",
  label: t("Vannituba", "Bathroom", "Badezimmer"),
  scene: "bathroom",
  groups: [
    {
      key: "ba-walls",
      title: t("Seinaplaadid", "Wall tiles", "Wandfliesen"),
      description: t(
        "Vannitoa seinad plaaditakse laeni. Vuugi värv valitakse plaadi järgi.",
        "Bathroom walls are tiled to the ceiling. The grout colour follows the tile.",
        "Die Badwände werden raumhoch gefliest. Die Fugenfarbe richtet sich nach der Fliese.",
      ),
      layer: "wallTiles",
      category: "tiles",
      productType: t("Seinaplaat", "Wall tile", "Wandfliese"),
      unit: UNIT.m2,
      ...TILE_MAKER,
      elementType: "wall-tile",
      quantity: "24.000",
      installPrice: 38,
      sample: true,
      long: tileLong,
      options: [
        o(
          "white-gloss",
          t("Valge läikiv 30×60", "White gloss 30×60", "Weiß glänzend 30×60"),
          tile("#f2f1ee", 60, 30, "gloss"),
          0,
          27.9,
          FIN.gloss,
          "CV-BAS-3060-W",
        ),
        o(
          "warm-beige",
          t("Soe beež matt 30×60", "Warm beige matt 30×60", "Warmes Beige matt 30×60"),
          tile("#d8cbb8", 60, 30, "matt"),
          320,
          36.9,
          FIN.matt,
          "CV-BAS-3060-B",
        ),
        o(
          "sage-vertical",
          t(
            "Salvei roheline 7,5×30, püsti",
            "Sage green 7.5×30, vertical",
            "Salbeigrün 7,5×30, senkrecht",
          ),
          tile("#9aa892", 7.5, 30, "gloss", "zellige"),
          740,
          64.9,
          FIN.glazed,
          "CV-ART-7530-SG",
        ),
        o(
          "marble",
          t("Marmorjas 60×120", "Marble-look 60×120", "Marmoroptik 60×120"),
          tile("#eeece8", 60, 120, "gloss", "marble", "#a69f95"),
          1280,
          79.9,
          FIN.polished,
          "CV-MRB-60120-C",
        ),
        o(
          "charcoal",
          t("Süsihall matt 30×60", "Charcoal matt 30×60", "Anthrazit matt 30×60"),
          tile("#55565a", 60, 30, "matt", "concrete"),
          360,
          38.9,
          FIN.matt,
          "CV-URB-3060-A",
        ),
      ],
    },
    {
      key: "ba-grout",
      title: t("Vuugitäide", "Grout", "Fugenmörtel"),
      description: t(
        "Seinaplaatide vuugi värv. Pakume plaadiga sobivaid toone.",
        "Colour of the wall tile joints. The offered shades match the chosen tile.",
        "Farbe der Wandfugen. Angeboten werden die zur Fliese passenden Farben.",
      ),
      layer: "grout",
      category: "tiles",
      productType: t("Vuugisegu", "Grout", "Fugenmörtel"),
      unit: UNIT.kg,
      manufacturer: "Ceramica Vento",
      seller: "Plaadikoda",
      url: "https://www.ceramicavento.example",
      elementType: "grout",
      quantity: "10.000",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Veekindel ja hallitusvastane tsemendipõhine vuugisegu.`,
          `${x.en}. Water-repellent, mould-resistant cement grout.`,
          `${x.de}. Wasserabweisender, schimmelhemmender Zementfugenmörtel.`,
        ),
      options: [
        o("white", t("Valge", "White", "Weiß"), paint("#f4f3f0"), 0, 2.9, FIN.matt, "CV-GR-100"),
        o(
          "silver-grey",
          t("Hõbehall", "Silver grey", "Silbergrau"),
          paint("#b9b8b4"),
          0,
          2.9,
          FIN.matt,
          "CV-GR-111",
        ),
        o("beige", t("Beež", "Beige", "Beige"), paint("#cbbfae"), 0, 2.9, FIN.matt, "CV-GR-130"),
        o(
          "anthracite",
          t("Antratsiit", "Anthracite", "Anthrazit"),
          paint("#4a4a4c"),
          0,
          2.9,
          FIN.matt,
          "CV-GR-114",
        ),
      ],
    },
    {
      key: "ba-floor",
      title: t("Põrandaplaadid", "Floor tiles", "Bodenfliesen"),
      description: t(
        "Vannitoa põrand, kaldega trapis-renni suunas.",
        "Bathroom floor, sloped towards the linear drain.",
        "Badboden mit Gefälle zur Duschrinne.",
      ),
      layer: "floorTiles",
      category: "tiles",
      productType: t("Põrandaplaat", "Floor tile", "Bodenfliese"),
      unit: UNIT.m2,
      ...TILE_MAKER,
      elementType: "floor",
      quantity: "5.500",
      installPrice: 38,
      sample: true,
      long: tileLong,
      options: [
        o(
          "concrete-grey",
          t("Betoonihall 60×60", "Concrete grey 60×60", "Betongrau 60×60"),
          tile("#a6a29b", 60, 60, "matt", "concrete"),
          0,
          34.9,
          FIN.matt,
          "CV-URB-6060-G",
        ),
        o(
          "terrazzo",
          t("Terrazzo 60×60", "Terrazzo 60×60", "Terrazzo 60×60"),
          tile("#dcd6cb", 60, 60, "matt", "terrazzo", "#7b6e62"),
          290,
          49.9,
          FIN.honed,
          "CV-TRZ-6060",
        ),
        o(
          "dark-slate",
          t("Tume kiltkivi 30×60", "Dark slate 30×60", "Dunkler Schiefer 30×60"),
          tile("#3c3c3e", 60, 30, "matt", "slate", "#58585a"),
          240,
          54.9,
          FIN.textured,
          "CV-SLT-3060-A",
        ),
        o(
          "marble",
          t("Marmorjas 60×60", "Marble-look 60×60", "Marmoroptik 60×60"),
          tile("#ebe8e3", 60, 60, "matt", "marble", "#a69f95"),
          380,
          69.9,
          FIN.honed,
          "CV-MRB-6060-C",
        ),
      ],
    },
    {
      key: "ba-vanity",
      title: t("Valamukapp", "Vanity unit", "Waschtisch mit Unterschrank"),
      description: t(
        "Seinale kinnitatav valamukapp valamuga.",
        "Wall-hung vanity unit with basin.",
        "Wandhängender Waschtischunterschrank mit Becken.",
      ),
      layer: "vanity",
      category: "sanitary",
      productType: t("Valamukapp", "Vanity unit", "Waschtischunterschrank"),
      unit: UNIT.pcs,
      ...SANITARY,
      elementType: "vanity",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. Laius 100 cm, kaks täisväljatõmbega sahtlit, valatud marmorist valamu.`,
          `${x.en}. 100 cm wide, two full-extension drawers, cast marble basin.`,
          `${x.de}. 100 cm breit, zwei Vollauszüge, Becken aus Mineralguss.`,
        ),
      options: [
        o(
          "white-gloss",
          t("Valge läikiv, 100 cm", "White gloss, 100 cm", "Weiß Hochglanz, 100 cm"),
          solid("#f4f4f2", "gloss"),
          0,
          590,
          FIN.gloss,
          "AN-VT100-W",
        ),
        o(
          "oak",
          t("Tammespoon, 100 cm", "Oak veneer, 100 cm", "Eichenfurnier, 100 cm"),
          solid("#b8906a", "veneer", undefined, "#8d6844"),
          690,
          1280,
          FIN.veneer,
          "AN-VT100-OAK",
        ),
        o(
          "graphite",
          t("Grafiithall matt, 100 cm", "Graphite matt, 100 cm", "Graphit matt, 100 cm"),
          solid("#4a4c4f", "matt"),
          420,
          1010,
          FIN.matt,
          "AN-VT100-GR",
        ),
      ],
    },
    {
      key: "ba-mixers",
      title: t("Segistid ja dušikomplekt", "Taps and shower set", "Armaturen und Duschset"),
      description: t(
        "Valamusegisti, termostaatsegisti ja vihmadušš ühes viimistluses.",
        "Basin tap, thermostatic mixer and rain shower in one finish.",
        "Waschtischarmatur, Thermostat und Regendusche in einem Finish.",
      ),
      layer: "mixers",
      category: "sanitary",
      productType: t("Segistikomplekt", "Tap set", "Armaturenset"),
      unit: UNIT.set,
      ...SANITARY,
      elementType: "mixer",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. Peidetud korpusega termostaatsegisti, vihmadušš Ø 25 cm ja käsidušš liuglatiga.`,
          `${x.en}. Concealed thermostatic mixer, Ø 25 cm rain shower and hand shower on a slide rail.`,
          `${x.de}. Unterputz-Thermostat, Regenbrause Ø 25 cm und Handbrause mit Gleitstange.`,
        ),
      options: [
        o("chrome", t("Kroom", "Chrome", "Chrom"), CHROME, 0, 690, FIN.polished, "AN-SET-CR"),
        o(
          "matt-black",
          t("Matt must", "Matt black", "Mattschwarz"),
          BLACK,
          380,
          1070,
          FIN.powder,
          "AN-SET-MB",
        ),
        o(
          "brushed-gold",
          t("Harjatud kuld", "Brushed gold", "Gold gebürstet"),
          metal("#c8a868", "brushed"),
          620,
          1310,
          FIN.brushed,
          "AN-SET-BG",
        ),
      ],
    },
    {
      key: "ba-threshold",
      title: t("Lävepakk", "Threshold", "Türschwelle"),
      description: t(
        "Vannitoa ukse lävepakk valitakse korteri põrandaga sobivaks.",
        "The bathroom door threshold is matched to the apartment's floor.",
        "Die Schwelle der Badtür wird passend zum Boden der Wohnung gewählt.",
      ),
      hidden: true,
      category: "floors",
      productType: t("Lävepakk", "Threshold", "Türschwelle"),
      unit: UNIT.pcs,
      manufacturer: "Nordplank",
      seller: "Kaaren Ehitusmaterjalid",
      url: "https://www.nordplank.example",
      elementType: "threshold",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. Täispuidust lävepakk, mis varjab parketi ja plaadi kõrguste vahe.`,
          `${x.en}. Solid wood threshold covering the level change between parquet and tiles.`,
          `${x.de}. Massivholzschwelle, die den Übergang zwischen Parkett und Fliesen abdeckt.`,
        ),
      options: [
        o(
          "oak-natural",
          t("Tamm, naturaalne", "Oak, natural", "Eiche natur"),
          solid("#c9a57a", "veneer", undefined, "#9c774d"),
          0,
          39,
          FIN.lacquer,
          "NP-TH-OAK",
        ),
        o(
          "oak-white",
          t("Tamm, valgeks õlitatud", "Oak, white-oiled", "Eiche weiß geölt"),
          solid("#dcc8a8", "veneer", undefined, "#b89f7c"),
          0,
          39,
          FIN.oiled,
          "NP-TH-OAK-W",
        ),
        o(
          "oak-smoked",
          t("Tamm, suitsutatud", "Oak, smoked", "Eiche geräuchert"),
          solid("#8a6446", "veneer", undefined, "#5e4030"),
          0,
          39,
          FIN.smoked,
          "NP-TH-SMK",
        ),
      ],
    },
  ],
  follows: follows("ba", ["wa-doors", "wa-handles"]),
};

const wc: RoomTypeSpec = {
  slug: "wc",
  label: t("WC", "WC", "Gäste-WC"),
  scene: "wc",
  groups: [
    {
      key: "wc-walls",
      title: t("Seinaplaadid", "Wall tiles", "Wandfliesen"),
      description: t(
        "WC seinad plaaditakse laeni.",
        "WC walls are tiled to the ceiling.",
        "Die WC-Wände werden raumhoch gefliest.",
      ),
      layer: "wallTiles",
      category: "tiles",
      productType: t("Seinaplaat", "Wall tile", "Wandfliese"),
      unit: UNIT.m2,
      ...TILE_MAKER,
      elementType: "wall-tile",
      quantity: "11.000",
      installPrice: 38,
      sample: true,
      long: tileLong,
      options: [
        o(
          "white-gloss",
          t("Valge läikiv 30×60", "White gloss 30×60", "Weiß glänzend 30×60"),
          tile("#f2f1ee", 60, 30, "gloss"),
          0,
          27.9,
          FIN.gloss,
          "CV-BAS-3060-W",
        ),
        o(
          "warm-beige",
          t("Soe beež matt 30×60", "Warm beige matt 30×60", "Warmes Beige matt 30×60"),
          tile("#d8cbb8", 60, 30, "matt"),
          180,
          36.9,
          FIN.matt,
          "CV-BAS-3060-B",
        ),
        o(
          "charcoal",
          t("Süsihall matt 30×60", "Charcoal matt 30×60", "Anthrazit matt 30×60"),
          tile("#55565a", 60, 30, "matt", "concrete"),
          210,
          38.9,
          FIN.matt,
          "CV-URB-3060-A",
        ),
      ],
    },
    {
      key: "wc-floor",
      title: t("Põrandaplaadid", "Floor tiles", "Bodenfliesen"),
      description: t("WC põrand.", "WC floor.", "WC-Boden."),
      layer: "floorTiles",
      category: "tiles",
      productType: t("Põrandaplaat", "Floor tile", "Bodenfliese"),
      unit: UNIT.m2,
      ...TILE_MAKER,
      elementType: "floor",
      quantity: "2.200",
      installPrice: 38,
      sample: true,
      long: tileLong,
      options: [
        o(
          "concrete-grey",
          t("Betoonihall 60×60", "Concrete grey 60×60", "Betongrau 60×60"),
          tile("#a6a29b", 60, 60, "matt", "concrete"),
          0,
          34.9,
          FIN.matt,
          "CV-URB-6060-G",
        ),
        o(
          "terrazzo",
          t("Terrazzo 60×60", "Terrazzo 60×60", "Terrazzo 60×60"),
          tile("#dcd6cb", 60, 60, "matt", "terrazzo", "#7b6e62"),
          120,
          49.9,
          FIN.honed,
          "CV-TRZ-6060",
        ),
        o(
          "dark-slate",
          t("Tume kiltkivi 30×60", "Dark slate 30×60", "Dunkler Schiefer 30×60"),
          tile("#3c3c3e", 60, 30, "matt", "slate", "#58585a"),
          100,
          54.9,
          FIN.textured,
          "CV-SLT-3060-A",
        ),
      ],
    },
    {
      key: "wc-toilet",
      title: t("WC-pott", "Toilet", "WC"),
      description: t(
        "Seinapealne WC-pott peidetud paagiga.",
        "Wall-hung toilet with a concealed cistern.",
        "Wandhängendes WC mit Unterputzspülkasten.",
      ),
      layer: "toilet",
      category: "sanitary",
      productType: t("WC-pott", "Toilet", "WC"),
      unit: UNIT.pcs,
      ...SANITARY,
      elementType: "toilet",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. Ääreta loputus, aeglaselt sulguv iste, kahe nupuga loputusplaat.`,
          `${x.en}. Rimless flush, soft-close seat, dual-flush plate.`,
          `${x.de}. Spülrandlos, Sitz mit Absenkautomatik, Zwei-Mengen-Drückerplatte.`,
        ),
      options: [
        o(
          "white-rimless",
          t("Valge, ääreta", "White, rimless", "Weiß, spülrandlos"),
          solid("#f7f7f5", "gloss"),
          0,
          389,
          FIN.glazed,
          "AN-WC-RL-W",
        ),
        o(
          "matt-white",
          t("Matt valge, õhuke iste", "Matt white, slim seat", "Mattweiß, schmaler Sitz"),
          solid("#efeeea", "matt"),
          190,
          579,
          FIN.matt,
          "AN-WC-RL-MW",
        ),
        o(
          "matt-black",
          t(
            "Matt must, must loputusnupp",
            "Matt black, black flush plate",
            "Mattschwarz, schwarze Drückerplatte",
          ),
          solid("#2b2b2b", "matt", "black-plate"),
          460,
          849,
          FIN.matt,
          "AN-WC-RL-MB",
        ),
      ],
    },
    {
      key: "wc-basin",
      title: t("Kätepesuvalamu", "Hand basin", "Handwaschbecken"),
      description: t(
        "Väike valamu koos segistiga.",
        "Small basin with its tap.",
        "Kleines Becken mit Armatur.",
      ),
      layer: "washbasin",
      category: "sanitary",
      productType: t("Valamu", "Basin", "Waschbecken"),
      unit: UNIT.pcs,
      ...SANITARY,
      elementType: "basin",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. Laius 45 cm, sügavus 30 cm, kroomitud segisti.`,
          `${x.en}. 45 cm wide, 30 cm deep, chrome tap.`,
          `${x.de}. 45 cm breit, 30 cm tief, verchromte Armatur.`,
        ),
      options: [
        o(
          "white-ceramic",
          t("Valge keraamiline, 45 cm", "White ceramic, 45 cm", "Weiße Keramik, 45 cm"),
          solid("#f5f5f3", "gloss"),
          0,
          189,
          FIN.glazed,
          "AN-HB45-W",
        ),
        o(
          "concrete",
          t("Betoonivalamu, 45 cm", "Concrete basin, 45 cm", "Betonbecken, 45 cm"),
          stone("#9c9890", { speckle: "#7f7b74" }),
          290,
          479,
          FIN.honed,
          "AN-HB45-CON",
        ),
        o(
          "matt-black",
          t(
            "Must matt keraamika, 45 cm",
            "Matt black ceramic, 45 cm",
            "Schwarze matte Keramik, 45 cm",
          ),
          solid("#2e2e2e", "matt"),
          210,
          399,
          FIN.matt,
          "AN-HB45-MB",
        ),
      ],
    },
  ],
};

// ─── Sauna ───────────────────────────────────────────────────────────────────────────────────

const SAUNA_MAKER = {
  manufacturer: "Saunameister",
  seller: "Saunameister",
  url: "https://www.saunameister.example",
};

const sauna: RoomTypeSpec = {
  slug: "sauna",
  label: t("Saun", "Sauna", "Sauna"),
  scene: "sauna",
  groups: [
    {
      key: "sa-panel",
      title: t("Seina- ja laepaneel", "Wall and ceiling panelling", "Wand- und Deckenpaneele"),
      description: t(
        "Sauna seinte ja lae voodrilaud.",
        "Panelling of the sauna walls and ceiling.",
        "Verkleidung von Wänden und Decke der Sauna.",
      ),
      layer: "panelling",
      category: "sauna",
      productType: t("Saunavooder", "Sauna panelling", "Saunaprofilholz"),
      unit: UNIT.m2,
      ...SAUNA_MAKER,
      elementType: "panelling",
      quantity: "14.000",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Oksavaba voodrilaud 15 × 90 mm, tuulutatud aluskarkassil.`,
          `${x.en}. Knot-free 15 × 90 mm panelling on a ventilated batten frame.`,
          `${x.de}. Astfreies Profilholz 15 × 90 mm auf hinterlüfteter Lattung.`,
        ),
      options: [
        o(
          "aspen",
          t("Haab", "Aspen", "Espe"),
          wood("#e0c9a0", "#c3a878"),
          0,
          34,
          FIN.natural,
          "SM-PNL-ASP",
        ),
        o(
          "thermo-aspen",
          t("Termohaab", "Thermo-aspen", "Thermo-Espe"),
          wood("#a4764c", "#7e5634"),
          420,
          52,
          FIN.natural,
          "SM-PNL-TASP",
        ),
        o(
          "alder",
          t("Lepp", "Alder", "Erle"),
          wood("#c98f5f", "#a26d42"),
          260,
          45,
          FIN.natural,
          "SM-PNL-ALD",
        ),
      ],
    },
    {
      key: "sa-bench",
      title: t("Lavalauad", "Bench boards", "Saunabank"),
      description: t(
        "Kaheastmelise lava ja seljatoe lauad.",
        "Boards of the two-tier bench and backrest.",
        "Bretter der zweistufigen Bank und Rückenlehne.",
      ),
      layer: "bench",
      category: "sauna",
      productType: t("Lavalaud", "Bench board", "Bankbrett"),
      unit: UNIT.set,
      ...SAUNA_MAKER,
      elementType: "bench",
      quantity: "1.000",
      sample: true,
      long: (x) =>
        t(
          `${x.et}. Ümardatud servadega lauad 28 × 90 mm, peidetud kinnitus.`,
          `${x.en}. 28 × 90 mm boards with rounded edges, hidden fixings.`,
          `${x.de}. Bretter 28 × 90 mm mit gerundeten Kanten, verdeckte Befestigung.`,
        ),
      options: [
        o(
          "aspen",
          t("Haab", "Aspen", "Espe"),
          wood("#e3cfa6", "#c3a878"),
          0,
          390,
          FIN.paraffin,
          "SM-BN-ASP",
        ),
        o(
          "thermo-aspen",
          t("Termohaab", "Thermo-aspen", "Thermo-Espe"),
          wood("#9a6b43", "#74502f"),
          310,
          700,
          FIN.paraffin,
          "SM-BN-TASP",
        ),
        o(
          "abachi",
          t("Abachi", "Abachi", "Abachi"),
          wood("#e8d6ab", "#cbb888"),
          240,
          630,
          FIN.paraffin,
          "SM-BN-ABA",
        ),
      ],
    },
    {
      key: "sa-heater",
      title: t("Keris", "Heater", "Saunaofen"),
      description: t(
        "Elektrikeris juhtpaneeliga.",
        "Electric heater with control panel.",
        "Elektro-Saunaofen mit Bedienteil.",
      ),
      layer: "heater",
      category: "sauna",
      productType: t("Elektrikeris", "Electric heater", "Elektro-Saunaofen"),
      unit: UNIT.pcs,
      ...SAUNA_MAKER,
      elementType: "heater",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. Kivid kuuluvad komplekti; seinale kinnitatav juhtpaneel ajastiga.`,
          `${x.en}. Stones included; wall-mounted control panel with timer.`,
          `${x.de}. Steine inbegriffen; Wandbedienteil mit Zeitschaltuhr.`,
        ),
      options: [
        o(
          "black-6kw",
          t(
            "Elektrikeris 6 kW, must",
            "Electric heater 6 kW, black",
            "Elektro-Saunaofen 6 kW, schwarz",
          ),
          BLACK,
          0,
          590,
          FIN.powder,
          "SM-H6-B",
        ),
        o(
          "steel-6kw",
          t(
            "Elektrikeris 6 kW, roostevaba teras",
            "Electric heater 6 kW, stainless steel",
            "Elektro-Saunaofen 6 kW, Edelstahl",
          ),
          metal("#bfc1c2", "brushed"),
          380,
          970,
          FIN.brushed,
          "SM-H6-S",
        ),
        o(
          "tower-8kw",
          t("Kivitorniga keris 8 kW", "Stone tower heater 8 kW", "Saunaofen mit Steinturm 8 kW"),
          metal("#2f2f2f", "matt", "tower"),
          990,
          1580,
          FIN.powder,
          "SM-H8-T",
        ),
      ],
    },
    {
      key: "sa-light",
      title: t("Saunavalgustus", "Sauna lighting", "Saunabeleuchtung"),
      description: t(
        "Kuumakindel valgustus.",
        "Heat-resistant lighting.",
        "Hitzebeständige Beleuchtung.",
      ),
      layer: "light",
      category: "lighting",
      productType: t("Saunavalgusti", "Sauna light", "Saunaleuchte"),
      unit: UNIT.set,
      ...SAUNA_MAKER,
      elementType: "light",
      quantity: "1.000",
      sample: false,
      long: (x) =>
        t(
          `${x.et}. Kuni 125 °C kuumakindel, trafo paigaldatakse väljapoole sauna.`,
          `${x.en}. Heat resistant up to 125 °C; the transformer is installed outside the sauna.`,
          `${x.de}. Bis 125 °C hitzebeständig; der Trafo wird außerhalb der Sauna montiert.`,
        ),
      options: [
        o(
          "backrest",
          t(
            "LED-riba seljatoe taga",
            "LED strip behind the backrest",
            "LED-Streifen hinter der Rückenlehne",
          ),
          light("#ffc46b", "#ffdca0", "backrest"),
          0,
          149,
          FIN.led,
          "SM-LED-BR",
        ),
        o(
          "under-bench",
          t("LED-riba lava all", "LED strip under the bench", "LED-Streifen unter der Bank"),
          light("#ffb957", "#ffd28a", "bench"),
          140,
          289,
          FIN.led,
          "SM-LED-UB",
        ),
        o(
          "starry-ceiling",
          t(
            "Tähistaevas laes (fiiberoptika)",
            "Fibre-optic starry ceiling",
            "Sternenhimmel aus Glasfaser",
          ),
          light("#fffbe8", "#fff4c2", "stars"),
          590,
          739,
          FIN.led,
          "SM-FO-STAR",
        ),
      ],
    },
  ],
};

/** Room types in their order on the tab bar. */
export const ROOM_TYPES: RoomTypeSpec[] = [
  wholeApartment,
  hallway,
  kitchen,
  livingRoom,
  bedroom,
  bathroom,
  wc,
  sauna,
];

/**
 * "When this option is chosen, choose one of these": within a room, or from the whole-apartment
 * room to any room. Every source option not listed leaves its target group free.
 */
export const RESTRICTIONS: { source: [string, string]; targets: [string, string[]] }[] = [
  // Bathroom wall tile → grout that suits it.
  { source: ["ba-walls", "white-gloss"], targets: ["ba-grout", ["white", "silver-grey"]] },
  { source: ["ba-walls", "warm-beige"], targets: ["ba-grout", ["beige", "silver-grey"]] },
  { source: ["ba-walls", "sage-vertical"], targets: ["ba-grout", ["white"]] },
  { source: ["ba-walls", "marble"], targets: ["ba-grout", ["white", "silver-grey"]] },
  { source: ["ba-walls", "charcoal"], targets: ["ba-grout", ["anthracite"]] },
  // Kitchen worktop → a sink that can be mounted in it.
  {
    source: ["kt-worktop", "laminate-concrete"],
    targets: ["kt-sink", ["steel-inset", "black-composite-inset"]],
  },
  {
    source: ["kt-worktop", "laminate-oak"],
    targets: ["kt-sink", ["steel-inset", "black-composite-inset"]],
  },
  {
    source: ["kt-worktop", "quartz-white"],
    targets: ["kt-sink", ["steel-undermount", "ceramic-undermount"]],
  },
  {
    source: ["kt-worktop", "ceramic-dark"],
    targets: ["kt-sink", ["steel-undermount", "ceramic-undermount"]],
  },
  // Kitchen fronts → the carcass colour behind them (a hidden group).
  { source: ["kt-fronts", "white-matt"], targets: ["kt-carcass", ["white"]] },
  { source: ["kt-fronts", "sage-green"], targets: ["kt-carcass", ["white"]] },
  { source: ["kt-fronts", "oak-veneer"], targets: ["kt-carcass", ["white"]] },
  { source: ["kt-fronts", "graphite"], targets: ["kt-carcass", ["grey"]] },
  // Whole apartment floor → the bathroom threshold in the same wood (across rooms).
  { source: ["wa-floor", "oak-3-strip"], targets: ["ba-threshold", ["oak-natural"]] },
  { source: ["wa-floor", "oak-plank"], targets: ["ba-threshold", ["oak-natural"]] },
  { source: ["wa-floor", "oak-white-oiled"], targets: ["ba-threshold", ["oak-white"]] },
  { source: ["wa-floor", "oak-smoked"], targets: ["ba-threshold", ["oak-smoked"]] },
  { source: ["wa-floor", "oak-herringbone"], targets: ["ba-threshold", ["oak-natural"]] },
  // Whole apartment doors → the inner side of the entrance door in the hallway (across rooms).
  { source: ["wa-doors", "white-flush"], targets: ["hw-door", ["white"]] },
  { source: ["wa-doors", "white-grooved"], targets: ["hw-door", ["white"]] },
  { source: ["wa-doors", "oak-veneer"], targets: ["hw-door", ["oak"]] },
  { source: ["wa-doors", "black-matt"], targets: ["hw-door", ["anthracite"]] },
];

/** Materials in the catalogue that no selection group offers (yet). */
export const CATALOGUE_ONLY: {
  code: string;
  category: CategoryKey;
  title: T3;
  long: T3;
  art: Art;
  unitPrice: number;
  unit: T3;
  productType: T3;
  finishing: T3;
  manufacturer: string;
  seller: string;
  url: string;
  productId: string;
  sample: boolean;
}[] = [
  {
    code: "KK-CAT-VIN-01",
    category: "floors",
    title: t(
      "Veekindel vinüülplank, hall tamm",
      "Waterproof vinyl plank, grey oak",
      "Wasserfeste Vinyldiele, graue Eiche",
    ),
    long: t(
      "Klikk-kinnitusega vinüülplank niiskematesse ruumidesse ja rõdu klaasitud osasse.",
      "Click-fit vinyl plank for damper rooms and the glazed part of the balcony.",
      "Vinyldiele mit Klickverbindung für feuchtere Räume und den verglasten Balkonteil.",
    ),
    art: wood("#b3aaa0", "#8f867c"),
    unitPrice: 32.9,
    unit: UNIT.m2,
    productType: t("Vinüülparkett", "Vinyl flooring", "Vinylboden"),
    finishing: FIN.matt,
    manufacturer: "Nordplank",
    seller: "Kaaren Ehitusmaterjalid",
    url: "https://www.nordplank.example",
    productId: "NP-VIN-GO-180",
    sample: true,
  },
  {
    code: "KK-CAT-LED-02",
    category: "lighting",
    title: t("Kapialune LED-valgusti", "Under-cabinet LED light", "LED-Unterbauleuchte"),
    long: t(
      "Peidetud LED-profiil seinakappide alla, puutelülitiga.",
      "Hidden LED profile under the wall cabinets, with a touch switch.",
      "Verdecktes LED-Profil unter den Hängeschränken, mit Berührungsschalter.",
    ),
    art: light("#fff3d0", "#fff6dc"),
    unitPrice: 89,
    unit: UNIT.m,
    productType: t("LED-profiil", "LED profile", "LED-Profil"),
    finishing: FIN.led,
    manufacturer: "Lumo Lighting",
    seller: "Valgusmaja",
    url: "https://www.lumolighting.example",
    productId: "LL-UC-LED-60",
    sample: false,
  },
  {
    code: "KK-CAT-SHW-03",
    category: "sanitary",
    title: t(
      "Dušinurk 90×90, läbipaistev klaas",
      "Shower enclosure 90×90, clear glass",
      "Duschkabine 90×90, Klarglas",
    ),
    long: t(
      "Karastatud klaas 8 mm, mustad profiilid, lükanduksed.",
      "8 mm toughened glass, black profiles, sliding doors.",
      "8 mm Einscheibensicherheitsglas, schwarze Profile, Schiebetüren.",
    ),
    art: { look: { kind: "glass", tint: "#dfe9ec" } },
    unitPrice: 749,
    unit: UNIT.pcs,
    productType: t("Dušinurk", "Shower enclosure", "Duschkabine"),
    finishing: FIN.powder,
    manufacturer: "Aqua Nordic",
    seller: "Plaadikoda",
    url: "https://www.aquanordic.example",
    productId: "AN-SE90-B",
    sample: false,
  },
  {
    code: "KK-CAT-TWR-04",
    category: "sanitary",
    title: t(
      "Elektriline rätikukuivati, must",
      "Electric towel warmer, black",
      "Elektrischer Handtuchwärmer, schwarz",
    ),
    long: t(
      "Ajastiga rätikukuivati 50 × 120 cm, paigaldus märgruumi.",
      "Towel warmer 50 × 120 cm with a timer, for wet rooms.",
      "Handtuchwärmer 50 × 120 cm mit Zeitschaltuhr, für Nassräume.",
    ),
    art: BLACK,
    unitPrice: 329,
    unit: UNIT.pcs,
    productType: t("Rätikukuivati", "Towel warmer", "Handtuchwärmer"),
    finishing: FIN.powder,
    manufacturer: "Aqua Nordic",
    seller: "Plaadikoda",
    url: "https://www.aquanordic.example",
    productId: "AN-TW50-MB",
    sample: true,
  },
];
