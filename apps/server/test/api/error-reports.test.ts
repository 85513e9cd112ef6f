import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

type SentryEvent = {
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
};

/** A stand-in for Sentry on this machine: keeps the events of the envelopes sent to it. */
async function fakeSentry(): Promise<{ dsn: string; events: SentryEvent[]; server: Server }> {
  const events: SentryEvent[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const text = (
        request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body
      ).toString();
      // An envelope: its header, then each item's header and payload, a line each.
      const lines = text.split("\n").filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const header = JSON.parse(lines[i] ?? "{}") as { type?: string };
        if (header.type === "event") events.push(JSON.parse(lines[i + 1] ?? "{}"));
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { dsn: `http://publickey@127.0.0.1:${port}/1`, events, server };
}

/**
 * With SENTRY_DSN, what goes wrong is reported there with the request behind it: a request
 * answered 500, a mail that failed for good; a refusal (4xx) is no error of ours.
 */
describe.each(databaseKinds())("error reports on %s", (kind) => {
  let sentry: Awaited<ReturnType<typeof fakeSentry>>;
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    sentry = await fakeSentry();
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
        ctx.mailer = {
          async send() {
            throw new Error("the mail server is down");
          },
        };
      },
      { env: { SENTRY_DSN: sentry.dsn }, jobs: { mail: { retryLimit: 0 } } },
    );
  });
  afterAll(async () => {
    await server?.close();
    sentry?.server.close();
  });

  const reported = async () => {
    await server.ctx.errors?.flush(5_000);
    return sentry.events;
  };
  const withMessage = (events: SentryEvent[], text: string) =>
    events.filter((e) => e.exception?.values?.some((v) => v.value === text));

  it("reports a request answered 500 with its request id and route", async () => {
    const storing = vi
      .spyOn(server.ctx.jobs.boss, "insert")
      .mockRejectedValueOnce(new Error(`database unavailable (${kind})`));
    try {
      const res = await server.api("POST /auth/register", {
        body: {
          name: "Mari Maasikas",
          email: `unstored-${kind}@example.test`,
          password: "Maasikas1",
          password_confirmation: "Maasikas1",
          company_id: w.alpha.id,
        },
        headers: { "x-request-id": `register-${kind}` },
      });
      expect(res.status).toBe(500);
    } finally {
      storing.mockRestore();
    }
    const [event] = withMessage(await reported(), `database unavailable (${kind})`);
    expect(event?.tags).toMatchObject({
      request_id: `register-${kind}`,
      route: "/api/auth/register",
    });
  });

  it("reports a mail that failed for good with its job, queue and request id", async () => {
    const res = await server.api("POST /reset-password/send", {
      body: { email: "customer@example.test", company_id: w.alpha.id },
      headers: { "x-request-id": `reset-${kind}` },
    });
    expect(res.status).toBe(200);
    const events = withMessage(await reported(), "the mail server is down");
    const event = events.find((e) => e.tags?.request_id === `reset-${kind}`);
    expect(event?.tags).toMatchObject({ queue: "mail" });
    expect(event?.tags?.job_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reports no refusal", async () => {
    const before = (await reported()).length;
    const res = await server.api("POST /auth/login", {
      body: { email: "customer@example.test", password: "Wrong123", company_id: w.alpha.id },
    });
    expect(res.status).toBe(422);
    expect((await reported()).length).toBe(before);
  });
});
