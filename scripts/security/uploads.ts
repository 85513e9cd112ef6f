/**
 * `npx tsx scripts/security/uploads.ts`: what uploads of special-solution files cost the server.
 * Prints a markdown section (`## Uploads`) to stdout; progress goes to stderr.
 *
 * The server runs from source in a child process on a temporary data folder (embedded database,
 * demo data), as `npm run dev` would start it. Its resident memory (VmRSS of /proc/<pid>/status,
 * Linux) is sampled every 10 ms while each scenario runs:
 *   (a) a customer's 4 parallel multipart requests of 10 × 9.9 MB (refused: customers may not),
 *   (b) a designer's upload of one 100 MB file (refused: a file may have 10 MB),
 *   (c) a designer's 6 parallel uploads of 5 × 9.9 MB to one special solution (the cap is 20).
 * Each runs three times; the table gives medians.
 */
import { type Login, machine, measured, median, startServer, tally } from "./server.ts";

const MB = 1024 * 1024;
const RUNS = 3;
const FILES_PER_SPECIAL = 20;

type Run = { statuses: number[]; before: number; peak: number; after: number; stored?: number };

/** `work`'s answers with the server's memory around it (server.ts's `measured`). */
async function measuredStatuses(pid: number, work: () => Promise<number[]>): Promise<Run> {
  const { result, before, peak, after } = await measured(pid, work);
  return { statuses: result, before, peak, after };
}

type Api = { url: string; origin: string };

