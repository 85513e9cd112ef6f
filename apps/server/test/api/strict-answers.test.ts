import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { readApiAnswer } from "../helpers/api-client.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { strictSchema } from "../helpers/strict-schema.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

describe("strictSchema", () => {
  const person = z.object({ name: z.string(), email: z.string().optional() });
  const answer = z.object({
    people: z.array(person),
    byRoom: z.record(z.string(), z.array(person.nullable())),
    either: z.union([z.object({ kind: z.literal("a"), a: z.number() }), z.string()]),
    id: z.string().transform(Number),
    tags: z.object({ first: z.string() }).catchall(z.string()),
  });
  const valid = {
    people: [{ name: "Mari" }],
    byRoom: { kitchen: [null, { name: "Jaan", email: "jaan@example.test" }] },
    either: { kind: "a", a: 1 },
    id: "7",
    tags: { first: "x", more: "y" },
  };

  it("takes what the schema names, with its transforms and deliberate catch-alls", () => {
    expect(strictSchema(answer).parse(valid)).toEqual({ ...valid, id: 7 });
  });

  it.each([
    ["at the top", { ...valid, password: "hash" }],
    ["in an array's object", { ...valid, people: [{ name: "Mari", password: "hash" }] }],
    ["in a record of nullables", { ...valid, byRoom: { kitchen: [{ name: "J", company_id: 2 }] } }],
    ["in a union's object", { ...valid, either: { kind: "a", a: 1, b: 2 } }],
  ])("refuses an unknown key %s, which the schema itself drops", (_where, leaked) => {
    expect(answer.safeParse(leaked).success).toBe(true);
    expect(strictSchema(answer).safeParse(leaked).success).toBe(false);
  });

  it("keeps an object's own checks", () => {
    const range = z.object({ from: z.number(), to: z.number() }).refine((r) => r.from <= r.to);
    expect(strictSchema(range).safeParse({ from: 2, to: 1 }).success).toBe(false);
    expect(strictSchema(range).safeParse({ from: 1, to: 2 }).success).toBe(true);
  });
});

describe("the test client", () => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer("pglite", async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  it("refuses a staff answer that carries a key its route's schema does not name", async () => {
    const key = "GET /apartments/:apartmentId/buyers";
    const call = { params: { apartmentId: w.apartments.apt10.id }, token: w.token("designer") };
    const { answer } = await server.api(key, call);
    expect(answer.apartment_id).toBe(w.apartments.apt10.id);
    // The same answer as the server sent it, with one column more, as a presenter might leak it.
    const sent = await server.raw("GET", `/api/apartments/${w.apartments.apt10.id}/buyers`, call);
    const leaked = Buffer.from(JSON.stringify({ ...(sent.body as object), password: "$2b$…" }));
    expect(() => readApiAnswer(key, 200, sent.headers, leaked)).toThrow(/password/);
  });
});
