/**
 * Confirming a package, as `npm run bench -- confirm` measures it (issue 11: confirm-package p99
 * ≤ 300 ms at 10 concurrent buyers). Ten verified buyers, each bound to an apartment of the demo,
 * confirm a company package of their layout at the same moment; the round is repeated on a fresh
 * copy of the database, since a layout is confirmed once. The answer comes once the confirmation
 * is stored and its mails are queued; the PDF and the mails are the job queue's work after it,
 * and run on the same machine meanwhile.
 */

import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { normalizeEmail } from "@home-designer/core";
import { issueToken } from "../../apps/server/src/auth/tokens.ts";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { apartmentBuyers, userProviders, users } from "../../apps/server/src/db/schema.ts";
import type { StartServer } from "../first-view-bench.ts";
import { freshPostgres } from "../fresh-postgres.ts";

export const CONFIRM_P99_BUDGET_MS = 300;
const BUYERS = 10;
const ROUNDS = 5;

export type ConfirmBench = {
  database: string;
  timings: number[];
  p50: number;
  p99: number;
  failures: number;
};

/** Where a round runs: the server's settings for its database, and how the bench opens it. */
type Target = {
  database: string;
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
};

type Buyer = {
  token: string;
  projectId: number;
  apartmentId: number;
  layoutId: number;
  packageId: number;
};

/** Ten buyers with a login, each the buyer of another apartment with an unconfirmed layout. */
async function addBuyers(target: Target): Promise<Buyer[]> {
  const database = await target.open();
  try {
    // One layout of each apartment whose layouts are none of them confirmed yet.
    const layouts = (
      await database.executeSql(
        `select distinct on (l.apartment_id)
           l.id, l.apartment_id as "apartmentId", b.project_id as "projectId"
         from apartment_layouts l
         join apartments a on a.id = l.apartment_id
         join buildings b on b.id = a.building_id
         where l.id not in (select apartment_layout_id from confirmations)
         order by l.apartment_id, l.id`,
        [],
      )
    ).rows as { id: number; apartmentId: number; projectId: number }[];
    if (layouts.length < BUYERS) throw new Error(`the demo has ${layouts.length} free apartments`);
    const [company] = (await database.executeSql("select company_id as id from users limit 1", []))
      .rows as { id: number }[];
    const [pkg] = (
      await database.executeSql(
        "select id from packages where user_id is null and can_confirm order by id limit 1",
        [],
      )
    ).rows as { id: number }[];
    if (!company || !pkg) throw new Error("the demo has no company package to confirm");
    const buyers: Buyer[] = [];
    for (const [i, layout] of layouts.slice(0, BUYERS).entries()) {
      const email = `bench-buyer-${i}@example.test`;
      const [user] = await database.db
        .insert(users)
        .values({
          companyId: company.id,
          name: `Bench buyer ${i}`,
          email,
          emailVerifiedAt: new Date(),
          role: "customer",
        })
        .returning({ id: users.id });
      if (!user) throw new Error("no user");
      await database.db
        .insert(userProviders)
        .values({ userId: user.id, companyId: company.id, provider: "main", email });
      await database.db
        .insert(apartmentBuyers)
        .values({ apartmentId: layout.apartmentId, email: normalizeEmail(email) });
      buyers.push({
        token: await issueToken(database.db, user.id),
        projectId: layout.projectId,
        apartmentId: layout.apartmentId,
        layoutId: layout.id,
        packageId: pkg.id,
      });
    }
    return buyers;
  } finally {
    await database.close();
  }
}

/** Takes the round's confirmations back, so the next round confirms the same layouts again. */
async function unconfirm(target: Target, buyers: readonly Buyer[]): Promise<void> {
  const database = await target.open();
  try {
    await database.executeSql("delete from confirmations where apartment_layout_id = any($1)", [
      buyers.map((buyer) => buyer.layoutId),
    ]);
  } finally {
    await database.close();
  }
}

