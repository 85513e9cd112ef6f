import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { type Database, openDatabase } from "../src/db/client.ts";
import { createJobQueue } from "../src/jobs/queue.ts";
import { prepareQueues } from "../src/jobs/workers.ts";
import {
  databaseUrl,
  dropDatabase,
  dropLeftoverDatabases,
  onPostgresServer,
  testDatabaseName,
} from "./helpers/postgres-admin.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding the files of an embedded database with every migration applied. */
    migratedPgliteDump: string;
    /**
     * A database on the TEST_DATABASE_URL server with every migration applied, which every
     * `postgres` test server's database is made from as a copy; null without TEST_DATABASE_URL.
     */
    migratedPostgresDatabase: string | null;
  }
}

/**
 * Migrates one database of each kind for the whole run: every API suite starts its servers from a
 * copy of them (test-server.ts), and still runs the migrations, which then find nothing to do, and
 * starts the job queue, which finds its tables made. Creating an embedded database cluster costs
 * a second or more of CPU, and migrating a new PostgreSQL database two seconds; a test server
 * starts some 200 times a run.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "hd-pglite-template-"));
  const embedded = await openDatabase({});
  try {
    await prepared(embedded);
    if (embedded.driver !== "pglite") throw new Error("expected the embedded database");
    const dump = path.join(dir, "migrated.tar");
    await writeFile(dump, Buffer.from(await (await embedded.dump()).arrayBuffer()));
    project.provide("migratedPgliteDump", dump);
  } finally {
    await embedded.close();
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await migratedPostgres(serverUrl) : null;
  project.provide("migratedPostgresDatabase", template?.name ?? null);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    await template?.drop();
  };
}

/** Every migration, and the job queue's tables and queues (which take the embedded database seconds). */
async function prepared(database: Database) {
  await database.migrate();
  const jobs = createJobQueue(database);
  await prepareQueues(jobs, console);
  await jobs.stop(1_000);
}

/**
 * The run's migrated PostgreSQL database, made after the databases of killed runs are dropped.
 * Nothing stays connected to it, as PostgreSQL copies a database only while nobody is.
 */
async function migratedPostgres(serverUrl: string) {
  await dropLeftoverDatabases(serverUrl);
  const name = testDatabaseName("hd_template");
  await onPostgresServer(serverUrl, `create database "${name}"`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  try {
    await prepared(database);
  } finally {
    await database.close();
  }
  return {
    name,
    drop: () => dropDatabase(serverUrl, name),
  };
}
