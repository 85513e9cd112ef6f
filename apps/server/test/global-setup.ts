import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";
import { createJobQueue } from "../src/jobs/queue.ts";
import { prepareQueues } from "../src/jobs/workers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding the files of an embedded database with every migration applied. */
    migratedPgliteDump: string;
  }
}

/**
 * Creates and migrates one embedded database for the whole run and leaves a copy of its files on
 * disk. Creating an embedded database cluster costs a second or more of CPU; every API suite
 * starts its servers from this copy instead (test-server.ts), and still runs the migrations,
 * which then find nothing to do, and starts the job queue, which finds its tables made.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "hd-pglite-template-"));
  const database = await openDatabase({});
  try {
    await database.migrate();
    // The job queue's tables and queues too: creating them takes the embedded database seconds.
    const jobs = createJobQueue(database);
    await prepareQueues(jobs, console);
    await jobs.stop(1_000);
    if (database.driver !== "pglite") throw new Error("expected the embedded database");
    const dump = path.join(dir, "migrated.tar");
    await writeFile(dump, Buffer.from(await (await database.dump()).arrayBuffer()));
    project.provide("migratedPgliteDump", dump);
  } finally {
    await database.close();
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
