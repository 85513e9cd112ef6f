import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { currentRequestId, registerRequestLog, requestId } from "../../src/http/request-log.ts";

/**
 * A server with the request log's hooks, whose write waits in its handler (`waiting`) until the
 * test lets it go, and answers with the request id its handler saw after waiting (what a job it
 * stored would carry).
 */
async function logServer() {
  const app = Fastify({ genReqId: requestId });
  await registerRequestLog(app);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived: () => void = () => {};
  const waiting = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  app.post("/write", async () => {
    arrived();
    await held;
    await Promise.resolve();
    return { seen: currentRequestId() ?? null };
  });
  app.get("/read", async () => {
    await Promise.resolve();
    return { seen: currentRequestId() ?? null };
  });
  await app.ready();
  return { app, release, waiting };
}

describe("the request id a handler sees (what its jobs carry)", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it("is the write's own id, after its body is read and across its awaits", async () => {
    const { app, release } = await logServer();
    close = () => app.close();
    const write = app.inject({
      method: "POST",
      url: "/write",
      headers: { "x-request-id": "write-1" },
      payload: { some: "body" },
    });
    release();
    const answer = await write;
    expect(answer.headers["x-request-id"]).toBe("write-1");
    expect(answer.json()).toEqual({ seen: "write-1" });
  });

  it("is none for a read, even while a write is being answered", async () => {
    const { app, release, waiting } = await logServer();
    close = () => app.close();
    const write = app.inject({
      method: "POST",
      url: "/write",
      headers: { "x-request-id": "write-2" },
      payload: {},
    });
    await waiting;
    const read = await app.inject({ url: "/read", headers: { "x-request-id": "read-1" } });
    expect(read.json()).toEqual({ seen: null });
    release();
    expect((await write).json()).toEqual({ seen: "write-2" });
    // And none once no write is left, whatever the writes before were.
    const after = await app.inject({ url: "/read", headers: { "x-request-id": "read-2" } });
    expect(after.json()).toEqual({ seen: null });
  });
});
