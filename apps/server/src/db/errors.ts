/**
 * The SQLSTATE of a database error, whichever driver raised it (drizzle wraps the driver's error
 * as its `cause`): 23505 a unique key taken, 23503 a row still referenced, …
 */
export function databaseErrorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause ?? error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}
