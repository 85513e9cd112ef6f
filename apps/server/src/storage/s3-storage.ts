import { AwsClient } from "aws4fetch";
import { assertSafeKey, type Storage } from "./storage.ts";

export type S3Settings = {
  /** The service's address, e.g. https://s3.eu-north-1.amazonaws.com or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch objects: the bucket's public address or a CDN in front of it. */
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

  publicUrl(key: string): string {
    return `${this.settings.publicUrl.replace(/\/$/, "")}/${key}`;
  }
}
