import { randomBytes } from "node:crypto";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { text } from "node:stream/consumers";

/** The one file part of a streamed upload: its form field, name, type and first bytes. */
export type StreamedFile = { field: string; name: string; type: string; start: string };

/**
 * A multipart upload of one `total`-byte file to `url`, written only as fast as the server takes
 * it in, and no more once the answer has come: `sent` tells how much of the body the server waited
 * for.
 */
export async function streamedUpload(
  url: string,
  total: number,
  headers: Record<string, string>,
  file: StreamedFile,
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
      "content-length": String(total),
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
  if (!answered) {
    await write(tail);
    req.end();
  }
  const res = await answer;
  const body = JSON.parse(await text(res)) as unknown;
  req.destroy();
  return { status: res.statusCode ?? 0, body, sent };
}
