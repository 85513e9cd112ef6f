/**
 * How much Node's zlib inflated in a test file: the streams `createInflateRaw` made and the bytes
 * that came out of them. A test file counts with a mock of node:zlib, which reaches the server's
 * own modules (not those of node_modules), and reads `inflated`:
 * `vi.mock("node:zlib", async (original) => (await import("../helpers/inflated.ts")).countingInflate(await original()))`.
 */
import type * as Zlib from "node:zlib";

export const inflated = { streams: 0, bytes: 0 };

export function resetInflated(): void {
  inflated.streams = 0;
  inflated.bytes = 0;
}

export function countingInflate(zlib: typeof Zlib): typeof Zlib {
  return {
    ...zlib,
    createInflateRaw(options) {
      const stream = zlib.createInflateRaw(options);
      inflated.streams++;
      // Every byte an inflating stream puts out goes through its push.
      const push = stream.push.bind(stream);
      stream.push = (chunk, encoding) => {
        if (chunk) inflated.bytes += (chunk as Buffer).length;
        return push(chunk, encoding);
      };
      return stream;
    },
  };
}
