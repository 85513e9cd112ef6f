/**
 * A PDF worker for tests: the real one, except that a render can be held until the test lets it
 * go, or can end its thread the way a crash would. The instructions travel with the data: a
 * SharedArrayBuffer in it is shared with the worker, not copied.
 */
import renderInWorker from "../../src/pdf/pdf-worker.ts";
import type { SummaryPdfData } from "../../src/pdf/summary-data.ts";

export type HeldData = SummaryPdfData & { test?: { gate?: Int32Array; exitCode?: number } };

export default async function heldRender(data: HeldData) {
  if (data.test?.exitCode !== undefined) process.exit(data.test.exitCode);
  const gate = data.test?.gate;
  if (gate) {
    // Atomics.waitAsync is in every Node the project supports; TypeScript's ES2022 library lacks it.
    const { waitAsync } = Atomics as unknown as {
      waitAsync(on: Int32Array, at: number, value: number): { async: boolean; value: unknown };
    };
    const wait = waitAsync(gate, 0, 0);
    if (wait.async) await wait.value;
  }
  return renderInWorker(data);
}

/** A gate for a held render, and the way to open it. */
export function heldGate(): { gate: Int32Array; open(): void } {
  const gate = new Int32Array(new SharedArrayBuffer(4));
  return {
    gate,
    open() {
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
    },
  };
}

export const heldWorker = new URL("./held-worker.ts", import.meta.url);
