import {
  type Asset,
  encodeChoices,
  firstViewSchema,
  type RoomGroups,
  readChoicesFromQuery,
  routes,
  writeLinkChoices,
} from "@home-designer/core";
import { Resvg } from "@resvg/resvg-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, files, roomTypeImages, selections } from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import { engineRooms } from "../../src/modules/packages/package-choices.ts";
import { layoutConfiguration } from "../../src/modules/rooms/groups-service.ts";
import { PictureCache } from "../../src/modules/share/room-picture.ts";
import { drawLinkPicture, sharePicture } from "../../src/modules/share/share-service.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { visit } from "../helpers/page-visit.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/** The head's meta tags (`og:title` → content) and its titles, as a link preview reads them. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = new Map<string, string>();
  for (const [, key, value] of head.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)">/g,
  )) {
    meta.set(key ?? "", (value ?? "").replaceAll("&amp;", "&").replaceAll("&#39;", "'"));
  }
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  const icons = [
    ...head.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]* href="([^"]+)"[^>]*>/g),
  ].map((m) => m[1]);
  return { meta, titles, icons };
}

/** The first view the page carries for the app (docs/decisions/008), if any. */
function firstViewOf(html: string) {
  const match = /<script type="application\/json" id="first-view">([^<]*)<\/script>/.exec(html);
  return match ? firstViewSchema.parse(JSON.parse(match[1] ?? "")) : null;
}

/** A PNG's size and its pixels (RGBA), decoded by drawing it through resvg. */
function decodePng(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${bytes.toString("base64")}"/></svg>`;
  const pixels = new Resvg(svg).render().pixels;
  const at = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return [pixels[i], pixels[i + 1], pixels[i + 2]];
  };
  return { width, height, at };
}

// The layers of the whole apartment's picture: a red room, and the floor on its left half.
const RED =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 63"><rect width="120" height="63" fill="#ff0000"/></svg>';
const half = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 63"><rect width="60" height="63" fill="${colour}"/></svg>`;

