/**
 * `npx tsx scripts/security/saves.ts`: 50 concurrent saves of 50 different whole designs into one
 * package, as a buyer's many tabs or a script would send them. Prints a markdown section
 * (`## Concurrent saves`) to stdout; progress goes to stderr.
 *
 * The server runs from source in a child process with the demo company, on the embedded database
 * and on a fresh database of the PostgreSQL server `BENCH_DATABASE_URL` (else
 * `TEST_DATABASE_URL`) when one is named. The demo customer's own package is the target. Each
 * design is first saved alone as a package of its own, which gives what the server stores for
 * it; after the race, what the package holds must be exactly one of those. Three rounds each.
 */
import { performance } from "node:perf_hooks";
import { freshPostgres } from "../fresh-postgres.ts";
import { machine, median, type Server, startServer, tally } from "./server.ts";

const SAVES = 50;
const ROUNDS = 3;

type Slot = { tab_id: number; group_id: number; id: number };
type Selection = { tab_id: number; selection_id: number };
type Api = {
  call<T>(method: string, target: string, body?: unknown): Promise<T & { status: number }>;
};

function api(server: Server, token?: string): Api {
  return {
    async call(method, target, body) {
      const res = await fetch(server.url + target, {
        method,
        headers: {
          origin: server.url,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json().catch(() => ({}))) as object;
      return Object.assign(Array.isArray(json) ? { items: json } : json, {
        status: res.status,
      }) as never;
    },
  };
}

const asText = (slots: { tab_id: number; id: number }[]) =>
  slots
    .map((s) => `${s.tab_id}:${s.id}`)
    .sort()
    .join(" ");

async function measure(server: Server) {
  const guest = api(server);
  const company = await guest.call<{ id: number }>("GET", `/api/company?url=${server.url}`);
  const customer = server.logins.find((l) => l.role === "customer");
  if (!customer) throw new Error("the server printed no customer login");
  const login = await guest.call<{ token: string }>("POST", "/api/auth/login", {
    email: customer.email,
    password: customer.password,
    company_id: company.id,
  });
  const buyer = api(server, login.token);

  // The customer's own package that they may still change, and its layout and project.
  type Entry = {
    package_id: number;
    package: { custom: boolean };
    abilities: { change: boolean };
    apartment_layout: { id: number; apartment: { building: { project_id: number } } };
  };
  const dashboard = await buyer.call<Record<string, Entry[]>>(
    "GET",
    `/api/apartments?company=${company.id}`,
  );
  const entry = Object.values(dashboard)
    .flat()
    .find((e): e is Entry => typeof e === "object" && e.package.custom && e.abilities.change);
  if (!entry) throw new Error("the demo customer has no package of their own to change");
  const packageId = entry.package_id;
  const layoutId = entry.apartment_layout.id;
  const projectId = entry.apartment_layout.apartment.building.project_id;

  // Every slot of the package, and the options each slot's group offers.
  const slots = (
    await buyer.call<{ items: Slot[] }>("GET", `/api/packages/${packageId}/selections`)
  ).items;
  const optionsOf = new Map<string, number[]>();
  for (const roomId of new Set(slots.map((s) => s.tab_id))) {
    const groups = (
      await buyer.call<{ items: { id: number; assets: { id: number; is_special: boolean }[] }[] }>(
        "GET",
        `/api/project/${projectId}/tabs/${roomId}?apartment_layout_id=${layoutId}`,
      )
    ).items;
    for (const group of groups)
      optionsOf.set(
        `${roomId}:${group.id}`,
        group.assets.filter((a) => !a.is_special).map((a) => a.id),
      );
  }
  const designs: Selection[][] = Array.from({ length: SAVES }, (_, i) =>
    slots.map((slot, k) => {
      const options = optionsOf.get(`${slot.tab_id}:${slot.group_id}`) ?? [slot.id];
      return {
        tab_id: slot.tab_id,
        selection_id: options[(i * (k + 1)) % options.length] ?? slot.id,
      };
    }),
  );

  // What the server stores for each design, saved alone.
  const storedFor = new Set<string>();
  for (const [i, design] of designs.entries()) {
    const saved = await buyer.call<{ id: number }>("POST", "/api/packages", {
      apartment_layout_id: layoutId,
      package_id: "custom",
      name: `Design ${i + 1}`,
      selections: design,
    });
    if (saved.status !== 200)
      throw new Error(`saving design ${i + 1} alone answered ${saved.status}`);
    const held = await buyer.call<{ items: Slot[] }>("GET", `/api/packages/${saved.id}/selections`);
    storedFor.add(asText(held.items));
    await buyer.call("DELETE", `/api/packages/${saved.id}?apartment_layout_id=${layoutId}`);
  }

  const rounds: { statuses: number[]; millis: number[]; whole: boolean }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const answers = await Promise.all(
      designs.map(async (design) => {
        const started = performance.now();
        const res = await buyer.call("POST", "/api/packages", {
          apartment_layout_id: layoutId,
          package_id: packageId,
          selections: design,
        });
        return { status: res.status, millis: performance.now() - started };
      }),
    );
    const held = await buyer.call<{ items: Slot[] }>(
      "GET",
      `/api/packages/${packageId}/selections`,
    );
    const result = {
      statuses: answers.map((a) => a.status),
      millis: answers.map((a) => a.millis),
      whole: storedFor.has(asText(held.items)),
    };
    console.error(
      `  round ${round + 1}: ${tally(result.statuses)}, holds ${result.whole ? "one whole design" : "a mixture"}`,
    );
    rounds.push(result);
  }
  return rounds;
}

const rows: string[] = [];
const postgresServer = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const postgres = postgresServer ? await freshPostgres(postgresServer, "hd_saves") : null;
try {
  for (const [label, databaseUrl] of [
    ["embedded (PGlite)", undefined],
    ...(postgres ? [["PostgreSQL", postgres.url] as const] : []),
  ] as const) {
    console.error(`▶ ${label}: starting the server (it migrates and seeds the demo)`);
    const server = await startServer({ databaseUrl });
    try {
      const rounds = await measure(server);
      const all = rounds.flatMap((r) => r.statuses);
      const millis = (pick: (values: number[]) => number) =>
        median(rounds.map((r) => pick(r.millis))).toFixed(0);
      const p = (q: number) => (values: number[]) =>
        values.toSorted((a, b) => a - b)[
          Math.min(values.length - 1, Math.floor(q * values.length))
        ] ?? 0;
      rows.push(
        `| ${label} | ${tally(all)} | ${all.filter((s) => s >= 500).length} | ${rounds.filter((r) => r.whole).length} of ${rounds.length} | ${millis(p(0.5))} | ${millis(p(0.99))} |`,
      );
    } finally {
      await server.stop();
    }
  }
} finally {
  await postgres?.drop();
}

console.log(
  [
    "## Concurrent saves",
    "",
    `Measured on ${machine()} on ${new Date().toISOString().slice(0, 10)} by \`npx tsx scripts/security/saves.ts\`: a server from source with the demo company; the demo customer sends ${SAVES} saves of ${SAVES} different whole designs into their own package at once, ${ROUNDS} rounds. Each design was first saved alone, to learn what the server stores for it; after each round the package must hold exactly one of those. Latencies are the medians over the rounds of each round's p50 and p99, in ms, from this process on the same machine.`,
    "",
    "| database | answers (all rounds) | 5xx | rounds holding one whole design | p50 | p99 |",
    "|---|---|--:|---|--:|--:|",
    ...rows,
    "",
  ].join("\n"),
);
