import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld } from "../helpers/fixtures.ts";
import { visit } from "../helpers/page-visit.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/** The `lang` of the page's `<html>` as the server sends it, before any script has run. */
async function pageLang(server: TestServer, path: string, host: string): Promise<string> {
  const res = await visit(server, path, host);
  expect(res.status, `${host}${path}`).toBe(200);
  return /<html lang="([^"]*)"/.exec(res.body)?.[1] ?? "";
}

describe.each(databaseKinds())("the language of the app's page on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, (ctx) => buildWorld(ctx).then(() => {}), { web: true });
  });
  afterAll(() => server?.close());

  it("is the path's language where the host serves it", async () => {
    expect(await pageLang(server, "/de/1/kitchen?project=1", "de.alpha.test")).toBe("de");
    expect(await pageLang(server, "/en/auth", "de.alpha.test")).toBe("en");
    expect(await pageLang(server, "/et/dashboard", "alpha.test")).toBe("et");
    expect(await pageLang(server, "/en", "alpha.test")).toBe("en");
    // The hidden Russian is reached by its address on any host.
    expect(await pageLang(server, "/ru/auth", "de.alpha.test")).toBe("ru");
  });

  it("is the host's own language where the path names none, or one the host does not serve", async () => {
    // The app opens these in the host's language: the page says so before its script runs.
    expect(await pageLang(server, "/", "de.alpha.test")).toBe("de");
    expect(await pageLang(server, "/", "alpha.test")).toBe("et");
    expect(await pageLang(server, "/et/auth", "de.alpha.test")).toBe("de");
    expect(await pageLang(server, "/de/auth", "alpha.test")).toBe("et");
    expect(await pageLang(server, "/xx/auth", "de.alpha.test")).toBe("de");
  });

  it("is the path's, or the built page's, on a host no company has", async () => {
    expect(await pageLang(server, "/en/auth", "nobody.test")).toBe("en");
    expect(await pageLang(server, "/", "nobody.test")).toBe("et");
  });
});