async function call<T>(api: Api, method: string, target: string, token?: string, body?: unknown) {
  const res = await fetch(api.url + target, {
    method,
    headers: {
      origin: api.origin,
      accept: "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${target} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The demo's logins, a package of the customer's own and a room's group to put solutions in. */
async function prepare(api: Api, logins: Login[]) {
  const company = await call<{ id: number }>(
    api,
    "GET",
    `/api/company?url=${encodeURIComponent(api.url)}`,
  );
  const login = async (role: string) => {
    const account = logins.find((l) => l.role === role);
    if (!account) throw new Error(`the demo has no ${role}`);
    const { token } = await call<{ token: string }>(api, "POST", "/api/auth/login", undefined, {
      email: account.email,
      password: account.password,
      company_id: company.id,
    });
    return token;
  };
  const customer = await login("customer");
  const designer = await login("designer");
  const projects = await call<
    { id: number; buildings: { apartments: { layouts: { id: number }[] }[] }[] }[]
  >(api, "GET", `/api/list/projects?company=${company.id}&compact=0`);
  const project = projects[0];
  const layoutId = project?.buildings[0]?.apartments.find((a) => a.layouts.length > 0)?.layouts[0]
    ?.id;
  if (!project || !layoutId) throw new Error("the demo has no project with a layout");
  const offered = await call<{ id: number; default: boolean }[]>(
    api,
    "GET",
    `/api/packages?project_id=${project.id}&apartment_layout_id=${layoutId}`,
  );
  const companyPackage = offered.find((p) => p.default) ?? offered[0];
  if (!companyPackage) throw new Error("the demo has no package");
  const own = await call<{ id: number }>(api, "POST", "/api/packages", customer, {
    apartment_layout_id: layoutId,
    package_id: companyPackage.id,
    name: "Uploads",
    selections: [],
  });
  const tabs = await call<{ rooms: { id: number }[] }>(
    api,
    "GET",
    `/api/project/${project.id}/tabs?apartment_layout_id=${layoutId}`,
  );
  for (const room of tabs.rooms) {
    const groups = await call<{ id: number }[]>(
      api,
      "GET",
      `/api/project/${project.id}/tabs/${room.id}?apartment_layout_id=${layoutId}`,
    );
    const group = groups[0];
    if (!group) continue;
    const newSpecial = async () =>
      (
        await call<{ selection_id: number }>(api, "POST", "/api/selections/special", designer, {
          selection_group_id: group.id,
          package_id: own.id,
          tab_id: room.id,
        })
      ).selection_id;
    /** How many files the special solution has, as its customer sees it. */
    const filesOf = async (special: number) => {
      const shown = await call<{ assets: { id: number; files?: unknown[] }[] }[]>(
        api,
        "GET",
        `/api/project/${project.id}/tabs/${room.id}?apartment_layout_id=${layoutId}&package_id=${own.id}`,
        customer,
      );
      return shown.flatMap((g) => g.assets).find((a) => a.id === special)?.files?.length ?? 0;
    };
    return { customer, designer, newSpecial, filesOf };
  }
  throw new Error("the demo layout has no room with groups");
}

/** A multipart upload of `files` copies of one file; the answer's status, or 0 if none came. */
async function upload(api: Api, special: number, token: string, file: Blob, files: number) {
  const form = new FormData();
  for (let i = 0; i < files; i++) form.append("files[]", file, `drawing-${i}.pdf`);
  try {
    const res = await fetch(`${api.url}/api/selections/special/${special}?_method=PATCH`, {
      method: "POST",
      headers: { origin: api.origin, authorization: `Bearer ${token}` },
      body: form,
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** A PDF (by its first bytes) of `bytes` bytes. */
function pdf(bytes: number): Blob {
  const body = Buffer.alloc(bytes, 0x20);
  body.write("%PDF-1.7\n");
  return new Blob([body], { type: "application/pdf" });
}

async function main() {
  console.error("▶ starting the server (first start migrates and seeds the demo)");
  const server = await startServer();
  try {
    const api = { url: server.url, origin: server.url };
    const { customer, designer, newSpecial, filesOf } = await prepare(api, server.logins);
    const large = pdf(Math.round(9.9 * MB));
    const huge = pdf(100 * MB);
    const scenarios: { name: string; run: () => Promise<Run> }[] = [
      {
        name: "(a) customer: 4 parallel multipart requests of 10 × 9.9 MB",
        run: async () => {
          const special = await newSpecial();
          return measuredStatuses(server.pid, () =>
            Promise.all(Array.from({ length: 4 }, () => upload(api, special, customer, large, 10))),
          );
        },
      },
      {
        name: "(b) designer: one file of 100 MB",
        run: async () => {
          const special = await newSpecial();
          return measuredStatuses(server.pid, async () => [
            await upload(api, special, designer, huge, 1),
          ]);
        },
      },
      {
        name: "(c) designer: 6 parallel uploads of 5 × 9.9 MB to one solution",
        run: async () => {
          const special = await newSpecial();
          const run = await measuredStatuses(server.pid, () =>
            Promise.all(Array.from({ length: 6 }, () => upload(api, special, designer, large, 5))),
          );
          return { ...run, stored: await filesOf(special) };
        },
      },
    ];
    const rows: string[] = [];
    for (const scenario of scenarios) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await scenario.run();
        console.error(
          `  ${scenario.name}, run ${i + 1}: ${tally(run.statuses)}; RSS ${run.before.toFixed(0)} → peak ${run.peak.toFixed(0)} → ${run.after.toFixed(0)} MB`,
        );
        runs.push(run);
      }
      const mb = (pick: (r: Run) => number) => median(runs.map(pick)).toFixed(0);
      const stored = runs[0]?.stored;
      rows.push(
        `| ${scenario.name} | ${[...new Set(runs.map((r) => tally(r.statuses)))].join("; ")} | ${mb((r) => r.before)} | ${mb((r) => r.peak)} | ${mb((r) => r.after)} | ${mb((r) => r.peak - r.before)} | ${stored === undefined ? "–" : `${runs.map((r) => r.stored).join(", ")} of ${FILES_PER_SPECIAL}`} |`,
      );
    }
    console.log(
      [
        "## Uploads",
        "",
        `Measured on ${machine()} by \`npx tsx scripts/security/uploads.ts\`: the server runs from source in a child process (embedded database, demo data) and the uploads come from this process on the same machine; the server's resident memory (VmRSS of /proc/<pid>/status) is read before each scenario, every 10 ms while it runs, and once it is answered. Each scenario runs ${RUNS} times; memory figures are medians, in MB.`,
        "",
        "| scenario | answers | RSS before | RSS peak | RSS after | peak − before | files stored |",
        "|---|---|--:|--:|--:|--:|---|",
        ...rows,
        "",
      ].join("\n"),
    );
  } finally {
    await server.stop();
  }
}

await main();
