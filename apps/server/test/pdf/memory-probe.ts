/**
 * Renders summary PDFs one after another in this process and reports its memory after each, with
 * garbage collected first. Run by render-worker.test.ts in a child process of its own (node
 * --expose-gc), so that nothing else in the test runner moves the numbers.
 *
 * Prints one JSON line: { samples: [{ heapUsed, rss, external, arrayBuffers }...] } in bytes,
 * the first sample taken before any render.
 */
import { renderSummaryPdf } from "../../src/pdf/render.ts";
import { sampleSummary } from "./sample-data.ts";

const renders = Number(process.argv[2] ?? 20);
const collect = globalThis.gc;
if (!collect) throw new Error("run with --expose-gc");

async function settle() {
  // Two passes with a turn of the event loop between: finalizers of the first free more.
  collect?.();
  await new Promise((resolve) => setImmediate(resolve));
  collect?.();
  const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage();
  return { heapUsed, rss, external, arrayBuffers };
}

const data = sampleSummary();
const samples = [await settle()];
for (let i = 0; i < renders; i++) {
  const pdf = await renderSummaryPdf(data);
  if (pdf.length < 1000) throw new Error("not a PDF");
  samples.push(await settle());
}
process.stdout.write(`${JSON.stringify({ samples })}\n`);
