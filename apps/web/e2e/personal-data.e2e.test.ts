/// <reference types="node" />
import { readFile } from "node:fs/promises";
import { PERSONAL_DATA_FILE, personalDataSchema } from "@home-designer/core";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import { apiLogin, DEMO_CUSTOMER, DESKTOP, demoSuite, shot, toast, withPage } from "./demo.ts";

/*
 * A buyer downloads their data from My account: the button works from the keyboard, the browser
 * saves the server's .zip under its name, and the file holds the buyer's own account, packages and
 * confirmation.
 */

const running = demoSuite();

describe("downloading one's data in Chromium", () => {
  it("saves a .zip of the buyer's own data from My account, from the keyboard", async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, DEMO_CUSTOMER);
    await withPage(
      demo,
      DESKTOP,
      async (page, { server }, errors) => {
        await page.goto(`${server.url}/en/profile`);
        const button = page.getByRole("button", { name: "Download my data" });
        await button.focus();
        const downloading = page.waitForEvent("download");
        await page.keyboard.press("Enter");
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
        const files = unzipSync(new Uint8Array(await readFile(await download.path())));
        const data = personalDataSchema.parse(
          JSON.parse(strFromU8(files[PERSONAL_DATA_FILE] ?? new Uint8Array())),
        );
        expect(data.account.email).toBe(DEMO_CUSTOMER.email);
        expect(data.packages.length).toBeGreaterThanOrEqual(2);
        expect(data.confirmations).toHaveLength(1);
        await toast(page, "Your data has been downloaded.");
        await shot(page, "account-profile-data-desktop");
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      },
      { token },
    );
  });
});
