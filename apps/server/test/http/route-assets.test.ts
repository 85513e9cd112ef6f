import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configuratorAssets } from "../../src/modules/first-view/route-assets.ts";

const C = "src/features/configurator";

/** A web build's manifest shaped as `vite build` writes it with the app's chunk groups. */
const MANIFEST = {
  "index.html": {
    file: "assets/index-1.js",
    isEntry: true,
    imports: ["_framework-1.js"],
    css: ["assets/index-1.css"],
  },
  "_framework-1.js": { file: "assets/framework-1.js", name: "framework" },
  "_texts-de-1.js": { file: "assets/texts-de-1.js", name: "texts-de" },
  "_texts-en-1.js": { file: "assets/texts-en-1.js", name: "texts-en" },
  // The room screen's code, its routes and the layout around every screen.
  "_room-1.js": {
    file: "assets/room-1.js",
    name: "room",
    imports: ["_framework-1.js", "_room-shared-1.js"],
    css: ["assets/room-1.css"],
  },
  "_room-shared-1.js": { file: "assets/room-shared-1.js", name: "room-shared" },
  // A phone's group rows with the sheet a row opens.
  [`${C}/components/selection-group-rows.tsx`]: {
    file: "assets/selection-group-rows-1.js",
    imports: ["_room-1.js", "_portal-container-1.js"],
    css: ["assets/selection-group-rows-1.css"],
  },
  "_portal-container-1.js": { file: "assets/portal-container-1.js" },
  [`${C}/components/room-tabs.tsx`]: {
    file: "assets/room-tabs-1.js",
    imports: ["_room-1.js"],
    css: ["assets/room-tabs-1.css"],
  },
  [`${C}/components/package-bar.tsx`]: {
    file: "assets/package-bar-1.js",
    imports: ["_room-1.js"],
  },
  [`${C}/summary/summary-route.tsx`]: {
    file: "assets/summary-route-1.js",
    imports: ["_room-1.js", "_summary-lines-1.js"],
  },
  "_summary-lines-1.js": { file: "assets/summary-lines-1.js" },
};

describe("the scripts a configurator address preloads", () => {
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), "hd-web-"));
    await mkdir(path.join(webDist, ".vite"));
    await writeFile(path.join(webDist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  });
  afterAll(() => rm(webDist, { recursive: true, force: true }));

  const address = { lang: "de", projectId: 1, layoutId: 1 };

  it("are the page language's texts and the room screen's modules, none the entry loads", async () => {
    const assets = await configuratorAssets(webDist, { ...address, segment: null, tab: null });
    expect(assets.scripts.sort()).toEqual(
      ["/assets/texts-de-1.js", "/assets/room-1.js", "/assets/room-shared-1.js"].sort(),
    );
    expect(assets.styles).toEqual(["/assets/room-1.css"]);
    // A phone's group rows (with the sheet a row opens) apart, without what the screen shares.
    expect(assets.phone).toEqual({
      scripts: ["/assets/selection-group-rows-1.js", "/assets/portal-container-1.js"],
      styles: ["/assets/selection-group-rows-1.css"],
    });
    // A desktop's room tabs and package bar apart too.
    expect(assets.desktop).toEqual({
      scripts: ["/assets/room-tabs-1.js", "/assets/package-bar-1.js"],
      styles: ["/assets/room-tabs-1.css"],
    });
    expect(assets.scripts).not.toContain("/assets/room-tabs-1.js");
  });

  it("are the summary's on a summary address, in the address's language", async () => {
    const assets = await configuratorAssets(webDist, {
      ...address,
      lang: "en",
      segment: "custom",
      tab: "summary",
    });
    expect(assets.scripts).toContain("/assets/texts-en-1.js");
    expect(assets.scripts).toContain("/assets/summary-route-1.js");
    expect(assets.scripts).toContain("/assets/summary-lines-1.js");
    // The layout around the summary is in the room's file.
    expect(assets.scripts).toContain("/assets/room-1.js");
    expect(assets.scripts).not.toContain("/assets/texts-de-1.js");
    expect(assets.phone).toEqual({ scripts: [], styles: [] });
    // The bars stand above the summary as above a room.
    expect(assets.desktop.scripts).toEqual(["/assets/room-tabs-1.js", "/assets/package-bar-1.js"]);
  });

  it("are none without a build's manifest", async () => {
    const assets = await configuratorAssets(path.join(webDist, "missing"), {
      ...address,
      segment: null,
      tab: null,
    });
    const none = { scripts: [], styles: [] };
    expect(assets).toEqual({ ...none, phone: none, desktop: none });
  });
});
