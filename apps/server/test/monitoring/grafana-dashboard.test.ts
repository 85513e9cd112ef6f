import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { DatabaseLoad } from "../../src/db/client.ts";
import type { JobQueue } from "../../src/jobs/queue.ts";
import { createMetrics } from "../../src/monitoring/metrics.ts";
import type { PdfRenderer } from "../../src/pdf/render.ts";

const dashboardFile = path.resolve(import.meta.dirname, "../../../../docs/grafana-dashboard.json");

type Panel = { title: string; targets?: { expr: string }[] };

/** The names of the metrics the server makes, for each database it may run on. */
function metricNames(load: DatabaseLoad): string[] {
  const pdf: Pick<PdfRenderer, "load" | "limits" | "watch"> = {
    load: () => ({ running: 0, queued: 0 }),
    limits: { concurrency: 2, maxQueue: 8 },
    watch: () => () => {},
  };
  const jobs: Pick<JobQueue, "watch"> = { watch: () => () => {} };
  const metrics = createMetrics(
    // Nothing is collected here, so the database is never asked.
    { db: {} as never, pdf, jobs },
    { load: () => load },
    () => {},
  );
  try {
    return metrics.registry.getMetricsAsArray().map((metric) => metric.name);
  } finally {
    metrics.close();
  }
}

/**
 * docs/grafana-dashboard.json, which a company's IT imports into Grafana: valid JSON whose every
 * query asks for metrics the server makes, under the names it makes them.
 */
describe("the Grafana dashboard", () => {
  const dashboard = JSON.parse(readFileSync(dashboardFile, "utf8")) as { panels: Panel[] };
  const queries = dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })),
  );

  it("asks only for metrics the server makes", () => {
    const made = new Set([
      ...metricNames({ driver: "pglite", pending: 0 }),
      ...metricNames({ driver: "postgres", max: 10, busy: 0, idle: 0, waiting: 0 }),
    ]);
    const unknown = queries.flatMap(({ panel, expr }) =>
      [...expr.matchAll(/\b((?:http|home_designer|process|nodejs)_\w+)/g)]
        .map((match) => (match[1] ?? "").replace(/_(bucket|count|sum)$/, ""))
        .filter((name) => !made.has(name))
        .map((name) => `${panel}: ${name}`),
    );
    expect(queries.length).toBeGreaterThan(10);
    expect(unknown).toEqual([]);
  });

  it("has a panel for each part of the server the metrics watch", () => {
    const asked = queries.map((q) => q.expr).join("\n");
    for (const name of [
      "http_request_duration_seconds",
      "home_designer_pdf_renders",
      "home_designer_jobs",
      "home_designer_job_attempts_total",
      "home_designer_db_pool_connections",
      "home_designer_db_embedded_pending",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(asked).toContain(name);
    }
  });
});
