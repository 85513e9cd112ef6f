import type { Db } from "./client.ts";

/**
 * A query built once per database and then run with new values (the query builder's prepared
 * statements, values given as `sql.placeholder`). For the statements every logged-in read runs
 * (the login, the person's packages, a layout's confirmation, a buyer's row): building a query
 * costs the server's thread more than PostgreSQL takes to answer a small one, and a named
 * statement is parsed once per connection instead of once per call (docs/benchmarks.md).
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDatabase = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
