import { randomUUID } from "node:crypto";
import {
  PERSONAL_DATA_FILE,
  PREVIEW_HEADER,
  personalDataSchema,
  type RouteKey,
} from "@home-designer/core";
import { hash } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/auth/signing.ts";
import { issueToken } from "../../src/auth/tokens.ts";
import {
  changeRequests,
  companies,
  companySigning,
  confirmations,
  packages,
  type Role,
  selections,
  shortLinks,
  userProviders,
  users,
  webhooks,
} from "../../src/db/schema.ts";
import { pgbossJob } from "../../src/jobs/job-table.ts";
import { MAIL_QUEUE } from "../../src/jobs/queues.ts";
import { createHandoverCode } from "../../src/modules/auth/handover.ts";
import { verificationLink } from "../../src/modules/auth/verification.ts";
import { buildPreview } from "../../src/modules/back-office/draft-preview.ts";
import { currentDraft } from "../../src/modules/back-office/draft-store.ts";
import { exportCompanyZip } from "../../src/modules/company-admin/company-admin-service.ts";
import { createPendingAttachment } from "../../src/modules/social/attachments.ts";
import type { ApiArguments, ApiResult } from "../helpers/api-client.ts";
import { fingerprint } from "../helpers/fingerprint.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { newBrowserKey } from "../helpers/handover.ts";
import {
  ALPHA_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/**
 * Every API call × every kind of caller, as an attacker would try them: a guest, the customer whose
 * data it is (the owner), another customer of the company, the company's designer, and staff and
 * customers of another company, on their own company's site and on this one. Calls about the
 * owner's data are made by the others as they would try it (naming the owner with `user_id`).
 *
 * Wrong answers are: a success for a caller the rules refuse, a refusal for a caller they allow,
 * a refused call that changed anything, and any answer to another company's caller that carries
 * this company's data. The table must cover every operation the API documents.
 */

type ActorKey =
  | "guest"
  | "owner"
  | "otherCustomer"
  | "designer"
  | "admin"
  | "betaDesigner@beta"
  | "betaCustomer@beta"
  | "betaAdmin@beta"
  | "betaDesigner@alpha"
  | "betaAdmin@alpha";

const ACTORS: Record<ActorKey, { fixture: string | null; site: string }> = {
  guest: { fixture: null, site: ALPHA_SITE },
  owner: { fixture: "customer", site: ALPHA_SITE },
  otherCustomer: { fixture: "otherCustomer", site: ALPHA_SITE },
  designer: { fixture: "designer", site: ALPHA_SITE },
  admin: { fixture: "admin", site: ALPHA_SITE },
  "betaDesigner@beta": { fixture: "betaDesigner", site: BETA_SITE },
  "betaCustomer@beta": { fixture: "betaCustomer", site: BETA_SITE },
  "betaAdmin@beta": { fixture: "betaAdmin", site: BETA_SITE },
  "betaDesigner@alpha": { fixture: "betaDesigner", site: ALPHA_SITE },
  "betaAdmin@alpha": { fixture: "betaAdmin", site: ALPHA_SITE },
};
const KEYS = Object.keys(ACTORS) as ActorKey[];

/** A picture for the draft's file calls: an SVG is an icon as well. */
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#246"/></svg>';
/** The browser's secret of the social login calls: each caller here holds it. */
const BROWSER_KEY = newBrowserKey();

/** A caller as one call sees it: a fresh login of their own (calls may end logins). */
type Actor = {
  key: ActorKey;
  site: string;
  token: string | undefined;
  userId: number | null;
  companyId: number;
};

/** What the rules say a caller gets: a success, a refusal (401, 403 or 404), or one status. */
type Outcome = "ok" | "refused" | number;
type Expectation = Record<ActorKey, Outcome>;

const by = (allowed: ActorKey[], otherwise: Outcome = "refused"): Expectation =>
  Object.fromEntries(KEYS.map((k) => [k, allowed.includes(k) ? "ok" : otherwise])) as Expectation;
const everyone = (outcome: Outcome): Expectation =>
  Object.fromEntries(KEYS.map((k) => [k, outcome])) as Expectation;

/** This company's things: read by anyone on its site, by nobody on another company's. */
const ON_ALPHA_SITE: ActorKey[] = [
  "guest",
  "owner",
  "otherCustomer",
  "designer",
  "admin",
  "betaDesigner@alpha",
  "betaAdmin@alpha",
];
/** The company's staff: its designers and admins. */
const STAFF: ActorKey[] = ["designer", "admin"];
/** The owner's data: the owner, and the company's staff acting for them. */
const OWNER_AND_STAFF: ActorKey[] = ["owner", ...STAFF];
/** One's own account, on one's own company's site. */
const SELF: ActorKey[] = [
  "owner",
  "otherCustomer",
  "designer",
  "admin",
  "betaDesigner@beta",
  "betaCustomer@beta",
  "betaAdmin@beta",
];
/** Each company's staff, on their own company's site: its back office. */
const BACK_OFFICE: ActorKey[] = [...STAFF, "betaDesigner@beta", "betaAdmin@beta"];
/** Staff of another company on this company's site: guests here. */
const OTHER_STAFF_HERE = { "betaDesigner@alpha": 401, "betaAdmin@alpha": 401 } as const;

/** Texts that only this company's data contains. */
const ALPHA_MARKERS = [
  "Alpha Homes",
  "Harbour View",
  "Material oak",
  '"customer@example.test"',
  '"othercustomer@example.test"',
  "Oak veneer fronts",
  "Alpha's terms of use",
];

/** An answer as the matrix reads it: its status, and its body to look for markers in. */
type Seen = { status: number; body: unknown };

describe.each(databaseKinds())("the cross-company authorisation matrix on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  let serial = 0;
  const unique = (what: string) => `${what}-${kind}-${++serial}`;

  async function actorOf(key: ActorKey): Promise<Actor> {
    const { fixture, site } = ACTORS[key];
    const user = fixture ? w.user(fixture) : null;
    return {
      key,
      site,
      token: user ? await issueToken(server.ctx.db, user.id) : undefined,
      userId: user?.id ?? null,
      companyId: site === BETA_SITE ? w.beta.id : w.alpha.id,
    };
  }

  /** A new account like the caller's (same company and role), for calls that use one up. */
  async function throwawayLike(actor: Actor, verified: boolean): Promise<Actor> {
    const { fixture } = ACTORS[actor.key];
    if (!fixture) return actor;
    const like = w.user(fixture);
    const [row] = await server.ctx.db
      .insert(users)
      .values({
        companyId: like.companyId,
        name: "Throwaway",
        email: `${unique("throwaway")}@example.test`,
        passwordHash: await passwordHash,
        role: like.role as Role,
        emailVerifiedAt: verified ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error("no throwaway");
    await server.ctx.db
      .insert(userProviders)
      .values({ userId: row.id, companyId: row.companyId, provider: "main" });
    return { ...actor, token: await issueToken(server.ctx.db, row.id), userId: row.id };
  }
  const passwordHash = hash("Secret123");

  /**
   * An answer as the matrix reads it: its status, and its body (a file's as text) to look for
   * another company's data in, once the map's check has passed.
   */
  const seen = <K extends RouteKey>(res: ApiResult<K>): Seen => {
    const answered = res.status === 200 || (res.status >= 300 && res.status < 400);
    const body: unknown = answered ? res.answer : res.error;
    return { status: res.status, body: Buffer.isBuffer(body) ? body.toString("utf8") : body };
  };
  /** A call of the map as the actor makes it. */
  const call = async <K extends RouteKey>(
    a: Actor,
    key: K,
    ...options: ApiArguments<K>
  ): Promise<Seen> => seen(await server.as({ token: a.token, site: a.site }).api(key, ...options));

  const owner = () => w.user("customer").id;
  /** Staff act for the owner; the owner acts for themselves. */
  const asOwner = (a: Actor) => (a.key === "owner" ? {} : { user_id: owner() });
  const layoutQuery = () => ({ project_id: w.project.id, apartment_layout_id: w.layout.id });

  /** The owner's layout confirmed anew (version 1, nothing reopened or asked): its id. */
  async function confirmOwnersLayout(): Promise<number> {
    await server.ctx.db.execute(
      sql`delete from confirmations where apartment_layout_id = ${w.layout.id}`,
    );
    const [row] = await server.ctx.db
      .insert(confirmations)
      .values({
        version: 1,
        apartmentLayoutId: w.layout.id,
        packageId: w.packages.customerPackage.id,
        userId: owner(),
        snapshot: { ...w.confirmation.snapshot, rooms: [] },
      })
      .returning({ id: confirmations.id });
    return row?.id ?? 0;
  }

  async function ownerPackage(layoutId = w.layout.id): Promise<number> {
    const [row] = await server.ctx.db
      .insert(packages)
      .values({
        companyId: w.alpha.id,
        projectId: w.project.id,
        name: { en: unique("Scratch") },
        userId: owner(),
        apartmentLayoutId: layoutId,
      })
      .returning({ id: packages.id });
    return row?.id ?? 0;
  }
  async function ownerSpecial(): Promise<number> {
    const [row] = await server.ctx.db
      .insert(selections)
      .values({
        selectionGroupId: w.groups.fronts.id,
        slug: unique("special"),
        isSpecial: true,
        roomId: w.rooms.kitchenRoom.id,
        packageId: w.packages.customerPackage.id,
        label: { en: "Matrix special" },
      })
      .returning({ id: selections.id });
    return row?.id ?? 0;
  }

  /** The draft of the caller's site's company, as its admins would edit it. */
  const siteDraft = async (a: Actor) => ({
    version: (await currentDraft(server.ctx, a.companyId)).version,
  });

  const alphaFolder = async () => ({
    zip: (await exportCompanyZip(server.ctx, w.alpha.id, { workbook: false })).zip,
  });
  /** A webhook of the caller's company, so that there is one to read, change and remove. */
  async function companyWebhook(a: Actor): Promise<Partial<Prepared>> {
    await server.ctx.db
      .insert(webhooks)
      .values({ companyId: a.companyId, url: "http://127.0.0.1:9/matrix", secret: "whsec_AAAA" })
      .onConflictDoNothing();
    return {};
  }
  /** A mail of Alpha's to the owner that failed every attempt; its job's id. */
  async function failedAlphaMail(): Promise<{ jobId: string }> {
    const data = {
      companyId: w.alpha.id,
      to: "customer@example.test",
      lang: "en",
      subject: "Matrix mail",
      content: { paragraphs: ["Sent again by the matrix."] },
      attachments: [],
    };
    const jobId = randomUUID();
    await server.ctx.db.insert(pgbossJob).values({
      id: jobId,
      name: MAIL_QUEUE,
      data,
      state: "failed",
      retryLimit: 0,
      retryCount: 0,
      createdOn: new Date(),
      completedOn: new Date(),
      output: { message: "the mail server refused" },
    });
    return { jobId };
  }

  /** An admin's upload of a company's .zip (multipart `company`). */
  async function uploadZip(
    a: Actor,
    key: "POST /admin/company/check" | "POST /admin/company/import",
    zip: Buffer,
  ): Promise<Seen> {
    const form = new FormData();
    form.append("company", new Blob([zip]), "alpha.zip");
    return call(a, key, { body: form });
  }

  /**
   * The caller's download of their data, its JSON as the answer's body (so that another company's
   * caller is checked for this company's data like any answer). A download that holds someone
   * else's account is answered as 409 here, which no expectation allows.
   */
  async function ownDataExport(a: Actor): Promise<Seen> {
    const res = await server.as({ token: a.token, site: a.site }).api("GET /auth/user/export");
    if (res.status !== 200) return seen(res);
    const zip = unzipSync(new Uint8Array(res.answer));
    const text = strFromU8(zip[PERSONAL_DATA_FILE] ?? new Uint8Array());
    const data = personalDataSchema.parse(JSON.parse(text));
    return { status: data.account.id === a.userId ? 200 : 409, body: text };
  }

  /** What a call needs made beforehand (not counted as the call's change): its caller and things. */
  type Prepared = {
    actor: Actor;
    packageId: number;
    specialId: number;
    code: string;
    /** A .zip of Alpha's folder as it is now. */
    zip: Buffer;
    /** A failed job of Alpha's. */
    jobId: string;
    /** The version of the draft of the caller's site's company. */
    version: number;
    /** An open change request of the owner's confirmed layout. */
    requestId: number;
  };
  type Entry = {
    route: string;
    expect: Expectation;
    prepare?: (a: Actor) => Promise<Partial<Prepared>>;
    call: (p: Prepared) => Promise<Seen>;
  };

  const entries: Entry[] = [
    // Probes: the same for everyone, on any site, and they carry nothing of a company.
    {
      route: "GET /api/health",
      expect: everyone("ok"),
      call: ({ actor: a }) => call(a, "GET /health"),
    },
    {
      route: "GET /api/ready",
      expect: everyone("ok"),
      call: ({ actor: a }) => call(a, "GET /ready"),
    },
    {
      route: "GET /api/company",
      expect: everyone("ok"),
      call: ({ actor: a }) => call(a, "GET /company", { query: { url: a.site } }),
    },
    {
      route: "POST /api/auth/login",
      expect: by(ON_ALPHA_SITE),
      call: ({ actor: a }) =>
        call(a, "POST /auth/login", {
          body: {
            email: "customer@example.test",
            password: "Secret123",
            company_id: w.alpha.id,
          },
        }),
    },
    {
      route: "POST /api/auth/register",
      expect: by(ON_ALPHA_SITE),
      call: ({ actor: a }) =>
        call(a, "POST /auth/register", {
          body: {
            name: "Matrix Person",
            email: `${unique("register")}@example.test`,
            password: "Secret123",
            password_confirmation: "Secret123",
            company_id: w.alpha.id,
          },
        }),
    },
    {
      route: "GET /api/auth/user",
      expect: by(SELF),
      call: ({ actor: a }) => call(a, "GET /auth/user"),
    },
    {
      route: "POST /api/auth/logout",
      expect: by(SELF),
      call: ({ actor: a }) => call(a, "POST /auth/logout"),
    },
    {
      route: "POST /api/auth/user/update",
      expect: by(SELF),
      call: ({ actor: a }) =>
        call(a, "POST /auth/user/update", { body: { name: ACTORS[a.key].fixture ?? "Guest" } }),
    },
    {
      route: "POST /api/auth/user/change-password",
      expect: by(SELF),
      call: ({ actor: a }) =>
        call(a, "POST /auth/user/change-password", {
          body: {
            old_password: "Secret123",
            password: "Secret123",
            password_confirmation: "Secret123",
          },
        }),
    },
    {
      route: "DELETE /api/auth/user/delete",
      expect: by(SELF),
      prepare: async (a) => ({ actor: await throwawayLike(a, true) }),
      call: ({ actor }) => call(actor, "DELETE /auth/user/delete"),
    },
    {
      // Always the caller's own data: an answer with anyone else's counts as wrong.
      route: "GET /api/auth/user/export",
      expect: by(SELF),
      call: ({ actor }) => ownDataExport(actor),
    },
    {
      route: "POST /api/reset-password/send",
      expect: by(ON_ALPHA_SITE),
      call: ({ actor: a }) =>
        call(a, "POST /reset-password/send", {
          body: {
            email: `${unique("reset")}@example.test`,
            company_id: w.alpha.id,
          },
        }),
    },
    {
      route: "POST /api/reset-password/check",
      expect: everyone(422),
      call: ({ actor: a }) =>
        call(a, "POST /reset-password/check", {
          body: {
            email: "customer@example.test",
            token: "not-a-reset-token",
          },
        }),
    },
    {
      route: "POST /api/reset-password/reset",
      expect: everyone(422),
      call: ({ actor: a }) =>
        call(a, "POST /reset-password/reset", {
          body: {
            email: "customer@example.test",
            token: "not-a-reset-token",
            password: "Secret123",
            password_confirmation: "Secret123",
          },
        }),
    },
    {
      // A verification link is a capability: whoever holds it confirms the address, on its
      // company's site only.
      route: "GET /api/email/verify/{customerId}/{hash}",
      expect: {
        ...by(ON_ALPHA_SITE),
        "betaDesigner@beta": 403,
        "betaCustomer@beta": 403,
        "betaAdmin@beta": 403,
      },
      call: ({ actor: a }) => {
        const link = new URL(
          verificationLink(server.ctx, ALPHA_SITE, "en", {
            id: owner(),
            companyId: w.alpha.id,
            email: "customer@example.test",
          }),
        );
        const [, , , , customerId, hash] = link.pathname.split("/");
        return call(a, "GET /email/verify/:customerId/:hash", {
          params: { customerId: customerId ?? "", hash: hash ?? "" },
          query: {
            expires: link.searchParams.get("expires") ?? "",
            signature: link.searchParams.get("signature") ?? "",
          },
        });
      },
    },
    {
      route: "POST /api/email/verify-resend",
      expect: by(SELF),
      prepare: async (a) => ({ actor: await throwawayLike(a, false) }),
      call: ({ actor }) =>
        call(actor, "POST /email/verify-resend", { body: { company_id: actor.companyId } }),
    },
    {
      // No provider is configured here: nobody gets a login address, and nobody an error but 404.
      route: "GET /api/social-auth/{provider}/{lang}",
      expect: everyone(404),
      call: ({ actor: a }) =>
        call(a, "GET /social-auth/:provider/:lang", {
          params: { provider: "google", lang: "en" },
          query: { company_id: a.companyId, browser_key: BROWSER_KEY },
        }),
    },
    {
      route: "GET /api/social-auth/attach/{provider}/{locale}",
      expect: { ...everyone(404), guest: 401, ...OTHER_STAFF_HERE },
      call: ({ actor: a }) =>
        call(a, "GET /social-auth/attach/:provider/:locale", {
          params: { provider: "google", locale: "en" },
          query: { company_id: a.companyId },
        }),
    },
    {
      route: "GET /api/social-auth/{provider}/callback",
      expect: everyone(303),
      call: ({ actor: a }) =>
        call(a, "GET /social-auth/:provider/callback", {
          params: { provider: "google" },
          query: { state: "forged", code: "x" },
        }),
    },
    {
      route: "GET /api/social-auth/detach/{provider}",
      expect: { ...everyone(404), guest: 401, ...OTHER_STAFF_HERE },
      call: ({ actor: a }) =>
        call(a, "GET /social-auth/detach/:provider", { params: { provider: "google" } }),
    },
    {
      // The code of a provider's return connects only for the account that started connecting:
      // anyone else's login (or none) connects nothing, whoever holds the code.
      route: "POST /api/social-auth/attach",
      expect: { ...everyone(422), owner: "ok", guest: 401, ...OTHER_STAFF_HERE },
      prepare: async () =>
        createPendingAttachment(server.ctx.db, owner(), "facebook", {
          subject: unique("matrix-facebook"),
          email: null,
          emailVerified: false,
          name: null,
        }),
      call: ({ actor, code }) => call(actor, "POST /social-auth/attach", { body: { code } }),
    },
    {
      // A hand-over code is a capability too: whoever holds it logs in, on its company's site only.
      route: "POST /api/auth/handover",
      expect: by(ON_ALPHA_SITE),
      prepare: async () =>
        createHandoverCode(server.ctx.db, owner(), {
          purpose: "social",
          browserKeyHash: sha256Hex(BROWSER_KEY),
        }),
      call: ({ actor, code }) =>
        call(actor, "POST /auth/handover", {
          body: {
            code,
            purpose: "social",
            company_id: w.alpha.id,
            browser_key: BROWSER_KEY,
          },
        }),
    },
    {
      route: "POST /api/auth/handover-codes",
      expect: by([...STAFF, "betaDesigner@beta", "betaAdmin@beta"]),
      call: ({ actor: a }) => call(a, "POST /auth/handover-codes", { body: { purpose: "staff" } }),
    },
    {
      route: "POST /api/packages",
      expect: by(OWNER_AND_STAFF),
      call: ({ actor: a }) =>
        call(a, "POST /packages", {
          body: {
            ...(a.key === "owner" ? {} : { user_id: owner() }),
            apartment_layout_id: w.layout.id,
            package_id: w.packages.customerPackage.id,
            selections: [{ tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("grey") }],
          },
        }),
    },
    {
      route: "GET /api/packages",
      expect: by(ON_ALPHA_SITE),
      call: ({ actor: a }) => call(a, "GET /packages", { query: layoutQuery() }),
    },
    {
      route: "GET /api/packages (acting for the owner)",
      expect: by(OWNER_AND_STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /packages", { query: { ...layoutQuery(), user_id: owner() } }),
    },
    {
      route: "GET /api/packages/{packageId} (a company package)",
      expect: by(ON_ALPHA_SITE),
      call: ({ actor: a }) =>
        call(a, "GET /packages/:packageId", {
          params: { packageId: w.packages.basic.id },
          query: layoutQuery(),
        }),
    },
    {
      route: "GET /api/packages/{packageId} (the owner's)",
      expect: by(OWNER_AND_STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /packages/:packageId", {
          params: { packageId: w.packages.customerPackage.id },
          query: { ...layoutQuery(), ...asOwner(a) },
        }),
    },
    {
      route: "GET /api/packages/{packageId}/selections",
      expect: by(OWNER_AND_STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /packages/:packageId/selections", {
          params: { packageId: w.packages.customerPackage.id },
          query: asOwner(a),
        }),
    },
    {
      route: "POST /api/packages/{packageId}/rename",
      expect: by(OWNER_AND_STAFF),
      prepare: async () => ({ packageId: await ownerPackage() }),
      call: ({ actor: a, packageId }) =>
        call(a, "POST /packages/:packageId/rename", {
          params: { packageId },
          query: asOwner(a),
          body: { name: "Renamed by the matrix" },
        }),
    },
    {
      route: "POST /api/packages/{packageId}/duplicate",
      expect: by(OWNER_AND_STAFF),
      call: ({ actor: a }) =>
        call(a, "POST /packages/:packageId/duplicate", {
          params: { packageId: w.packages.customerPackage.id },
          query: { apartment_layout_id: w.layout.id, ...asOwner(a) },
        }),
    },
    {
      route: "DELETE /api/packages/{packageId}",
      expect: by(OWNER_AND_STAFF),
      prepare: async () => ({ packageId: await ownerPackage() }),
      call: ({ actor: a, packageId }) =>
        call(a, "DELETE /packages/:packageId", {
          params: { packageId },
          query: { apartment_layout_id: w.layout.id, ...asOwner(a) },
        }),
    },
    {
      route: "DELETE /api/packages/delete-layout/{layoutId}",
      expect: by(OWNER_AND_STAFF),
      prepare: async () => ({ packageId: await ownerPackage(w.layout2.id) }),
      call: ({ actor: a }) =>
        call(a, "DELETE /packages/delete-layout/:layoutId", {
          params: { layoutId: w.layout2.id },
          query: asOwner(a),
        }),
    },
    {
      route: "GET /api/apartments",
      expect: by(SELF),
      call: ({ actor: a }) => call(a, "GET /apartments", { query: { company: a.companyId } }),
    },
    {
      route: "GET /api/user-apartments/{userId}",
      expect: by(OWNER_AND_STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /user-apartments/:userId", {
          params: { userId: owner() },
          query: { company: w.alpha.id },
        }),
    },
    {
      route: "POST /api/confirm-package",
      expect: by(OWNER_AND_STAFF),
      prepare: async () => {
        await server.ctx.db.execute(
          sql`delete from confirmations where apartment_layout_id = ${w.layout.id}`,
        );
        return {};
      },
      call: ({ actor: a }) =>
        call(a, "POST /confirm-package", {
          query: asOwner(a),
          body: {
            apartment_id: w.apartments.apt10.id,
            apartment_layout_id: w.layout.id,
            package_id: w.packages.basic.id,
            selected_locale: "en",
          },
        }),
    },
    {
      route: "GET /api/layouts/{layoutId}/confirmations",
      expect: by(OWNER_AND_STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /layouts/:layoutId/confirmations", { params: { layoutId: w.layout.id } }),
    },
    {
      route: "POST /api/layouts/{layoutId}/reopen",
      expect: by(STAFF),
      // The owner's layout confirmed anew, with nothing reopened, before each caller tries.
      prepare: async () => {
        await confirmOwnersLayout();
        return {};
      },
      call: ({ actor: a }) =>
        call(a, "POST /layouts/:layoutId/reopen", {
          params: { layoutId: w.layout.id },
          body: { reason: "A late wish of the buyer", tab_ids: [] },
        }),
    },
    {
      // The owner's dashboard's requests: others name the owner, as they would try it.
      route: "GET /api/change-requests",
      expect: by(OWNER_AND_STAFF),
      call: ({ actor: a }) => call(a, "GET /change-requests", { query: asOwner(a) }),
    },
    {
      route: "POST /api/layouts/{layoutId}/change-requests",
      expect: by(["owner"]),
      // The owner's layout confirmed anew, with no request open, before each caller tries.
      prepare: async () => {
        await confirmOwnersLayout();
        return {};
      },
      call: ({ actor: a }) =>
        call(a, "POST /layouts/:layoutId/change-requests", {
          params: { layoutId: w.layout.id },
          body: { message: "A darker floor, please" },
        }),
    },
    {
      route: "POST /api/change-requests/{requestId}/decline",
      expect: by(STAFF),
      prepare: async () => {
        const confirmationId = await confirmOwnersLayout();
        const [request] = await server.ctx.db
          .insert(changeRequests)
          .values({
            apartmentLayoutId: w.layout.id,
            confirmationId,
            version: 1,
            userId: owner(),
            message: "A darker floor, please",
          })
          .returning({ id: changeRequests.id });
        return { requestId: request?.id ?? 0 };
      },
      call: ({ actor: a, requestId }) =>
        call(a, "POST /change-requests/:requestId/decline", {
          params: { requestId },
          body: { reason: "The floor is laid already." },
        }),
    },
    {
      // Only the request's buyer attaches files to it; the file is a PNG's first bytes.
      route: "POST /api/change-requests/{requestId}/files",
      expect: by(["owner"]),
      prepare: async () => {
        const confirmationId = await confirmOwnersLayout();
        const [request] = await server.ctx.db
          .insert(changeRequests)
          .values({
            apartmentLayoutId: w.layout.id,
            confirmationId,
            version: 1,
            userId: owner(),
            message: "A darker floor, please",
          })
          .returning({ id: changeRequests.id });
        return { requestId: request?.id ?? 0 };
      },
      call: ({ actor: a, requestId }) => {
        const form = new FormData();
        const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
        form.append("files[]", new Blob([png]), "wall.png");
        return call(a, "POST /change-requests/:requestId/files", {
          params: { requestId },
          body: form,
        });
      },
    },
    {
      route: "POST /api/summary-pdf",
      expect: by(OWNER_AND_STAFF),
      call: ({ actor: a }) =>
        call(a, "POST /summary-pdf", {
          body: {
            ...(a.key === "owner" ? {} : { user_id: owner() }),
            project_id: w.project.id,
            apartment_layout_id: w.layout.id,
            package_id: w.packages.customerPackage.id,
            locale: "en",
          },
        }),
    },
    {
      route: "GET /api/apartments/{apartmentId}/buyers",
      expect: by(STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /apartments/:apartmentId/buyers", {
          params: { apartmentId: w.apartments.apt10.id },
        }),
    },
    {
      route: "PUT /api/apartments/{apartmentId}/buyers",
      expect: by(STAFF),
      call: ({ actor: a }) =>
        call(a, "PUT /apartments/:apartmentId/buyers", {
          params: { apartmentId: w.apartments.apt10.id },
          body: { emails: ["customer@example.test"] },
        }),
    },
    {
      route: "POST /api/short-links",
      expect: by(ON_ALPHA_SITE),
      call: ({ actor: a }) =>
        call(a, "POST /short-links", {
          body: {
            url: `${ALPHA_SITE}/et/${unique("link")}`,
            company_id: w.alpha.id,
          },
        }),
    },
    {
      route: "POST /api/guest/package",
      expect: by(ON_ALPHA_SITE),
      call: ({ actor: a }) =>
        call(a, "POST /guest/package", {
          body: {
            email: `${unique("guest")}@example.test`,
            homeDesignerUrl: `${ALPHA_SITE}/et/${w.packages.basic.id}/summary?project=${w.project.id}&apartment_layout_id=${w.layout.id}`,
            apartment: "A-10",
            lang: "en",
            companyId: w.alpha.id,
            terms_accepted: true,
          },
        }),
    },
    {
      route: "POST /api/selections/special",
      expect: by(STAFF),
      call: ({ actor: a }) =>
        call(a, "POST /selections/special", {
          body: {
            selection_group_id: w.groups.fronts.id,
            package_id: w.packages.customerPackage.id,
            tab_id: w.rooms.kitchenRoom.id,
          },
        }),
    },
    {
      route: "PATCH /api/selections/special/{id}",
      expect: by(STAFF),
      prepare: async () => ({ specialId: await ownerSpecial() }),
      call: ({ actor: a, specialId }) =>
        call(a, "PATCH /selections/special/:id", {
          params: { id: specialId },
          body: { selectedLocale: "en", label: "Changed by the matrix" },
        }),
    },
    {
      route: "POST /api/selections/special/{id}",
      expect: by(STAFF),
      prepare: async () => ({ specialId: await ownerSpecial() }),
      call: async ({ actor: a, specialId }) => {
        const form = new FormData();
        form.append("clearFiles", "1");
        return call(a, "POST /selections/special/:id", {
          params: { id: specialId },
          query: { _method: "PATCH" },
          body: form,
        });
      },
    },
    {
      route: "DELETE /api/selections/special/{id}",
      expect: by(STAFF),
      prepare: async () => ({ specialId: await ownerSpecial() }),
      call: ({ actor: a, specialId }) =>
        call(a, "DELETE /selections/special/:id", { params: { id: specialId } }),
    },
    // The company's own folder: its admins', nobody else's. Beta's admin on Beta's site has Beta's
    // folder, and Alpha's folder is not theirs to import (422: another company's code).
    {
      route: "POST /api/admin/company/check",
      expect: by(["admin", "betaAdmin@beta"]),
      prepare: alphaFolder,
      call: ({ actor, zip }) => uploadZip(actor, "POST /admin/company/check", zip),
    },
    {
      route: "POST /api/admin/company/import",
      expect: { ...by(["admin"]), "betaAdmin@beta": 422 },
      prepare: alphaFolder,
      call: ({ actor, zip }) => uploadZip(actor, "POST /admin/company/import", zip),
    },
    {
      route: "GET /api/admin/company/export",
      expect: by(["admin", "betaAdmin@beta"]),
      call: ({ actor: a }) => call(a, "GET /admin/company/export"),
    },
    // The back office: read by each company's staff, its draft edited by its admins, each on their
    // own company's site only.
    {
      route: "GET /api/admin/overview",
      expect: by(BACK_OFFICE),
      call: ({ actor: a }) => call(a, "GET /admin/overview"),
    },
    {
      route: "GET /api/admin/draft",
      expect: by(BACK_OFFICE),
      call: ({ actor: a }) => call(a, "GET /admin/draft"),
    },
    {
      route: "GET /api/admin/draft/part",
      expect: by(BACK_OFFICE),
      call: ({ actor: a }) => call(a, "GET /admin/draft/part", { query: { path: "/name" } }),
    },
    {
      route: "GET /api/admin/draft/parts",
      expect: by(BACK_OFFICE),
      call: ({ actor: a }) =>
        call(a, "GET /admin/draft/parts", { query: { paths: "/name,/colors" } }),
    },
    {
      route: "GET /api/admin/draft/materials",
      expect: by(BACK_OFFICE),
      call: ({ actor: a }) => call(a, "GET /admin/draft/materials", { query: {} }),
    },
    {
      route: "GET /api/admin/draft/apartments",
      expect: by(BACK_OFFICE),
      call: ({ actor: a }) => call(a, "GET /admin/draft/apartments", { query: {} }),
    },
    {
      route: "GET /api/admin/draft/projects",
      expect: by(BACK_OFFICE),
      call: ({ actor: a }) => call(a, "GET /admin/draft/projects"),
    },
    {
      route: "GET /api/admin/draft/restrictions",
      expect: by(BACK_OFFICE),
      // Each company's own project: another company's project is not found on its site.
      call: ({ actor: a }) =>
        call(a, "GET /admin/draft/restrictions", {
          query: { project: a.site === BETA_SITE ? "beta-park" : "harbour-view" },
        }),
    },
    {
      route: "GET /api/admin/draft/package-prices",
      expect: by(BACK_OFFICE),
      // Each company's own project: a 404 here would be another company's project not found.
      call: ({ actor: a }) =>
        call(a, "GET /admin/draft/package-prices", {
          query: { project: a.site === BETA_SITE ? "beta-park" : "harbour-view" },
        }),
    },
    {
      route: "PATCH /api/admin/draft",
      expect: by(["admin", "betaAdmin@beta"]),
      prepare: siteDraft,
      call: ({ actor: a, version }) =>
        call(a, "PATCH /admin/draft", {
          query: {},
          body: { version, operations: [{ op: "add", path: "/newsletter", value: true }] },
        }),
    },
    {
      route: "POST /api/admin/draft/publish",
      expect: by(["admin", "betaAdmin@beta"]),
      prepare: siteDraft,
      call: ({ actor: a, version }) => call(a, "POST /admin/draft/publish", { body: { version } }),
    },
    // The draft's preview (decision 042): made and read by each company's staff on their own
    // company's site; a customer is refused (403), a guest and another company's staff find none.
    {
      route: "POST /api/admin/draft/preview",
      expect: by(BACK_OFFICE),
      call: ({ actor: a }) => call(a, "POST /admin/draft/preview", { body: {} }),
    },
    {
      route: "GET /api/materials (in a preview of the draft)",
      expect: by(BACK_OFFICE),
      prepare: async (a) => {
        await buildPreview(server.ctx, a.companyId, undefined);
        return {};
      },
      call: ({ actor: a }) =>
        call(a, "GET /materials", { query: {}, headers: { [PREVIEW_HEADER]: "draft" } }),
    },
    {
      route: "POST /api/short-links (in a preview of the draft)",
      expect: everyone("refused"),
      prepare: async (a) => {
        await buildPreview(server.ctx, a.companyId, undefined);
        return {};
      },
      call: ({ actor: a }) =>
        call(a, "POST /short-links", {
          body: { url: `${a.site}/en/custom/kitchen`, company_id: a.companyId },
          headers: { [PREVIEW_HEADER]: "draft" },
        }),
    },
    {
      route: "POST /api/admin/draft/files",
      expect: by(["admin", "betaAdmin@beta"]),
      call: ({ actor: a }) => {
        const form = new FormData();
        form.append("file", new Blob([ICON_SVG]), "plan.svg");
        return call(a, "POST /admin/draft/files", { body: form });
      },
    },
    {
      route: "POST /api/admin/draft/favicons",
      expect: by(["admin", "betaAdmin@beta"]),
      call: ({ actor: a }) => {
        const form = new FormData();
        form.append("file", new Blob([ICON_SVG]), "icon.svg");
        return call(a, "POST /admin/draft/favicons", { body: form });
      },
    },
    {
      route: "DELETE /api/admin/draft",
      expect: by(["admin", "betaAdmin@beta"]),
      prepare: siteDraft,
      call: ({ actor: a }) => call(a, "DELETE /admin/draft"),
    },
    {
      // Any of a company's staff invites its buyers (its admins its staff too): Beta's staff on
      // Beta's site may invite Beta's people, and Alpha's buyer is none of them (422).
      route: "POST /api/admin/invitations",
      expect: { ...by(STAFF), "betaAdmin@beta": 422, "betaDesigner@beta": 422 },
      call: ({ actor: a }) =>
        call(a, "POST /admin/invitations", { body: { emails: ["othercustomer@example.test"] } }),
    },
    {
      route: "GET /api/admin/history",
      expect: by(BACK_OFFICE),
      call: ({ actor: a }) => call(a, "GET /admin/history", { query: {} }),
    },
    {
      route: "GET /api/admin/history/export",
      expect: by(BACK_OFFICE),
      call: ({ actor: a }) => call(a, "GET /admin/history/export", { query: {} }),
    },
    {
      // Alpha's project: Beta's staff on their own site find no project of that code (404).
      route: "GET /api/admin/projects/{project}/audit",
      expect: by(STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /admin/projects/:project/audit", {
          params: { project: "harbour-view" },
          query: {},
        }),
    },
    {
      // Alpha's project: Beta's staff on their own site find no project of that code (404).
      route: "GET /api/admin/projects/{project}/audit.csv",
      expect: by(STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /admin/projects/:project/audit.csv", {
          params: { project: "harbour-view" },
          query: {},
        }),
    },
    {
      // Alpha's project: Beta's staff on their own site find no project of that code (404).
      route: "GET /api/admin/projects/{project}/audit.xlsx",
      expect: by(STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /admin/projects/:project/audit.xlsx", {
          params: { project: "harbour-view" },
          query: {},
        }),
    },
    {
      // Alpha's project: Beta's staff on their own site find no project of that code (404).
      route: "GET /api/admin/projects/{project}/exports/choices.csv",
      expect: by(STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /admin/projects/:project/exports/choices.csv", {
          params: { project: "harbour-view" },
          query: {},
        }),
    },
    {
      // Alpha's project: Beta's staff on their own site find no project of that code (404).
      route: "GET /api/admin/projects/{project}/exports/choices.xlsx",
      expect: by(STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /admin/projects/:project/exports/choices.xlsx", {
          params: { project: "harbour-view" },
          query: {},
        }),
    },
    {
      // Alpha's project: Beta's staff on their own site find no project of that code (404).
      route: "GET /api/admin/projects/{project}/exports/orders.csv",
      expect: by(STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /admin/projects/:project/exports/orders.csv", {
          params: { project: "harbour-view" },
          query: {},
        }),
    },
    {
      // Alpha's project: Beta's staff on their own site find no project of that code (404).
      route: "GET /api/admin/projects/{project}/exports/orders.xlsx",
      expect: by(STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /admin/projects/:project/exports/orders.xlsx", {
          params: { project: "harbour-view" },
          query: {},
        }),
    },
    // The company's failed mails: its admins', each seeing their own company's only.
    {
      route: "GET /api/admin/failed-jobs",
      expect: by(["admin", "betaAdmin@beta"]),
      prepare: failedAlphaMail,
      call: ({ actor: a }) => call(a, "GET /admin/failed-jobs"),
    },
    {
      route: "POST /api/admin/failed-jobs/{jobId}/retry",
      expect: by(["admin"]),
      prepare: failedAlphaMail,
      call: ({ actor: a, jobId }) =>
        call(a, "POST /admin/failed-jobs/:jobId/retry", { params: { jobId } }),
    },
    // The company's webhook: its admins', each setting and seeing their own company's only.
    {
      route: "GET /api/admin/webhook",
      expect: by(["admin", "betaAdmin@beta"]),
      prepare: companyWebhook,
      call: ({ actor: a }) => call(a, "GET /admin/webhook"),
    },
    {
      route: "PUT /api/admin/webhook",
      expect: by(["admin", "betaAdmin@beta"]),
      call: ({ actor: a }) =>
        call(a, "PUT /admin/webhook", { body: { url: "http://127.0.0.1:9/matrix" } }),
    },
    {
      route: "POST /api/admin/webhook/secret",
      expect: by(["admin", "betaAdmin@beta"]),
      prepare: companyWebhook,
      call: ({ actor: a }) => call(a, "POST /admin/webhook/secret"),
    },
    {
      route: "GET /api/admin/webhook/deliveries",
      expect: by(["admin", "betaAdmin@beta"]),
      call: ({ actor: a }) => call(a, "GET /admin/webhook/deliveries", { query: {} }),
    },
    {
      route: "DELETE /api/admin/webhook",
      expect: by(["admin", "betaAdmin@beta"]),
      prepare: companyWebhook,
      call: ({ actor: a }) => call(a, "DELETE /admin/webhook"),
    },
    // The company's eID broker: its admins'. No broker answers at this address: an admin's call
    // passes authorisation and is refused as input (422), anyone else's is refused before.
    {
      route: "GET /api/admin/signing",
      expect: by(["admin", "betaAdmin@beta"]),
      call: ({ actor: a }) => call(a, "GET /admin/signing"),
    },
    {
      route: "PUT /api/admin/signing",
      expect: { ...by([]), admin: 422, "betaAdmin@beta": 422 },
      call: ({ actor: a }) =>
        call(a, "PUT /admin/signing", {
          body: {
            issuer: "http://127.0.0.1:9",
            client_id: "matrix",
            client_secret: "matrix",
            label: "eID",
          },
        }),
    },
    {
      route: "DELETE /api/admin/signing",
      expect: by(["admin", "betaAdmin@beta"]),
      call: ({ actor: a }) => call(a, "DELETE /admin/signing"),
    },
    {
      // Alpha's buyer starts signing at a broker that does not answer (503); nobody else may start.
      route: "POST /api/confirm-package/sign",
      expect: { ...by([]), owner: 503 },
      prepare: async () => {
        await server.ctx.db.execute(
          sql`delete from confirmations where apartment_layout_id = ${w.layout.id}`,
        );
        return {};
      },
      call: async ({ actor: a }) => {
        await server.ctx.db.insert(companySigning).values({
          companyId: w.alpha.id,
          issuer: "http://127.0.0.1:9",
          clientId: "matrix",
          clientSecret: "matrix",
          label: "eID",
        });
        try {
          return await call(a, "POST /confirm-package/sign", {
            body: {
              apartment_id: w.apartments.apt10.id,
              apartment_layout_id: w.layout.id,
              package_id: w.packages.basic.id,
              selected_locale: "en",
            },
          });
        } finally {
          await server.ctx.db
            .delete(companySigning)
            .where(eq(companySigning.companyId, w.alpha.id));
        }
      },
    },
    {
      route: "GET /api/signing/callback",
      expect: everyone(303),
      call: ({ actor: a }) =>
        call(a, "GET /signing/callback", { query: { state: "forged", code: "x" } }),
    },
    // What a project's buyers chose: the company's staff; another company's project is not found.
    {
      route: "GET /api/admin/popular-choices",
      expect: { ...by(STAFF), "betaDesigner@beta": 404, "betaAdmin@beta": 404 },
      call: ({ actor: a }) =>
        call(a, "GET /admin/popular-choices", { query: { project: w.project.code } }),
    },
    {
      route: "GET /api/project/{project}/tabs",
      expect: by(ON_ALPHA_SITE),
      call: ({ actor: a }) =>
        call(a, "GET /project/:project/tabs", {
          params: { project: w.project.id },
          query: { apartment_layout_id: w.layout.id },
        }),
    },
    {
      route: "GET /api/project/{project}/tabs/{roomId}",
      expect: by(ON_ALPHA_SITE),
      call: ({ actor: a }) =>
        call(a, "GET /project/:project/tabs/:roomId", {
          params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
          query: { apartment_layout_id: w.layout.id },
        }),
    },
    {
      route: "GET /api/project/{project}/tabs/{roomId} (the owner's package)",
      expect: by(OWNER_AND_STAFF),
      call: ({ actor: a }) =>
        call(a, "GET /project/:project/tabs/:roomId", {
          params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
          query: {
            apartment_layout_id: w.layout.id,
            package_id: w.packages.customerPackage.id,
            ...asOwner(a),
          },
        }),
    },
    {
      route: "POST /api/tabs/{roomId}/rename",
      expect: by(STAFF),
      call: ({ actor: a }) =>
        call(a, "POST /tabs/:roomId/rename", {
          params: { roomId: w.rooms.bathRoom.id },
          body: { name: "Spa", apartment_layout_id: w.layout.id },
        }),
    },
    // What belongs to the site's company: each caller gets their own site's, never another's.
    {
      route: "GET /api/legends",
      expect: everyone("ok"),
      call: ({ actor: a }) => call(a, "GET /legends"),
    },
    {
      route: "GET /api/terms",
      expect: everyone("ok"),
      call: ({ actor: a }) => call(a, "GET /terms"),
    },
    {
      route: "GET /api/materials",
      expect: everyone("ok"),
      call: ({ actor: a }) => call(a, "GET /materials"),
    },
    {
      route: "GET /api/list/projects",
      expect: everyone("ok"),
      call: ({ actor: a }) =>
        call(a, "GET /list/projects", { query: { company: a.companyId, compact: "0" } }),
    },
    {
      route: "GET /s/{code}",
      expect: everyone(302),
      prepare: async () => {
        const code = unique("code").replaceAll("-", "").slice(-20);
        await server.ctx.db
          .insert(shortLinks)
          .values({ code, companyId: w.alpha.id, url: `${ALPHA_SITE}/et/dashboard` });
        return { code };
      },
      call: async ({ actor: a, code }) => {
        const res = await fetch(`${server.url}/s/${code}`, {
          redirect: "manual",
          headers: { origin: a.site },
        });
        return { status: res.status, body: await res.text() };
      },
    },
    {
      // A design's picture is public on the layout's company's site, "not found" on another's.
      route: "GET /api/share/picture",
      expect: by(ON_ALPHA_SITE),
      call: ({ actor: a }) =>
        call(a, "GET /share/picture", {
          query: {
            project: w.project.id,
            apartment_layout_id: w.layout.id,
            package: w.packages.basic.id,
            room: "kitchen",
          },
        }),
    },
    {
      // A confirmation's verification page is public on its company's site, "not found" on another's.
      route: "GET /api/verify/{code}",
      expect: by(ON_ALPHA_SITE),
      call: ({ actor: a }) =>
        call(a, "GET /verify/:code", { params: { code: w.confirmation.verifyCode } }),
    },
    {
      route: "POST /api/verify/{code}",
      expect: by(ON_ALPHA_SITE),
      call: ({ actor: a }) => {
        const form = new FormData();
        form.append("file", new Blob(["%PDF-1.7 not the one"]), "summary.pdf");
        return call(a, "POST /verify/:code", {
          params: { code: w.confirmation.verifyCode },
          body: form,
        });
      },
    },
    {
      // The icon of the site's own company: Alpha's on Alpha's site, none on Beta's (it has none).
      route: "GET /favicon.ico",
      expect: by(ON_ALPHA_SITE),
      prepare: async () => {
        await server.ctx.db
          .update(companies)
          .set({ favicons: { "32": "t/kitchen.svg" } })
          .where(eq(companies.id, w.alpha.id));
        return {};
      },
      call: async ({ actor: a }) => {
        const res = await fetch(`${server.url}/favicon.ico`, { headers: { origin: a.site } });
        return { status: res.status, body: await res.text() };
      },
    },
  ];

  /** What calls may change, in one text: a refused call must leave it as it was. */
  const changeable = () =>
    fingerprint(server.ctx.db, [
      "users",
      "user_providers",
      "packages",
      "user_package_selections",
      "user_layout_packages",
      "confirmations",
      "selections",
      "selection_files",
      "files",
      "apartment_buyers",
      "rooms",
      "short_links",
      "companies",
      "company_hosts",
      "company_drafts",
      "company_draft_edits",
      "company_history",
      "materials",
      "layout_reopenings",
      "change_requests",
      "audit_events",
    ]);

  it("covers every operation the API documents", async () => {
    const doc = (await server.raw("GET", "/api/docs/json")).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(entries.map((e) => e.route.replace(/ \(.*\)$/, "")));
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
  });

  it.each(entries.map((e) => [e.route, e] as const))("%s", async (_route, entry) => {
    const wrong: string[] = [];
    for (const key of KEYS) {
      const caller = await actorOf(key);
      const prepared: Prepared = {
        actor: caller,
        packageId: 0,
        specialId: 0,
        code: "",
        zip: Buffer.alloc(0),
        jobId: "",
        version: 0,
        requestId: 0,
        ...(await entry.prepare?.(caller)),
      };
      const { actor } = prepared;
      const before = await changeable();
      const res = await entry.call(prepared);
      const want = entry.expect[key];
      const got = res.status;
      const refused = got === 401 || got === 403 || got === 404;
      const right =
        want === "ok" ? got >= 200 && got < 300 : want === "refused" ? refused : got === want;
      if (!right) wrong.push(`${key}: ${got}, expected ${want} (${JSON.stringify(res.body)})`);
      if (got >= 400 && (await changeable()) !== before) wrong.push(`${key}: refused, yet changed`);
      const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body);
      if (actor.site === BETA_SITE) {
        for (const marker of ALPHA_MARKERS)
          if (text.includes(marker)) wrong.push(`${key}: saw ${marker}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
