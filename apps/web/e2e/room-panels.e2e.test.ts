/// <reference types="node" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import { DESKTOP, demoSuite, groupsShown, PHONE, shot, withPage } from "./demo.ts";

const running = demoSuite();

/** Opens `/`, which leads to the first room of the demo layout, and waits for its choices. */
async function openConfigurator(page: Page, url: string, room?: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.waitForURL(/\/et\/[^/]+\/[^/?]+\?.*apartment_layout_id=\d+/, { timeout: 60_000 });
  if (room) {
    const current = new URL(page.url());
    const parts = current.pathname.split("/");
    parts[3] = room;
    await page.goto(`${url}${parts.join("/")}${current.search}`);
  }
  await groupsShown(page, 60_000);
  await page.waitForLoadState("networkidle");
}

type Json = Record<string, unknown> & { images?: unknown[] };

/**
 * The demo's layout 1 as a layout of one room, the kitchen, without any picture: the calls'
 * answers are cut down in the browser, and the page carries no first view of its own, so the
 * app makes those calls.
 */
async function oneRoomWithoutPictures(page: Page): Promise<void> {
  await page.route(/\/et\/1\/kitchen\?/, async (route) => {
    const html = await (await route.fetch()).text();
    const body = html.replace(
      /<script type="application\/json" id="first-view">[^<]*<\/script>/,
      "",
    );
    await route.fulfill({ status: 200, contentType: "text/html", body });
  });
  await page.route(/\/api\/project\/\d+\/tabs\?/, async (route) => {
    const tabs = (await (await route.fetch()).json()) as Json & { rooms: Json[] };
    const kitchen = tabs.rooms.find((room) => room.slug === "kitchen");
    const rooms = [{ ...kitchen, images: [] }];
    await route.fulfill({ status: 200, contentType: "application/json", json: { ...tabs, rooms } });
  });
  await page.route(/\/api\/project\/\d+\/tabs\/\d+\?/, async (route) => {
    const groups = (await (await route.fetch()).json()) as (Json & { assets: Json[] })[];
    const bare = groups.map((group) => ({
      ...group,
      images: [],
      assets: group.assets.map((asset) => ({ ...asset, image: null })),
    }));
    await route.fulfill({ status: 200, contentType: "application/json", json: bare });
  });
}

