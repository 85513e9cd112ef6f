import { randomUUID } from "node:crypto";
import { constants } from "node:fs";
import { access, chmod, copyFile, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sign, signatureMatches } from "../auth/signing.ts";
import { PRIVATE_DIR, PRIVATE_FILE } from "../lib/private-files.ts";
import { assertSafeKey, type Storage } from "./storage.ts";

/** Where under DATA_DIR files are stored with STORAGE=local. */
export const storedFilesDir = (dataDir: string) => path.join(dataDir, "files");

/**
 * Files on the local disk, served by the server itself under `/files/` (src/http/local-files.ts):
 * public ones as they are, private ones only through a link signed with the app key. On the disk
 * they are the server user's alone, like everything it writes (lib/private-files.ts).
 */
export class LocalStorage implements Storage {
  constructor(
    readonly root: string,
    private readonly signingKey: string,
    private readonly urlPrefix = "/files/",
  ) {}

  filePath(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer | string, _contentType: string): Promise<void> {
    await this.replace(key, (temp) => writeFile(temp, body, { mode: PRIVATE_FILE }));
  }

  async putFile(key: string, filePath: string, _contentType: string): Promise<void> {
    await this.replace(key, async (temp) => {
      await copyFile(filePath, temp);
      // A copy takes its source's mode, whatever the umask.
      await chmod(temp, PRIVATE_FILE);
    });
  }

  /**
   * Writes the key's file whole or not at all: into a file of its own beside it, then renamed over
   * it, which replaces it at once. Two writers of one key (a PDF of record made by its job and by a
   * download at the same moment, byte for byte the same) never leave a reader half a file.
   */
  private async replace(key: string, write: (temp: string) => Promise<void>): Promise<void> {
    const file = this.filePath(key);
    await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
    const temp = `${file}.${randomUUID()}.part`;
    try {
      await write(temp);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.filePath(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.filePath(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: PRIVATE_DIR });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  publicUrl(key: string): string {
    return this.urlPrefix + key;
  }

  async signedUrl(key: string, seconds: number): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + seconds;
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.sign(key, expires),
    });
    return `${this.urlPrefix}${key}?${query}`;
  }

  /** Whether a link names this file, is signed with our key, and has not expired. */
  linkIsValid(key: string, expires: number, signature: string): boolean {
    return (
      Number.isSafeInteger(expires) &&
      expires * 1000 > Date.now() &&
      signatureMatches(this.sign(key, expires), signature)
    );
  }

  private sign(key: string, expires: number): string {
    return sign(this.signingKey, "file-link", key, expires);
  }
}