describe.each(databaseKinds())("addresses of the site itself on %s", (kind) => {
  let server: TestServer;
  let world: World;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      async (ctx) => {
        world = await buildWorld(ctx);
        await ctx.db
          .update(companies)
          .set({ favicons: { regular: "t/plan.svg", "32": "t/kitchen.svg" } })
          .where(eq(companies.id, world.alpha.id));
        const layers = [
          ["t/room.svg", RED],
          ["t/oak.svg", half("#00ff00")],
          ["t/walnut.svg", half("#0000ff")],
        ] as const;
        for (const [key, svg] of layers) await ctx.storage.put(key, svg, "image/svg+xml");
        await ctx.db.insert(files).values(
          layers.map(([key, svg]) => ({
            key,
            companyId: world.alpha.id,
            contentType: "image/svg+xml",
            sizeBytes: svg.length,
          })),
        );
        await ctx.db
          .insert(roomTypeImages)
          .values({ roomTypeId: world.rooms.wholeRoom.roomTypeId, file: "t/room.svg", layer: 0 });
        for (const [slug, file] of [
          ["oak", "t/oak.svg"],
          ["walnut", "t/walnut.svg"],
        ] as const) {
          await ctx.db
            .update(selections)
            .set({ imageFile: file })
            .where(eq(selections.id, world.option(slug)));
        }
      },
      { web: true },
    );
  });

  /** A configurator address of Alpha's layout: the package path segment, room and choices. */
  const page = (lang: string, segment: string, room: string, selections?: string) =>
    `/${lang}/${segment}/${room}?project=${world.project.id}&apartment_layout_id=${world.layout.id}${
      selections ? `&selections=${selections}&compressed_selections=true` : ""
    }`;
  /** The whole apartment's floor changed to walnut, as a link carries it (over Basic). */
  const walnutLink = () =>
    encodeChoices([
      {
        roomId: world.rooms.wholeRoom.id,
        groupId: world.groups.floor.id,
        assetId: world.option("walnut"),
      },
    ]);
  const picture = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(server.url + path, {
      headers: { origin: "https://alpha.test", ...headers },
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it("answers a configurator page whose head names the company, project and package, with the composed room as og:image", async () => {
    const basic = world.packages.basic.id;
    const res = await visit(server, page("en", String(basic), "kitchen"), "alpha.test");
    expect(res.status).toBe(200);
    const { meta, titles, icons } = headOf(res.body);
    const title = "Basic – Harbour View, A, Apartment 10 | Alpha Homes";
    expect(titles).toEqual([title]);
    expect(meta.get("og:title")).toBe(title);
    expect(meta.get("og:site_name")).toBe("Alpha Homes");
    expect(meta.get("og:description")).toBe(
      "Interior finishes chosen in Harbour View: Basic, A, Apartment 10, Layout 1.",
    );
    expect(meta.get("og:url")).toBe(`http://alpha.test${page("en", String(basic), "kitchen")}`);
    expect(meta.get("twitter:card")).toBe("summary_large_image");
    expect(meta.get("og:image")).toBe(
      `http://alpha.test/api/share/picture?project=${world.project.id}&apartment_layout_id=${world.layout.id}&package=${basic}&room=kitchen`,
    );
    expect(meta.get("og:image:width")).toBe("1200");
    expect(icons).toContain(server.ctx.storage.publicUrl("t/kitchen.svg"));

    // In German on the German host, for the buyer's own combination.
    const german = headOf(
      (await visit(server, page("de", "custom", "summary", walnutLink()), "de.alpha.test")).body,
    );
    expect(german.titles).toEqual(["Individuell – Harbour View, A, Wohnung 10 | Alpha Homes"]);
    expect(german.meta.get("og:description")).toContain("Ausstattungswahl im Projekt Harbour View");
    expect(german.meta.get("og:image")).toContain(`selections=${walnutLink()}`);

    // A package with a choice changed is a design based on it, named as its summary names it.
    const changed = headOf(
      (await visit(server, page("en", String(basic), "kitchen", walnutLink()), "alpha.test")).body,
    );
    const custom = "Custom (based on Basic) – Harbour View, A, Apartment 10 | Alpha Homes";
    expect(changed.titles).toEqual([custom]);
    expect(changed.meta.get("og:title")).toBe(custom);
    expect(changed.meta.get("og:description")).toBe(
      "Interior finishes chosen in Harbour View: Custom (based on Basic), A, Apartment 10, Layout 1.",
    );
  });

  it("draws the picture of a link from the room's layers and the link's choices", async () => {
    const basic = world.packages.basic.id;
    const base = `/api/share/picture?project=${world.project.id}&apartment_layout_id=${world.layout.id}`;
    const asPackage = await picture(`${base}&package=${basic}&room=whole-apartment`);
    expect(asPackage.res.status).toBe(200);
    expect(asPackage.res.headers.get("content-type")).toBe("image/png");
    expect(asPackage.res.headers.get("cache-control")).toContain("public");
    const drawn = decodePng(asPackage.bytes);
    expect([drawn.width, drawn.height]).toEqual([1200, 630]);
    // Basic's oak floor over the red room: both layers are in the picture.
    expect(drawn.at(300, 315)).toEqual([0, 255, 0]);
    expect(drawn.at(900, 315)).toEqual([255, 0, 0]);

    // The link's walnut floor over Basic, and Premium's own walnut, are the same picture.
    const linked = decodePng(
      (
        await picture(
          `${base}&package=${basic}&room=whole-apartment&selections=${walnutLink()}&compressed_selections=true`,
        )
      ).bytes,
    );
    expect(linked.at(300, 315)).toEqual([0, 0, 255]);
    expect(linked.at(900, 315)).toEqual([255, 0, 0]);
    const premium = decodePng(
      (await picture(`${base}&package=${world.packages.premium.id}&room=whole-apartment`)).bytes,
    );
    expect(premium.at(300, 315)).toEqual([0, 0, 255]);
  });

  it("leads a short link to its page, whose head shows the design", async () => {
    const long = `https://alpha.test${page("en", "custom", "whole-apartment", walnutLink())}`;
    const short = await server.api("POST /short-links", {
      body: { url: long, company_id: world.alpha.id },
    });
    expect(short.status).toBe(200);
    const code = new URL((short.answer as { url: string }).url).pathname;
    const res = await visit(server, code, "alpha.test");
    expect(res.status).toBe(302);
    // The same page, its choices written as the differences from its package (codec version 2).
    const target = new URL(res.location ?? "");
    expect(target.origin + target.pathname).toBe(long.split("?")[0]);
    expect(target.searchParams.get("selections")).toMatch(/^2/);
    const { meta } = headOf(
      (await visit(server, target.pathname + target.search, "alpha.test")).body,
    );
    expect(meta.get("og:title")).toBe("Custom – Harbour View, A, Apartment 10 | Alpha Homes");
    const image = new URL(meta.get("og:image") ?? "");
    const drawn = decodePng((await picture(image.pathname + image.search)).bytes);
    expect(drawn.at(300, 315)).toEqual([0, 0, 255]);
  });

  it("reads version 3 links (positions in the layout) in previews, first views and short links, and opens the package for one of another catalogue", async () => {
    const basic = world.packages.basic.id;
    const rooms = engineRooms(
      await layoutConfiguration(
        server.ctx,
        { id: world.project.id, companyId: world.alpha.id },
        world.layout.id,
        null,
      ),
    );
    const walnut = {
      roomId: world.rooms.wholeRoom.id,
      groupId: world.groups.floor.id,
      assetId: world.option("walnut"),
    };
    const v3 = (over: RoomGroups[]) =>
      writeLinkChoices(new URLSearchParams(), [walnut], over).get("selections") ?? "";
    const code = v3(rooms);
    expect(code).toMatch(/^3[A-Za-z0-9_-]+$/);

    // The page's head and picture show the link's walnut floor over Basic, as for version 2.
    const html = (
      await visit(server, page("en", String(basic), "whole-apartment", code), "alpha.test")
    ).body;
    const head = headOf(html);
    expect(head.titles).toEqual([
      "Custom (based on Basic) – Harbour View, A, Apartment 10 | Alpha Homes",
    ]);
    const image = new URL(head.meta.get("og:image") ?? "");
    expect(image.searchParams.get("selections")).toBe(code);
    expect(decodePng((await picture(image.pathname + image.search)).bytes).at(300, 315)).toEqual([
      0, 0, 255,
    ]);
    // The app has only some rooms at first: the page tells it what the link names.
    const view = firstViewOf(html);
    expect(view?.link).toEqual({ selections: code, choices: [walnut] });

    // A short link keeps version 2 (database ids), which stays right whatever the catalogue does.
    const short = await server.api("POST /short-links", {
      body: {
        url: `https://alpha.test${page("en", String(basic), "whole-apartment", code)}`,
        company_id: world.alpha.id,
      },
    });
    expect(short.status).toBe(200);
    const target = new URL(
      (await visit(server, new URL((short.answer as { url: string }).url).pathname, "alpha.test"))
        .location ?? "",
    );
    const stored = readChoicesFromQuery(target.searchParams);
    expect(target.searchParams.get("selections")).toMatch(/^2/);
    expect(stored?.ok && stored.choices).toContainEqual(walnut);

    // Written before an option was added to the layout: the package, and no wrong design.
    const older = rooms.map((room) => ({
      ...room,
      groups: room.groups.map((g, i) =>
        i === 0
          ? { ...g, assets: [...g.assets, { ...(g.assets[0] as Asset), id: 2_000_000_000 }] }
          : g,
      ),
    }));
    const outdated = v3(older);
    const outdatedHtml = (
      await visit(server, page("en", String(basic), "whole-apartment", outdated), "alpha.test")
    ).body;
    expect(headOf(outdatedHtml).titles).toEqual([
      "Basic – Harbour View, A, Apartment 10 | Alpha Homes",
    ]);
    expect(firstViewOf(outdatedHtml)?.link).toEqual({ selections: outdated, choices: null });
    const base = `/api/share/picture?project=${world.project.id}&apartment_layout_id=${world.layout.id}`;
    const packagePicture = await picture(
      `${base}&package=${basic}&room=whole-apartment&selections=${outdated}&compressed_selections=true`,
    );
    expect(packagePicture.res.status).toBe(200);
    expect(decodePng(packagePicture.bytes).at(300, 315)).toEqual([0, 255, 0]);
    // Garbage in the same form is still refused as damaged.
    const damaged = await picture(
      `${base}&package=custom&selections=3!!&compressed_selections=true`,
    );
    expect(damaged.res.status).toBe(422);
  });

  it("draws a short link's preview picture as the link is made: the one its page names", async () => {
    const pictures = new PictureCache();
    const long = `https://alpha.test${page("en", String(world.packages.basic.id), "kitchen", walnutLink())}`;
    await drawLinkPicture(server.ctx, world.alpha.id, pictures, long);
    expect(pictures.size).toBe(1);
    // The page's og:image asks for that same picture: it is there, nothing is drawn again.
    const { meta } = headOf(
      (await visit(server, long.slice("https://alpha.test".length), "alpha.test")).body,
    );
    const image = new URL(meta.get("og:image") ?? "");
    const query = routes["GET /share/picture"].query.parse(Object.fromEntries(image.searchParams));
    const png = await sharePicture(
      server.ctx,
      { ip: "192.0.2.1", locale: "en", log: server.app.log },
      world.alpha.id,
      pictures,
      query,
    );
    const drawn = decodePng(png);
    expect([drawn.width, drawn.height]).toEqual([1200, 630]);
    expect(pictures.size).toBe(1);
    // An address that is no configurator page has no picture to draw.
    await drawLinkPicture(server.ctx, world.alpha.id, pictures, "https://alpha.test/en/dashboard");
    expect(pictures.size).toBe(1);
  });

  it("refuses a bad picture address with a 4xx in the request's language", async () => {
    const base = `/api/share/picture?project=${world.project.id}&apartment_layout_id=${world.layout.id}`;
    const damaged = await picture(
      `${base}&package=custom&selections=2!!&compressed_selections=true`,
      { origin: "https://de.alpha.test", "accept-language": "de" },
    );
    expect(damaged.res.status).toBe(422);
    expect(JSON.parse(damaged.bytes.toString()).message).toBe(
      "Dieser Link ist beschädigt: Die Auswahl darin kann nicht gelesen werden.",
    );
    const notANumber = await picture(
      `/api/share/picture?project=x&apartment_layout_id=1&package=custom`,
      {
        locale: "et",
      },
    );
    expect(notANumber.res.status).toBe(422);
    expect(JSON.parse(notANumber.bytes.toString()).errors.project).toBeDefined();
    const unknown = await picture(
      `/api/share/picture?project=${world.project.id}&apartment_layout_id=999999&package=custom`,
      {
        locale: "en",
      },
    );
    expect(unknown.res.status).toBe(404);
    expect(JSON.parse(unknown.bytes.toString()).message).toMatch(/not found/i);
  });

  it("never shows one company's design on another company's site", async () => {
    const alphaPage = page("en", String(world.packages.basic.id), "kitchen");
    const onBeta = await visit(server, alphaPage, "beta.test");
    expect(onBeta.status).toBe(200);
    const { meta, titles } = headOf(onBeta.body);
    expect(titles).toEqual(["Beta Homes"]);
    expect(onBeta.body).not.toContain("Harbour View");
    expect(onBeta.body).not.toContain("Alpha");
    expect(meta.get("og:image") ?? "").not.toContain("/api/share/picture");
    const res = await fetch(
      `${server.url}/api/share/picture?project=${world.project.id}&apartment_layout_id=${world.layout.id}&package=custom`,
      { headers: { origin: "https://beta.test" } },
    );
    expect(res.status).toBe(404);
  });
  afterAll(() => server?.close());

  it("sends an unknown short link to the not-found page in the host's own first language", async () => {
    for (const [host, page] of [
      ["alpha.test", "/et/404"],
      ["de.alpha.test", "/de/404"],
      // No company's host: the product's default language.
      ["nobody.test", "/et/404"],
    ] as const) {
      const res = await visit(server, "/s/nothing1", host);
      expect(res.status, host).toBe(303);
      expect(res.location, host).toBe(page);
    }
  });

  it("answers any other caller of an unknown short link 404, in the site's language", async () => {
    for (const accept of ["*/*", "application/json"]) {
      const res = await visit(server, "/s/nothing1", "de.alpha.test", accept);
      expect(res.status, accept).toBe(404);
      expect(res.location, accept).toBeUndefined();
      expect(JSON.parse(res.body), accept).toEqual({ message: message("de", "contentNotFound") });
    }
  });

  it("answers /favicon.ico with the company's icon, and 404 where there is none", async () => {
    const res = await visit(server, "/favicon.ico", "alpha.test");
    expect(res.status).toBe(302);
    expect(res.location).toBe(server.ctx.storage.publicUrl("t/kitchen.svg"));
    const icon = await fetch(new URL(res.location ?? "", server.url).toString());
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");

    expect((await visit(server, "/favicon.ico", "beta.test")).status).toBe(404);
    expect((await visit(server, "/favicon.ico", "nobody.test")).status).toBe(404);
  });
});
