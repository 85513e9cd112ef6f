/// <reference types="node" />
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import { DESKTOP, demoSuite, groupsShown, PHONE, shot, withPage } from "./demo.ts";
import { ALIKE, LONG, longGermanNames } from "./long-names.ts";

/*
 * A German developer's names on a phone: rooms, groups, options, plans and packages renamed to long
 * German compounds (see long-names.ts), on a German-only host. The page stays as wide as the
 * phone and no name, price, picture or button is cut off; names in the pager and the room
 * selector take up to two lines, enough to tell rooms named alike apart; the plan chips say
 * that they scroll. Screenshots at 390 and
 * 1280 px are left in artifacts/screenshots.
 */

/**
 * The pages as most people see them, transitions running: the other browser tests reduce motion
 * (demo.ts), and these check what is painted, fades included.
 */
const FULL_MOTION = { reducedMotion: "no-preference" } as const;

const running = demoSuite(async (onStop) => ({ server: await longGermanNames(onStop), extra: {} }));

const LAYOUT = "project=1&apartment_layout_id=1";
const WIDE = { width: 1280, height: 900 };
const TABLET = { width: 800, height: 900 };

async function openRoom(page: Page, url: string, room: string): Promise<void> {
  await page.goto(`${url}/de/1/${room}?${LAYOUT}`);
  await groupsShown(page, 60_000);
  await page.waitForLoadState("networkidle");
}

/** Nothing reaches past the right edge of the screen. */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Whether the element's whole box is inside the screen's width. */
async function insideScreen(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.left >= 0 && box.right <= document.documentElement.clientWidth + 0.5;
  });
}

/**
 * Whether the first and the last word of `text` in an element are on screen: inside the element,
 * and inside the box of the text's own element (a name cut after two lines lays the rest out
 * below that box, out of sight).
 */
async function wordsShown(element: Locator, text: string): Promise<boolean> {
  return element.evaluate((el, text) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let node: Text | null = null;
    while (walker.nextNode()) {
      if ((walker.currentNode.textContent ?? "").includes(text)) node = walker.currentNode as Text;
    }
    if (!node?.parentElement) return false;
    const outer = el.getBoundingClientRect();
    const clip = node.parentElement.getBoundingClientRect();
    const start = (node.textContent ?? "").indexOf(text);
    const last = text.lastIndexOf(" ") + 1;
    return [
      [start, start + text.indexOf(" ")],
      [start + last, start + text.length],
    ].every(([from, to]) => {
      const range = document.createRange();
      range.setStart(node, from ?? 0);
      range.setEnd(node, to ?? 0);
      const word = range.getBoundingClientRect();
      return (
        word.width > 0 &&
        word.left >= Math.max(outer.left, clip.left) - 0.5 &&
        word.right <= Math.min(outer.right, clip.right) + 0.5 &&
        word.top >= clip.top - 0.5 &&
        word.bottom <= clip.bottom + 0.5
      );
    });
  }, text);
}

/** Whether an element shows all of its text (nothing hidden by its own overflow). */
async function notClipped(element: Locator): Promise<boolean> {
  return element.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
}

