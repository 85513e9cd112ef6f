import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3Storage } from "../../src/storage/s3-storage.ts";

type Received = { method: string; url: string; headers: IncomingMessage["headers"]; body: Buffer };

/**
 * A stand-in for an S3-compatible service on loopback: it keeps objects by path and records every
 * request, so the test can check the adapter's requests are path-style and signed (SigV4).
 */
async function startObjectStore() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = req.url ?? "";
      received.push({ method: req.method ?? "", url, headers: req.headers, body });
      // Objects are named by the path; a presigned link adds its signature as the query.
      const name = url.split("?")[0] ?? url;
      if (req.method === "PUT") {
        objects.set(name, { body, type: String(req.headers["content-type"]) });
        res.writeHead(200).end();
      } else if (req.method === "GET") {
        const found = objects.get(name);
        if (found) res.writeHead(200, { "content-type": found.type }).end(found.body);
        else res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
      } else if (req.method === "HEAD") {
        // HeadBucket: only the one bucket exists.
        res.writeHead(name === "/designs" ? 200 : 404).end();
      } else if (req.method === "DELETE") {
        objects.delete(name);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    received,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe("S3-compatible storage", () => {
  let store: Awaited<ReturnType<typeof startObjectStore>>;
  let storage: S3Storage;
  beforeAll(async () => {
    store = await startObjectStore();
    storage = new S3Storage({
      endpoint: store.endpoint,
      bucket: "designs",
      region: "eu-north-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret",
      publicUrl: "https://cdn.example.test/designs",
    });
  });
  afterAll(() => store?.close());

  it("puts, reads and removes objects with signed path-style requests", async () => {
    await storage.put(
      "uploads/1/plan-drawing.pdf",
      Buffer.from("%PDF-1.7 test"),
      "application/pdf",
    );
    const put = store.received.at(-1);
    expect(put?.method).toBe("PUT");
    expect(put?.url).toBe("/designs/uploads/1/plan-drawing.pdf");
    expect(put?.headers["content-type"]).toBe("application/pdf");
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-north-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.headers["x-amz-date"]).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put?.headers["x-amz-content-sha256"]).toMatch(/^[0-9a-f]{64}$|UNSIGNED-PAYLOAD/);

    expect((await storage.read("uploads/1/plan-drawing.pdf")).toString()).toBe("%PDF-1.7 test");
    await storage.remove("uploads/1/plan-drawing.pdf");
    expect(store.objects.size).toBe(0);
    await storage.remove("uploads/1/plan-drawing.pdf");
    await expect(storage.read("uploads/1/plan-drawing.pdf")).rejects.toThrow(/no uploads/);
  });

  it("names the public address of an object and refuses unsafe keys", async () => {
    expect(storage.publicUrl("demo/logo.svg")).toBe(
      "https://cdn.example.test/designs/demo/logo.svg",
    );
    await expect(storage.put("../etc/passwd", "x", "text/plain")).rejects.toThrow(/Unsafe/);
  });

  it("streams a file of the disk with its length, never chunked", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hd-s3-"));
    try {
      const file = path.join(dir, "drawing.pdf");
      const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3 * 1024 * 1024, 7)]);
      await writeFile(file, bytes);
      await storage.putFile("uploads/1/drawing.pdf", file, "application/pdf");
      const put = store.received.at(-1);
      expect(put?.method).toBe("PUT");
      expect(put?.headers["content-length"]).toBe(String(bytes.length));
      expect(put?.headers["transfer-encoding"]).toBeUndefined();
      expect(put?.headers["x-amz-content-sha256"]).toBe("UNSIGNED-PAYLOAD");
      expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
      expect(store.objects.get("/designs/uploads/1/drawing.pdf")?.body.equals(bytes)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("opens a private object by a presigned link of the service itself, for the time asked", async () => {
    const link = new URL(await storage.signedUrl("uploads/1/drawing.pdf", 3600));
    expect(link.origin).toBe(store.endpoint);
    expect(link.pathname).toBe("/designs/uploads/1/drawing.pdf");
    expect(link.searchParams.get("X-Amz-Expires")).toBe("3600");
    expect(link.searchParams.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
    expect(link.searchParams.get("X-Amz-Credential")).toMatch(
      /^AKIDEXAMPLE\/\d{8}\/eu-north-1\/s3\/aws4_request$/,
    );
    expect(link.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect((await fetch(link)).status).toBe(200);
    expect(storage.publicUrl("uploads/1/drawing.pdf")).not.toBe(link.toString());
  });
  it("checks it can reach its bucket (readiness), with a signed HeadBucket", async () => {
    await storage.check();
    const head = store.received.at(-1);
    expect(head?.method).toBe("HEAD");
    expect(head?.url).toBe("/designs");
    expect(head?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
    const elsewhere = new S3Storage({
      endpoint: store.endpoint,
      bucket: "missing",
      region: "eu-north-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret",
      publicUrl: "https://cdn.example.test/missing",
    });
    await expect(elsewhere.check()).rejects.toThrow(/404/);
  });
});
