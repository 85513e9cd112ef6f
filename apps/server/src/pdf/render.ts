/**
 * The summary PDF renderer the server calls: a pool of long-lived worker threads (piscina), so the
 * request thread stays free while a layout is computed and each worker loads pdfkit, the fonts
 * and the pictures it has prepared once instead of for every PDF.
 *
 * - At most `concurrency` render at a time; at most `maxQueue` more wait. A render beyond that is
 *   refused at once with PdfBusyError (the API answers 503 with Retry-After) instead of joining a
 *   queue that only grows: a buyer is told to come back in a few seconds rather than wait for
 *   minutes. Work that must not be refused (the PDF a confirmation mails) may wait instead.
 * - A render that takes longer than `timeoutMs` fails and its thread is ended; a thread that dies
 *   (out of memory, a crash) fails only its own render. The pool goes on with new threads.
 * - Memory stays flat: a thread's caches (shaped words, prepared pictures) are bounded, and what
 *   else a long-lived thread gathers goes with it: the threads are replaced after `recycleAfter`
 *   renders, or at once when a thread's heap has grown past `recycleHeapMb`. Replacing means
 *   starting a fresh pool for the next renders and ending the old one once its renders in flight
 *   are done; nothing is interrupted.
 *
 * This module deliberately imports nothing of pdfkit or the fonts: the rendering code is loaded
 * only inside the workers.
 */
import { Piscina } from "piscina";
import { workerEntry } from "../lib/worker-entry.ts";
import type { PdfWorkerReply } from "./pdf-worker.ts";
import type { SummaryPdfData } from "./summary-data.ts";

export class PdfRenderError extends Error {
  override name = "PdfRenderError";
}

/** Every render slot and queue place is taken: try again after `retryAfterSeconds`. */
export class PdfBusyError extends PdfRenderError {
  override name = "PdfBusyError";
  constructor(readonly retryAfterSeconds: number) {
    super(`The PDF renderer is busy: try again in ${retryAfterSeconds} s`);
  }
}

export type PdfRendererOptions = {
  /** Renders at the same time, one worker thread each (each holds some tens of MB). */
  concurrency?: number;
  /** Renders that may wait for a thread; one more is refused with PdfBusyError. */
  maxQueue?: number;
  /** How long one render may take, counted from when it is accepted (its wait included). */
  timeoutMs?: number;
  /** A worker's heap ceiling: a render that needs more fails instead of swelling the process. */
  maxHeapMb?: number;
  /** Renders after which the threads are replaced by fresh ones. */
  recycleAfter?: number;
  /** A thread whose heap has grown past this after a render is replaced with the others. */
  recycleHeapMb?: number;
  /** Threads beyond the first end after this long without work. */
  idleTimeoutMs?: number;
  /** The worker module (tests give one of their own); the real worker when not given. */
  worker?: URL;
};

export type RenderOptions = {
  /** `refuse` (the default): PdfBusyError when the queue is full. `wait`: queue regardless. */
  whenBusy?: "refuse" | "wait";
  /** This render's own time limit instead of the renderer's `timeoutMs`. */
  timeoutMs?: number;
};

/** One render asked of the renderer, as it ended. */
export type PdfRenderEvent = {
  /** `done`; `failed`; `refused`: every thread and waiting place was taken (PdfBusyError). */
  outcome: "done" | "failed" | "refused";
  /** From being accepted (its wait for a thread included) to its end; 0 when refused. */
  seconds: number;
};

export type PdfRenderer = {
  /** The PDF's bytes; rejects with PdfRenderError (PdfBusyError when refused for load). */
  render(data: SummaryPdfData, options?: RenderOptions): Promise<Buffer>;
  /** Renders in progress and waiting, for monitoring and tests. */
  load(): { running: number; queued: number };
  /** Renders at the same time (threads), and renders that may wait for one. */
  limits: { concurrency: number; maxQueue: number };
  /** How often the threads were replaced so far (recycled, or after a thread died). */
  replacements(): number;
  /** Calls `listener` as each render ends (metrics); the returned function stops that. */
  watch(listener: (event: PdfRenderEvent) => void): () => void;
  /** Refuses new renders, lets those accepted finish, then ends every thread. */
  close(): Promise<void>;
};

