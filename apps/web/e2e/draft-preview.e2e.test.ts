/// <reference types="node" />
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../server/src/db/client.ts";
import { apartmentLayouts, apartments, buildings, projects } from "../../server/src/db/schema.ts";
import { seriousViolations } from "./browser.ts";
import {
  apiLogin,
  DEMO_CUSTOMER,
  DEMO_DESIGNER,
  DESKTOP,
  demoSuite,
  PHONE,
  shot,
  withPage,
} from "./demo.ts";

/*
 * The preview of the draft (docs/decisions/042-draft-preview.md) in Chromium: the demo's designer,
 * made an admin, renames a room type in the draft and opens the preview from the draft bar; the
 * configurator shows the new name under a banner saying it is unpublished, while a buyer in
 * another browser sees the published name on the same project. The banner leads back to the back
 * office, out of the preview. Screenshots at 1440 and 390 px (E2E_SCREENSHOTS=1).
 */

const RENAMED = "Entire home, renamed in the draft";

const running = demoSuite(async (onStop) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-draft-preview-"));
  onStop(() => rm(dataDir, { recursive: true, force: true }));
  await cp(inject("seededDataDir"), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  let published: { project: number; layout: number } | undefined;
  try {
    await database.db.execute(
      sql`update users set role = 'admin' where email = ${DEMO_DESIGNER.email}`,
    );
    await database.db.execute(
      sql`update company_hosts set locales = '{et,en,de}' where host = '127.0.0.1'`,
    );
    // The published project's first layout, as a buyer's link names it.
    [published] = await database.db
      .select({ project: projects.id, layout: apartmentLayouts.id })
      .from(projects)
      .innerJoin(buildings, eq(buildings.projectId, projects.id))
      .innerJoin(apartments, eq(apartments.buildingId, buildings.id))
      .innerJoin(apartmentLayouts, eq(apartmentLayouts.apartmentId, apartments.id))
      .where(eq(projects.code, "merelahe-kvartal"))
      .orderBy(asc(buildings.id), asc(apartments.id), asc(apartmentLayouts.id))
      .limit(1);
  } finally {
    await database.close();
  }
  if (!published) throw new Error("the demo has no layout");
  return { server: { env: { DATA_DIR: dataDir } }, extra: { published } };
});

/** Renames the demo's whole-apartment room type in English, in the draft, as the rooms screen does. */
async function renameInDraft(url: string, token: string): Promise<void> {
  const headers = {
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
    accept: "application/json",
  };
  const draft = (await (await fetch(`${url}/api/admin/draft`, { headers })).json()) as {
    version: number;
  };
  const response = await fetch(`${url}/api/admin/draft`, {
    method: "PATCH",
    headers,
    body: JSON.stringify({
      version: draft.version,
      operations: [
        { op: "test", path: "/projects/0/room_types/0/code", value: "whole-apartment" },
        { op: "replace", path: "/projects/0/room_types/0/label/en", value: RENAMED },
      ],
    }),
  });
  expect(response.status).toBe(200);
}

/** The name of the room the configurator opened (the layout's first: the whole apartment). */
const roomName = (page: Page) =>
  page
    .getByRole("heading", { level: 1 })
    .first()
    .textContent({ timeout: 30_000 })
    .catch(() => "");

describe("the preview of the draft", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows the draft to the admin only, under its banner, at ${viewport.width} px`, async () => {
      const demo = await running();
      const url = demo.server.url;
      const { token } = await apiLogin(demo, DEMO_DESIGNER);
      await renameInDraft(url, token);

      await withPage(
        demo,
        viewport,
        async (page, _, errors) => {
          await page.goto(`${url}/en/admin`);
          const bar = page.getByRole("region", { name: "Draft", exact: true });
          await bar.getByText("1 unpublished change").waitFor();
          await shot(page, `draft-preview-bar-${viewport.width}`);
          await bar.getByRole("button", { name: "Preview", exact: true }).click();

          const banner = page.getByRole("complementary", {
            name: "Preview of unpublished changes",
          });
          await banner.waitFor();
          await expect.poll(() => roomName(page)).toContain(RENAMED);
          await page.waitForLoadState("networkidle");
          await shot(page, `draft-preview-configurator-${viewport.width}`);
          expect(await seriousViolations(page)).toEqual([]);

          // A buyer, in a browser of their own, sees what is published on the same project.
          const buyer = await apiLogin(demo, DEMO_CUSTOMER);
          await withPage(
            demo,
            viewport,
            async (buyerPage) => {
              const { project, layout } = demo.published;
              await buyerPage.goto(`${url}/en?project=${project}&apartment_layout_id=${layout}`);
              await expect.poll(() => roomName(buyerPage)).toContain("Whole apartment");
              expect(await roomName(buyerPage)).not.toContain(RENAMED);
              expect(await buyerPage.getByText("Preview of unpublished changes").count()).toBe(0);
            },
            { token: buyer.token },
          );

          // The tab stays in preview through page loads, its banner in the page's language.
          const search = new URL(page.url()).search;
          for (const [lang, title] of [
            ["et", "Avaldamata muudatuste eelvaade"],
            ["de", "Vorschau unveröffentlichter Änderungen"],
          ] as const) {
            await page.goto(`${url}/${lang}${search}`);
            await page.getByRole("complementary", { name: title }).waitFor();
            await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 30_000 });
            await page.waitForLoadState("networkidle");
            await shot(page, `draft-preview-configurator-${lang}-${viewport.width}`);
          }

          // The way back leaves the preview: the back office, and no banner.
          const german = page.getByRole("complementary", {
            name: "Vorschau unveröffentlichter Änderungen",
          });
          await german.getByRole("button", { name: "Zurück zum Backoffice" }).click();
          await page.getByRole("region", { name: "Entwurf", exact: true }).waitFor();
          expect(await german.count()).toBe(0);
          expect(errors).toEqual([]);
        },
        { token },
      );
      // Discarded, so that the other width's run starts again from what is published.
      await fetch(`${url}/api/admin/draft`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${token}` },
      });
      // Two browsers and four page loads of the configurator: longer than one journey's default.
    }, 240_000);
  }
});
