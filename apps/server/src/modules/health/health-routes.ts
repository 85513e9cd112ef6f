import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";

/** Paths that read no data: the read cache is not brought up to date for them (app.ts). */
export const PROBE_PATHS = ["/api/health", "/api/ready"];

/** How long one dependency may take to answer before the server counts it as unreachable. */
const CHECK_TIMEOUT_MS = 2_000;

const checkState = z.enum(["ok", "unavailable"]);
const healthSchema = z.object({ status: z.literal("ok") });
const readySchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  checks: z.object({ database: checkState, storage: checkState }),
});
export type Readiness = z.infer<typeof readySchema>;

/** Whether the database and the file storage answer, each within CHECK_TIMEOUT_MS. */
export async function readiness(
  ctx: AppContext,
  onFailure: (check: string, error: unknown) => void,
): Promise<Readiness> {
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
 * out of reach, so traffic goes elsewhere until they are back.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        summary: "Liveness: the process answers",
        response: { 200: healthSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );

  app.get(
    "/ready",
    {
      schema: {
        summary: "Readiness: the database and the file storage are reachable (503 when not)",
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const answer = await readiness(app.ctx, (check, error) =>
        request.log.warn({ check, err: error }, "not ready"),
      );
      reply.header("cache-control", "no-store");
      return reply.status(answer.status === "ready" ? 200 : 503).send(answer);
    },
  );
};
