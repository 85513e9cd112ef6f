/// <reference types="node" />
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  chosenOption,
  closeGroup,
  DESKTOP,
  demoSuite,
  groupOptions,
  isPhone,
  openPage,
  PHONE,
  roomShown,
  shot,
} from "./demo.ts";

/*
 * Rules that say what they did (decision 051), in Chromium on the demo's own restrictions: the
 * quartz worktop moves the kitchen's sink to the 180 € undermount one, the whole apartment's black
 * door sets the hallway's entrance door to its 290 € anthracite inner side. The buyer is told
 * under the group they picked in, in a live region, and one Undo takes back the pick and the
 * rule's change; on a phone the notice is in the group's sheet. In en, et and de (on its host).
 */

const running = demoSuite();
const LAYOUT_QUERY = "project=1&apartment_layout_id=1";

const TEXTS = {
  en: {
    kitchen: "Kitchen",
    pager: "Move between rooms",
    worktop: "Worktop",
    laminate: "Laminate, light concrete",
    quartz: "Quartz, white marble-look",
    sink: "Sink",
    inset: "Stainless steel, inset",
    undermount: "Stainless steel, undermount",
    title:
      "“Quartz, white marble-look” only goes with certain other choices, so these changed too:",
    place: "Kitchen › Sink:",
    undo: "Undo",
    wholeApartment: "Whole apartment",
    doors: "Interior doors",
    blackDoor: "Black matt door",
    doorPlace: "Hallway › Entrance door, inner side:",
    anthracite: "Anthracite, framed panels",
    handles: "Door handles",
    blackHandles: "Matt black",
  },
  et: {
    kitchen: "Köök",
    pager: "Ruumide vahel liikumine",
    worktop: "Tööpind",
    laminate: "Laminaat, hele betoon",
    quartz: "Kvartskivi, valge marmorjas",
    sink: "Valamu",
    inset: "Roostevaba teras, pealtpaigaldatav",
    undermount: "Roostevaba teras, altpaigaldatav",
    title:
      "„Kvartskivi, valge marmorjas“ sobib ainult teatud teiste valikutega, seepärast muutusid ka need:",
    place: "Köök › Valamu:",
    undo: "Võta tagasi",
    wholeApartment: "Kogu korter",
    doors: "Siseuksed",
    blackDoor: "Must matt uks",
    doorPlace: "Esik › Välisukse sisepool:",
    anthracite: "Antratsiit, raamitud paneelid",
    handles: "Ukselingid",
    blackHandles: "Matt must",
  },
  de: {
    kitchen: "Küche",
    pager: "Zwischen Räumen wechseln",
    worktop: "Arbeitsplatte",
    laminate: "Laminat, heller Beton",
    quartz: "Quarzstein, weiß in Marmoroptik",
    sink: "Spüle",
    inset: "Edelstahl, aufliegend",
    undermount: "Edelstahl, Unterbau",
    title:
      "„Quarzstein, weiß in Marmoroptik“ passt nur zu bestimmten anderen Optionen, daher wurde auch geändert:",
    place: "Küche › Spüle:",
    undo: "Rückgängig",
    wholeApartment: "Gesamte Wohnung",
    doors: "Innentüren",
    blackDoor: "Schwarze matte Tür",
    doorPlace: "Flur › Wohnungstür, Innenseite:",
    anthracite: "Anthrazit mit Kassetten",
    handles: "Türdrücker",
    blackHandles: "Mattschwarz",
  },
} as const;
type Lang = keyof typeof TEXTS;

/** The site of a language: the demo's German site is its own host. */
function siteOf(url: string, lang: Lang): string {
  const site = new URL(url);
  if (lang === "de") site.hostname = "de.localhost";
  return site.origin;
}

/** Taps an option's picture, as people do, in the group's options (its sheet on a phone). */
async function tap(options: Locator, name: string): Promise<void> {
  await options
    .getByRole("radio", { name, exact: true })
    .locator("xpath=ancestor::label[1]")
    .click();
}

/** The live region under the group whose options are `options` (in the page or its sheet). */
function regionOf(page: Page, options: Locator): Locator {
  // The group's own section is the innermost that holds its options: the last in page order.
  return page.locator("section").filter({ has: options }).last().getByRole("status");
}

/** The notice's text once it is there, spaces as a reader hears them. */
async function noticeText(region: Locator): Promise<string> {
  await region.getByTestId("rule-change").waitFor({ timeout: 15_000 });
  return (await region.innerText()).replace(/\s+/g, " ");
}

