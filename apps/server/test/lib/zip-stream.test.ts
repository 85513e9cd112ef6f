import type { Readable } from "node:stream";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { type ZipEntry, zipStream } from "../../src/lib/zip-stream.ts";

const MB = 1024 * 1024;

/**
 * Entries of `size` bytes each, counting how many were asked for; `finished` when the asking ends.
 * Stored, unless `deflate`: deflated, a megabyte of one byte would be a few bytes in the stream.
 */
function counted(count: number, size: number, deflate = false) {
  const state = { asked: 0, finished: false };
  async function* entries(): AsyncGenerator<ZipEntry> {
    try {
      for (let i = 0; i < count; i++) {
        state.asked++;
        yield {
          path: `file-${i}.bin`,
          bytes: new Uint8Array(size).fill(i),
          deflate: deflate && i % 2 === 0,
        };
      }
    } finally {
      state.finished = true;
    }
  }
  return { state, entries: entries() };
}

/** Lets every pending callback and timer-free task run: the writer goes as far as it can. */
async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

describe("a streamed .zip", () => {
  it("holds every entry, deflated or stored", async () => {
    const { entries } = counted(3, 1000, true);
    const files = unzipSync(await readAll(zipStream(entries)));
    expect(Object.keys(files)).toEqual(["file-0.bin", "file-1.bin", "file-2.bin"]);
    expect(files["file-2.bin"]).toEqual(new Uint8Array(1000).fill(2));
  });

  it("asks for the next entry only once the reader has taken the last", async () => {
    const { state, entries } = counted(5, MB);
    const stream = zipStream(entries);
    await settle();
    // Nobody reads: the first entry waits in the stream, and the second is not asked for.
    expect(state.asked).toBe(1);
    const files = unzipSync(await readAll(stream));
    expect(Object.keys(files)).toHaveLength(5);
    expect(state.asked).toBe(5);
  });

  it("stops asking when the reader goes away", async () => {
    const { state, entries } = counted(5, MB);
    const stream = zipStream(entries);
    await settle();
    stream.destroy();
    await settle();
    expect(state).toEqual({ asked: 1, finished: true });
  });
});
