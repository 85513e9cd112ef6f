/**
 * `npx tsx scripts/security/company-uploads.ts`: what a company admin's uploads of the company's
 * .zip (`POST /api/admin/company/check|import`) cost the server. Prints a markdown section
 * (`## Company uploads`) to stdout; progress goes to stderr.
 *
 * The server runs from source in a child process on a temporary data folder (embedded database,
 * demo data); the demo's designer is made the company's admin by `npm run set-role`. Its resident
 * memory (VmRSS) is sampled every 10 ms and its CPU time (all its threads) read around each of:
 *   (–) a check of a zip of the demo's own folder, for comparison,
 *   (a) a check of a 95 MB zip: the demo's folder and 90 files of 1 MB of random bytes, stored,
 *       which the check does not read,
 *   (b) an import of a zip that declares 220 MB unpacked (the demo's folder and 11 pictures of
 *       20 MB of zeros, 220 kB packed; the bound is 200 MB),
 *   (c) a check of a zip whose picture declares 2 kB and unpacks to 200 MB of zeros,
 *   (d) an upload of 120 MB sent without its length (the bound of an upload is 100 MB).
 * Each runs three times; the table gives medians.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { listFiles } from "../../apps/server/src/modules/company-format/company-folder.ts";
import { demoCompanyFolder } from "../../apps/server/src/paths.ts";
import { rawZip } from "../../apps/server/test/helpers/raw-zip.ts";
import { fileUpload, streamedUpload } from "../../apps/server/test/helpers/streamed-upload.ts";
import { type Measured, machine, measured, median, type Server, startServer } from "./server.ts";

const MB = 1024 * 1024;
const RUNS = 3;
const root = path.resolve(import.meta.dirname, "../..");
const encode = (text: string) => new TextEncoder().encode(text);

/** The demo designer's token, once `npm run set-role` has made them the company's admin. */
async function adminToken(server: Server): Promise<string> {
  const designer = server.logins.find((l) => l.role === "designer");
  if (!designer) throw new Error("the demo has no designer");
  await promisify(execFile)(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(root, "apps/server/src/cli/set-role.ts"),
      designer.email,
      "admin",
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: server.dataDir } },
  );
  const company = (await (
    await fetch(`${server.url}/api/company?url=${encodeURIComponent(server.url)}`)
  ).json()) as { id: number };
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({
      email: designer.email,
      password: designer.password,
      company_id: company.id,
    }),
  });
  const { token } = (await res.json()) as { token: string };
  return token;
}

/** The zips of the scenarios, written to `dir`, made of the demo company's own folder. */
async function writeZips(dir: string) {
  const entries = await Promise.all(
    [...(await listFiles(demoCompanyFolder))].map(async (file) => ({
      name: encode(`demo/${file}`),
      content: await readFile(path.join(demoCompanyFolder, file)),
    })),
  );
  const noise = randomBytes(MB);
  /** The zip written to `dir` as `name`.zip, and its size. */
  const save = async (name: string, zip: Uint8Array) => {
    const file = path.join(dir, `${name}.zip`);
    await writeFile(file, zip);
    return { path: file, mb: (zip.length / MB).toFixed(1) };
  };
  return {
    demo: await save("demo", rawZip(entries)),
    large: await save(
      "large",
      rawZip([
        ...entries,
        ...Array.from({ length: 90 }, (_, i) => ({
          name: encode(`demo/extra/${i}.bin`),
          content: noise,
        })),
      ]),
    ),
    declared: await save(
      "declared",
      rawZip([
        ...entries,
        ...Array.from({ length: 11 }, (_, i) => ({
          name: encode(`demo/files/photo-${i}.svg`),
          content: new Uint8Array(20 * MB),
          method: "deflate" as const,
        })),
      ]),
    ),
    lying: await save(
      "lying",
      rawZip([
        ...entries,
        {
          name: encode("demo/files/plan.svg"),
          content: new Uint8Array(200 * MB),
          method: "deflate",
          declaredSize: 2048,
        },
      ]),
    ),
  };
}

/** How a scenario calls the server: the address of a call, and the admin's headers. */
type Api = { call: (target: string) => string; headers: Record<string, string> };

