import {
  databaseUrl,
  dropDatabase,
  onPostgresServer,
} from "../apps/server/test/helpers/postgres-admin.ts";

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, for one measurement: its
 * address, and `drop` to remove it again (connections and all).
 */
export async function freshPostgres(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await onPostgresServer(serverUrl, `create database "${name}"`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => dropDatabase(serverUrl, name),
  };
}
