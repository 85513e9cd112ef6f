/**
 * The server's memory on each database, and what a buyer's saves cost as their own packages grow,
 * as `npm run bench -- memory` measures it (issue 20: the embedded database's server idled at
 * 500–570 MB against 121 MB on PostgreSQL, and saves fell to 12 a second).
 *
 * Resident memory is the whole process's (every thread: the embedded database's and the PDF
 * renderer's too), read from /proc once it has been idle for a while after its start and again
 * after a round of saves. Saves are 10 buyers' loops saving a new package of the demo customer's
 * design one after another: once with the customer holding none of their own on the layout, once
 * after 2,000 more were added to it. Both rounds run in one run on the same machine, so the ratio
 * between them holds whatever else the machine is doing; the machine's load is printed beside.
 */

import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { freshPostgres } from "../fresh-postgres.ts";
import { demoCustomerToken, demoLayout, getJson } from "./demo.ts";

type Server = { url: string; pid: number; stop(): Promise<void> };
export type StartMeasuredServer = (env: Record<string, string>) => Promise<Server>;

const SAVERS = 10;
const SAVE_SECONDS = 5;
const WARM_UP_MS = 1_000;
const SETTLE_MS = 10_000;
const MORE_PACKAGES = 2_000;
/** Saves with 2,000 own packages on the layout keep at least this share of their rate. */
export const SAVES_KEPT_SHARE = 0.8;

type Saves = { perSecond: number; cpuMsPerSave: number; failed: number };
export type DatabaseMemory = {
  database: string;
  /** Idle after the first start (a new database, the demo imported). */
  fresh: number;
  /** Idle after a start on the same database. */
  restarted: number;
  /** After the saves, with the 2,000 packages. */
  afterSaves: number;
  few: Saves;
  many: Saves;
  load: number;
};

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function settled(server: Server): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return residentMb(server.pid);
}

async function saveFor(server: Server): Promise<Saves> {
  const { url } = server;
  const { companyId, projectId, layoutId, packageId, roomIds } = await demoLayout(url);
  const room = roomIds[0];
  const groups = await getJson<{ assets: { id: number; is_special: boolean }[] }[]>(
    `${url}/api/project/${projectId}/tabs/${room}?apartment_layout_id=${layoutId}`,
  );
  const options = groups[0]?.assets.filter((a) => !a.is_special).map((a) => a.id) ?? [];
  if (room === undefined || options.length === 0) throw new Error("no options to save");
  const token = await demoCustomerToken(url, companyId);
  let saving = true;
  let saves = 0;
  let failed = 0;
  const loop = async (worker: number) => {
    for (let n = 0; saving; n++) {
      const res = await fetch(`${url}/api/packages`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          origin: url,
        },
        body: JSON.stringify({
          apartment_layout_id: layoutId,
          package_id: packageId,
          selections: [{ tab_id: room, selection_id: options[(worker + n) % options.length] }],
          name: `Memory bench ${worker}-${n}`,
        }),
      });
      await res.arrayBuffer();
      if (res.ok) saves++;
      else failed++;
    }
  };
  const loops = Array.from({ length: SAVERS }, (_, i) => loop(i));
  // The first second warms the server (its prepared statements, its compiled code) uncounted.
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  saves = 0;
  failed = 0;
  const cpuBefore = cpuMs(server.pid);
  await new Promise((resolve) => setTimeout(resolve, SAVE_SECONDS * 1000));
  saving = false;
  await Promise.all(loops);
  return {
    perSecond: Math.round(saves / SAVE_SECONDS),
    cpuMsPerSave: Math.round((cpuMs(server.pid) - cpuBefore) / Math.max(1, saves + failed)),
    failed,
  };
}

