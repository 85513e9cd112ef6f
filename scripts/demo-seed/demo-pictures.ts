/**
 * Draws every picture of the demo before anything touches the database, so the database rows can
 * name their files by storage key in one transaction.
 */

import { Resvg } from "@resvg/resvg-js";
import { CATALOGUE_ONLY, type GroupSpec, type OptionSpec, ROOM_TYPES } from "./demo-catalogue.ts";
import type { FileBatch } from "./demo-files.ts";
import { APARTMENTS, type LayoutTemplate } from "./demo-layouts.ts";
import { LEGENDS } from "./demo-legends.ts";
import { PACKAGES, resolveChoices } from "./demo-packages.ts";
import { faviconSvg, logoSvg, packageImage } from "./svg/branding.ts";
import { type IconKey, iconDoc } from "./svg/icons.ts";
import { kitchenPlan } from "./svg/kitchen-plans.ts";
import type { Look } from "./svg/looks.ts";
import { apartmentPlan, electricPlan, layoutWebImage } from "./svg/plans.ts";
import { SCENES } from "./svg/room-views.ts";
import { hashSeed } from "./svg/svg.ts";
import { bigPicture, PRODUCT_OF_LAYER, thumbnail } from "./svg/swatches.ts";
import { wardrobePlan } from "./svg/wardrobe-plans.ts";

export type LayoutPictures = {
  web: string;
  plan: string;
  kitchen: string;
  electric: string;
  wardrobes: string[];
};

export type DemoPictures = {
  logo: string;
  favicons: { regular: string; "32": string; "16": string; "180": string };
  /** Base layers of each room type's picture. */
  roomBase: Map<string, { layer: number; key: string }[]>;
  /** The layer of each option, by `group/option`. */
  optionLayer: Map<string, { layer: number; key: string }>;
  /** The layer a room type draws for an option of a group it follows, by `room type/group/option`. */
  followLayer: Map<string, { layer: number; key: string }>;
  /** Thumbnail and large picture of each material, by material code. */
  materialPictures: Map<string, { thumb: string; big: string }>;
  packageImages: Map<string, string>;
  icons: Map<IconKey, string>;
  /** By layout key (`A-4/3a`). */
  layouts: Map<string, LayoutPictures>;
};

/** The company's code of the material behind an option. */
export function materialCode(groupKey: string, optionSlug: string): string {
  return `KK-${groupKey}-${optionSlug}`.toUpperCase();
}

export function layoutKey(building: string, number: string, template: LayoutTemplate): string {
  return `${building}-${number}/${template.key}`;
}

/** A layout's name is its type code (1A, 3B …), the same in every language. */
export function layoutName(template: LayoutTemplate): string {
  return template.key.toUpperCase();
}