describe("long German names", () => {
  it("stay whole in the page's first paint, before any script runs", async () => {
    const demo = await running();
    // Without JavaScript the first paint stays: what a phone shows until the app takes over.
    const context = await demo.browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      for (const screen of ["kitchen", "summary"]) {
        await page.goto(`${demo.server.url}/de/1/${screen}?${LAYOUT}`);
        const texts = page.locator("#first-paint :is(h1, h2, li, p)");
        expect(await page.locator("#first-paint").textContent()).toContain(LONG.option);
        expect(await texts.count()).toBeGreaterThan(2);
        for (const text of await texts.all()) {
          expect(await insideScreen(text), screen).toBe(true);
          expect(await notClipped(text), screen).toBe(true);
        }
        await shot(page, `long-names-first-paint-${screen}-390`);
      }
    } finally {
      await context.close();
    }
  });

  it("keep the room page as wide as the screen, with names, prices and pictures whole", async () => {
    const demo = await running();
    await withPage(
      demo,
      PHONE,
      async (page, _demo, errors) => {
        await openRoom(page, demo.server.url, "kitchen");
        await shot(page, "long-names-room-390");
        await shot(page, "long-names-room-390-full", true);
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

        const title = page.getByRole("heading", { level: 1 });
        expect(await title.textContent()).toContain(LONG.room);
        expect(await insideScreen(title)).toBe(true);

        const groups = page.getByRole("heading", { level: 2, name: new RegExp(LONG.group) });
        expect(await groups.count()).toBeGreaterThan(2);
        for (const group of await groups.all()) expect(await insideScreen(group)).toBe(true);

        // Every chosen option's name wraps beside its price; the price is whole on the screen.
        const prices = page.getByText(/\d,\d{2}\s€/);
        expect(await prices.count()).toBeGreaterThan(2);
        for (const price of await prices.all()) {
          if (!(await price.isVisible())) continue;
          expect(await insideScreen(price)).toBe(true);
          expect(await notClipped(price)).toBe(true);
        }
        const chosen = page.getByText(new RegExp(LONG.option));
        for (const name of await chosen.all()) {
          if (await name.isVisible()) expect(await insideScreen(name)).toBe(true);
        }
        const plans = page.getByRole("button", { name: "Pläne" });
        expect(await insideScreen(plans.first())).toBe(true);

        // Under the selections: comparing designs, and a budget set from the room with how far
        // under it the design is (the package's own choices cost nothing more), whole on the screen.
        const status = page.locator("[data-budget=room-status]");
        await status.getByRole("button", { name: "An mein Budget anpassen" }).click();
        const panel = page.getByRole("dialog", { name: "An mein Budget anpassen" });
        await panel.getByRole("textbox", { name: "Ihr Budget (€)" }).fill("100");
        await panel.getByRole("button", { name: "Budget festlegen" }).click();
        await panel.locator("[data-budget=verdict]").waitFor();
        await page.keyboard.press("Escape");
        await panel.waitFor({ state: "detached" });
        const verdict = status.locator("[data-budget=verdict]");
        expect(await verdict.textContent()).toMatch(/^100,00\s€ unter Ihrem Budget$/);
        await verdict.scrollIntoViewIfNeeded();
        await shot(page, "long-names-room-budget-390");
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        for (const part of [
          verdict,
          status.getByRole("button", { name: "An mein Budget anpassen" }),
          page.getByRole("link", { name: "Entwürfe vergleichen" }),
        ]) {
          expect(await insideScreen(part)).toBe(true);
        }

        // A group's sheet: its title, options, chosen name and price, and the step buttons whole.
        await page.locator("li[id^=selection-group-]").first().getByRole("button").click();
        const sheet = page.getByRole("dialog", { name: new RegExp(LONG.group) });
        await sheet.waitFor();
        await shot(page, "long-names-group-sheet-390");
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        for (const thumbnail of await sheet.getByRole("radio").all()) {
          expect(await insideScreen(thumbnail)).toBe(true);
        }
        for (const text of [
          sheet.getByRole("heading", { name: new RegExp(LONG.group) }),
          sheet.getByText(/\d,\d{2}\s€/).first(),
          sheet.getByText(new RegExp(LONG.option)).first(),
          sheet.getByRole("button", { name: /^Weiter/ }),
          sheet.getByRole("button", { name: "Schließen" }),
        ]) {
          expect(await insideScreen(text)).toBe(true);
        }
        expect(await notClipped(sheet.getByText(/\d,\d{2}\s€/).first())).toBe(true);
        expect(errors).toEqual([]);
      },
      FULL_MOTION,
    );
  });

  it("show enough of rooms' names in the pager and the room selector to tell them apart", async () => {
    const demo = await running();
    for (const viewport of [PHONE, DESKTOP]) {
      await withPage(
        demo,
        viewport,
        async (page) => {
          // The kitchen's neighbours are named alike but for their last word (ALIKE).
          await openRoom(page, demo.server.url, "kitchen");
          await shot(page, `alike-names-pager-${viewport.width}`);
          const pager = page.getByRole("navigation", { name: "Zwischen Räumen wechseln" });
          for (const [label, name] of [
            ["Zurück", ALIKE.hallway],
            ["Weiter", ALIKE["living-room"]],
          ] as const) {
            const link = pager.getByRole("link", { name: new RegExp(`^${label}`) });
            expect(await wordsShown(link, name), `${label} at ${viewport.width}`).toBe(true);
            expect(await insideScreen(link)).toBe(true);
          }
          if (viewport !== PHONE) return;
          // The phone's room selector names the open room as far as its last word.
          for (const [slug, name] of Object.entries(ALIKE)) {
            await openRoom(page, demo.server.url, slug);
            const select = page.getByRole("button", { name: "Raum wählen" });
            expect(await wordsShown(select, name), slug).toBe(true);
            expect(await insideScreen(select)).toBe(true);
          }
          await shot(page, "alike-names-select-390");
        },
        FULL_MOTION,
      );
    }
  });

  it("keep package names apart from their hints in the package list", async () => {
    const demo = await running();
    // Phones choose the package in the menu; the list with hints is the wider screens' picker,
    // tightest on a tablet, where the names do not fit on one line.
    await withPage(
      demo,
      TABLET,
      async (page) => {
        await openRoom(page, demo.server.url, "kitchen");
        await page.getByLabel("Paket wählen", { exact: true }).click();
        const options = page.getByRole("option");
        await options.first().waitFor();
        await shot(page, "long-names-packages-800");
        for (const option of await options.all()) {
          const overlap = await option.evaluate((el) => {
            const [name, hint] = [...el.children] as HTMLElement[];
            if (!name || !hint || hint.getAttribute("aria-hidden") === "true") return 0;
            const a = name.getBoundingClientRect();
            const b = hint.getBoundingClientRect();
            const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            return across > 0 && down > 0 ? across : 0;
          });
          expect(overlap).toBe(0);
          expect(await insideScreen(option)).toBe(true);
        }
        await page.keyboard.press("Escape");
      },
      FULL_MOTION,
    );
  });

  it("show that the plan chips scroll", async () => {
    const demo = await running();
    await withPage(
      demo,
      PHONE,
      async (page) => {
        await openRoom(page, demo.server.url, "kitchen");
        await page.getByRole("button", { name: "Pläne" }).first().click();
        const chips = page.getByRole("group", { name: "Plan wählen" });
        await chips.waitFor();
        await page.waitForLoadState("networkidle");
        await shot(page, "long-names-plans-390");
        const row = await chips.evaluate((el) => ({
          overflows: el.scrollWidth > el.clientWidth,
          mask: getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage,
        }));
        // The long plan names do not fit; the row's end fades out instead of ending in a hard cut.
        expect(row.overflows).toBe(true);
        expect(row.mask).toMatch(/gradient/);
        // Scrolled to its end, the last chip is whole, clear of the fade.
        const last = await chips.evaluate((el) => {
          el.scrollLeft = el.scrollWidth;
          const chips = el.querySelectorAll("label");
          const chip = chips[chips.length - 1];
          const box = el.getBoundingClientRect();
          const end = chip?.getBoundingClientRect();
          return end ? box.right - end.right : -1;
        });
        expect(last).toBeGreaterThanOrEqual(24);
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      },
      FULL_MOTION,
    );
  });

  it("keep the summary as wide as the screen", async () => {
    const demo = await running();
    await withPage(
      demo,
      PHONE,
      async (page) => {
        await page.goto(`${demo.server.url}/de/1/summary?${LAYOUT}`);
        await page
          .getByRole("heading", { level: 2, name: new RegExp(LONG.room) })
          .first()
          .waitFor({ timeout: 60_000 });
        await page.waitForLoadState("networkidle");
        await shot(page, "long-names-summary-390");
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        for (const heading of await page.getByRole("heading", { level: 2 }).all()) {
          if (await heading.isVisible()) expect(await insideScreen(heading)).toBe(true);
        }
        // The room dropdown names the summary in full (not "Z…").
        const dropdown = page.locator("#room-select");
        expect(await dropdown.textContent()).toContain("Zusammenfassung");
        expect(await notClipped(dropdown.getByText("Zusammenfassung"))).toBe(true);
      },
      FULL_MOTION,
    );
  });

  it("look right at desktop width too", async () => {
    const demo = await running();
    for (const viewport of [WIDE, DESKTOP]) {
      await withPage(
        demo,
        viewport,
        async (page) => {
          await openRoom(page, demo.server.url, "kitchen");
          await shot(page, `long-names-room-${viewport.width}`);
          expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
        },
        FULL_MOTION,
      );
    }
  });
});

