import { z } from "zod";

/** Liveness: the process answers. */
export const healthAnswerSchema = z.object({ status: z.literal("ok") });

const checkState = z.enum(["ok", "unavailable"]);

/**
 * Readiness: whether the database and the file storage answer (`unavailable` with 503), and
 * whether the server is shutting down (`shutting_down` with 503, whatever the checks say).
 */
export const readyAnswerSchema = z.object({
  status: z.enum(["ready", "unavailable", "shutting_down"]),
  checks: z.object({ database: checkState, storage: checkState }),
});
