/**
 * The summary PDF renderer the server calls. Each render runs in its own worker thread, so the
 * request thread stays free while the layout is computed, and the thread is ended afterwards, so
 * every byte the rendering allocated is returned (react-pdf keeps caches of fonts and images that
 * would otherwise grow with every PDF). A small limit on simultaneous renders queues the rest,
 * and a timeout ends a render that does not finish.
 *
 * This module deliberately imports nothing of react-pdf: the rendering code is loaded only inside
 * the worker.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { PdfWorkerReply } from "./pdf-worker.ts";
import type { SummaryPdfData } from "./summary-data.ts";

export class PdfRenderError extends Error {
  override name = "PdfRenderError";
}

export type PdfRendererOptions = {
  /** Renders at the same time; each holds a thread and some tens of MB. */
  concurrency?: number;
  /** How long one render may take, counted from the worker's start. */
  timeoutMs?: number;
  /** The worker's heap ceiling: a render that needs more fails instead of swelling the process. */
  maxHeapMb?: number;
};

export type PdfRenderer = {
  render(data: SummaryPdfData): Promise<Buffer>;
  /** Renders in progress and waiting, for monitoring and tests. */
  load(): { running: number; queued: number };
};

/**
 * tsx's ESM programming interface, located through its package manifest. Found from this module,
 * not from the working directory, so the server may be started from any folder.
 */
function tsxApiUrl(): string {
  const requireHere = createRequire(import.meta.url);
  const manifestPath = requireHere.resolve("tsx/package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const entry = manifest.exports["./esm/api"]?.import?.default;
  if (!entry) throw new PdfRenderError("tsx does not offer tsx/esm/api for importing TypeScript");
  return pathToFileURL(path.join(path.dirname(manifestPath), entry)).href;
}

/**
 * What to start as the worker. From the esbuild bundle: `pdf-worker.js`, which build.mjs writes
 * beside `main.js`. From the sources (tests, tsx): `pdf-worker.ts` beside this file, loaded
 * through tsx's tsImport by a two-line bootstrap, because Node 20 ignores `--import` in a
 * worker's execArgv and so a worker cannot pick up tsx's loader the way the main process does.
 */
function workerEntry(): URL {
  const fromSources = /\.ts$/.test(new URL(import.meta.url).pathname);
  if (!fromSources) return new URL("./pdf-worker.js", import.meta.url);
  const worker = new URL("./pdf-worker.ts", import.meta.url).href;
  const bootstrap =
    `import { tsImport } from ${JSON.stringify(tsxApiUrl())};\n` +
    `await tsImport(${JSON.stringify(worker)}, ${JSON.stringify(import.meta.url)});\n`;
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}

type Outcome = { pdf: Buffer } | { error: PdfRenderError };

function renderInWorker(
  data: SummaryPdfData,
  timeoutMs: number,
  maxHeapMb: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(workerEntry(), {
        workerData: data,
        resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      });
    } catch (error) {
      reject(
        new PdfRenderError(`The PDF worker could not start: ${(error as Error).message}`, {
          cause: error,
        }),
      );
      return;
    }

    let outcome: Outcome | null = null;
    const settle = (result: Outcome) => {
      if (outcome) return;
      outcome = result;
      clearTimeout(timer);
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle({
          error: new PdfRenderError(`Rendering the summary PDF took longer than ${timeoutMs} ms`),
        }),
      timeoutMs,
    );

    worker.once("message", (reply: PdfWorkerReply) => {
      settle(
        reply.ok
          ? { pdf: Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength) }
          : {
              error: new PdfRenderError(`The summary PDF could not be rendered: ${reply.message}`),
            },
      );
    });
    worker.once("error", (error) => {
      settle({
        error: new PdfRenderError(`The PDF worker failed: ${error.message}`, { cause: error }),
      });
    });
    // The answer is given once the thread is gone, so its memory is free before the next render
    // takes the slot.
    worker.once("exit", (code) => {
      clearTimeout(timer);
      const result: Outcome = outcome ?? {
        error: new PdfRenderError(`The PDF worker stopped (exit code ${code}) without a result`),
      };
      if ("pdf" in result) resolve(result.pdf);
      else reject(result.error);
    });
  });
}

export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxHeapMb = options.maxHeapMb ?? 384;
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = async () => {
    if (running < concurrency) {
      running += 1;
      return;
    }
    await new Promise<void>((resume) => waiting.push(resume));
  };
  // A finished render hands its slot straight to the next in line.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async render(data) {
      await acquire();
      try {
        return await renderInWorker(data, timeoutMs, maxHeapMb);
      } finally {
        release();
      }
    },
    load: () => ({ running, queued: waiting.length }),
  };
}

const shared = createPdfRenderer();

/**
 * The summary PDF of a package as bytes, rendered off the request thread. Rejects with
 * PdfRenderError (saying what failed, e.g. which image is unreadable) or on timeout.
 */
export function renderSummaryPdf(data: SummaryPdfData): Promise<Buffer> {
  return shared.render(data);
}
