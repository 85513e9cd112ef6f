import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPdfRenderer } from "../../src/pdf/render.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { metricValue, scrape } from "../helpers/metrics.ts";
import {
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";
import { type HeldData, heldGate, heldWorker } from "../pdf/held-worker.ts";
import { sampleSummary } from "../pdf/sample-data.ts";

const TOKEN = "metrics-token-of-the-tests-0123456789abcdef";

/**
 * `GET /metrics` (Prometheus) through real HTTP: who may read it on the public port and on the
 * metrics' own, and that what it says follows what the server does.
 */
describe.each(databaseKinds())("metrics on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
        // One thread and no waiting place, the thread held by a render the test lets go of.
        ctx.pdf = createPdfRenderer({ concurrency: 1, maxQueue: 0, worker: heldWorker });
      },
      // Mail is stored but not sent here, so a queued mail stays in the queue.
      { env: { METRICS_TOKEN: TOKEN, METRICS_PORT: "0" }, jobs: { work: false }, web: true },
    );
  });
  afterAll(() => server?.close());

  const publicMetrics = (headers: Record<string, string> = {}) =>
    fetch(`${server.url}/metrics`, { headers: { origin: ALPHA_SITE, ...headers } });

  it("on the public port, answers only a caller with the token", async () => {
    const none = await publicMetrics();
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await none.text()).not.toMatch(/http_request_duration_seconds/);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, "Bearer"]) {
      const wrong = await publicMetrics({ authorization });
      expect(wrong.status, authorization).toBe(401);
    }
    // A customer's login is no token for the metrics.
    expect((await publicMetrics({ authorization: `Bearer ${w.token("customer")}` })).status).toBe(
      401,
    );
    const right = await publicMetrics({ authorization: `Bearer ${TOKEN}` });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.headers.get("cache-control")).toBe("no-store");
  });

  it("on its own port, listens on this machine only and asks for the token set", async () => {
    const own = server.metricsUrl ?? "";
    expect(new URL(own).hostname).toBe("127.0.0.1");
    expect((await fetch(`${own}/metrics`)).status).toBe(401);
    const text = await scrape(own, TOKEN);
    expect(text).toMatch(/^# HELP http_request_duration_seconds /m);
    expect((await fetch(`${own}/`)).status).toBe(404);
    expect((await fetch(`${own}/api/health`)).status).toBe(404);
  });

  it("counts requests by their route's pattern and status, never by the address as sent", async () => {
    const before = await scrape(server.metricsUrl, TOKEN);
    const tabs = { method: "GET", route: "/api/project/:project/tabs", status: "200" };
    const missing = { ...tabs, status: "404" };
    await server.api("GET /project/:project/tabs", {
      params: { project: w.project.id },
      query: { apartment_layout_id: w.layout.id },
    });
    await server.api("GET /project/:project/tabs", {
      params: { project: w.project.id },
      query: { apartment_layout_id: w.layout.id },
    });
    await server.api("GET /project/:project/tabs", {
      params: { project: 987654 },
      query: { apartment_layout_id: "1" },
    });
    await server.raw("GET", "/et/some/page/of/the/app?email=someone%40example.test");
    const after = await scrape(server.metricsUrl, TOKEN);

    const count = (text: string, labels: Record<string, string>) =>
      metricValue(text, "http_request_duration_seconds_count", labels) ?? 0;
    expect(count(after, tabs) - count(before, tabs)).toBe(2);
    expect(count(after, missing) - count(before, missing)).toBe(1);
    const page = { method: "GET", route: "unmatched", status: "200" };
    expect(count(after, page) - count(before, page)).toBe(1);
    expect(metricValue(after, "http_request_duration_seconds_sum", tabs) ?? 0).toBeGreaterThan(0);
    // No address, id or query of a request is a label.
    expect(after).not.toMatch(/987654|some\/page|example\.test/);
  });

  it("counts summary PDFs rendered and refused, and shows the renderer busy", async () => {
    const renders = (text: string, outcome: string) =>
      metricValue(text, "home_designer_pdf_renders_total", { outcome }) ?? 0;
    const before = await scrape(server.metricsUrl, TOKEN);
    expect(metricValue(before, "home_designer_pdf_limit", { limit: "threads" })).toBe(1);
    expect(metricValue(before, "home_designer_pdf_limit", { limit: "waiting" })).toBe(0);

    const { gate, open } = heldGate();
    const held = server.ctx.pdf.render({ ...sampleSummary(), test: { gate } } as HeldData, {
      timeoutMs: 170_000,
    });
    const busy = await scrape(server.metricsUrl, TOKEN);
    expect(metricValue(busy, "home_designer_pdf_renders", { state: "busy" })).toBe(1);
    expect(metricValue(busy, "home_designer_pdf_renders", { state: "waiting" })).toBe(0);
    const refused = await server.api("POST /summary-pdf", {
      token: w.token("designer"),
      body: {
        project_id: w.project.id,
        apartment_layout_id: w.layout.id,
        package_id: w.packages.basic.id,
        selections: [],
        locale: "en",
      },
    });
    expect(refused.status).toBe(503);
    open();
    await held;

    const after = await scrape(server.metricsUrl, TOKEN);
    expect(renders(after, "done") - renders(before, "done")).toBe(1);
    expect(renders(after, "refused") - renders(before, "refused")).toBe(1);
    expect(renders(after, "failed") - renders(before, "failed")).toBe(0);
    expect(metricValue(after, "home_designer_pdf_renders", { state: "busy" })).toBe(0);
    expect(metricValue(after, "home_designer_pdf_render_duration_seconds_count")).toBe(
      renders(after, "done"),
    );
    const summary = { method: "POST", route: "/api/summary-pdf", status: "503" };
    expect(metricValue(after, "http_request_duration_seconds_count", summary)).toBeGreaterThan(0);
  });

  it("shows a queued mail in the queue's depth", async () => {
    const waiting = (text: string) =>
      metricValue(text, "home_designer_jobs", { queue: "mail", state: "created" });
    const before = waiting(await scrape(server.metricsUrl, TOKEN));
    expect(before).toBeTypeOf("number");
    const res = await server.api("POST /reset-password/send", {
      body: { email: "customer@example.test", company_id: w.alpha.id },
    });
    expect(res.status).toBe(200);
    const after = await scrape(server.metricsUrl, TOKEN);
    expect(waiting(after)).toBe((before ?? 0) + 1);
    for (const state of ["retry", "active", "failed"]) {
      expect(metricValue(after, "home_designer_jobs", { queue: "confirmation-mail", state })).toBe(
        0,
      );
    }
    for (const outcome of ["done", "retry", "failed"]) {
      expect(
        metricValue(after, "home_designer_job_attempts_total", { queue: "mail", outcome }),
      ).toBe(0);
    }
  });

  it("shows the database's connections and the process's own", async () => {
    const text = await scrape(server.metricsUrl, TOKEN);
    if (kind === "postgres") {
      const busy = metricValue(text, "home_designer_db_pool_connections", { state: "busy" });
      const idle = metricValue(text, "home_designer_db_pool_connections", { state: "idle" });
      expect((busy ?? -1) + (idle ?? -1)).toBeGreaterThan(0);
      expect(metricValue(text, "home_designer_db_pool_waiting")).toBe(0);
      expect(metricValue(text, "home_designer_db_pool_max")).toBe(10);
      expect(text).not.toMatch(/home_designer_db_embedded_pending/);
    } else {
      // The scrape's own count of the queue's jobs may be the one statement in flight.
      expect(metricValue(text, "home_designer_db_embedded_pending")).toBeGreaterThanOrEqual(0);
      expect(text).not.toMatch(/home_designer_db_pool/);
    }
    expect(metricValue(text, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(metricValue(text, "process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(metricValue(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(metricValue(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });
});

describe("metrics by default", () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer("pglite", undefined, { web: true });
  });
  afterAll(() => plain?.close());

  it("are nobody's on the public port without METRICS_TOKEN, and nothing is measured or reported", async () => {
    expect(plain.ctx.metrics).toBeNull();
    // Nor is anything reported without SENTRY_DSN.
    expect(plain.ctx.errors).toBeNull();
    const res = await fetch(`${plain.url}/metrics`, {
      headers: { origin: ALPHA_SITE, authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("metrics on their own port only", () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer("pglite", undefined, { env: { METRICS_PORT: "0" } });
  });
  afterAll(() => own?.close());

  it("are served there without a token, and not on the public port", async () => {
    const text = await scrape(own.metricsUrl, null);
    expect(metricValue(text, "home_designer_pdf_limit", { limit: "threads" })).toBe(2);
    expect((await fetch(`${own.url}/metrics`)).status).toBe(404);
    const withToken = await fetch(`${own.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(404);
  });
});