/** The focused element's outline as painted: its style, width in px and colour. */
async function focusOutline(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      colour: style.outlineColor,
    };
  });
}

const transparent = (colour: string) =>
  colour === "transparent" || /rgba\([^)]*,\s*0\)$/.test(colour.replace(/\s+/g, " "));

describe("the room chooser", () => {
  it("is one pattern on a phone: a list box of the rooms and the summary, no tabs", async () => {
    const demo = await running();
    await withPage(
      demo,
      PHONE,
      async (page) => {
        await openRoom(page, demo.server.url, "kitchen");
        const bar = page.getByRole("navigation", { name: "Räume" });
        // No tab without its panel, no panel without its tab.
        expect(
          await page.locator('[role="tab"], [role="tablist"], [role="tabpanel"]').count(),
        ).toBe(0);
        const chooser = bar.getByRole("button", { name: "Raum wählen" });
        expect(await chooser.getAttribute("aria-haspopup")).toBe("listbox");
        expect(await seriousViolations(page)).toEqual([]);

        await chooser.click();
        const list = page.getByRole("listbox");
        await list.waitFor();
        // The open list is the chooser's own: a combobox that controls it, options only inside.
        // (While it is open the rest of the page is hidden from screen readers: found by its id.)
        const combobox = page.locator("#room-select");
        expect(await combobox.getAttribute("role")).toBe("combobox");
        expect(await combobox.getAttribute("aria-expanded")).toBe("true");
        expect(await combobox.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));
        const names = await list.getByRole("option").allTextContents();
        expect(names.at(-1)).toBe("Zusammenfassung");
        expect(names.length).toBeGreaterThan(2);
        expect(
          await list.locator('[role]:not([role="option"], [role="presentation"])').count(),
        ).toBe(0);
        await shot(page, "room-chooser-phone");

        await list.getByRole("option", { name: "Zusammenfassung" }).click();
        await page.waitForURL(/\/summary\?/);
        await expect.poll(() => combobox.textContent()).toBe("Zusammenfassung");
        expect(await page.locator('[role="tab"], [role="tabpanel"]').count()).toBe(0);
      },
      FULL_MOTION,
    );
  });

  it("is tabs on desktop, each with the panel it opens", async () => {
    const demo = await running();
    await withPage(
      demo,
      DESKTOP,
      async (page) => {
        await openRoom(page, demo.server.url, "kitchen");
        const selected = page.getByRole("tab", { selected: true });
        const panel = page.getByRole("tabpanel");
        expect(await panel.getAttribute("aria-labelledby")).toBe(await selected.getAttribute("id"));
        expect(await selected.getAttribute("aria-controls")).toBe(await panel.getAttribute("id"));
        expect(await seriousViolations(page)).toEqual([]);
      },
      FULL_MOTION,
    );
  });
});