/**
 * Waits until the notice is in view, whole, and not under the room pager at the foot of the
 * desktop panel: it is brought there, not left below the fold.
 */
async function inView(page: Page, region: Locator, pagerName: string): Promise<void> {
  const notice = region.getByTestId("rule-change");
  const viewport = page.viewportSize()?.height ?? 0;
  // On a phone the notice is in the group's sheet, over the page and its pager.
  const pager = isPhone(page) ? null : page.getByRole("navigation", { name: pagerName });
  await expect
    .poll(async () => {
      const box = await notice.boundingBox();
      const foot = pager ? ((await pager.boundingBox())?.y ?? viewport) : viewport;
      return box !== null && box.y >= 0 && box.y + box.height <= Math.min(foot, viewport);
    })
    .toBe(true);
}

describe("a rule's change told and undone", () => {
  for (const [lang, viewport, width] of [
    ["en", DESKTOP, "desktop"],
    ["et", PHONE, "phone"],
    ["de", PHONE, "phone"],
    ["de", DESKTOP, "desktop"],
  ] as const) {
    it(`the quartz worktop's sink, in ${lang} on a ${width}`, async () => {
      const demo = await running();
      const texts = TEXTS[lang];
      const { context, page, errors } = await openPage(demo, viewport);
      try {
        await page.goto(`${siteOf(demo.server.url, lang)}/${lang}/1/kitchen?${LAYOUT_QUERY}`);
        await roomShown(page, texts.kitchen);
        const worktop = await groupOptions(page, texts.worktop);
        const region = regionOf(page, worktop);
        // The live region is on the page, empty, before there is anything to say.
        expect(await region.innerText()).toBe("");

        await tap(worktop, texts.quartz);
        const told = await noticeText(region);
        expect(told).toContain(texts.title);
        expect(told).toContain(texts.place);
        expect(told).toContain(texts.inset);
        expect(told).toContain(texts.undermount);
        expect(await region.getByTestId("rule-change-price").innerText()).toBe("+180,00\u00a0€");
        await inView(page, region, texts.pager);
        await shot(page, `rule-change-kitchen-${lang}-${width}`);

        // One Undo takes back the worktop and the sink; focus stays in the group picked in.
        await region.getByRole("button", { name: new RegExp(`^${texts.undo}`) }).click();
        await region.getByTestId("rule-change").waitFor({ state: "detached" });
        const focused = await page.evaluate(() =>
          document.activeElement?.getAttribute("aria-label"),
        );
        expect(focused).toBe(texts.laminate);
        expect(
          await worktop.getByRole("radio", { name: texts.laminate, exact: true }).isChecked(),
        ).toBe(true);
        await closeGroup(page);
        expect(await chosenOption(page, texts.worktop)).toBe(texts.laminate);
        expect(await chosenOption(page, texts.sink)).toBe(texts.inset);
        // The package as it was: the address carries no changes (written after the paint), and
        // nothing marks the room.
        await expect.poll(() => new URL(page.url()).searchParams.has("selections")).toBe(false);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }

  for (const [lang, viewport, width] of [
    ["en", PHONE, "phone"],
    ["et", DESKTOP, "desktop"],
  ] as const) {
    it(`the black door's hallway door, from the whole apartment, in ${lang} on a ${width}`, async () => {
      const demo = await running();
      const texts = TEXTS[lang];
      const { context, page, errors } = await openPage(demo, viewport);
      try {
        await page.goto(
          `${siteOf(demo.server.url, lang)}/${lang}/1/whole-apartment?${LAYOUT_QUERY}`,
        );
        await roomShown(page, texts.wholeApartment);
        const doors = await groupOptions(page, texts.doors);
        const region = regionOf(page, doors);
        await tap(doors, texts.blackDoor);
        const told = await noticeText(region);
        expect(told).toContain(texts.doorPlace);
        expect(told).toContain(texts.anthracite);
        expect(await region.getByTestId("rule-change-price").innerText()).toBe("+290,00\u00a0€");
        await inView(page, region, texts.pager);
        await shot(page, `rule-change-doors-${lang}-${width}`);

        // The next choice (one no rule follows) ends the notice and keeps the door.
        const handles = await groupOptions(page, texts.handles);
        await tap(handles, texts.blackHandles);
        await closeGroup(page);
        // Back at the doors (on a phone, their sheet again): the door stays, the notice is gone.
        const again = await groupOptions(page, texts.doors);
        expect(
          await again.getByRole("radio", { name: texts.blackDoor, exact: true }).isChecked(),
        ).toBe(true);
        expect(await regionOf(page, again).innerText()).toBe("");
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
