/**
 * The demo's people and what they did, which the company format does not hold (accounts of buyers
 * never are in it, staff are but without passwords): a verified customer who bought,
 * has a company package and two packages of their own on A-1 and confirmed a package on A-4, a
 * staff designer, and an admin who runs the company's back office. Things of the company are named by their codes in the demo's folder
 * (apps/server/demo-company), options as the format's option references `<group>/<option>`.
 */

/** The demo company's code (slug) in its folder and in the database. */
export const DEMO_SLUG = "kaarnakivi-demo";

/** Accounts of the demo, with passwords that satisfy the product's rule (README). */
export const PEOPLE = {
  customer: {
    name: "Demo Buyer",
    email: "klient@kaarnakivi.example",
    password: "DemoKlient1",
    role: "customer" as const,
  },
  designer: {
    name: "Demo Designer",
    email: "disainer@kaarnakivi.example",
    password: "DemoDisain1",
    role: "designer" as const,
  },
  admin: {
    name: "Demo Admin",
    email: "admin@kaarnakivi.example",
    password: "DemoAdmin1",
    role: "admin" as const,
  },
};

/** A layout by its path of codes: project, building, apartment, layout. */
export type LayoutPath = { project: string; building: string; apartment: string; layout: string };

/** The customer's home: apartment A-1 in its layout 3A. */
export const HOME: LayoutPath = {
  project: "merelahe-kvartal",
  building: "A",
  apartment: "1",
  layout: "3a",
};
/** The apartment whose package the customer confirmed: A-4, layout 3A. */
export const CONFIRMED_HOME: LayoutPath = { ...HOME, apartment: "4" };

/** A company package the customer put on their dashboard. */
export type AddedPackage = { layout: LayoutPath; package: string; daysAgo: number };

export const ADDED: AddedPackage[] = [
  { layout: HOME, package: "nordic", daysAgo: 12 },
  { layout: CONFIRMED_HOME, package: "natural-calm", daysAgo: 20 },
];

/** The package of `CONFIRMED_HOME` the customer confirmed. */
export const CONFIRMED = { package: "natural-calm", daysAgo: 3 };

/**
 * A package of the customer's own on `HOME`: a company package with some options changed in every
 * room that has their group, and some only in one room (by the room's code).
 */
export type OwnPackage = {
  name: string;
  base: string;
  options: string[];
  rooms: Record<string, string[]>;
  origin: "created" | "duplicated";
  daysAgo: number;
};

export const OWN_PACKAGES: OwnPackage[] = [
  {
    name: "Hele kodu, roheline köök",
    base: "nordic",
    options: [
      "whole-apartment-flooring/oak-plank",
      "kitchen-cabinet-fronts/sage-green",
      "kitchen-kitchen-faucet/brass",
      "kitchen-backsplash/green-handmade",
      "bathroom-wall-tiles/warm-beige",
    ],
    rooms: {
      bedroom: ["bedroom-wardrobe/oak"],
      "bedroom-2": ["bedroom-wall-behind-the-bed/botanical"],
    },
    origin: "created",
    daysAgo: 9,
  },
  {
    name: "Linnaloft, marmorvannituba",
    base: "urban-loft",
    options: [
      "bathroom-wall-tiles/marble",
      "bathroom-floor-tiles/dark-slate",
      "bathroom-taps-and-shower-set/brushed-gold",
      "living-room-decor-wall/deep-green",
    ],
    rooms: {},
    origin: "duplicated",
    daysAgo: 4,
  },
];
