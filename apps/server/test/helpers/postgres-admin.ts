import pg from "pg";

/**
 * Runs a statement on the PostgreSQL server of `serverUrl` over a connection of its own, closed
 * after it: creating and dropping the tests' databases, which nothing may be connected to.
 */
export async function onPostgresServer<T = unknown>(
  serverUrl: string,
  statement: string,
): Promise<T[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Drops database `name`, closing whatever is still connected to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onPostgresServer(serverUrl, `drop database if exists "${name}" with (force)`);
}

/** The address of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A name for a test database of this process: its id tells whether the process still runs. */
export function testDatabaseName(kind: "hd_test" | "hd_template"): string {
  return `${kind}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Drops the test databases that runs killed before their end left behind: those named for a
 * process of this machine that no longer runs (`testDatabaseName`). A running suite's are kept.
 */
export async function dropLeftoverDatabases(serverUrl: string): Promise<string[]> {
  const names = await onPostgresServer<{ datname: string }>(
    serverUrl,
    "select datname from pg_database where datname ~ '^hd_(test|template)_[0-9]+_[a-z0-9]+$'",
  );
  const left = names
    .map((row) => row.datname)
    .filter((name) => !running(Number(name.split("_")[2])));
  for (const name of left) await dropDatabase(serverUrl, name);
  return left;
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
