import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { text } from "node:stream/consumers";

/** The one file part of a streamed upload: its form field, name, type and first bytes. */
export type StreamedFile = { field: string; name: string; type: string; start: string };

/**
 * A multipart upload of one `total`-byte file to `url`, written only as fast as the server takes
 * it in, and no more once the answer has come: `sent` tells how much of the body the server waited
 * for. `chunked` sends it without saying its length, so only reading it tells how long it is;
 * `finish: false` never ends it, so only a server that refuses it part-way ever answers.
 */
export async function streamedUpload(
  url: string,
  total: number,
  headers: Record<string, string>,
  file: StreamedFile,
  { chunked = false, finish = true } = {},
): Promise<{ status: number; body: unknown; sent: number }> {
  const boundary = `----hd${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.start}`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = httpRequest(url, {
    method: "POST",
    headers: {
      ...headers,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...(chunked ? {} : { "content-length": String(total) }),
    },
  });
  let answered = false;
  const answer = new Promise<IncomingMessage>((resolve, reject) => {
    req.on("response", (res) => {
      answered = true;
      resolve(res);
    });
    req.on("error", reject);
  });
  const drained = () =>
    new Promise<void>((resolve) => {
      req.once("drain", resolve);
      void answer.then(
        () => resolve(),
        () => resolve(),
      );
    });
  let sent = 0;
  const write = async (chunk: Buffer) => {
    sent += chunk.length;
    if (!req.write(chunk)) await drained();
  };
  await write(head);
  const filler = Buffer.alloc(64 * 1024, 0x20);
  while (!answered && sent < total - tail.length) {
    await write(filler.subarray(0, Math.min(filler.length, total - tail.length - sent)));
  }
  if (!answered && finish) {
    await write(tail);
    req.end();
  }
  const res = await answer;
  const body = JSON.parse(await text(res)) as unknown;
  req.destroy();
  return { status: res.statusCode ?? 0, body, sent };
}

/**
 * A multipart upload of the file at `path` as the form field `field`, read from the disk as the
 * server takes it in: this process holds a chunk of it at a time (fetch's FormData would hold
 * all of a file it reads from the disk).
 */
export async function fileUpload(
  url: string,
  headers: Record<string, string>,
  field: string,
  path: string,
): Promise<{ status: number; body: unknown }> {
  const boundary = `----hd${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="upload.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = httpRequest(url, {
    method: "POST",
    headers: {
      ...headers,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(head.length + (await stat(path)).size + tail.length),
    },
  });
  const answer = once(req, "response") as Promise<[IncomingMessage]>;
  req.write(head);
  for await (const chunk of createReadStream(path)) {
    if (!req.write(chunk)) await once(req, "drain");
  }
  req.end(tail);
  const [res] = await answer;
  return { status: res.statusCode ?? 0, body: JSON.parse(await text(res)) as unknown };
}