/** Adds 2,000 own packages of the demo customer on the layout the saves use, in one statement. */
async function addPackages(executeSql: (text: string) => Promise<unknown>) {
  await executeSql(`
    insert into packages (company_id, project_id, name, description, can_confirm, user_id, apartment_layout_id, base_package_id)
    select p.company_id, p.project_id,
           jsonb_build_object('et', 'Lisatud ' || g, 'en', 'Added ' || g, 'de', 'Hinzugefügt ' || g),
           '{}'::jsonb, true, p.user_id, p.apartment_layout_id, p.base_package_id
    from (select * from packages where user_id is not null and name->>'en' like 'Memory bench %' order by id limit 1) p,
         generate_series(1, ${MORE_PACKAGES}) g`);
}

async function measureOn(
  database: string,
  start: StartMeasuredServer,
  env: Record<string, string>,
  addMore: () => Promise<void>,
): Promise<DatabaseMemory> {
  console.log(`  ${database}`);
  let server = await start(env);
  const fresh = await settled(server);
  const few = await saveFor(server);
  await server.stop();
  await addMore();
  server = await start(env);
  try {
    const restarted = await settled(server);
    const many = await saveFor(server);
    const afterSaves = residentMb(server.pid);
    return { database, fresh, restarted, afterSaves, few, many, load: os.loadavg()[0] ?? 0 };
  } finally {
    await server.stop();
  }
}

export async function measureServerMemory(
  start: StartMeasuredServer,
  dataDir: string,
  pgServer: string | undefined,
): Promise<DatabaseMemory[]> {
  const results: DatabaseMemory[] = [];
  const embeddedDir = path.join(dataDir, "memory-embedded");
  results.push(
    await measureOn("embedded (PGlite)", start, { DATA_DIR: embeddedDir }, async () => {
      const database = await openDatabase({ dataDir: embeddedDir });
      try {
        await addPackages((text) => database.executeSql(text, []));
      } finally {
        await database.close();
      }
    }),
  );
  if (pgServer) {
    const database = await freshPostgres(pgServer, "hd_bench_memory");
    try {
      const env = { DATA_DIR: path.join(dataDir, "memory-pg"), DATABASE_URL: database.url };
      results.push(
        await measureOn("PostgreSQL", start, env, async () => {
          const other = await openDatabase({ url: database.url });
          try {
            await addPackages((text) => other.executeSql(text, []));
          } finally {
            await other.close();
          }
        }),
      );
    } finally {
      await database.drop();
    }
  }
  return results;
}

export function serverMemorySection(results: DatabaseMemory[]): string {
  const rows = results.map((r) => {
    const kept = r.many.perSecond / Math.max(1, r.few.perSecond);
    return `| ${r.database} | ${r.fresh} | ${r.restarted} | ${r.afterSaves} | ${r.few.perSecond} (${r.few.cpuMsPerSave} ms) | ${r.many.perSecond} (${r.many.cpuMsPerSave} ms) | ${Math.round(kept * 100)} % ${kept >= SAVES_KEPT_SHARE ? "✅" : "❌"} | ${r.load.toFixed(2)} |`;
  });
  return [
    "## Server memory and saves, by database",
    "",
    `The built server, one process, on a fresh demo database of each kind. Resident memory (MB, every thread) ${SETTLE_MS / 1000} s after the first start (new database, demo imported), ${SETTLE_MS / 1000} s after a restart on it, and after the saves. Saves: ${SAVERS} loops of the demo customer saving a new package of their design for ${SAVE_SECONDS} s, per second (server CPU per save), with none of their own packages on the layout and after ${MORE_PACKAGES.toLocaleString("en")} more were added to it. Target (issue 20): with the ${MORE_PACKAGES.toLocaleString("en")} packages, saves keep at least ${SAVES_KEPT_SHARE * 100} % of their rate. Load: the machine's 1-minute load average at the end.`,
    "",
    "| database | fresh MB | restarted MB | after saves MB | saves/s, few packages | saves/s, 2,000 more | kept | load |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    "Where the embedded database's memory goes, and which database to use when: docs/decisions/034-embedded-database-memory.md.",
  ].join("\n");
}
