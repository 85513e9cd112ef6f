/**
 * What Node's zlib unpacked in a test file, through the calls the server unpacks zip entries with
 * (`inflateRawSync`, `inflateRaw`): how many, the bytes of those that finished, and the limits
 * (`maxOutputLength`) of those zlib stopped at their limit. A test file counts with a mock of
 * node:zlib, which reaches the server's own modules (not those of node_modules), and reads
 * `inflated`:
 * `vi.mock("node:zlib", async (original) => (await import("../helpers/inflated.ts")).countingInflate(await original()))`.
 */
import type * as Zlib from "node:zlib";

export const inflated = { calls: 0, bytes: 0, stopped: [] as number[] };

export function resetInflated(): void {
  inflated.calls = 0;
  inflated.bytes = 0;
  inflated.stopped = [];
}

/** Counts one unpacking's outcome: its bytes, or its limit when zlib stopped there. */
function count(options: Zlib.ZlibOptions | undefined, error: unknown, result?: Buffer): void {
  if (result) inflated.bytes += result.length;
  if ((error as { code?: string } | null)?.code === "ERR_BUFFER_TOO_LARGE")
    inflated.stopped.push(options?.maxOutputLength ?? Number.POSITIVE_INFINITY);
}

export function countingInflate(zlib: typeof Zlib): typeof Zlib {
  function inflateRaw(
    buffer: Zlib.InputType,
    options: Zlib.ZlibOptions,
    callback: Zlib.CompressCallback,
  ): void {
    inflated.calls++;
    zlib.inflateRaw(buffer, options, (error, result) => {
      count(options, error, result);
      callback(error, result);
    });
  }
  return {
    ...zlib,
    inflateRawSync(buffer, options) {
      inflated.calls++;
      try {
        const result = zlib.inflateRawSync(buffer, options);
        count(options, null, result);
        return result;
      } catch (error) {
        count(options, error);
        throw error;
      }
    },
    // The server calls it as (buffer, options, callback); its other overloads are not mocked.
    inflateRaw: inflateRaw as typeof zlib.inflateRaw,
  };
}
