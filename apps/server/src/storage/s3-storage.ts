import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { AwsClient } from "aws4fetch";
import { assertSafeKey, type Storage } from "./storage.ts";

export type S3Settings = {
  /** The service's address, e.g. https://s3.eu-north-1.amazonaws.com or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Where browsers fetch public objects: the bucket's public address or a CDN in front of it.
   * Uploads (keys under `uploads/`) must not be readable there; they are opened by presigned links.
   */
  publicUrl: string;
};

/**
 * Files in S3-compatible object storage (path-style requests signed with AWS Signature V4), for
 * running several server processes: none of them keeps files of its own.
 */
export class S3Storage implements Storage {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: "s3",
      region: settings.region,
    });
  }

  private objectUrl(key: string): string {
    assertSafeKey(key);
    const path = key.split("/").map(encodeURIComponent).join("/");
    return `${this.settings.endpoint.replace(/\/$/, "")}/${this.settings.bucket}/${path}`;
  }

  async put(key: string, body: Buffer | string, contentType: string): Promise<void> {
    const res = await this.client.fetch(this.objectUrl(key), {
      method: "PUT",
      body: typeof body === "string" ? body : new Uint8Array(body),
      headers: { "content-type": contentType },
    });
    if (!res.ok)
      throw new Error(`Object storage refused ${key}: ${res.status} ${await res.text()}`);
  }

  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    const { size } = await stat(filePath);
    // Signed without retries: a streamed body can be sent only once. S3 wants the length up
    // front (no chunked uploads), and the payload is left unsigned so it need not be read twice.
    const signed = await this.client.sign(this.objectUrl(key), {
      method: "PUT",
      headers: { "content-type": contentType, "content-length": String(size) },
    });
    const res = await fetch(signed.url, {
      method: "PUT",
      headers: signed.headers,
      body: Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>,
      duplex: "half",
    } as RequestInit);
    if (!res.ok)
      throw new Error(`Object storage refused ${key}: ${res.status} ${await res.text()}`);
  }

  async read(key: string): Promise<Buffer> {
    const res = await this.client.fetch(this.objectUrl(key), { method: "GET" });
    if (!res.ok) throw new Error(`Object storage has no ${key}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async remove(key: string): Promise<void> {
    const res = await this.client.fetch(this.objectUrl(key), { method: "DELETE" });
    // Deleting what is already gone is fine.
    if (!res.ok && res.status !== 404) throw new Error(`Object storage kept ${key}: ${res.status}`);
  }

  /** HeadBucket: the service answers and these credentials may use the bucket. */
  async check(): Promise<void> {
    const bucketUrl = `${this.settings.endpoint.replace(/\/$/, "")}/${this.settings.bucket}`;
    const res = await this.client.fetch(bucketUrl, { method: "HEAD" });
    if (!res.ok) throw new Error(`Object storage refused the bucket: ${res.status}`);
  }

  publicUrl(key: string): string {
    return `${this.settings.publicUrl.replace(/\/$/, "")}/${key}`;
  }

  /** A presigned GET of the object itself (the signature covers the host, so not via the CDN). */
  async signedUrl(key: string, seconds: number): Promise<string> {
    const url = new URL(this.objectUrl(key));
    url.searchParams.set("X-Amz-Expires", String(seconds));
    const signed = await this.client.sign(url.toString(), {
      method: "GET",
      aws: { signQuery: true },
    });
    return signed.url;
  }
}