/** The calls a buyer's summary makes: the layout's rooms, every room's groups, the packages. */
async function openSummary(url: string, buyer: Buyer): Promise<void> {
  const headers = { authorization: `Bearer ${buyer.token}`, origin: url };
  const get = async <T>(pathname: string): Promise<T> => {
    const res = await fetch(`${url}/api${pathname}`, { headers });
    if (!res.ok) throw new Error(`${pathname} answered ${res.status}`);
    return (await res.json()) as T;
  };
  const layout = `apartment_layout_id=${buyer.layoutId}`;
  const tabs = await get<{ rooms: { id: number }[] }>(`/project/${buyer.projectId}/tabs?${layout}`);
  await Promise.all([
    get(`/packages?project_id=${buyer.projectId}&${layout}`),
    ...tabs.rooms.map((room) =>
      get(`/project/${buyer.projectId}/tabs/${room.id}?${layout}&package_id=${buyer.packageId}`),
    ),
  ]);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * The rounds on the embedded database, and on a fresh PostgreSQL database when `pgServer` names a
 * server (BENCH_DATABASE_URL or TEST_DATABASE_URL).
 */
export async function measureConfirm(
  startServer: StartServer,
  pgServer: string | undefined,
): Promise<ConfirmBench[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-bench-confirm-"));
  try {
    const embedded = path.join(dataDir, "embedded");
    const results = [
      await measureOn(startServer, {
        database: "embedded (PGlite)",
        env: { DATA_DIR: embedded },
        open: () => openDatabase({ dataDir: embedded }),
      }),
    ];
    if (pgServer) {
      const fresh = await freshPostgres(pgServer, "hd_bench_confirm");
      try {
        results.push(
          await measureOn(startServer, {
            database: "PostgreSQL",
            env: { DATA_DIR: path.join(dataDir, "postgres"), DATABASE_URL: fresh.url },
            open: () => openDatabase({ url: fresh.url }),
          }),
        );
      } finally {
        await fresh.drop();
      }
    }
    return results;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measureOn(startServer: StartServer, target: Target): Promise<ConfirmBench> {
  // A first start creates the demo; the buyers are added while no server holds the database.
  await (await startServer(target.env)).stop();
  const buyers = await addBuyers(target);
  const timings: number[] = [];
  let failures = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await startServer(target.env);
    try {
      // As in use: each buyer has just opened their summary (the layout's rooms and packages),
      // so what every buyer reads alike is in the server's read cache.
      await Promise.all(buyers.map((buyer) => openSummary(server.url, buyer)));
      const results = await Promise.all(
        buyers.map(async (buyer) => {
          const started = performance.now();
          const res = await fetch(`${server.url}/api/confirm-package`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${buyer.token}`,
              origin: server.url,
            },
            body: JSON.stringify({
              apartment_id: buyer.apartmentId,
              apartment_layout_id: buyer.layoutId,
              package_id: buyer.packageId,
              selected_locale: "et",
            }),
          });
          await res.arrayBuffer();
          return { ms: performance.now() - started, ok: res.ok, status: res.status };
        }),
      );
      for (const r of results) {
        if (r.ok) timings.push(r.ms);
        else failures++;
      }
      const ms = results.map((r) => Math.round(r.ms)).sort((a, b) => a - b);
      console.log(
        `  round ${round}: ${ms.join(", ")} ms${failures ? ` (${failures} failed)` : ""}`,
      );
    } finally {
      await server.stop();
    }
    await unconfirm(target, buyers);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    database: target.database,
    timings: sorted,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    failures,
  };
}

/** The section, with the machine's load averages (1, 5, 15 min) when the part started. */
export function confirmSection(results: readonly ConfirmBench[], load: string): string {
  const mark = (r: ConfirmBench) =>
    r.p99 <= CONFIRM_P99_BUDGET_MS && r.failures === 0 ? "✅" : "❌";
  return [
    "## Confirming a package",
    "",
    `${BUYERS} verified buyers of ${BUYERS} apartments of the demo confirm a company package of their layout at the same moment (\`POST /api/confirm-package\`, one call each), against the built server on each database; ${ROUNDS} rounds, each on the server started afresh with the previous round's confirmations taken back, after every buyer has opened their summary (its calls fill the read cache, as in use). The answer comes once the confirmation is stored and its mails, its PDF of record's job and its webhook queued; the PDF and the mails are made and sent by the job queue after it, on the same machine, while the other calls are answered. Machine load (1, 5, 15 min) at the start: ${load}.`,
    "",
    `| database | confirmations | p50 | p99 (target ≤ ${CONFIRM_P99_BUDGET_MS} ms) |`,
    "|---|---:|---:|---:|",
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.timings.length}${r.failures ? ` (${r.failures} failed)` : ""} | ${r.p50} ms | ${r.p99} ms ${mark(r)} |`,
    ),
  ].join("\n");
}
