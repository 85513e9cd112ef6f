import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PgliteThread, startPgliteThread } from "../../src/db/pglite-thread.ts";

describe("the embedded database in its own thread", () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = await startPgliteThread({});
    await db.exec("create table item (id int primary key, name text not null)");
  });
  afterAll(() => db?.close());

  it("leaves the server's thread free while a statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      let answered = false;
      // The statement holds its thread for 300 ms; on the server's thread, nothing else would run.
      const sleeping = db.query("select pg_sleep(0.3)").then(() => {
        answered = true;
      });
      await new Promise<void>((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      expect(ticks).toBeGreaterThan(0);
      await sleeping;
    } finally {
      clearInterval(timer);
    }
  });

  it("answers rows with their types, and a database error with its code", async () => {
    await db.query("insert into item values ($1, $2)", [1, "Küche – Süd"]);
    const { rows } = await db.query<{ id: number; name: string; at: Date }>(
      "select id, name, now() as at from item",
    );
    expect(rows).toEqual([{ id: 1, name: "Küche – Süd", at: expect.any(Date) }]);
    await expect(db.query("insert into item values (1, 'again')")).rejects.toMatchObject({
      code: "23505",
    });
  });

  it("leaves types as text when asked, as the query builder asks for timestamps", async () => {
    const timestamptz = 1184;
    const { rows } = await db.query<{ at: unknown }>("select now() as at", [], {
      parsers: { [timestamptz]: (text: string) => text },
    });
    expect(typeof rows[0]?.at).toBe("string");
  });

  it("holds other statements back until a transaction ends, and undoes it on an error", async () => {
    let outsideDone = false;
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.query("insert into item values (2, 'two')");
      outside = db.query("select count(*)::int as n from item").then((result) => {
        outsideDone = true;
        return result.rows;
      });
      await new Promise<void>((resolve) => setTimeout(resolve, 20));
      expect(outsideDone).toBe(false);
    });
    expect(await outside).toEqual([{ n: 2 }]);

    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into item values (3, 'three')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await db.transaction(async (tx) => {
      await tx.query("insert into item values (4, 'four')");
      await tx.rollback();
    });
    const { rows } = await db.query<{ id: number }>("select id from item order by id");
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it("delivers a notice before the answer of the statement whose commit sent it", async () => {
    const seen: string[] = [];
    await db.listen("item_changed", () => seen.push("notice"));
    await db.query("select pg_notify('item_changed', '')");
    seen.push("answer");
    await db.transaction(async (tx) => {
      await tx.query("select pg_notify('item_changed', '')");
      seen.push("statement in the transaction");
    });
    seen.push("commit");
    expect(seen).toEqual(["notice", "answer", "statement in the transaction", "notice", "commit"]);
  });

  it("copies its files for a new database to start from", async () => {
    const copy = await startPgliteThread({ loadDataDir: await db.dumpDataDir("none") });
    try {
      const { rows } = await copy.query<{ n: number }>("select count(*)::int as n from item");
      expect(rows).toEqual([{ n: 2 }]);
    } finally {
      await copy.close();
    }
  });
});
