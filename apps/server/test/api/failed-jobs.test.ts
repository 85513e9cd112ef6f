import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { companies } from "../../src/db/schema.ts";
import type { MailMessage } from "../../src/mail/mailer.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { metricValue, scrape } from "../helpers/metrics.ts";
import {
  ALPHA_DE_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

const REFUSAL = "connect ECONNREFUSED 127.0.0.1:2525";

/**
 * Mail that fails every attempt (one attempt here: no retries) while the mail server is down: the
 * error line it leaves in the log, the company's admins' list of it and their retry, and the
 * metrics' count of it.
 */
describe.each(databaseKinds())("failed mail on %s", (kind) => {
  let server: TestServer;
  let w: World;
  let mailServerDown = true;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
        await ctx.db
          .update(companies)
          .set({ developerEmails: ["developer@alpha.test"] })
          .where(eq(companies.id, w.alpha.id));
        ctx.mailer = {
          async send(message) {
            if (mailServerDown) throw new Error(REFUSAL);
            sent.push(message);
          },
        };
      },
      { captureLogs: true, jobs: { mail: { retryLimit: 0 } }, env: { METRICS_PORT: "0" } },
    );
  });
  afterAll(() => server?.close());

  const list = async (fixture: string, site?: string) => {
    const res = await server.api("GET /admin/failed-jobs", {
      token: w.token(fixture),
      site,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return res.answer.jobs;
  };
  const retry = (jobId: string, fixture = "admin", headers: Record<string, string> = {}) =>
    server.api("POST /admin/failed-jobs/:jobId/retry", {
      params: { jobId },
      token: w.token(fixture),
      headers,
    });

  it("logs a mail that failed for good with its job, queue, error and the request that queued it", async () => {
    const res = await server.api("POST /reset-password/send", {
      body: { email: "customer@example.test", company_id: w.alpha.id },
      headers: { "x-request-id": "reset-request-1" },
    });
    expect(res.status).toBe(200);
    const line = server.logs.find((l) => l.msg?.toString().startsWith("job failed for good"));
    expect(line).toMatchObject({
      level: 50,
      queue: "mail",
      request_id: "reset-request-1",
      attempt: 1,
      attempts: 1,
      err: { message: REFUSAL },
    });
    expect(line?.job_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lists the company's failed mails to its admins, newest first, without their content", async () => {
    await server.ctx.db.execute(
      sql`delete from confirmations where apartment_layout_id = ${w.layout.id}`,
    );
    const confirmed = await server.api("POST /confirm-package", {
      token: w.token("customer"),
      body: {
        apartment_id: w.apartments.apt10.id,
        apartment_layout_id: w.layout.id,
        package_id: w.packages.basic.id,
        selected_locale: "en",
      },
      headers: { "x-request-id": "confirm-request-1" },
    });
    expect(confirmed.status).toBe(200);

    // The confirmation's mails wait for its PDF of record, which a busy machine renders in seconds.
    await vi.waitFor(async () => expect(await list("admin")).toHaveLength(3), { timeout: 25_000 });
    const jobs = await list("admin");
    const [reset] = jobs.filter((j) => j.kind === "mail");
    expect(reset).toMatchObject({
      queue: "mail",
      to: ["customer@example.test"],
      attempts: 1,
      last_error: REFUSAL,
      request_id: "reset-request-1",
    });
    // Worded in the language of the request that asked for it (Alpha's site's first, Estonian).
    expect(reset?.subject).toBe("Uue parooli määramine – Alpha Homes");
    expect(jobs.find((j) => j.kind === "confirmation_to_buyer")).toMatchObject({
      queue: "confirmation-mail",
      subject: null,
      to: ["customer@example.test"],
      request_id: "confirm-request-1",
      last_error: REFUSAL,
    });
    expect(jobs.find((j) => j.kind === "confirmation_to_company")).toMatchObject({
      to: ["developer@alpha.test"],
      request_id: "confirm-request-1",
    });
    for (const job of jobs) {
      expect(Date.parse(job.failed_at ?? "")).toBeGreaterThanOrEqual(Date.parse(job.created_at));
    }
    // Newest failure first: the reset failed before the confirmation's mails.
    expect(jobs.at(-1)?.id).toBe(reset?.id);
    // The reset mail's link is the customer's alone.
    expect(JSON.stringify(jobs)).not.toMatch(/reset-password|token=|https?:/);

    // Another company's admin, on their own site, has failed mails of their own: none.
    expect(await list("betaAdmin", BETA_SITE)).toEqual([]);
  }, 60_000);

  it("counts the failures in the metrics", async () => {
    const text = await scrape(server.metricsUrl, null);
    const attempts = (queue: string, outcome: string) =>
      metricValue(text, "home_designer_job_attempts_total", { queue, outcome });
    expect(attempts("mail", "failed")).toBe(1);
    expect(attempts("confirmation-mail", "failed")).toBe(2);
    expect(metricValue(text, "home_designer_jobs", { queue: "mail", state: "failed" })).toBe(1);
    expect(
      metricValue(text, "home_designer_jobs", { queue: "confirmation-mail", state: "failed" }),
    ).toBe(2);
  });

  it("refuses a retry of what is not the company's failed job, changing nothing", async () => {
    const [job] = (await list("admin")).filter((j) => j.kind === "mail");
    const id = job?.id ?? "";
    const other = await server.api("POST /admin/failed-jobs/:jobId/retry", {
      params: { jobId: id },
      token: w.token("betaAdmin"),
      site: BETA_SITE,
    });
    expect(other.status).toBe(404);
    const unknown = await retry("00000000-0000-4000-8000-000000000000", "admin", {
      locale: "en",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe(
      "The company has no failed mail with this id (it may have been sent meanwhile).",
    );
    expect((await retry(id, "designer")).status).toBe(403);
    expect((await retry(id, "customer")).status).toBe(403);
    expect((await list("admin")).map((j) => j.id)).toContain(id);
  });

  it("answers a job id that is no id with 422 naming it, in the caller's language", async () => {
    const en = await retry("not-a-job", "admin", { locale: "en" });
    expect(en.status).toBe(422);
    expect(en.error.errors?.jobId?.[0]).toMatch(/failed job/i);
    const de = await server.api("POST /admin/failed-jobs/:jobId/retry", {
      params: { jobId: "1" },
      token: w.token("admin"),
      site: ALPHA_DE_SITE,
      headers: { locale: "de" },
    });
    expect(de.status).toBe(422);
    expect(de.error.errors?.jobId?.[0]).toMatch(/fehlgeschlagene Auftrag/i);
    const et = await retry("1", "admin", { locale: "et" });
    expect(et.error.errors?.jobId?.[0]).toMatch(/ebaõnnestunud töö/i);
  });

  it("sends a failed mail again when an admin retries it, once", async () => {
    mailServerDown = false;
    const [job] = (await list("admin")).filter((j) => j.kind === "mail");
    const id = job?.id ?? "";
    const res = await retry(id, "admin", { locale: "en" });
    expect(res.status).toBe(200);
    expect(res.answer.message).toBe("The mail will be sent again within a few seconds.");
    // Taken by the worker at once (the retry wakes it); the deadline only bounds a failure.
    const deadline = Date.now() + 10_000;
    while (sent.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sent.map((m) => m.to)).toEqual(["customer@example.test"]);
    expect((await list("admin")).map((j) => j.id)).not.toContain(id);
    expect((await retry(id)).status).toBe(404);
  });
});