describe("the room screen's panels in Chromium", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows a room without pictures and alone in its layout as it is, at ${viewport.width} px`, async () => {
      await withPage(await running(), viewport, async (page, { server: { url } }, errors) => {
        await oneRoomWithoutPictures(page);
        await page.goto(`${url}/et/1/kitchen?project=1&apartment_layout_id=1`);
        await groupsShown(page, 60_000);
        await page.locator("#first-paint").waitFor({ state: "detached" });
        // One placeholder with the room's name where the picture would be, on phones as well.
        const stage = page.locator("#room-stage");
        expect(await stage.locator("figure, img").count()).toBe(0);
        const placeholder = stage.getByText("Köök", { exact: true });
        await expect(placeholder.isVisible()).resolves.toBe(true);
        expect((await placeholder.boundingBox())?.width).toBeGreaterThan(0);
        // No note that pictures are illustrative when there is none.
        expect(
          await page.getByRole("complementary", { name: "Märkus piltide kohta" }).count(),
        ).toBe(0);
        // No neighbours to step to: no pager, no arrows beside the room list.
        expect(
          await page.getByRole("navigation", { name: "Ruumide vahel liikumine" }).count(),
        ).toBe(0);
        expect(await page.getByRole("button", { name: /^(Eelmine|Järgmine) ruum/ }).count()).toBe(
          0,
        );
        await shot(page, `room-without-pictures-${viewport.width}`);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
  }

  it("shows every option of a group in the detail panel and chooses from it", async () => {
    await withPage(await running(), DESKTOP, async (page, { server: { url } }, errors) => {
      await openConfigurator(page, url);
      const group = page.locator("section[id^=selection-group-]").first();
      const groupTitle = (await group.getByRole("heading", { level: 2 }).textContent()) ?? "";
      const opener = group.getByRole("button", { name: /^Detailne info/ });
      // Counted before opening: a modal panel hides the page from the accessibility tree.
      const count = await group.getByRole("radio").count();
      await opener.click();

      const panel = page.getByRole("dialog", { name: groupTitle });
      await panel.waitFor();
      const items = panel.getByRole("listitem");
      expect(await items.count()).toBe(count);
      // Prices in euro, 2 decimals, Estonian format.
      await expect(
        panel
          .getByText(/\d,\d{2}\s€/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      // The chosen option reads "Selected product"; the others offer "Select product".
      expect(await panel.getByRole("button", { name: "Valitud toode" }).count()).toBe(1);
      expect(await panel.getByRole("button", { name: "Vali toode" }).count()).toBe(count - 1);

      // Show more reveals the maker, codes and the maker's website in a new tab.
      const second = items.nth(1);
      await second.getByRole("button", { name: "Näita rohkem" }).click();
      await second.getByText("Tootekood").waitFor();
      await second.getByText("Materjali kood").waitFor();
      const website = second.getByRole("link", { name: /Tootja koduleht/ });
      expect(await website.getAttribute("target")).toBe("_blank");
      expect(await website.getAttribute("rel")).toContain("noopener");
      await expect(second.getByRole("button", { name: "Näita vähem" }).isVisible()).resolves.toBe(
        true,
      );
      await shot(page, "detail-panel-desktop");
      expect(await seriousViolations(page)).toEqual([]);

      // Choosing in the panel is choosing the thumbnail.
      const name = (await second.getByRole("heading", { level: 3 }).textContent()) ?? "";
      await second.getByRole("button", { name: "Vali toode" }).click();
      await second.getByRole("button", { name: "Valitud toode" }).waitFor();
      expect(await panel.getByRole("button", { name: "Valitud toode" }).count()).toBe(1);

      // Escape closes it and gives focus back to the link that opened it.
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "detached" });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect(group.getByRole("radio", { name, exact: true }).isChecked()).resolves.toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it("shows options a restriction rules out as unavailable, with the reason", async () => {
    await withPage(await running(), DESKTOP, async (page, { server: { url } }, errors) => {
      await openConfigurator(page, url, "kitchen");
      const ruledOut = page.locator('input[type=radio][aria-disabled="true"]');
      expect(await ruledOut.count()).toBeGreaterThan(0);
      const option = ruledOut.first();
      const section = page.locator("section", { has: option });
      const before = await section.locator("input[type=radio]:checked").getAttribute("value");
      // Choosing it does nothing; hovering and focusing it tell why.
      await option.check({ force: true }).catch(() => undefined);
      expect(await section.locator("input[type=radio]:checked").getAttribute("value")).toBe(before);
      await option.focus();
      const reason = section.getByText(/^Ei sobi valikuga „.+“ \(.+\)$/);
      await reason.waitFor();
      const describedBy = (await option.getAttribute("aria-describedby")) ?? "";
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(/Ei sobi valikuga/);

      await section.getByRole("button", { name: /^Detailne info/ }).click();
      const panel = page.getByRole("dialog");
      await panel.waitFor();
      const blocked = panel.getByRole("button", { name: "Vali toode", disabled: true });
      expect(await blocked.count()).toBeGreaterThan(0);
      await panel
        .getByText(/^Ei sobi valikuga/)
        .first()
        .waitFor();
      await shot(page, "detail-panel-restricted-desktop");
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it("shows the plans with zoom, the colour codes on the apartment plan only, and the symbols", async () => {
    await withPage(await running(), DESKTOP, async (page, { server: { url } }, errors) => {
      await openConfigurator(page, url);
      await page.getByRole("radio", { name: "Plaanid" }).check();
      const plans = page.getByRole("group", { name: "Vali plaan" });
      await plans.waitFor();
      const apartment = plans.getByRole("radio", { name: "Korteri plaan" });
      await expect(apartment.isChecked()).resolves.toBe(true);
      const picture = page.getByRole("img", { name: "Korteri plaan" });
      await expect(
        picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).resolves.toBe(true);
      const colours = page.getByRole("heading", { name: "Värvikoodid" });
      await colours.waitFor();
      expect(await page.locator("[data-colour]").count()).toBe(6);
      await page.getByText("Kalasabaparketi suund").waitFor();

      // Zoom in with the button: the plan grows.
      const content = page.locator(".react-transform-component");
      const scaleOf = async () =>
        content.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
      expect(await scaleOf()).toBeCloseTo(1);
      await page.getByRole("button", { name: "Suurenda" }).click();
      await expect.poll(scaleOf).toBeGreaterThan(1.2);
      await shot(page, "plan-panel-desktop");
      expect(await seriousViolations(page)).toEqual([]);

      // The kitchen plan has its own symbols and no colour codes.
      await plans.getByRole("radio", { name: "Köögi plaan" }).check();
      await page.getByText("Avanemissuund").waitFor();
      expect(await colours.count()).toBe(0);
      await expect(page.getByRole("img", { name: "Köögi plaan" }).isVisible()).resolves.toBe(true);
      // A new plan starts fitted.
      await expect.poll(scaleOf).toBeCloseTo(1);

      // The electric plan has neither legend.
      await plans.getByRole("radio", { name: "Elektriplaan" }).check();
      await page.getByRole("img", { name: "Elektriplaan" }).waitFor();
      expect(await page.getByRole("heading", { name: "Tingmärgid" }).count()).toBe(0);

      // A wardrobe plan, named per locale.
      await plans.getByRole("radio", { name: "Esiku garderoob" }).check();
      const wardrobe = page.getByRole("img", { name: "Esiku garderoob" });
      await wardrobe.waitFor();
      expect(await wardrobe.getAttribute("src")).toMatch(/wardrobe/);
      expect(await colours.count()).toBe(0);

      // The keyboard zooms the focused plan too.
      await page.getByRole("group", { name: "Esiku garderoob" }).focus();
      await page.keyboard.press("+");
      await expect.poll(scaleOf).toBeGreaterThan(1.2);
      await shot(page, "plan-panel-wardrobe-desktop");

      // Back to the picture.
      await page.getByRole("radio", { name: "Ruumi pilt" }).check();
      await page.locator("figure[role=img]").waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("lists the layout symbols in tabs and sub-tabs", async () => {
    await withPage(await running(), DESKTOP, async (page, { server: { url } }, errors) => {
      await openConfigurator(page, url);
      await page.getByRole("radio", { name: "Plaanid" }).check();
      await page.getByRole("button", { name: "Kõik tingmärgid" }).click();
      const panel = page.getByRole("dialog", { name: "Plaanide tingmärgid" });
      await panel.waitFor();
      const tabs = panel.getByRole("tablist", { name: "Plaan" }).getByRole("tab");
      expect(await tabs.allTextContents()).toEqual(["Korter", "Köök", "Elekter"]);
      const rooms = panel.getByRole("tablist", { name: "Ruumid" }).getByRole("tab");
      expect(await rooms.allTextContents()).toEqual([
        "Köök ja elutuba",
        "Magamistoad",
        "Pesuruumid",
      ]);
      // Listed by priority, named per locale.
      const first = panel.getByRole("tabpanel").getByRole("listitem").first();
      expect(await first.textContent()).toBe("Laevalgusti");
      await rooms.nth(1).click();
      await panel.getByText("Seinavalgusti").waitFor();
      await shot(page, "symbols-panel-desktop");
      expect(await seriousViolations(page)).toEqual([]);

      // Arrow keys move between the tabs (Radix moves focus a moment after each key).
      await tabs.first().focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => tabs.nth(1).getAttribute("aria-selected")).toBe("true");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => tabs.nth(2).getAttribute("aria-selected")).toBe("true");
      await panel.getByText("Elektrikilp").waitFor();
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    });
  });

  it("scrolls a room row that does not fit with its arrow buttons", async () => {
    await withPage(
      await running(),
      { width: 820, height: 900 },
      async (page, { server: { url } }, errors) => {
        await page.clock.install();
        await openConfigurator(page, url);
        const row = page.getByRole("tablist", { name: "Ruumid" });
        const forward = page.getByRole("button", { name: "Keri ruume edasi" });
        const back = page.getByRole("button", { name: "Keri ruume tagasi" });
        await forward.waitFor();
        // Past the second in which the open tab is brought into view.
        await page.clock.runFor(1200);
        await expect(back.isDisabled()).resolves.toBe(true);
        await forward.click();
        await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBe(170);
        await back.click();
        await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBe(30);
        await shot(page, "room-tabs-scroll-820");
        expect(errors).toEqual([]);
      },
    );
  });

  it("moves between rooms on a phone with the dropdown, its arrows and the bottom buttons", async () => {
    await withPage(await running(), PHONE, async (page, { server: { url } }, errors) => {
      await openConfigurator(page, url);
      const heading = page.getByRole("heading", { level: 1 });
      const first = (await heading.textContent()) ?? "";
      const dropdown = page.getByLabel("Vali ruum");
      await expect(dropdown.textContent()).resolves.toContain(first);
      await shot(page, "room-nav-phone");
      expect(await seriousViolations(page)).toEqual([]);

      await dropdown.click();
      await page.getByRole("option", { name: /^Köök/ }).click();
      await page.waitForURL(/\/kitchen\?/);
      await expect.poll(() => heading.textContent()).toBe("Köök");

      await page.getByRole("button", { name: "Järgmine ruum: Elutuba" }).click();
      await expect.poll(() => heading.textContent()).toBe("Elutuba");
      await page.getByRole("button", { name: "Eelmine ruum: Köök" }).click();
      await expect.poll(() => heading.textContent()).toBe("Köök");

      // The bottom buttons name the neighbouring rooms.
      const pager = page.getByRole("navigation", { name: "Ruumide vahel liikumine" });
      await pager.getByRole("link", { name: /Järgmine\s*Elutuba/ }).click();
      await expect.poll(() => heading.textContent()).toBe("Elutuba");
      await pager.getByRole("link", { name: /Eelmine\s*Köök/ }).waitFor();

      // After the last room comes the summary.
      await dropdown.click();
      await page.getByRole("option", { name: /^WC/ }).click();
      await expect.poll(() => heading.textContent()).toBe("WC");
      await pager.getByRole("link", { name: /Järgmine\s*Kokkuvõte/ }).waitFor();
      await page.getByRole("button", { name: "Järgmine ruum: Kokkuvõte" }).waitFor();
      await pager.scrollIntoViewIfNeeded();
      await shot(page, "room-pager-phone");
      expect(errors).toEqual([]);
    });
  });

  it("opens the plans over the page on a phone and closes them", async () => {
    await withPage(await running(), PHONE, async (page, { server: { url } }, errors) => {
      await openConfigurator(page, url);
      const opener = page.getByRole("button", { name: "Plaanid" });
      await opener.click();
      const sheet = page.getByRole("dialog", { name: "Plaanid" });
      await sheet.waitFor();
      await sheet.getByRole("img", { name: "Korteri plaan" }).waitFor();
      await sheet.getByRole("heading", { name: "Värvikoodid" }).waitFor();
      await shot(page, "plan-panel-phone");
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing wider than the screen.
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
      await sheet.getByRole("radio", { name: "Magamistoa garderoob" }).check();
      await sheet.getByRole("img", { name: "Magamistoa garderoob" }).waitFor();

      // The symbols open over the plans; Escape closes them and leaves the plans open.
      await sheet.getByRole("button", { name: "Kõik tingmärgid" }).click();
      const symbols = page.getByRole("dialog", { name: "Plaanide tingmärgid" });
      await symbols.getByText("Laevalgusti").first().waitFor();
      await shot(page, "symbols-panel-phone");
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await symbols.waitFor({ state: "detached" });
      await expect(sheet.isVisible()).resolves.toBe(true);
      await sheet.getByRole("button", { name: "Sulge plaan" }).click();
      await sheet.waitFor({ state: "detached" });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it("opens a group's options under the room picture on a phone, which shows each choice", async () => {
    await withPage(await running(), PHONE, async (page, { server: { url } }, errors) => {
      await openConfigurator(page, url, "kitchen");
      // The groups are rows: no options on the page, the picture above them.
      expect(await page.getByRole("radiogroup").count()).toBe(0);
      const picture = page.locator("figure[role=img]");
      const layers = () =>
        picture.locator("img").evaluateAll((images) => images.map((i) => i.getAttribute("src")));
      const before = await layers();
      const row = page.getByRole("button", { name: "Tööpind", exact: true });
      await row.focus();
      await page.keyboard.press("Enter");

      const sheet = page.getByRole("dialog", { name: "Tööpind" });
      await sheet.waitFor();
      // Focus moved in; the sheet starts under the picture, which stays whole in view.
      await expect
        .poll(() => sheet.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      const pictureBox = await picture.boundingBox();
      const sheetBox = await sheet.boundingBox();
      expect(pictureBox && sheetBox).toBeTruthy();
      if (!pictureBox || !sheetBox) return;
      expect(pictureBox.y).toBeGreaterThanOrEqual(0);
      expect(pictureBox.y + pictureBox.height).toBeLessThanOrEqual(sheetBox.y + 1);
      // It reaches the bottom of the screen (it may still be sliding up into place).
      expect(sheetBox.y + sheetBox.height).toBeGreaterThanOrEqual(PHONE.height - 1);

      // A choice shows in the picture above at once, and in the row behind.
      const options = sheet.getByRole("radiogroup", { name: "Tööpind" });
      const other = options.locator("input[type=radio]:not(:checked):not([aria-disabled=true])");
      const name = (await other.first().getAttribute("aria-label")) ?? "";
      await other.first().locator("xpath=ancestor::label[1]").click();
      await expect.poll(layers).not.toEqual(before);
      await shot(page, "group-sheet-phone");
      expect(await seriousViolations(page)).toEqual([]);

      // The next group in the same sheet; Escape closes it, focus on that group's row.
      await sheet.getByRole("button", { name: /^Järgmine\s*Valamu/ }).click();
      await page.getByRole("dialog", { name: "Valamu" }).waitFor();
      await page.keyboard.press("Escape");
      await sheet.waitFor({ state: "detached" });
      const sinkRow = page.getByRole("button", { name: "Valamu", exact: true });
      await expect.poll(() => sinkRow.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect(row.getAttribute("aria-describedby")).resolves.toBeTruthy();
      const rowText = await page
        .locator(`[id="${await row.getAttribute("aria-describedby")}"]`)
        .textContent();
      expect(rowText).toContain(name);
      expect(errors).toEqual([]);
    });
  });

  it("shows the detail panel over the whole screen of a phone", async () => {
    await withPage(await running(), PHONE, async (page, { server: { url } }, errors) => {
      await openConfigurator(page, url);
      await page.locator("li[id^=selection-group-]").first().getByRole("button").click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: /^Detailne info/ })
        .click();
      // The panel opens inside the group's sheet (the page outside that modal is inert).
      const panel = page.getByRole("dialog").filter({ hasText: "Näita rohkem" }).last();
      await panel.waitFor();
      const box = await panel.boundingBox();
      expect(box?.width).toBeCloseTo(PHONE.width, 0);
      expect(box?.height).toBeCloseTo(PHONE.height, 0);
      await panel.getByRole("button", { name: "Näita rohkem" }).first().click();
      await shot(page, "detail-panel-phone");
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
