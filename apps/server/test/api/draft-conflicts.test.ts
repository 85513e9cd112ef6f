import type { DraftOperation } from "@home-designer/core";
import { hash } from "@node-rs/argon2";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashToken, newToken } from "../../src/auth/tokens.ts";
import { authTokens, userProviders, users } from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import { fingerprint } from "../helpers/fingerprint.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/**
 * Two admins editing the company's draft at once (docs/decisions/037): the edit made on a version
 * the draft has moved on from is refused with 409, and the refusal says what changed since: each
 * edit saved since that version, who saved it, when, and the things and fields it changed.
 */
describe.each(databaseKinds())("two admins editing the draft on %s", (kind) => {
  let server: TestServer;
  let w: World;
  /** The second admin of the company: Alpha's fixtures have one. */
  let secondToken = "";
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
      const [second] = await ctx.db
        .insert(users)
        .values({
          companyId: w.alpha.id,
          name: "Second admin",
          email: "second-admin@example.test",
          passwordHash: await hash("Secret123"),
          role: "admin",
          emailVerifiedAt: new Date(),
        })
        .returning();
      if (!second) throw new Error("no second admin");
      await ctx.db
        .insert(userProviders)
        .values({ userId: second.id, companyId: second.companyId, provider: "main" });
      secondToken = newToken();
      await ctx.db.insert(authTokens).values({
        userId: second.id,
        tokenHash: hashToken(secondToken),
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    });
  });
  afterAll(() => server?.close());

  const admin = () => ({ token: w.token("admin"), site: ALPHA_SITE, locale: "en" });
  const secondDe = () => ({ token: secondToken, site: ALPHA_DE_SITE, locale: "de" });
  const secondEn = () => ({ token: secondToken, site: ALPHA_SITE, locale: "en" });

  const draft = async () => (await server.api("GET /admin/draft", admin())).answer;
  const edit = (version: number, operations: DraftOperation[], caller = admin()) =>
    server.api("PATCH /admin/draft", {
      query: {},
      body: { version, operations },
      ...caller,
    });
  const materialAt = async (code: string) => {
    const page = (
      await server.api("GET /admin/draft/materials", { query: { q: code }, ...admin() })
    ).answer;
    const found = page.materials.find((m) => m.code === code);
    if (!found) throw new Error(`no material ${code} in the draft`);
    return found;
  };
  /** What a refused edit must leave as it was. */
  const kept = () =>
    fingerprint(server.ctx.db, ["company_drafts", "company_draft_edits", "materials", "companies"]);

  beforeEach(async () => {
    await server.api("DELETE /admin/draft", admin());
  });

  it("refuses the second admin's edit with 409 naming the first's change: thing, field, who and when, in German and English", async () => {
    const white = await materialAt("white");
    const start = await draft();
    const first = await edit(start.version, [
      { op: "test", path: `/materials/${white.index}/code`, value: "white" },
      { op: "replace", path: `/materials/${white.index}/price`, value: "10.00" },
    ]);
    expect(first.status).toBe(200);
    const saved = await draft();
    const before = await kept();

    // The second admin's form was opened on the version before the first's edit.
    const theirs: DraftOperation[] = [
      { op: "test", path: `/materials/${white.index}/code`, value: "white" },
      { op: "replace", path: `/materials/${white.index}/price`, value: "20.00" },
    ];
    const inGerman = await edit(start.version, theirs, secondDe());
    expect(inGerman.status).toBe(409);
    const firstEdit = {
      version: start.version + 1,
      by: "admin@example.test",
      at: saved.updated_at,
      changes: [{ kind: "material", code: "white", action: "changed", fields: ["price"] }],
    };
    expect(inGerman.error.edits).toEqual([firstEdit]);
    expect(inGerman.error.message).toMatch(
      /^Der Entwurf wurde seit dem Öffnen von admin@example\.test \(\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} OES?Z\) geändert/,
    );

    const inEnglish = await edit(start.version, theirs, secondEn());
    expect(inEnglish.status).toBe(409);
    expect(inEnglish.error.edits).toEqual([firstEdit]);
    expect(inEnglish.error.message).toMatch(/^The draft was changed by admin@example\.test at /);

    // Nothing of the refused edit was kept: the first admin's price stands.
    expect(await kept()).toBe(before);
    expect((await materialAt("white")).price).toBe("10.00");
    expect((await draft()).version).toBe(start.version + 1);
  });

  it("lists every edit since the version the form was opened on, oldest first, each with its author, by the things' codes", async () => {
    const start = await draft();
    const white = await materialAt("white");
    // A new material at the head of the catalogue: every index after it moves on by one.
    const added = await edit(start.version, [
      {
        op: "add",
        path: "/materials/0",
        value: { code: "slate", desc_short: { en: "Slate" }, price: "5.00" },
      },
    ]);
    expect(added.status, JSON.stringify(added.status === 200 ? "" : added.error)).toBe(200);
    const byTheSecond = await edit(
      start.version + 1,
      [
        { op: "test", path: `/materials/${white.index + 1}/code`, value: "white" },
        { op: "replace", path: `/materials/${white.index + 1}/manufacturer`, value: "Other" },
        { op: "add", path: "/newsletter", value: true },
      ],
      secondEn(),
    );
    expect(byTheSecond.status).toBe(200);
    const restrictions = (
      await server.api("GET /admin/draft/restrictions", {
        query: { project: "harbour-view" },
        ...admin(),
      })
    ).answer;
    const [restriction] = restrictions.restrictions;
    if (!restriction) throw new Error("the fixtures have restrictions");
    const place = `/projects/${restrictions.project}/restrictions/${restriction.index}`;
    const removed = await edit(start.version + 2, [
      { op: "test", path: `${place}/code`, value: restriction.code },
      { op: "remove", path: place },
    ]);
    expect(removed.status).toBe(200);

    const before = await kept();
    const refused = await edit(
      start.version,
      [{ op: "replace", path: "/email", value: "office@alpha.test" }],
      secondDe(),
    );
    expect(refused.status).toBe(409);
    const edits = refused.error.edits ?? [];
    expect(edits.map((e) => [e.version, e.by])).toEqual([
      [start.version + 1, "admin@example.test"],
      [start.version + 2, "second-admin@example.test"],
      [start.version + 3, "admin@example.test"],
    ]);
    expect(edits[0]?.changes).toContainEqual({
      kind: "material",
      code: "slate",
      action: "added",
      fields: [],
    });
    // By its code, though its index moved: not "/materials/…".
    expect(edits[1]?.changes).toEqual([
      { kind: "material", code: "white", action: "changed", fields: ["manufacturer"] },
      // The import's own name of the field, which the back office words ("Newsletter").
      { kind: "company", code: "alpha", action: "changed", fields: ["news_letter"] },
    ]);
    expect(edits[2]?.changes).toEqual([
      {
        kind: "restriction",
        code: `harbour-view/${restriction.code}`,
        action: "removed",
        fields: [],
      },
    ]);
    const times = edits.map((e) => Date.parse(e.at));
    expect(times.every((t, i) => i === 0 || t >= (times[i - 1] ?? 0))).toBe(true);

    // A form opened later is told only what came after it.
    const later = await edit(start.version + 2, [{ op: "add", path: "/newsletter", value: false }]);
    expect(later.status).toBe(409);
    expect(later.error.edits?.map((e) => e.version)).toEqual([start.version + 3]);
    // Publishing an older version is the same conflict.
    const published = await server.api("POST /admin/draft/publish", {
      body: { version: start.version + 1 },
      ...admin(),
    });
    expect(published.status).toBe(409);
    expect(published.error.edits?.map((e) => e.version)).toEqual([
      start.version + 2,
      start.version + 3,
    ]);
    expect(await kept()).toBe(before);
  });

  it("answers the same 409 when a `test` fails, changing nothing", async () => {
    const white = await materialAt("white");
    const { version } = await draft();
    const before = await kept();
    const moved = await edit(version, [
      { op: "test", path: `/materials/${white.index}/code`, value: "black" },
      { op: "replace", path: `/materials/${white.index}/price`, value: "20.00" },
    ]);
    expect(moved.status).toBe(409);
    expect(moved.error.edits).toEqual([]);
    expect(await kept()).toBe(before);
  });

  it("leaves out an upload that names nothing yet, and starts again after publishing", async () => {
    const { version } = await draft();
    const form = new FormData();
    form.append(
      "file",
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"/>']),
      "plan.svg",
    );
    const put = await server.api("POST /admin/draft/files", { body: form, ...admin() });
    expect(put.answer.version).toBe(version + 1);
    const named = await edit(put.answer.version, [
      { op: "add", path: "/logo", value: put.answer.path },
    ]);
    expect(named.status).toBe(200);
    const refused = await edit(version, [{ op: "add", path: "/newsletter", value: true }]);
    expect(refused.error.edits).toEqual([
      expect.objectContaining({
        version: version + 2,
        changes: [{ kind: "company", code: "alpha", action: "changed", fields: ["logo_file"] }],
      }),
    ]);

    // Publishing drops the draft with its edits: the next draft's versions start again.
    expect(
      (
        await server.api("POST /admin/draft/publish", {
          body: { version: version + 2 },
          ...admin(),
        })
      ).status,
    ).toBe(200);
    const again = await edit(0, [{ op: "add", path: "/newsletter", value: true }], secondEn());
    expect(again.status).toBe(200);
    const next = await edit(0, [{ op: "add", path: "/newsletter", value: false }]);
    expect(next.error.edits).toEqual([
      expect.objectContaining({ version: 1, by: "second-admin@example.test" }),
    ]);
  });

  it("still refuses bad input with 4xx, and anyone but the company's admins, telling them nothing", async () => {
    const white = await materialAt("white");
    const { version } = await draft();
    const before = await kept();
    const broken = await edit(version, [
      { op: "replace", path: `/materials/${white.index}/price`, value: "abc" },
    ]);
    expect(broken.status).toBe(422);
    expect(broken.error.edits).toBeUndefined();
    const nowhere = await edit(version, [{ op: "remove", path: "/materials/9999" }]);
    expect(nowhere.status).toBe(422);
    for (const body of [{}, { version }, { version: -1, operations: [] }]) {
      const res = await server.raw("PATCH", "/api/admin/draft", {
        body,
        token: w.token("admin"),
        site: ALPHA_SITE,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }

    // An edit saved, then callers who may not edit try one on the version before it.
    const saved = await edit(version, [
      { op: "replace", path: `/materials/${white.index}/price`, value: "11.00" },
    ]);
    expect(saved.status).toBe(200);
    const after = await kept();
    for (const caller of [
      { token: w.token("designer"), site: ALPHA_SITE, locale: "en" },
      { token: w.token("customer"), site: ALPHA_SITE, locale: "en" },
      { token: w.token("betaAdmin"), site: ALPHA_SITE, locale: "en" },
    ]) {
      const res = await edit(version, [{ op: "add", path: "/newsletter", value: true }], caller);
      expect([401, 403, 404]).toContain(res.status);
      expect(res.error.edits).toBeUndefined();
      expect(JSON.stringify(res.error)).not.toContain("admin@example.test");
    }
    expect(await kept()).toBe(after);
    expect(after).not.toBe(before);

    // Another company's admin on their own site: their draft's edits, none of Alpha's.
    const betaAdmin = { token: w.token("betaAdmin"), site: BETA_SITE, locale: "en" };
    const betaStart = (await server.api("GET /admin/draft", betaAdmin)).answer.version;
    const toggle = (on: boolean): DraftOperation[] => [
      { op: "add", path: "/newsletter", value: on },
    ];
    try {
      const own = await edit(betaStart, toggle(true), betaAdmin);
      expect(own.answer.message).toBe(message("en", "draftSaved"));
      const beta = await edit(betaStart, toggle(false), betaAdmin);
      expect(beta.status).toBe(409);
      expect(beta.error.edits).toEqual([
        expect.objectContaining({ version: betaStart + 1, by: "betaadmin@example.test" }),
      ]);
    } finally {
      await server.api("DELETE /admin/draft", betaAdmin);
    }
  });
});