/** Every picture of the demo; `today` is the date on the plans' title blocks. */
export function drawDemoPictures(files: FileBatch, today: Date): DemoPictures {
  const logo = files.svg("brand/logo.svg", logoSvg());
  // The sized icons are PNG: browsers' tabs and a phone's home screen (iOS) take no SVG there.
  const favicons = {
    regular: files.svg("brand/favicon.svg", faviconSvg(512)),
    "32": files.png("brand/favicon-32.png", svgToPng(faviconSvg(32))),
    "16": files.png("brand/favicon-16.png", svgToPng(faviconSvg(16))),
    "180": files.png("brand/apple-touch-icon-180.png", svgToPng(faviconSvg(180))),
  };

  const roomBase = new Map<string, { layer: number; key: string }[]>();
  const optionLayer = new Map<string, { layer: number; key: string }>();
  const followLayer = new Map<string, { layer: number; key: string }>();
  const materialPictures = new Map<string, { thumb: string; big: string }>();
  // One drawing per scene, layer and material: the living room's layers for the whole-apartment
  // finishes it follows share the whole-apartment room's files.
  const drawn = new Map<string, { layer: number; key: string }>();
  for (const rt of ROOM_TYPES) {
    const scene = SCENES[rt.scene];
    roomBase.set(
      rt.slug,
      scene.base.map((b) => ({
        layer: b.layer,
        key: files.svg(`rooms/${rt.scene}/base-${b.layer}.svg`, b.svg),
      })),
    );
    /** An option of `g` on the group's layer of this room type's scene, if the scene shows it. */
    const draw = (g: GroupSpec, folder: string, o: OptionSpec) => {
      const drawer = g.layer ? scene.layers[g.layer] : undefined;
      if (g.layer && !drawer) throw new Error(`Scene ${rt.scene} has no layer ${g.layer}`);
      if (!drawer) return undefined;
      const once = `${rt.scene}/${g.layer}/${g.key}/${o.slug}`;
      const layer = drawn.get(once) ?? {
        layer: drawer.layer,
        key: files.svg(
          `rooms/${rt.slug}/${folder}/${o.slug}.svg`,
          drawer.draw(o.art, hashSeed(`${g.key}/${o.slug}`)),
        ),
      };
      drawn.set(once, layer);
      return layer;
    };
    for (const g of rt.groups) {
      const productKind = g.layer ? PRODUCT_OF_LAYER[g.layer] : undefined;
      for (const o of g.options) {
        const layer = draw(g, g.key, o);
        if (layer) optionLayer.set(`${g.key}/${o.slug}`, layer);
        const seed = hashSeed(`${g.key}/${o.slug}`);
        const code = materialCode(g.key, o.slug);
        materialPictures.set(code, {
          thumb: files.svg(`materials/${code}-thumb.svg`, thumbnail(o.art, productKind, seed)),
          big: files.svg(`materials/${code}-large.svg`, bigPicture(o.art, productKind, seed)),
        });
      }
    }
    for (const follow of rt.follows ?? [])
      for (const o of follow.group.options) {
        const layer = draw(follow.group, follow.key, o);
        if (layer) followLayer.set(`${rt.slug}/${follow.group.key}/${o.slug}`, layer);
      }
  }
  for (const m of CATALOGUE_ONLY) {
    const seed = hashSeed(m.code);
    materialPictures.set(m.code, {
      thumb: files.svg(`materials/${m.code}-thumb.svg`, thumbnail(m.art, undefined, seed)),
      big: files.svg(`materials/${m.code}-large.svg`, bigPicture(m.art, undefined, seed)),
    });
  }

  const lookOf = (group: string, slug: string | undefined): Look => {
    const option = ROOM_TYPES.flatMap((r) => r.groups)
      .find((g) => g.key === group)
      ?.options.find((o) => o.slug === slug);
    if (!option) throw new Error(`No option ${group}/${slug}`);
    return option.art.look;
  };
  const packageImages = new Map<string, string>();
  for (const p of PACKAGES) {
    const c = resolveChoices(p.choices);
    packageImages.set(
      p.key,
      files.svg(
        `packages/${p.key}.svg`,
        packageImage({
          floor: lookOf("wa-floor", c["wa-floor"]),
          wall: lookOf("wa-walls", c["wa-walls"]),
          kitchen: lookOf("kt-fronts", c["kt-fronts"]),
          tile: lookOf("ba-walls", c["ba-walls"]),
          metal: lookOf("wa-handles", c["wa-handles"]),
        }),
      ),
    );
  }

  const icons = new Map<IconKey, string>();
  for (const legend of LEGENDS)
    for (const key of legend.items) icons.set(key, files.svg(`icons/${key}.svg`, iconDoc(key)));

  const date = today.toLocaleDateString("de-DE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
  const layouts = new Map<string, LayoutPictures>();
  for (const apt of APARTMENTS) {
    for (const template of apt.layouts) {
      const key = layoutKey(apt.building, apt.number, template);
      const sheet = {
        company: "Kaarnakivi Kodud",
        project: `Merelahe Kvartal, hoone ${apt.building}`,
        apartment: `Korter ${apt.building}-${apt.number}`,
        layoutName: template.name.et,
        date,
      };
      const dir = `layouts/${apt.building}-${apt.number}-${template.key}`;
      layouts.set(key, {
        web: files.svg(`layouts/web-${template.key}.svg`, layoutWebImage(template)),
        plan: files.svg(`${dir}/plan.svg`, apartmentPlan(template, sheet)),
        kitchen: files.svg(`${dir}/kitchen.svg`, kitchenPlan(template, sheet)),
        electric: files.svg(`${dir}/electric.svg`, electricPlan(template, sheet)),
        wardrobes: template.wardrobes.map((w, i) =>
          files.svg(`${dir}/wardrobe-${i + 1}.svg`, wardrobePlan(w, sheet, w.room === "1")),
        ),
      });
    }
  }
  return {
    logo,
    favicons,
    roomBase,
    optionLayer,
    followLayer,
    materialPictures,
    packageImages,
    icons,
    layouts,
  };
}

/** An SVG drawn at its own size as a PNG. */
function svgToPng(svg: string): Buffer {
  return new Resvg(svg, { logLevel: "off", font: { loadSystemFonts: false } }).render().asPng();
}
