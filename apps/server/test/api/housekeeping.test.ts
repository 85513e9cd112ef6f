import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hit } from "../../src/auth/throttle.ts";
import { hashToken, newToken } from "../../src/auth/tokens.ts";
import {
  authTokens,
  handoverCodes,
  oauthStates,
  passwordResets,
  pendingAttachments,
  signingRequests,
  throttles,
} from "../../src/db/schema.ts";
import { purgeExpired, startHousekeeping } from "../../src/housekeeping.ts";
import { removeStaleUploads } from "../../src/http/upload-body.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

const past = () => new Date(Date.now() - 60_000);
const future = () => new Date(Date.now() + 600_000);

describe.each(databaseKinds())("purging expired rows (%s)", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  /** One expired and one live row in every expiring table; answers the live token. */
  const plant = async (label: string) => {
    const { db } = server.ctx;
    const userId = w.user("customer").id;
    const live = newToken();
    await db.insert(authTokens).values([
      { userId, tokenHash: hashToken(`${label}-old`), expiresAt: past() },
      { userId, tokenHash: hashToken(live), expiresAt: future() },
    ]);
    await db.insert(passwordResets).values([
      { userId, tokenHash: hashToken(`${label}-reset-old`), expiresAt: past(), usedAt: past() },
      { userId, tokenHash: hashToken(`${label}-reset-new`), expiresAt: future() },
    ]);
    await db.insert(throttles).values({
      key: `${label}-old-window`,
      windowStart: new Date(Date.now() - 7_200_000),
      hits: 3,
      expiresAt: new Date(Date.now() - 3_600_000),
    });
    // A live window, counted the ordinary way: it says when it ends.
    await hit(db, `${label}-live-window`, { limit: 5, seconds: 60 });
    const state = {
      companyId: w.alpha.id,
      provider: "google" as const,
      purpose: "login" as const,
      locale: "et",
      codeVerifier: "v",
      nonce: "n",
      returnTo: "https://alpha.test",
    };
    await db.insert(oauthStates).values([
      { ...state, stateHash: `${label}-state-old`, expiresAt: past() },
      { ...state, stateHash: `${label}-state-new`, expiresAt: future() },
    ]);
    await db.insert(handoverCodes).values([
      { codeHash: `${label}-code-old`, userId, purpose: "staff", expiresAt: past() },
      { codeHash: `${label}-code-new`, userId, purpose: "staff", expiresAt: future() },
    ]);
    const attachment = { userId, provider: "google" as const, subject: "s" };
    await db.insert(pendingAttachments).values([
      { ...attachment, codeHash: `${label}-attach-old`, expiresAt: past() },
      { ...attachment, codeHash: `${label}-attach-new`, expiresAt: future() },
    ]);
    const signing = {
      userId,
      companyId: w.alpha.id,
      confirm: {
        apartment_id: w.apartments.apt10.id,
        apartment_layout_id: w.layout.id,
        package_id: w.packages.basic.id,
        selected_locale: "en" as const,
      },
      packageUpdatedAt: new Date(),
      codeVerifier: "v",
      nonce: "n",
      site: "https://alpha.test",
    };
    await db.insert(signingRequests).values([
      { ...signing, stateHash: `${label}-signing-old`, expiresAt: past() },
      { ...signing, stateHash: `${label}-signing-new`, expiresAt: future() },
    ]);
    return live;
  };

  const counts = async () => {
    const { db } = server.ctx;
    const of = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return {
      auth_tokens: await of(authTokens),
      password_resets: await of(passwordResets),
      throttles: await of(throttles),
      oauth_states: await of(oauthStates),
      handover_codes: await of(handoverCodes),
      pending_attachments: await of(pendingAttachments),
      signing_requests: await of(signingRequests),
    };
  };

  it("deletes the expired rows of every expiring table and only those", async () => {
    const live = await plant("once");
    const before = await counts();
    const purged = await purgeExpired(server.ctx.db);
    expect(purged).toEqual({
      auth_tokens: 1,
      password_resets: 1,
      throttles: 1,
      oauth_states: 1,
      handover_codes: 1,
      pending_attachments: 1,
      signing_requests: 1,
    });
    const after = await counts();
    for (const [table, n] of Object.entries(after)) {
      expect(n, table).toBe(before[table as keyof typeof before] - 1);
    }
    // What is left still works: the live login, and the fixtures' logins.
    for (const token of [live, w.token("customer"), w.token("designer")]) {
      expect((await server.api("GET /auth/user", { token })).status).toBe(200);
    }
    // Nothing is left to purge.
    expect(Object.values(await purgeExpired(server.ctx.db))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it("runs on its own, off the request path, and stops cleanly", async () => {
    await plant("timer");
    const lines: object[] = [];
    const log = { info: (o: object) => lines.push(o), error: (o: object) => lines.push(o) };
    const housekeeping = startHousekeeping(server.ctx.db, server.ctx.config.dataDir, 20, log);
    try {
      const deadline = Date.now() + 5_000;
      while (lines.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await housekeeping.stop();
    }
    expect(lines[0]).toMatchObject({ purged: { auth_tokens: 1, throttles: 1 } });
  });
});

describe("upload folders a killed server left behind", () => {
  it("are removed once a day old; a request's folder of now is kept", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hd-stale-uploads-"));
    try {
      const tmp = path.join(dataDir, "tmp");
      const old = path.join(tmp, "upload-old");
      const now = path.join(tmp, "upload-now");
      const other = path.join(tmp, "not-ours");
      for (const dir of [old, now, other]) {
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, "company.zip"), "PK");
      }
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      await utimes(old, twoDaysAgo, twoDaysAgo);
      await utimes(other, twoDaysAgo, twoDaysAgo);

      expect(await removeStaleUploads(dataDir, 24 * 60 * 60 * 1000)).toBe(1);
      expect((await readdir(tmp)).sort()).toEqual(["not-ours", "upload-now"]);
      // A data folder that never had an upload is nothing to do.
      expect(await removeStaleUploads(path.join(dataDir, "none"), 0)).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
