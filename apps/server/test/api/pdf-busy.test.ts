import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPdfRenderer } from "../../src/pdf/render.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";
import { type HeldData, heldGate, heldWorker } from "../pdf/held-worker.ts";
import { sampleSummary } from "../pdf/sample-data.ts";

/**
 * POST /api/summary-pdf when the server's PDF renderer is full: one thread and one waiting place,
 * the thread held by a render the test lets go of.
 */
describe.each(databaseKinds())("summary PDF under load on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
      ctx.pdf = createPdfRenderer({ concurrency: 1, maxQueue: 1, worker: heldWorker });
    });
  });
  afterAll(() => server?.close());

  const pdf = (locale: string) =>
    fetch(`${server.url}/api/summary-pdf`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${w.token("designer")}`,
        // German is answered on Alpha's German site.
        origin: locale === "de" ? ALPHA_DE_SITE : ALPHA_SITE,
        locale,
      },
      body: JSON.stringify({
        project_id: w.project.id,
        apartment_layout_id: w.layout.id,
        package_id: w.packages.basic.id,
        selections: [],
        locale,
      }),
    });

  it("answers 503 with Retry-After in the caller's language when full, and queues up to the limit", async () => {
    const { gate, open } = heldGate();
    const held = server.ctx.pdf.render({ ...sampleSummary(), test: { gate } } as HeldData, {
      timeoutMs: 170_000,
    });
    const queued = pdf("en");
    while (server.ctx.pdf.load().queued < 1) await new Promise((r) => setTimeout(r, 5));

    const refused = await pdf("de");
    expect(refused.status).toBe(503);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(seconds) && seconds >= 1).toBe(true);
    expect(await refused.json()).toEqual({
      message: `Gerade werden viele PDFs erstellt. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
    });
    const inEstonian = await pdf("et");
    expect(inEstonian.status).toBe(503);
    expect(((await inEstonian.json()) as { message: string }).message).toMatch(
      /^Praegu tehakse palju PDF-e\./,
    );
    // Nothing was queued by the refusals.
    expect(server.ctx.pdf.load()).toEqual({ running: 1, queued: 1 });

    open();
    await held;
    const answer = await queued;
    expect(answer.status).toBe(200);
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(server.ctx.pdf.load()).toEqual({ running: 0, queued: 0 });
    expect((await pdf("de")).status).toBe(200);
  }, 180_000);
});
