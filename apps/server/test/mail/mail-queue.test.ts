import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { companies, confirmations } from "../../src/db/schema.ts";
import { CONFIRMATION_MAIL_QUEUE, MAIL_QUEUE } from "../../src/jobs/queues.ts";
import type { Mailer, MailMessage } from "../../src/mail/mailer.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  type DatabaseKind,
  databaseKinds,
  freshPostgresDatabase,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

type JobRow = { id: string; state: string; retry_count: number };

/** The mail jobs in the database, oldest first. */
async function mailJobs(database: Database): Promise<JobRow[]> {
  const { rows } = await database.executeSql(
    "select id, state, retry_count from pgboss.job where name = $1 order by created_on",
    [MAIL_QUEUE],
  );
  return rows as JobRow[];
}

const resetMail = (server: TestServer, w: World, email = "designer@example.test") =>
  server.api("POST /reset-password/send", {
    body: { email, company_id: w.alpha.id },
    headers: { locale: "en" },
  });

describe.each(databaseKinds())("mail jobs on %s", (kind) => {
  let server: TestServer;
  let w: World;
  const sent: MailMessage[] = [];
  /** How many of the next sends fail as a mail server that is down would. */
  let failures = 0;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
      },
      { captureLogs: true, jobs: { mail: { retryLimit: 1, retryDelay: 1 } } },
    );
    const mailer: Mailer = {
      async send(message) {
        if (failures > 0) {
          failures--;
          throw new Error("connection refused");
        }
        sent.push(message);
      },
    };
    server.ctx.mailer = mailer;
  });
  afterAll(() => server?.close());

  it("answers once the mail is stored, and sends it right after from the queue", async () => {
    const before = sent.length;
    const started = Date.now();
    expect((await resetMail(server, w)).status).toBe(200);
    // The call waited for the worker (test-server.ts); woken at once, it did not wait to poll.
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)?.to).toBe("designer@example.test");
    expect(sent.at(-1)?.fromName).toBe(w.alpha.name);
    const job = (await mailJobs(server.database)).at(-1);
    await vi.waitFor(async () => {
      const [row] = (await mailJobs(server.database)).filter((j) => j.id === job?.id);
      expect(row?.state).toBe("completed");
    });
  });

  it("retries a mail the mail server refused once, and logs the failed attempt", async () => {
    const before = sent.length;
    failures = 1;
    expect((await resetMail(server, w, "customer@example.test")).status).toBe(200);
    expect(sent.length).toBe(before);
    const job = (await mailJobs(server.database)).at(-1);
    const warning = server.logs.find(
      (line) => line.job_id === job?.id && line.msg === "job failed; it will be retried",
    );
    expect(warning).toMatchObject({ level: 40, queue: MAIL_QUEUE, attempt: 1, attempts: 2 });
    // Back-off: 1–2 s with a delay of 1 s, then the worker's next look (every 2 s).
    await vi.waitFor(() => expect(sent.length).toBe(before + 1), { timeout: 10_000 });
    expect(sent.at(-1)?.to).toBe("customer@example.test");
    await vi.waitFor(async () => {
      const [row] = (await mailJobs(server.database)).filter((j) => j.id === job?.id);
      expect(row).toMatchObject({ state: "completed", retry_count: 1 });
    });
  });

  it("keeps a mail that failed every attempt as a failed job, logged at error with its id", async () => {
    const before = sent.length;
    failures = 2;
    expect((await resetMail(server, w, "othercustomer@example.test")).status).toBe(200);
    const job = (await mailJobs(server.database)).at(-1);
    await vi.waitFor(
      async () => {
        const [row] = (await mailJobs(server.database)).filter((j) => j.id === job?.id);
        expect(row?.state).toBe("failed");
      },
      { timeout: 10_000 },
    );
    expect(sent.length).toBe(before);
    const error = server.logs.find(
      (line) =>
        line.job_id === job?.id &&
        line.msg === "job failed for good; it stays in the queue as failed",
    );
    expect(error).toMatchObject({ level: 50, queue: MAIL_QUEUE, attempt: 2, attempts: 2 });
  });
});

describe.each(databaseKinds())("a mail left in the queue on %s", (kind: DatabaseKind) => {
  let dataDir: string;
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>> | null = null;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "hd-mail-queue-"));
    if (kind === "postgres") postgres = await freshPostgresDatabase();
  });
  afterAll(async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  /** Both servers on one database: a folder of the embedded one, or one PostgreSQL database. */
  const onDatabase = () => (postgres ? { databaseUrl: postgres.url } : { dataDir });

  it("is sent by the next server on the same database when the first stopped before sending it", async () => {
    let w: World | undefined;
    // The first server stores mail but has no worker: it stops before any mail is sent.
    const first = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
      },
      { ...onDatabase(), jobs: { work: false } },
    );
    if (!w) throw new Error("no world");
    const world = w;
    try {
      expect((await resetMail(first, world)).status).toBe(200);
      expect(first.mails).toEqual([]);
      expect((await mailJobs(first.database)).map((j) => j.state)).toEqual(["created"]);
    } finally {
      await first.close();
    }
    const second = await startTestServer(kind, undefined, onDatabase());
    try {
      await vi.waitFor(() => expect(second.mails).toHaveLength(1), { timeout: 10_000 });
      expect(second.mails[0]?.to).toBe("designer@example.test");
      expect(second.mails[0]?.subject).toBeTruthy();
    } finally {
      await second.close();
    }
    // Two embedded databases opened on disk one after the other: 16 s on a quiet machine, over
    // 30 s under CI's browser tests' load.
  }, 90_000);
});

