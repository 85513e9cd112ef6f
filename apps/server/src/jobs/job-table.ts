import { integer, jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * pg-boss's table of jobs (schema `pgboss`, made and migrated by pg-boss itself, decision 015),
 * as far as we read it: the depth of the queues for metrics and a company's failed jobs. It is
 * kept out of db/schema.ts on purpose: drizzle-kit would otherwise write migrations for a table
 * that is pg-boss's. Its columns as pg-boss 10 has them; `state` is pg-boss's enum `job_state`
 * (`created`, `retry`, `active`, `completed`, `cancelled`, `failed`), read as text.
 */
export const pgbossJob = pgSchema("pgboss").table("job", {
  id: uuid().notNull(),
  name: text().notNull(),
  state: text().notNull(),
  data: jsonb().$type<Record<string, unknown>>(),
  retryLimit: integer().notNull(),
  retryCount: integer().notNull(),
  createdOn: timestamp({ withTimezone: true }).notNull(),
  completedOn: timestamp({ withTimezone: true }),
  /** What the last attempt ended with: for a failure, the error as pg-boss serialised it. */
  output: jsonb().$type<{ message?: unknown; value?: { message?: unknown } }>(),
});
