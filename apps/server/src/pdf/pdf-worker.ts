/**
 * The PDF worker: a thread of the renderer's pool (render.ts) that renders summary PDFs one at a
 * time for as long as it lives. Fonts, shaped text and prepared images stay loaded between renders
 * (render-here.ts); the pool replaces the thread after a number of renders or once its heap has
 * grown, so what it keeps never adds up. Bundled as dist/pdf-worker.js beside dist/main.js.
 */
import { getHeapStatistics } from "node:v8";
import { renderSummaryPdfHere } from "./render-here.ts";
import type { SummaryPdfData } from "./summary-data.ts";

export type PdfWorkerReply =
  | { ok: true; pdf: Uint8Array; heapUsedBytes: number }
  | { ok: false; message: string; heapUsedBytes: number };

/** Renders one summary PDF; a failure is an answer (with its message), not a thrown error. */
export default async function renderInWorker(data: SummaryPdfData): Promise<PdfWorkerReply> {
  try {
    const pdf = await renderSummaryPdfHere(data);
    return {
      ok: true,
      pdf: new Uint8Array(pdf),
      heapUsedBytes: getHeapStatistics().used_heap_size,
    };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      heapUsedBytes: getHeapStatistics().used_heap_size,
    };
  }
}
