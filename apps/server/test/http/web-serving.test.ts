import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { createPersonalCache } from "../../src/auth/personal-cache.ts";
import { createReadCache } from "../../src/cache/cache-version.ts";
import { loadConfig } from "../../src/config.ts";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { createJobQueue } from "../../src/jobs/queue.ts";
import { sharedPdfRenderer } from "../../src/pdf/render.ts";
import { LocalStorage } from "../../src/storage/local-storage.ts";

const page = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Home Designer</title></head><body></body></html>`;

describe("serving the web app", () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "hd-web-"));
    const webDist = path.join(dir, "web");
    await mkdir(path.join(webDist, "assets"), { recursive: true });
    await writeFile(path.join(webDist, "index.html"), page("et"));
    const script = `console.log(${JSON.stringify("x".repeat(2000))});`;
    await writeFile(path.join(webDist, "assets", "app-1.js"), script);
    await writeFile(path.join(webDist, "assets", "app-1.js.br"), brotliCompressSync(script));
    database = await openDatabase({});
    await database.migrate();
    const config = {
      ...loadConfig({ NODE_ENV: "test", DATA_DIR: dir, LOG_LEVEL: "silent" }),
      webDist,
    };
    const personal = await createPersonalCache(database);
    app = await buildApp({
      config,
      db: database.db,
      storage: new LocalStorage(path.join(dir, "files"), config.appKey),
      cache: await createReadCache(database, personal),
      personal,
      mailer: { send: async () => {} },
      pdf: sharedPdfRenderer(),
      jobs: createJobQueue(database),
      metrics: null,
      errors: null,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("answers the app's page at / and at every app route in the page's language, never cached", async () => {
    for (const [target, lang] of [
      ["/", "et"],
      ["/et/1/kitchen?project=1", "et"],
      ["/de/auth/register", "de"],
      ["/en", "en"],
    ] as const) {
      const res = await fetch(url + target);
      expect(res.status, target).toBe(200);
      expect(res.headers.get("content-type"), target).toContain("text/html");
      expect(await res.text(), target).toBe(page(lang));
    }
    for (const target of ["/", "/et/1/kitchen"]) {
      const res = await fetch(url + target);
      expect(res.headers.get("cache-control"), target).toBe("no-cache");
    }
  });

  it("answers the app's page to a caller that takes no compression (an uptime monitor)", async () => {
    for (const target of ["/", "/assets/", "/et/"]) {
      const res = await fetch(url + target, { headers: { "accept-encoding": "identity" } });
      expect(res.status, target).toBe(target === "/assets/" ? 404 : 200);
      if (res.status === 200) expect(await res.text(), target).toBe(page("et"));
    }
  });

  it("serves hashed assets for a year, compressed when the browser accepts it", async () => {
    const res = await fetch(`${url}/assets/app-1.js`, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toContain("console.log");
  });

  it("answers 404, not the app's page, for a missing asset or file", async () => {
    for (const target of [
      "/assets/app-2.js",
      "/favicon-missing.png",
      "/files/none.svg",
      "/api/none",
    ]) {
      const res = await fetch(url + target);
      expect(res.status, target).toBe(404);
    }
  });

  it("answers a rebuilt app's page without a restart", async () => {
    const rebuilt = page("et").replace("Home Designer", "Home Designer 2");
    await writeFile(path.join(dir, "web", "index.html"), rebuilt);
    // The file's time must differ from the first build's for the rebuild to be seen.
    const later = new Date(Date.now() + 5000);
    await utimes(path.join(dir, "web", "index.html"), later, later);
    expect(await (await fetch(`${url}/et/auth`)).text()).toBe(rebuilt);
  });

  it("serves files of a rebuilt app without a restart", async () => {
    await writeFile(path.join(dir, "web", "assets", "app-2.js"), "console.log(2);");
    const res = await fetch(`${url}/assets/app-2.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("console.log(2);");
  });
});
