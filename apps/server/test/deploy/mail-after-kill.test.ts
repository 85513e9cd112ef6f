import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { createContext } from "../../src/context-factory.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { type ServerProcess, startServerProcess } from "../helpers/server-process.ts";
import { startSmtpServer } from "../helpers/smtp.ts";
import { ALPHA_SITE, databaseKinds, freshPostgresDatabase } from "../helpers/test-server.ts";

/**
 * No mail is lost to a crash: a server process is killed (SIGKILL, no shutdown at all) after it
 * answered a call whose mail it had only stored, and the next process on the same database sends
 * the mail. The first process runs no workers (JOB_WORKERS=0), so the kill always falls between
 * the answer and the sending.
 */
describe.each(databaseKinds())("a mail stored by a killed process on %s", (kind) => {
  let dataDir: string;
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>> | null = null;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let w: World;
  const processes: ServerProcess[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "hd-mail-kill-"));
    if (kind === "postgres") postgres = await freshPostgresDatabase();
    smtp = await startSmtpServer();
    // The world is written into the database the processes will open.
    const { ctx, database } = await createContext(
      loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      }),
    );
    try {
      await database.migrate();
      w = await buildWorld(ctx);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    for (const p of processes) await p.stop();
    await smtp?.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string>) => {
    const server = await startServerProcess(postgres ? postgres.url : { dataDir }, {
      env: { SMTP_URL: smtp.url, ...env },
    });
    processes.push(server);
    return server;
  };

  it("is sent by the next process", async () => {
    const first = await start({ JOB_WORKERS: "0" });
    const response = await fetch(`${first.url}/api/reset-password/send`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ALPHA_SITE, locale: "en" },
      body: JSON.stringify({ email: "designer@example.test", company_id: w.alpha.id }),
    });
    expect(response.status).toBe(200);
    first.child.kill("SIGKILL");
    await first.exited;
    expect(smtp.mails).toEqual([]);

    await start({});
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 15_000 });
    expect(smtp.mails[0]?.to).toEqual(["designer@example.test"]);
    expect(smtp.mails[0]?.text).toContain("/en/reset-password?token=");
  });
});
