import type { RouteAnswer } from "@home-designer/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../context.ts";
import { route } from "../../http/route.ts";

/** Paths that read no data: the read cache is not brought up to date for them (app.ts). */
export const PROBE_PATHS = ["/api/health", "/api/ready"];

/** How long one dependency may take to answer before the server counts it as unreachable. */
const CHECK_TIMEOUT_MS = 2_000;

/** Whether the database and the file storage answer, each within CHECK_TIMEOUT_MS. */
export async function readiness(
  ctx: AppContext,
  onFailure: (check: string, error: unknown) => void,
): Promise<RouteAnswer<"GET /ready">> {
  const probe = async (name: string, work: () => Promise<unknown>) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        work(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
            CHECK_TIMEOUT_MS,
          );
        }),
      ]);
      return "ok" as const;
    } catch (error) {
      onFailure(name, error);
      return "unavailable" as const;
    } finally {
      clearTimeout(timer);
    }
  };
  const [database, storage] = await Promise.all([
    probe("database", () => ctx.db.execute(sql`select 1`)),
    probe("storage", () => ctx.storage.check()),
  ]);
  const ready = database === "ok" && storage === "ok";
  return { status: ready ? "ready" : "unavailable", checks: { database, storage } };
}

/**
 * Probes for load balancers and orchestrators. `/api/health` says the process is alive and
 * answering (it touches nothing else, so a database outage does not get every process
 * restarted); `/api/ready` says whether it can serve, 503 when the database or the storage is
 * out of reach, so traffic goes elsewhere until they are back, and from the moment the server
 * starts shutting down (http/shutdown.ts), so traffic goes elsewhere before it stops listening.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    "GET /health",
    { summary: "Liveness: the process answers" },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );

  route(
    app,
    "GET /ready",
    { summary: "Readiness: the database and the file storage are reachable (503 when not)" },
    async (request, reply) => {
      const answer = await readiness(app.ctx, (check, error) =>
        request.log.warn({ check, err: error }, "not ready"),
      );
      reply.header("cache-control", "no-store");
      if (app.drain.draining) return reply.status(503).send({ ...answer, status: "shutting_down" });
      return reply.status(answer.status === "ready" ? 200 : 503).send(answer);
    },
  );
};