/** A new server (server.ts) with the demo's designer made its admin, for `use`; stopped after. */
async function withServer<T>(use: (server: Server, api: Api) => Promise<T>): Promise<T> {
  console.error("▶ starting a server (it migrates and seeds the demo)");
  const server = await startServer();
  try {
    const headers = { origin: server.url, authorization: `Bearer ${await adminToken(server)}` };
    return await use(server, {
      call: (target) => `${server.url}/api/admin/company/${target}`,
      headers,
    });
  } finally {
    await server.stop();
  }
}

type Zips = Awaited<ReturnType<typeof writeZips>>;

const status = async (answer: Promise<{ status: number }>) => (await answer).status;

/** What is measured, each as a name and a call of the server. */
function scenarios(zips: Zips): { name: string; run: (api: Api) => Promise<number> }[] {
  const upload = ({ call, headers }: Api, target: string, zip: { path: string }) =>
    status(fileUpload(call(target), headers, "company", zip.path));
  return [
    {
      name: `(–) check of the demo's own folder (${zips.demo.mb} MB), for comparison`,
      run: (api) => upload(api, "check", zips.demo),
    },
    {
      name: `(a) check of a ${zips.large.mb} MB zip (the demo's folder and 90 MB the check does not read)`,
      run: (api) => upload(api, "check", zips.large),
    },
    {
      name: `(b) import of the demo's folder and 11 pictures of 20 MB of zeros (${zips.declared.mb} MB): 220 MB unpacked`,
      run: (api) => upload(api, "import", zips.declared),
    },
    {
      name: `(c) check of the demo's folder and a picture that declares 2 kB and unpacks to 200 MB (${zips.lying.mb} MB)`,
      run: (api) => upload(api, "check", zips.lying),
    },
    {
      name: "(d) upload of 120 MB without its length",
      run: ({ call, headers }) =>
        status(
          streamedUpload(
            call("check"),
            120 * MB,
            headers,
            { field: "company", name: "company.zip", type: "application/zip", start: "PK" },
            { chunked: true },
          ),
        ),
    },
  ];
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "hd-company-uploads-"));
  try {
    const zips = await writeZips(dir);
    const rows: string[] = [];
    // Each scenario on a server of its own: what one leaves in memory is not the next one's.
    for (const scenario of scenarios(zips)) {
      const runs = await withServer(async (server, api) => {
        const done: Measured<number>[] = [];
        for (let i = 0; i < RUNS; i++) {
          const run = await measured(server.pid, () => scenario.run(api));
          console.error(
            `  ${scenario.name}, run ${i + 1}: ${run.result}; RSS ${run.before.toFixed(0)} → peak ${run.peak.toFixed(0)} → ${run.after.toFixed(0)} MB; CPU ${run.cpu.toFixed(2)} s in ${run.seconds.toFixed(2)} s`,
          );
          done.push(run);
        }
        return done;
      });
      const first = runs[0]?.before ?? 0;
      const peak = Math.max(...runs.map((r) => r.peak));
      const of = (pick: (r: Measured<number>) => number) => median(runs.map(pick)).toFixed(2);
      rows.push(
        `| ${scenario.name} | ${[...new Set(runs.map((r) => r.result))].join(", ")} | ${first.toFixed(0)} | ${peak.toFixed(0)} | ${(peak - first).toFixed(0)} | ${of((r) => r.cpu)} | ${of((r) => r.seconds)} |`,
      );
    }
    const [load1, load5] = os.loadavg();
    console.log(
      [
        "## Company uploads",
        "",
        `Measured on ${machine()} on ${new Date().toISOString().slice(0, 10)}, load average ${load1?.toFixed(1)} (1 min) and ${load5?.toFixed(1)} (5 min) on the machine's ${os.cpus().length} cores when it ended, by \`npx tsx scripts/security/company-uploads.ts\`: each scenario on a new server from source in a child process (embedded database, demo data, the demo's designer made its admin), the uploads sent from this process on the same machine, read from the disk as the server takes them in. The server's resident memory (VmRSS) is read before each upload, every 10 ms while it runs, and once it is answered; its CPU time (all its threads, from /proc/<pid>/stat) before and after. Each scenario runs ${RUNS} times: the memory columns are the server's before the first run and at its highest in any, CPU and time are medians.`,
        "",
        "| scenario | answer | RSS before (MB) | RSS peak (MB) | peak − before (MB) | server CPU (s) | answered in (s) |",
        "|---|---|--:|--:|--:|--:|--:|",
        ...rows,
        "",
      ].join("\n"),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
