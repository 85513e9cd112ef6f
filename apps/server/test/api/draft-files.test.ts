import { Resvg } from "@resvg/resvg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message } from "../../src/i18n/messages.ts";
import { fingerprint } from "../helpers/fingerprint.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

const SQUARE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#0a5"/></svg>';

/** A PNG of `width` × `height` pixels, drawn as the server draws icons. */
const png = (width: number, height: number) =>
  Buffer.from(
    new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#c33"/></svg>`,
    )
      .render()
      .asPng(),
  );

const pngSize = (bytes: Uint8Array) => {
  const view = Buffer.from(bytes);
  return [view.readUInt32BE(16), view.readUInt32BE(20)];
};

/**
 * Files of the back office's draft (draft-files.ts): an admin's upload is checked as the import
 * checks a folder's files, stored once, and named by the draft; buyers see it once published.
 */
describe.each(databaseKinds())("files for the draft on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const admin = () => ({ token: w.token("admin"), site: ALPHA_SITE, locale: "en" });
  const adminDe = () => ({ token: w.token("admin"), site: ALPHA_DE_SITE, locale: "de" });
  const form = (bytes: Uint8Array | string, name: string, field = "file") => {
    const body = new FormData();
    body.append(field, new Blob([bytes]), name);
    return body;
  };
  const upload = (bytes: Uint8Array | string, name: string, caller = admin()) =>
    server.api("POST /admin/draft/files", { body: form(bytes, name), ...caller });
  const kept = () => fingerprint(server.ctx.db, ["company_drafts", "files", "companies"]);

  it("puts a picture into the draft, shows it to the form that names it, and publishes it", async () => {
    const before = (await server.api("GET /admin/draft", admin())).answer.version;
    const put = await upload(png(64, 32), "Küche Grundriss.png");
    expect(put.status).toBe(200);
    expect(put.answer.message).toBe(message("en", "draftFileSaved"));
    expect(put.answer.version).toBe(before + 1);
    expect(put.answer.path).toMatch(/^files\/[0-9a-f]{16}\/Kuche-Grundriss\.png$/);
    const served = await fetch(new URL(put.answer.url, server.url));
    expect(served.status).toBe(200);
    expect(pngSize(new Uint8Array(await served.arrayBuffer()))).toEqual([64, 32]);

    const named = await server.api("PATCH /admin/draft", {
      query: {},
      body: {
        version: put.answer.version,
        operations: [{ op: "add", path: "/logo", value: put.answer.path }],
      },
      ...admin(),
    });
    expect(named.status, JSON.stringify(named.status === 200 ? "" : named.error)).toBe(200);
    const part = await server.api("GET /admin/draft/part", {
      query: { path: "/logo" },
      ...admin(),
    });
    expect(part.answer.value).toBe(put.answer.path);
    expect(part.answer.files).toEqual({ [put.answer.path]: put.answer.url });

    const published = await server.api("POST /admin/draft/publish", {
      body: { version: named.answer.version },
      ...admin(),
    });
    expect(published.status).toBe(200);
    const company = await server.api("GET /company", { query: { url: ALPHA_SITE } });
    expect(company.answer.logo).toBe(put.answer.url);
  });

  it("makes the 16, 32 and 180 pixel icons from an SVG and names them in the draft's favicons", async () => {
    const made = await server.api("POST /admin/draft/favicons", {
      body: form(SQUARE_SVG, "zeichen.svg"),
      ...adminDe(),
    });
    expect(made.status).toBe(200);
    expect(made.answer.message).toBe(message("de", "faviconsMade"));
    for (const size of ["16", "32", "180"] as const) {
      const url = made.answer.urls[made.answer.favicons[size]];
      expect(url).toBeDefined();
      const bytes = new Uint8Array(
        await (await fetch(new URL(url ?? "", server.url))).arrayBuffer(),
      );
      expect(pngSize(bytes)).toEqual([Number(size), Number(size)]);
    }
    expect(made.answer.favicons.regular).toMatch(/\/zeichen\.svg$/);
    const part = await server.api("GET /admin/draft/part", {
      query: { path: "/favicons" },
      ...admin(),
    });
    expect(part.answer.version).toBe(made.answer.version);
    expect(part.answer.value).toEqual(made.answer.favicons);
  });

  it("makes the icons from a square PNG of 180 pixels or more", async () => {
    const made = await server.api("POST /admin/draft/favicons", {
      body: form(png(256, 256), "icon.png"),
      ...admin(),
    });
    expect(made.status).toBe(200);
    expect(made.answer.favicons.regular).toMatch(/\/icon\.png$/);
  });

  it.each([
    ["a picture that is not square", png(300, 200), "breit.png", /300 × 200/],
    ["a picture under 180 pixels", png(64, 64), "klein.png", /64 × 64/],
    ["a JPEG", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]), "foto.jpg", /SVG/],
  ])("refuses %s as the icon, in German, and changes nothing", async (_, bytes, name, says) => {
    const before = await kept();
    const refused = await server.api("POST /admin/draft/favicons", {
      body: form(bytes, name),
      ...adminDe(),
    });
    expect(refused.status).toBe(422);
    expect(refused.error.errors?.file?.[0]).toMatch(says);
    expect(refused.error.message).toMatch(/Symbol/);
    expect(await kept()).toEqual(before);
  });

  it.each([
    ["a name of a type the format does not take", "<p>hi</p>", "seite.html", /SVG, PNG, JPEG/],
    ["a .png that holds no PNG", "just text, no picture", "plan.png", /PNG/],
    [
      "an SVG with a script",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "plan.svg",
      /script/,
    ],
  ])(
    "refuses %s at the form's file, in German, and changes nothing",
    async (_, bytes, name, says) => {
      const before = await kept();
      const refused = await upload(bytes, name, adminDe());
      expect(refused.status).toBe(422);
      expect(refused.error.message).toContain(name);
      expect(refused.error.message).toMatch(/kann nicht verwendet werden/);
      expect(refused.error.errors?.file?.[0]).toMatch(says);
      expect(await kept()).toEqual(before);
    },
  );

  it("refuses a form without the file, and one that is not a form", async () => {
    const before = await kept();
    const without = await server.api("POST /admin/draft/files", {
      body: form("x", "a.svg", "other"),
      ...adminDe(),
    });
    expect(without.status).toBe(422);
    expect(without.error.message).toBe(message("de", "draftFileMissing"));
    const json = await server.api("POST /admin/draft/files", { body: {} as never, ...adminDe() });
    expect(json.status).toBe(422);
    expect(json.error.message).toBe(message("de", "uploadNotMultipart"));
    expect(await kept()).toEqual(before);
  });

  it("refuses a file over the format's 20 MB with 413 as it streams, and changes nothing", async () => {
    const before = await kept();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const refused = await upload(big, "huge.png", adminDe());
    expect(refused.status).toBe(413);
    expect(refused.error.message).toBe(message("de", "fileTooLarge", { megabytes: 20 }));
    expect(await kept()).toEqual(before);
  });
});
