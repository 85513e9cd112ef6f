import { chmod, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalStorage } from "../../src/storage/local-storage.ts";

/** Stored files hold uploads (a buyer's plans): the server user's alone, whatever they came from. */
describe("files stored on the local disk", () => {
  let dir: string;
  let storage: LocalStorage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "hd-local-storage-"));
    storage = new LocalStorage(path.join(dir, "files"), "k".repeat(32));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

  it("are 0600 in folders of 0700, a copy of a file open to everyone too", async () => {
    const source = path.join(dir, "upload.pdf");
    await writeFile(source, "%PDF-1.4");
    await chmod(source, 0o644);
    await storage.putFile("uploads/special/1/plan.pdf", source, "application/pdf");
    await storage.put("t/logo.svg", "<svg/>", "image/svg+xml");
    for (const key of ["uploads/special/1/plan.pdf", "t/logo.svg"]) {
      expect(await modeOf(storage.filePath(key)), key).toBe(0o600);
    }
    for (const folder of ["", "uploads", "uploads/special", "uploads/special/1", "t"]) {
      expect(await modeOf(path.join(storage.root, folder)), folder).toBe(0o700);
    }
  });

  it("are never read half written while the same file is written again", async () => {
    // A PDF of record made twice at once (its job and a download) is the same bytes twice.
    const body = Buffer.alloc(4 * 1024 * 1024, 7);
    const key = "uploads/confirmations/1/record.pdf";
    await storage.put(key, body, "application/pdf");
    const lengths = new Set<number>();
    await Promise.all([
      ...Array.from({ length: 8 }, () => storage.put(key, body, "application/pdf")),
      ...Array.from({ length: 40 }, async () => lengths.add((await storage.read(key)).length)),
    ]);
    expect([...lengths]).toEqual([body.length]);
    // Nothing of the writing is left beside it.
    expect(await readdir(path.dirname(storage.filePath(key)))).toEqual(["record.pdf"]);
  });
});