/** One set of threads; replaced as a whole when recycled. */
type Generation = { pool: Piscina; inFlight: number; renders: number; retired: boolean };

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 2));
  const maxQueue = Math.max(0, Math.floor(options.maxQueue ?? 8));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxHeapMb = options.maxHeapMb ?? 384;
  const recycleAfter = Math.max(1, options.recycleAfter ?? 200);
  const recycleHeapBytes = (options.recycleHeapMb ?? 192) * 2 ** 20;
  const idleTimeout = options.idleTimeoutMs ?? 60_000;
  const entry = workerEntry(
    options.worker ?? new URL("./pdf-worker.ts", import.meta.url),
    "pdf-worker.js",
  );

  let current: Generation | null = null;
  let accepted = 0;
  let replaced = 0;
  let closed = false;
  /** A typical render's time from acceptance to answer, for Retry-After; a guess until measured. */
  let typicalMs = 1_000;
  const idle: (() => void)[] = [];
  const listeners = new Set<(event: PdfRenderEvent) => void>();
  const ended = (outcome: PdfRenderEvent["outcome"], startedAt?: number) => {
    const seconds = startedAt === undefined ? 0 : (performance.now() - startedAt) / 1000;
    for (const listener of listeners) listener({ outcome, seconds });
  };

  const start = (): Generation => {
    const pool = new Piscina({
      ...entry,
      // One thread stays ready between renders; the others end when idle. Threads start when
      // work comes, so a server that never renders a PDF never loads pdfkit.
      minThreads: 1,
      maxThreads: concurrency,
      idleTimeout,
      concurrentTasksPerWorker: 1,
      // The queue is bounded here, across generations (see render()).
      maxQueue: Number.POSITIVE_INFINITY,
      // An ordinary event loop in each thread: a render is asynchronous work.
      atomics: "disabled",
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    });
    // A thread that dies is reported through its render's rejection; this keeps a death between
    // renders from being an unhandled error of the process.
    pool.on("error", () => {});
    return { pool, inFlight: 0, renders: 0, retired: false };
  };

  const retire = (generation: Generation) => {
    if (generation.retired) return;
    generation.retired = true;
    replaced += 1;
    if (current === generation) current = null;
    if (generation.inFlight === 0) void generation.pool.destroy();
  };

  const settle = (generation: Generation, startedAt: number) => {
    generation.inFlight -= 1;
    accepted -= 1;
    typicalMs = 0.8 * typicalMs + 0.2 * (performance.now() - startedAt);
    if (generation.retired && generation.inFlight === 0) void generation.pool.destroy();
    if (accepted === 0) for (const resume of idle.splice(0)) resume();
  };

  const retryAfterSeconds = () => {
    const waves = Math.ceil((accepted + 1) / concurrency);
    return Math.min(60, Math.max(1, Math.ceil((typicalMs * waves) / 1000)));
  };

  return {
    async render(data, renderOptions = {}) {
      if (closed) throw new PdfRenderError("The PDF renderer is shutting down");
      const refuse = (renderOptions.whenBusy ?? "refuse") === "refuse";
      if (refuse && accepted >= concurrency + maxQueue) {
        ended("refused");
        throw new PdfBusyError(retryAfterSeconds());
      }
      current ??= start();
      const generation = current;
      accepted += 1;
      generation.inFlight += 1;
      const startedAt = performance.now();
      const limitMs = renderOptions.timeoutMs ?? timeoutMs;
      const signal = AbortSignal.timeout(limitMs);
      let reply: PdfWorkerReply;
      try {
        reply = (await generation.pool.run(data, { signal })) as PdfWorkerReply;
      } catch (error) {
        ended("failed", startedAt);
        if (isAbort(error) && signal.aborted) {
          throw new PdfRenderError(`Rendering the summary PDF took longer than ${limitMs} ms`);
        }
        // The thread died: the pool would replace it, but a pool whose threads fail while
        // starting stops doing so, so the whole set is replaced for the renders to come.
        retire(generation);
        const message = error instanceof Error ? error.message : String(error);
        throw new PdfRenderError(`The PDF worker failed: ${message}`, { cause: error });
      } finally {
        settle(generation, startedAt);
      }
      generation.renders += 1;
      if (generation.renders >= recycleAfter || reply.heapUsedBytes > recycleHeapBytes) {
        retire(generation);
      }
      if (!reply.ok) {
        ended("failed", startedAt);
        throw new PdfRenderError(`The summary PDF could not be rendered: ${reply.message}`);
      }
      ended("done", startedAt);
      return Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength);
    },
    load: () => {
      const running = Math.min(accepted, concurrency);
      return { running, queued: accepted - running };
    },
    limits: { concurrency, maxQueue },
    replacements: () => replaced,
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (accepted > 0) await new Promise<void>((resolve) => idle.push(resolve));
      const last = current;
      current = null;
      if (last) await last.pool.destroy();
    },
  };
}

let shared: PdfRenderer | null = null;

/** The process's renderer for callers without a context of their own (tools, tests). */
export function sharedPdfRenderer(): PdfRenderer {
  shared ??= createPdfRenderer();
  return shared;
}

/**
 * The summary PDF of a package as bytes, rendered off the request thread. Rejects with
 * PdfRenderError (saying what failed, e.g. which image is unreadable) or on timeout.
 */
export function renderSummaryPdf(data: SummaryPdfData, options?: RenderOptions): Promise<Buffer> {
  return sharedPdfRenderer().render(data, options);
}
