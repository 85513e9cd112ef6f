/**
 * Where a read's server time goes, as `npm run bench -- hooks` measures it (issue 24): the built
 * server runs under V8's sampling profiler (`--cpu-prof`) while autocannon asks one read for a
 * while; the profile's samples are then summed per step of the request (Node's HTTP parsing,
 * Fastify's routing, each of our hooks, the handler's validation, serialization, compression,
 * the socket write), by the functions that do them, and divided by the requests answered.
 *
 * A sample counts for the innermost step among its frames, so a step's time includes what it
 * calls except other steps: a hook that ends with `done` runs the hooks after it and the socket
 * write in its own frame (decision 063), and those count as themselves. What is left (promise
 * bookkeeping, timers, garbage collection) is the rest.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The steps of a request, each by the function (and file) that does it. */
const STEPS: { step: string; fn: string; file?: string }[] = [
  { step: "Node's HTTP parsing", fn: "parserOnHeadersComplete" },
  { step: "Fastify: routing", fn: "routing", file: "route.js" },
  { step: "request id and child logger", fn: "getGenReqId" },
  { step: "request id and child logger", fn: "createChildLogger" },
  { step: "site and language of the request", fn: "settleLocale" },
  { step: "login (bearer token)", fn: "loginAt" },
  { step: "input validation (zod)", fn: "validate", file: "validation.js" },
  { step: "security headers", fn: "securityHeaders" },
  { step: "JSON serialization", fn: "serializeJson" },
  { step: "compression (brotli, in place)", fn: "compress" },
  { step: "writing the answer to the socket", fn: "writePayload" },
];

type Profile = {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
};

/** Microseconds per request of each step, and of the whole busy time, over the last `seconds`. */
export function stepCosts(
  profile: Profile,
  seconds: number,
  requests: number,
): { step: string; us: number }[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const stepOf = new Map<number, string | null>();
  const stepOfSample = (id: number): string | null => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      let step = stepOf.get(at);
      if (step === undefined) {
        const frame = nodes.get(at)?.callFrame;
        step =
          STEPS.find((s) => frame?.functionName === s.fn && (!s.file || frame.url.endsWith(s.file)))
            ?.step ?? null;
        stepOf.set(at, step);
      }
      if (step) return step;
    }
    return null;
  };
  const times: number[] = [];
  let t = 0;
  for (const delta of profile.timeDeltas) {
    t += delta;
    times.push(t);
  }
  const end = times.at(-1) ?? 0;
  const totals = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const at = times[i] ?? 0;
    if (at < end - seconds * 1e6) return;
    const dt = (times[i + 1] ?? at) - at;
    const name = nodes.get(id)?.callFrame.functionName;
    if (name === "(idle)") return;
    busy += dt;
    const step = stepOfSample(id);
    if (step) totals.set(step, (totals.get(step) ?? 0) + dt);
  });
  const named = [...new Set(STEPS.map((s) => s.step))].map((step) => ({
    step,
    us: (totals.get(step) ?? 0) / requests,
  }));
  const counted = named.reduce((sum, s) => sum + s.us, 0);
  return [
    ...named,
    {
      step: "the rest (the handler's own work, promises, timers, GC)",
      us: busy / requests - counted,
    },
    { step: "all of the server's busy time", us: busy / requests },
  ];
}

/** The main thread's profile a process wrote into `dir` (`--cpu-prof-dir`). */
export async function mainThreadProfile(dir: string): Promise<Profile> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".cpuprofile")).sort();
  // Node names the main thread's profile with thread id 0.
  const main = files.find((f) => /\.0\.\d+\.cpuprofile$/.test(f)) ?? files[0];
  if (!main) throw new Error(`no CPU profile in ${dir}`);
  return JSON.parse(await readFile(path.join(dir, main), "utf8")) as Profile;
}

/** One read's step costs, named by the reads part's name of its call. */
export type ProfiledRead = { call: string; costs: readonly { step: string; us: number }[] };

function largest(costs: readonly { step: string; us: number }[]): string {
  const steps = costs.slice(0, -2);
  const top = steps.reduce((a, b) => (b.us > a.us ? b : a), steps[0] ?? { step: "none", us: 0 });
  return `${top.step}, ${top.us.toFixed(1)} µs`;
}

export function hookCostsSection(
  reads: readonly ProfiledRead[],
  bareUs: number | null,
  load: string,
): string {
  const steps = reads[0]?.costs.map((c) => c.step) ?? [];
  return [
    "## Where a read's server time goes",
    "",
    `The built server on the embedded database under V8's sampling profiler (\`--cpu-prof\`), answering one call to autocannon (50 connections), each call in a server process of its own on one demo database, for the last seconds of the run: a guest's read of the project tabs, and the logged-in reads of the reads part (as the demo customer). The samples are summed per step of a request by the functions that do it, in µs of the server's main thread per answered request (the profiler itself adds some); a step counts what it calls except other steps (a hook that ends with \`done\` runs the next hooks and the socket write in its own frame: decision 063), and the login's step includes looking the login up in the personal cache (docs/decisions/053). A bare Fastify route answering the project tabs' JSON (scripts/bench/bare-fastify.ts), measured right after in the same run, takes ${bareUs === null ? "(not measured)" : `${bareUs} µs`} of its process's CPU per request in all. Machine load (1, 5, 15 min) at the start: ${load}.`,
    "",
    `| step | ${reads.map((r) => r.call).join(" | ")} |`,
    `|---|${reads.map(() => "---:").join("|")}|`,
    ...steps.map(
      (step, i) =>
        `| ${step} | ${reads.map((r) => (r.costs[i]?.us ?? 0).toFixed(1)).join(" | ")} |`,
    ),
    "",
    ...reads.map((r) => `- ${r.call}: the largest step is ${largest(r.costs)}.`),
    "",
    "A read answered from the caches is neither serialized nor compressed again: the read cache keeps a guest's answer, and the personal cache a logged-in person's (the login, the account, their packages answer, their standing and confirmation on the layout), whose JSON and compressed bytes are made once per answer object. The handler's own work and Node's bookkeeping are in the rest.",
  ].join("\n");
}
