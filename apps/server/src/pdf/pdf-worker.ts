/**
 * Worker thread entry: renders one summary PDF from `workerData` and posts it back. The thread is
 * started for a single render and ended afterwards, so whatever the rendering allocated (fonts,
 * images, layout) goes away with it. Bundled as dist/pdf-worker.js beside dist/main.js.
 */
import { parentPort, workerData } from "node:worker_threads";
import { renderSummaryPdfHere } from "./render-here.ts";
import type { SummaryPdfData } from "./summary-data.ts";

export type PdfWorkerReply = { ok: true; pdf: Uint8Array } | { ok: false; message: string };

const port = parentPort;
if (!port) throw new Error("pdf-worker runs only as a worker thread");

renderSummaryPdfHere(workerData as SummaryPdfData).then(
  (pdf) => {
    // A copy owns its memory outright, so it can be handed over without copying it again.
    const bytes = new Uint8Array(pdf);
    const reply: PdfWorkerReply = { ok: true, pdf: bytes };
    port.postMessage(reply, [bytes.buffer]);
  },
  (error: unknown) => {
    const reply: PdfWorkerReply = {
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
    port.postMessage(reply);
  },
);
