import { once } from "node:events";
import { createServer, request as httpRequest, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { countRequestsInFlight, whenNoRequestInFlight } from "../../src/http/requests-in-flight.ts";

/** A server whose answers wait until the test lets each of them go, in the order they came. */
async function heldServer() {
  const held: ServerResponse[] = [];
  const arrivals: (() => void)[] = [];
  const server = createServer((_request, response) => {
    held.push(response);
    arrivals.shift()?.();
  });
  countRequestsInFlight(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  /** Sends a request and answers once the server has it; `done` settles when its answer ended. */
  const send = async () => {
    const arrived = new Promise<void>((resolve) => arrivals.push(resolve));
    const req = httpRequest({ host: "127.0.0.1", port, path: "/" });
    const done = new Promise<void>((resolve) => {
      req.on("response", (res) => res.resume().on("end", resolve));
      req.on("error", () => resolve());
    });
    req.end();
    await arrived;
    return { req, done };
  };
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { held, send, close };
}

describe("work that waits for the requests in flight", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it("runs at once when no request is being answered", () => {
    let ran = 0;
    whenNoRequestInFlight(() => ran++);
    expect(ran).toBe(1);
  });

  it("runs once the last answer has ended, once however often it was asked for", async () => {
    const server = await heldServer();
    close = server.close;
    const first = await server.send();
    const second = await server.send();
    let mails = 0;
    let pdfs = 0;
    const mail = () => mails++;
    whenNoRequestInFlight(mail);
    whenNoRequestInFlight(mail);
    whenNoRequestInFlight(() => pdfs++);

    server.held[0]?.end("one");
    await first.done;
    expect([mails, pdfs]).toEqual([0, 0]);

    server.held[1]?.end("two");
    await second.done;
    await expect.poll(() => [mails, pdfs]).toEqual([1, 1]);
    // Asked for again with nothing in flight: at once.
    whenNoRequestInFlight(mail);
    expect(mails).toBe(2);
  });

  it("counts a request whose caller went away before its answer as ended", async () => {
    const server = await heldServer();
    close = server.close;
    const { req } = await server.send();
    let ran = 0;
    whenNoRequestInFlight(() => ran++);
    expect(ran).toBe(0);
    req.destroy();
    await expect.poll(() => ran).toBe(1);
  });
});
