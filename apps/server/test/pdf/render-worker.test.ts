import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { createPdfRenderer, PdfRenderError, renderSummaryPdf } from "../../src/pdf/render.ts";
import type { SummaryPdfData } from "../../src/pdf/summary-data.ts";
import { sampleSummary } from "./sample-data.ts";

const run = promisify(execFile);

/**
 * Runs `work` while a 10 ms timer ticks on this thread. Reports how busy this thread's event loop
 * was (0 idle … 1 always running JavaScript) and the median gap between ticks. Both stay honest
 * on a loaded machine: when the operating system holds the thread back, gaps grow here and there
 * but the loop is idle and the typical gap stays short, whereas a render on this thread keeps the
 * loop busy and swallows the ticks.
 */
async function onThisThreadDuring<T>(work: () => Promise<T>) {
  const gaps: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
  }, 10);
  const before = performance.eventLoopUtilization();
  try {
    const result = await work();
    const ticks = gaps.length;
    // Until the work ends, not only between ticks: a render that holds the thread from start to
    // end lets no tick through at all.
    gaps.push(performance.now() - last);
    const busy = performance.eventLoopUtilization(before).utilization;
    const sorted = [...gaps].sort((a, b) => a - b);
    const medianGap = sorted[Math.floor(sorted.length / 2)] ?? Number.POSITIVE_INFINITY;
    return { result, busy, medianGap, ticks, longestGap: sorted.at(-1) ?? 0 };
  } finally {
    clearInterval(timer);
  }
}

function withBrokenThumbnail(bytes: Uint8Array, contentType = "image/png"): SummaryPdfData {
  const data = sampleSummary();
  const kitchen = data.rooms[0];
  const floor = kitchen?.items[0];
  if (!kitchen || !floor) throw new Error("sample has no kitchen floor");
  floor.thumbnail = { contentType, bytes };
  return data;
}

describe("summary PDF rendering in a worker thread", () => {
  it("leaves this thread free while a PDF renders", async () => {
    const started = performance.now();
    const { result, busy, medianGap, ticks } = await onThisThreadDuring(() =>
      renderSummaryPdf(sampleSummary()),
    );
    const took = performance.now() - started;
    expect(result.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(busy).toBeLessThan(0.25);
    expect(medianGap).toBeLessThan(25);
    expect(ticks).toBeGreaterThan(took / 10 / 4);
  }, 60_000);

  it("would block this thread if rendered here, which is what the worker avoids", async () => {
    // The same measurement with the render on this thread: what the previous test rules out.
    const { renderSummaryPdfHere } = await import("../../src/pdf/render-here.ts");
    const started = performance.now();
    const { busy, longestGap } = await onThisThreadDuring(() =>
      renderSummaryPdfHere(sampleSummary()),
    );
    expect(busy).toBeGreaterThan(0.6);
    expect(longestGap).toBeGreaterThan((performance.now() - started) / 4);
  }, 60_000);

  it("does not grow this process's memory over 12 PDFs in a row", async () => {
    // Measured in a child process of its own with garbage collection at hand, so the test
    // runner's own allocations do not blur the numbers.
    const probe = fileURLToPath(new URL("./memory-probe.ts", import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
    const { stdout } = await run(process.execPath, ["--expose-gc", "--import", tsx, probe, "12"], {
      maxBuffer: 1 << 20,
    });
    const { samples } = JSON.parse(stdout) as { samples: { heapUsed: number; rss: number }[] };
    expect(samples).toHaveLength(13);
    const mb = (bytes: number) => bytes / 2 ** 20;
    const first = samples[1];
    const warm = samples[3];
    const last = samples[12];
    if (!first || !warm || !last) throw new Error("missing samples");
    // The JavaScript heap of this process holds nothing of a render: flat within a couple of MB.
    expect(mb(last.heapUsed - first.heapUsed)).toBeLessThan(2);
    // The resident size settles after the first renders (thread stacks, allocator arenas) and then
    // stays; 12 renders in one thread would add well over a hundred MB.
    expect(mb(last.rss - warm.rss)).toBeLessThan(32);
    expect(mb(Math.max(...samples.slice(3).map((s) => s.rss)) - warm.rss)).toBeLessThan(48);
  }, 600_000);

  it("names the unreadable thumbnail instead of leaving it out or hanging", async () => {
    // A real PNG whose image data is overwritten after its header: it looks fine until decoded.
    const png = new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="#c9a57a"/></svg>',
    )
      .render()
      .asPng();
    png.fill(7, 41);
    const failure = renderSummaryPdf(withBrokenThumbnail(png));
    await expect(failure).rejects.toBeInstanceOf(PdfRenderError);
    await expect(failure).rejects.toThrow(
      'The summary PDF could not be rendered: The thumbnail of "Tammeparkett Nordic Öö, kalasaba" (Põrand) in room "Elutuba ja köök" cannot be used: the PNG data cannot be decoded',
    );
    const headless = Buffer.from([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...new Array(80).fill(7),
    ]);
    await expect(renderSummaryPdf(withBrokenThumbnail(headless))).rejects.toThrow(
      /cannot be used: the PNG header cannot be read/,
    );
  }, 60_000);

  it("refuses bytes that are no image at all, and broken SVG", async () => {
    await expect(
      renderSummaryPdf(
        withBrokenThumbnail(new TextEncoder().encode("<html>not found</html>"), "image/jpeg"),
      ),
    ).rejects.toThrow(/cannot be used: the image \(image\/jpeg\) is not SVG, PNG or JPEG/);
    await expect(
      renderSummaryPdf(
        withBrokenThumbnail(new TextEncoder().encode("<svg><rect"), "image/svg+xml"),
      ),
    ).rejects.toThrow(/cannot be used: the SVG cannot be read/);
  }, 60_000);

  it("reports bad data clearly", async () => {
    await expect(renderSummaryPdf({ ...sampleSummary(), offerDate: "yesterday" })).rejects.toThrow(
      'The summary PDF could not be rendered: Not a date: "yesterday"',
    );
  }, 60_000);

  it("ends a render that takes too long", async () => {
    const renderer = createPdfRenderer({ timeoutMs: 200 });
    const started = performance.now();
    await expect(renderer.render(sampleSummary())).rejects.toThrow(
      "Rendering the summary PDF took longer than 200 ms",
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(renderer.load()).toEqual({ running: 0, queued: 0 });
  }, 60_000);

  it("renders a few at a time and queues the rest", async () => {
    const renderer = createPdfRenderer({ concurrency: 1 });
    const data = sampleSummary();
    const all = Promise.all([renderer.render(data), renderer.render(data), renderer.render(data)]);
    expect(renderer.load()).toEqual({ running: 1, queued: 2 });
    const pdfs = await all;
    expect(pdfs.map((pdf) => pdf.subarray(0, 5).toString("latin1"))).toEqual([
      "%PDF-",
      "%PDF-",
      "%PDF-",
    ]);
    expect(renderer.load()).toEqual({ running: 0, queued: 0 });
  }, 120_000);
});
