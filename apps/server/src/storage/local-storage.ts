import { constants } from "node:fs";
import { access, copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sign, signatureMatches } from "../auth/signing.ts";
import { assertSafeKey, type Storage } from "./storage.ts";

/**
 * Files on the local disk, served by the server itself under `/files/` (src/http/local-files.ts):
 * public ones as they are, private ones only through a link signed with the app key.
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
    const file = this.filePath(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async putFile(key: string, filePath: string, _contentType: string): Promise<void> {
    const file = this.filePath(key);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(filePath, file);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.filePath(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.filePath(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
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
