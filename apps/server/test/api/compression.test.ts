import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { materialCategoryListSchema } from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materialCategories, materials } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { ALPHA_SITE, startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * A raw HTTP GET from Alpha's site, so that the test sees the bytes on the wire rather than what
 * fetch decodes.
 */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, { headers: { origin: ALPHA_SITE, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("compressed answers", () => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer("pglite", async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const catalogue = () => `${server.url}/api/materials?company_id=${w.alpha.id}`;

  it("sends brotli or gzip as the browser asks, and the same JSON inside", async () => {
    const plain = await rawGet(catalogue(), {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    const expected = materialCategoryListSchema.parse(JSON.parse(plain.body.toString()));

    const br = await rawGet(catalogue(), { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(expected);
    expect(br.body.length).toBeLessThan(plain.body.length);

    const gzipped = await rawGet(catalogue(), { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzipped.headers["content-length"])).toBe(gzipped.body.length);
    expect(JSON.parse(gunzipSync(gzipped.body).toString())).toEqual(expected);

    const refused = await rawGet(catalogue(), { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("compresses answers on either side of the in-place size (16 KB) alike", async () => {
    // The fixture's catalogue is a few KB; 300 more materials take it well past 16 KB.
    const [category] = await server.ctx.db.select().from(materialCategories).limit(1);
    if (!category) throw new Error("no category");
    const small = await rawGet(catalogue(), { "accept-encoding": "br" });
    await server.ctx.db.insert(materials).values(
      Array.from({ length: 300 }, (_, i) => ({
        companyId: w.alpha.id,
        categoryId: category.id,
        code: `extra-${i}`,
        descShort: { en: `Extra material ${i}`, et: `Lisamaterjal ${i}` },
        priceCents: i,
        unitPriceCents: i,
      })),
    );
    const large = await rawGet(catalogue(), { "accept-encoding": "br" });
    const largeGzip = await rawGet(catalogue(), { "accept-encoding": "gzip" });
    const [smallText, largeText, largeGzipText] = [
      brotliDecompressSync(small.body).toString(),
      brotliDecompressSync(large.body).toString(),
      gunzipSync(largeGzip.body).toString(),
    ];
    expect(smallText.length).toBeGreaterThan(1024);
    expect(smallText.length).toBeLessThan(16 * 1024);
    expect(largeText.length).toBeGreaterThan(16 * 1024);
    expect(largeGzipText).toBe(largeText);
    expect(
      materialCategoryListSchema.parse(JSON.parse(largeText)).flatMap((c) => c.materials),
    ).toHaveLength(310);
  });

  it("leaves small answers and errors alone", async () => {
    const small = await rawGet(`${server.url}/api/list/projects?company=${w.alpha.id}&compact=1`, {
      "accept-encoding": "br",
    });
    expect(small.status).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    const error = await rawGet(`${server.url}/api/list/projects?company=x`, {
      "accept-encoding": "br",
      locale: "en",
    });
    expect(error.status).toBe(422);
    expect(JSON.parse(error.body.toString()).message).toMatch(/^Company /);
  });
});
