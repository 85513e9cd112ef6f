import { describe, expect, it } from "vitest";
import { createPdfRenderer, PdfBusyError, PdfRenderError } from "../../src/pdf/render.ts";
import { type HeldData, heldGate, heldWorker } from "./held-worker.ts";
import { sampleSummary } from "./sample-data.ts";

const isPdf = (pdf: Buffer) => pdf.subarray(0, 5).toString("latin1") === "%PDF-";

/** Until `ready` holds, giving the renderer's threads their turns (no fixed waits). */
async function until(ready: () => boolean) {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("the PDF renderer's pool", () => {
  it("refuses a render when every thread and waiting place is taken, and takes it again later", async () => {
    const renderer = createPdfRenderer({ concurrency: 1, maxQueue: 1, worker: heldWorker });
    try {
      const { gate, open } = heldGate();
      const held = renderer.render({ ...sampleSummary(), test: { gate } } as HeldData);
      const waiting = renderer.render(sampleSummary());
      expect(renderer.load()).toEqual({ running: 1, queued: 1 });

      const refused = await renderer.render(sampleSummary()).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(PdfBusyError);
      expect(refused).toBeInstanceOf(PdfRenderError);
      expect((refused as PdfBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      // Refused means not queued: nothing changed.
      expect(renderer.load()).toEqual({ running: 1, queued: 1 });

      // Work that must not be refused waits instead.
      const mailed = renderer.render(sampleSummary(), { whenBusy: "wait" });
      expect(renderer.load()).toEqual({ running: 1, queued: 2 });

      open();
      expect((await Promise.all([held, waiting, mailed])).every(isPdf)).toBe(true);
      expect(renderer.load()).toEqual({ running: 0, queued: 0 });
      expect(isPdf(await renderer.render(sampleSummary()))).toBe(true);
    } finally {
      await renderer.close();
    }
  }, 120_000);

  it("goes on after a thread dies in the middle of a render", async () => {
    const renderer = createPdfRenderer({ concurrency: 1, worker: heldWorker });
    try {
      const crash = renderer.render({ ...sampleSummary(), test: { exitCode: 7 } } as HeldData);
      await expect(crash).rejects.toBeInstanceOf(PdfRenderError);
      await expect(crash).rejects.toThrow(/The PDF worker failed: .*7/);
      expect(renderer.replacements()).toBe(1);
      expect(isPdf(await renderer.render(sampleSummary()))).toBe(true);
      expect(renderer.load()).toEqual({ running: 0, queued: 0 });
    } finally {
      await renderer.close();
    }
  }, 120_000);

  it("ends a render that does not finish in time, and goes on", async () => {
    const renderer = createPdfRenderer({ concurrency: 1, worker: heldWorker });
    const { gate } = heldGate();
    try {
      // Held for ever: only the time limit ends it, and its thread with it.
      await expect(
        renderer.render({ ...sampleSummary(), test: { gate } } as HeldData, { timeoutMs: 300 }),
      ).rejects.toThrow("Rendering the summary PDF took longer than 300 ms");
      expect(renderer.load()).toEqual({ running: 0, queued: 0 });
      expect(isPdf(await renderer.render(sampleSummary()))).toBe(true);
    } finally {
      await renderer.close();
    }
  }, 120_000);

  it("replaces its threads after a number of renders, and when a thread's heap has grown", async () => {
    const renderer = createPdfRenderer({ concurrency: 1, recycleAfter: 2 });
    try {
      const data = sampleSummary();
      for (let i = 0; i < 5; i++) expect(isPdf(await renderer.render(data))).toBe(true);
      expect(renderer.replacements()).toBe(2);
    } finally {
      await renderer.close();
    }
    // A limit every thread is over after its first render.
    const small = createPdfRenderer({ concurrency: 1, recycleHeapMb: 1 });
    try {
      const pdfs = [await small.render(sampleSummary()), await small.render(sampleSummary())];
      expect(pdfs.every(isPdf)).toBe(true);
      expect(small.replacements()).toBe(2);
    } finally {
      await small.close();
    }
  }, 180_000);

  it("finishes what it accepted when closed, and refuses what comes after", async () => {
    const renderer = createPdfRenderer({ concurrency: 1, worker: heldWorker });
    const { gate, open } = heldGate();
    const held = renderer.render({ ...sampleSummary(), test: { gate } } as HeldData);
    await until(() => renderer.load().running === 1);
    const closing = renderer.close();
    await expect(renderer.render(sampleSummary())).rejects.toThrow(
      "The PDF renderer is shutting down",
    );
    open();
    expect(isPdf(await held)).toBe(true);
    await closing;
  }, 120_000);
});