describe.each(databaseKinds())("the confirmation's mail on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
      await ctx.db
        .update(companies)
        .set({ developerEmails: ["developer@alpha.test"], constructionEmails: ["site@alpha.test"] })
        .where(eq(companies.id, w.alpha.id));
    });
  });
  afterAll(() => server?.close());

  it("is answered before the summary is rendered; the worker renders it and mails buyer and company", async () => {
    const shared = server.ctx.pdf;
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let renders = 0;
    server.ctx.pdf = {
      ...shared,
      async render(data, options) {
        renders++;
        await gate;
        return shared.render(data, options);
      },
    };
    try {
      const sent = server.mails.length;
      // Past the test server's `call`, which would wait for the mail.
      const response = await fetch(`${server.url}/api/confirm-package`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "https://alpha.test",
          authorization: `Bearer ${w.token("customer")}`,
        },
        body: JSON.stringify({
          apartment_id: w.apartments.apt10.id,
          apartment_layout_id: w.layout.id,
          package_id: w.packages.customerPackage.id,
          selected_locale: "et",
        }),
      });
      expect(response.status).toBe(200);
      expect(server.mails.length).toBe(sent);
      await vi.waitFor(() => expect(renders).toBeGreaterThan(0));
      open();
      await vi.waitFor(() => expect(server.mails.length).toBe(sent + 2), { timeout: 15_000 });
      const mails = server.mails.slice(sent);
      expect(mails.map((m) => m.to).sort()).toEqual([
        "customer@example.test",
        ["developer@alpha.test", "site@alpha.test"],
      ]);
      for (const mail of mails) {
        expect(mail.attachments?.at(-1)).toMatchObject({
          filename: "Harbour View A 10 Layout 1 summary.pdf",
          contentType: "application/pdf",
        });
      }
    } finally {
      open();
      server.ctx.pdf = shared;
    }
  });
});

describe.each(databaseKinds())("jobs stored in a transaction on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
      await ctx.db
        .update(companies)
        .set({ developerEmails: ["developer@alpha.test"] })
        .where(eq(companies.id, w.alpha.id));
    });
  });
  afterAll(() => server?.close());

  const confirm = () =>
    server.api("POST /confirm-package", {
      token: w.token("customer"),
      headers: { locale: "en" },
      body: {
        apartment_id: w.apartments.apt10.id,
        apartment_layout_id: w.layout.id,
        package_id: w.packages.customerPackage.id,
        selected_locale: "en",
      },
    });
  const confirmationJobs = async () =>
    (
      await server.database.executeSql("select id from pgboss.job where name = $1", [
        CONFIRMATION_MAIL_QUEUE,
      ])
    ).rows;

  it("exist only if it commits, with their data bound as it was given", async () => {
    const data = { text: "it's $1 and $2; -- 'quoted' ü ß", list: [1, 2] };
    for (const queue of ["test-rolled-back", "test-committed"]) {
      await server.ctx.jobs.createQueue(queue, {
        retryLimit: 0,
        retryDelay: 1,
        expireInSeconds: 60,
      });
    }
    await expect(
      server.ctx.jobs.transaction(server.ctx.db, async (_tx, jobs) => {
        await jobs.send("test-rolled-back", data);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const id = await server.ctx.jobs.transaction(server.ctx.db, (_tx, jobs) =>
      jobs.send("test-committed", data),
    );
    const { rows } = await server.database.executeSql(
      "select name, data from pgboss.job where name like 'test-%'",
    );
    expect(rows).toEqual([{ name: "test-committed", data }]);
    expect(await server.ctx.jobs.boss.getJobById("test-committed", id)).toMatchObject({ data });
    // Its job is worked, so that later calls, which wait for every job sent, do not wait for it.
    const worked: unknown[] = [];
    await server.ctx.jobs.work("test-committed", server.app.log, async (job) => {
      worked.push(job);
    });
    await server.ctx.jobs.idle();
    expect(worked).toEqual([expect.objectContaining(data)]);
  });

  it("refuses a job for a queue that was never created, and stores nothing of its transaction", async () => {
    // pg-boss's batch insert would drop such a job without a word.
    const before = await server.ctx.db.select().from(confirmations);
    await expect(
      server.ctx.jobs.transaction(server.ctx.db, async (tx, jobs) => {
        await tx.delete(confirmations);
        await jobs.send("no-such-queue", { lost: true });
      }),
    ).rejects.toThrow("no-such-queue: no such queue");
    expect(await server.ctx.db.select().from(confirmations)).toEqual(before);
    const { rows } = await server.database.executeSql(
      "select id from pgboss.job where name = 'no-such-queue'",
    );
    expect(rows).toEqual([]);
  });

  it("a confirmation whose mails cannot be stored is not stored either, and can be made again", async () => {
    // A transaction's jobs are stored by one statement at its end (queue.ts): it fails, and
    // neither the confirmation nor any of its jobs may remain.
    const spy = vi
      .spyOn(server.ctx.jobs.boss, "insert")
      .mockRejectedValueOnce(new Error("database unavailable"));
    try {
      expect((await confirm()).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const stored = await server.ctx.db
      .select()
      .from(confirmations)
      .where(eq(confirmations.apartmentLayoutId, w.layout.id));
    expect(stored).toEqual([]);
    expect(await confirmationJobs()).toEqual([]);

    const mails = server.mails.length;
    expect((await confirm()).status).toBe(200);
    expect(await confirmationJobs()).toHaveLength(2);
    await vi.waitFor(() => expect(server.mails.length).toBe(mails + 2), { timeout: 15_000 });
  });
});