describe("keyboard and contrast", () => {
  it("gives focus back to the save button when the save dialog closes", async () => {
    const demo = await running();
    await withPage(
      demo,
      DESKTOP,
      async (page) => {
        await openRoom(page, demo.server.url, "kitchen");
        const opener = page.getByRole("link", { name: "Speichern unter" }).first();
        const dialog = page.getByRole("dialog", { name: "Auswahl speichern" });
        for (const close of ["Escape", "button"] as const) {
          await opener.focus();
          await page.keyboard.press("Enter");
          await dialog.waitFor({ timeout: 30_000 });
          if (close === "Escape") await page.keyboard.press("Escape");
          else await dialog.getByRole("button", { name: "Schließen" }).click();
          await dialog.waitFor({ state: "detached" });
          await expect
            .poll(() => opener.evaluate((el) => el === document.activeElement))
            .toBe(true);
        }
      },
      FULL_MOTION,
    );
  });

  it("keeps a visible focus outline in forced-colours mode", async () => {
    const demo = await running();
    await withPage(
      demo,
      DESKTOP,
      async (page) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setEmulatedMedia", {
          features: [{ name: "forced-colors", value: "active" }],
        });
        await openRoom(page, demo.server.url, "kitchen");
        expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
        // A link, a button and an option picker, reached by keyboard.
        await page.getByRole("link", { name: "Speichern unter" }).first().focus();
        await page.keyboard.press("Shift+Tab");
        await page.keyboard.press("Tab");
        const link = await focusOutline(page);
        expect(link?.style).not.toBe("none");
        expect(link?.width).toBeGreaterThanOrEqual(2);
        expect(transparent(link?.colour ?? "transparent")).toBe(false);

        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: "Auswahl speichern" });
        await dialog.waitFor({ timeout: 30_000 });
        await dialog.getByRole("textbox", { name: "E-Mail" }).focus();
        await page.keyboard.press("Shift+Tab");
        await page.keyboard.press("Tab");
        const input = await focusOutline(page);
        expect(input?.tag).toBe("INPUT");
        expect(input?.style).not.toBe("none");
        expect(transparent(input?.colour ?? "transparent")).toBe(false);
        await shot(page, "forced-colours-focus");
      },
      FULL_MOTION,
    );
  });

  it("draws field borders at 3:1 or more against what they sit on", async () => {
    const demo = await running();
    await withPage(
      demo,
      DESKTOP,
      async (page) => {
        await openRoom(page, demo.server.url, "kitchen");
        const picker = page.getByLabel("Paket wählen", { exact: true });
        await page.getByRole("link", { name: "Speichern unter" }).first().click();
        const dialog = page.getByRole("dialog", { name: "Auswahl speichern" });
        await dialog.waitFor({ timeout: 30_000 });
        const email = dialog.getByRole("textbox", { name: "E-Mail" });
        const ratios = await Promise.all(
          [email, picker].map((field) =>
            field.evaluate((el) => {
              const clear = (c: string) => c === "transparent" || /,\s*0\)$/.test(c);
              // The colour behind the field: the nearest ancestor with a background.
              let behind = el.parentElement;
              while (behind && clear(getComputedStyle(behind).backgroundColor)) {
                behind = behind.parentElement;
              }
              const luminance = (colour: string) => {
                const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map((v) => {
                  const s = Number(v) / 255;
                  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
                });
                return 0.2126 * r + 0.7152 * g + 0.0722 * b;
              };
              const [light, dark] = [
                luminance(getComputedStyle(el).borderTopColor),
                luminance(behind ? getComputedStyle(behind).backgroundColor : "rgb(255, 255, 255)"),
              ].sort((x, y) => y - x) as [number, number];
              return (light + 0.05) / (dark + 0.05);
            }),
          ),
        );
        for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(3);
      },
      FULL_MOTION,
    );
  });
});
