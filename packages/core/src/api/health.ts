import { z } from "zod";

/** Liveness: the process answers. */
export const healthAnswerSchema = z.object({ status: z.literal("ok") });

const checkState = z.enum(["ok", "unavailable"]);

/** Readiness: whether the database and the file storage answer (`unavailable` with 503). */
export const readyAnswerSchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  checks: z.object({ database: checkState, storage: checkState }),
});
