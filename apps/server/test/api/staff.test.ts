import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  files,
  packages,
  selectionFiles,
  selections,
  userPackageSelections,
} from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082",
  "hex",
);

describe.each(databaseKinds())("staff calls on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const createSpecial = async (token = w.token("designer")) => {
    const res = await server.api("POST /selections/special", {
      body: {
        selection_group_id: w.groups.fronts.id,
        package_id: w.packages.customerPackage.id,
        tab_id: w.rooms.kitchenRoom.id,
      },
      token,
    });
    return {
      res,
      id: res.status === 200 ? res.answer.selection_id : 0,
    };
  };
  const upload = async (
    id: number,
    parts: [string, Blob | string, string?][],
    token = w.token("designer"),
  ) => {
    const form = new FormData();
    for (const [name, value, filename] of parts) {
      if (typeof value === "string") form.append(name, value);
      else form.append(name, value, filename);
    }
    return server.api("POST /selections/special/:id", {
      params: { id },
      query: { _method: "PATCH" },
      body: form,
      token,
    });
  };
  const storedFiles = async () =>
    (await server.ctx.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]?.n ?? 0;

  describe("special solutions", () => {
    it("are created in a customer's package, chosen there, and edited one field at a time", async () => {
      const { res, id } = await createSpecial();
      expect(res.status).toBe(200);
      const [choice] = await server.ctx.db
        .select()
        .from(userPackageSelections)
        .where(
          and(
            eq(userPackageSelections.packageId, w.packages.customerPackage.id),
            eq(userPackageSelections.selectionGroupId, w.groups.fronts.id),
          ),
        );
      expect(choice?.selectionId).toBe(id);

      const patch = (body: Record<string, unknown>) =>
        server.api("PATCH /selections/special/:id", {
          params: { id },
          body: { selectedLocale: "en", ...body },
          token: w.token("designer"),
        });
      expect((await patch({ label: "Walnut veneer" })).answer.asset.label).toMatchObject({
        en: "Walnut veneer",
      });
      await server.api("PATCH /selections/special/:id", {
        params: { id },
        body: { selectedLocale: "et", label: "Pähklispoon" },
        token: w.token("designer"),
      });
      expect((await patch({ unit_price: "1 200,50" })).answer.asset).toMatchObject({
        label: { en: "Walnut veneer", et: "Pähklispoon" },
        unitPrice: 1200.5,
      });
      expect((await patch({ install_price: 300 })).answer.asset.installPrice).toBe(300);
      for (const bad of [
        { unit_price: "a lot" },
        { unit_price: "-5" },
        { label: "x", description: "y" },
        {},
        { label: "z".repeat(201) },
      ]) {
        const res = await patch(bad);
        expect(res.status, JSON.stringify(bad)).toBe(422);
      }
      const groups = (
        await server.api("GET /project/:project/tabs/:roomId", {
          params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
          query: {
            apartment_layout_id: w.layout.id,
            package_id: w.packages.customerPackage.id,
            user_id: w.user("customer").id,
          },
          token: w.token("designer"),
        })
      ).answer;
      expect(groups[0]?.assets.find((a) => a.id === id)).toMatchObject({
        unitPrice: 1200.5,
        installPrice: 300,
        packages: [w.packages.customerPackage.id],
      });
    });

    it("belong to a customer's own package, in a group of that room", async () => {
      const onCompanyPackage = await server.api("POST /selections/special", {
        body: {
          selection_group_id: w.groups.fronts.id,
          package_id: w.packages.basic.id,
          tab_id: w.rooms.kitchenRoom.id,
        },
        token: w.token("designer"),
      });
      expect(onCompanyPackage.status).toBe(422);
      const wrongGroup = await server.api("POST /selections/special", {
        body: {
          selection_group_id: w.groups.tiles.id,
          package_id: w.packages.customerPackage.id,
          tab_id: w.rooms.kitchenRoom.id,
        },
        token: w.token("designer"),
      });
      expect(wrongGroup.status).toBe(404);
      const otherLayoutRoom = await server.api("POST /selections/special", {
        body: {
          selection_group_id: w.groups.fronts.id,
          package_id: w.packages.customerPackage.id,
          tab_id: w.rooms.layout2Kitchen.id,
        },
        token: w.token("designer"),
      });
      expect(otherLayoutRoom.status).toBe(404);
      expect(
        (
          await server.raw("POST", "/api/selections/special", {
            body: { selection_group_id: "x" },
            token: w.token("designer"),
          })
        ).status,
      ).toBe(422);
    });

    it("are removed with the switch, their slot left to the regular options", async () => {
      const { id } = await createSpecial();
      expect(
        (
          await server.api("DELETE /selections/special/:id", {
            params: { id },
            token: w.token("designer"),
          })
        ).status,
      ).toBe(200);
      expect(await server.ctx.db.select().from(selections).where(eq(selections.id, id))).toEqual(
        [],
      );
      expect(
        (
          await server.api("DELETE /selections/special/:id", {
            params: { id },
            token: w.token("designer"),
          })
        ).status,
      ).toBe(404);
    });

    it("are drawn in the room with the layer of the option they take the place of", async () => {
      const grey = w.option("grey");
      await server.ctx.db
        .update(selections)
        .set({ imageFile: "t/layer.svg", imageLayer: 4 })
        .where(eq(selections.id, grey));
      // The slot holds grey (a special solution removed earlier leaves it to the package).
      const greyInSlot = () =>
        server.ctx.db
          .insert(userPackageSelections)
          .values({
            packageId: w.packages.customerPackage.id,
            roomId: w.rooms.kitchenRoom.id,
            selectionGroupId: w.groups.fronts.id,
            selectionId: grey,
          })
          .onConflictDoUpdate({
            target: [
              userPackageSelections.packageId,
              userPackageSelections.roomId,
              userPackageSelections.selectionGroupId,
            ],
            set: { selectionId: grey },
          });
      await greyInSlot();
      try {
        const { res, id } = await createSpecial();
        expect(res.status).toBe(200);
        const drawn = { url: expect.stringMatching(/t\/layer\.svg$/), layer: 4 };
        expect(res.status === 200 && res.answer.asset.image).toMatchObject(drawn);
        const groups = (
          await server.api("GET /project/:project/tabs/:roomId", {
            params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
            query: {
              apartment_layout_id: w.layout.id,
              package_id: w.packages.customerPackage.id,
              user_id: w.user("customer").id,
            },
            token: w.token("designer"),
          })
        ).answer;
        expect(groups[0]?.assets.find((a) => a.id === id)?.image).toMatchObject(drawn);
        await server.api("DELETE /selections/special/:id", {
          params: { id },
          token: w.token("designer"),
        });
      } finally {
        await server.ctx.db
          .update(selections)
          .set({ imageFile: null, imageLayer: 0 })
          .where(eq(selections.id, grey));
        await greyInSlot();
      }
    });
  });

  describe("files of a special solution", () => {
    it("are attached, kept selectively and cleared; the last removal clears them", async () => {
      const { id } = await createSpecial();
      const first = (
        await upload(id, [
          ["files[]", new Blob([PDF], { type: "application/pdf" }), "Kitchen plan.pdf"],
          ["files[]", new Blob([PNG], { type: "image/png" }), "sketch.png"],
          ["selectedLocale", "et"],
        ])
      ).answer;
      expect(first.files.map((f) => [f.name, f.type])).toEqual([
        ["Kitchen plan.pdf", "application/pdf"],
        ["sketch.png", "image/png"],
      ]);
      const served = await fetch(`${server.url}${first.files[0]?.url}`);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);

      const kept = (await upload(id, [["keep[]", String(first.files[1]?.id)]])).answer;
      expect(kept.files.map((f) => f.name)).toEqual(["sketch.png"]);
      expect((await fetch(`${server.url}${first.files[0]?.url}`)).status).toBe(404);
      const cleared = (await upload(id, [["clearFiles", "1"]])).answer;
      expect(cleared.files).toEqual([]);
      expect(
        await server.ctx.db.select().from(selectionFiles).where(eq(selectionFiles.selectionId, id)),
      ).toEqual([]);
    });

    it("refuse a file too large, too many files, and files that are not PDF or pictures, storing nothing", async () => {
      const { id } = await createSpecial();
      const before = await storedFiles();
      const big = await upload(id, [
        ["files[]", new Blob([PDF, Buffer.alloc(10 * 1024 * 1024)]), "huge.pdf"],
      ]);
      expect(big.status).toBe(413);
      expect(big.error.message).toMatch(/10 MB/);

      const many = await upload(
        id,
        Array.from({ length: 11 }, (_, i): [string, Blob, string] => [
          "files[]",
          new Blob([PNG]),
          `p${i}.png`,
        ]),
      );
      expect(many.status).toBe(413);

      for (const [content, name] of [
        [Buffer.from("<html><script>alert(1)</script></html>"), "plan.pdf"],
        [
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          "plan.svg",
        ],
        [Buffer.from("MZ\x90\x00"), "setup.exe"],
      ] as const) {
        const res = await upload(id, [
          ["files[]", new Blob([PNG]), "fine.png"],
          ["files[]", new Blob([content]), name],
        ]);
        expect(res.status, name).toBe(422);
        expect(res.error.message).toContain(name);
      }
      expect(await storedFiles()).toBe(before);
      expect(
        await server.ctx.db.select().from(selectionFiles).where(eq(selectionFiles.selectionId, id)),
      ).toEqual([]);

      // At most 20 on one solution.
      for (let round = 0; round < 2; round++) {
        const res = await upload(
          id,
          Array.from({ length: 10 }, (_, i): [string, Blob, string] => [
            "files[]",
            new Blob([PNG]),
            `r${round}-${i}.png`,
          ]),
        );
        expect(res.status).toBe(200);
      }
      const twentyFirst = await upload(id, [["files[]", new Blob([PNG]), "one-more.png"]]);
      expect(twentyFirst.status).toBe(413);
    });

    it("need the multipart method override", async () => {
      const { id } = await createSpecial();
      const res = await server.raw("POST", `/api/selections/special/${id}`, {
        token: w.token("designer"),
        body: new FormData(),
      });
      expect(res.status).toBe(422);
    });
  });

  describe("room rename", () => {
    const rename = (roomId: number, body: { name: string }, token?: string) =>
      server.api("POST /tabs/:roomId/rename", {
        params: { roomId },
        body: { apartment_layout_id: w.layout.id, ...body },
        token,
      });

    it("renames a room of the layout in every language and keeps its original label", async () => {
      const res = await rename(
        w.rooms.kitchenRoom.id,
        { name: "  Köök-elutuba  " },
        w.token("designer"),
      );
      expect(res.status).toBe(200);
      expect(res.answer).toMatchObject({
        room: { label: { en: "Köök-elutuba" }, originalLabel: { en: "Kitchen" } },
      });
      const tabs = (
        await server.api("GET /project/:project/tabs", {
          params: { project: w.project.id },
          query: { apartment_layout_id: w.layout.id },
        })
      ).answer;
      expect(tabs.rooms.find((r) => r.id === w.rooms.kitchenRoom.id)).toMatchObject({
        label: { et: "Köök-elutuba", en: "Köök-elutuba", de: "Köök-elutuba" },
        originalLabel: { en: "Kitchen" },
      });
    });

    it("refuses empty or long names, rooms of another layout and unknown rooms", async () => {
      expect(
        (await rename(w.rooms.kitchenRoom.id, { name: "   " }, w.token("designer"))).status,
      ).toBe(422);
      expect(
        (await rename(w.rooms.kitchenRoom.id, { name: "x".repeat(101) }, w.token("designer")))
          .status,
      ).toBe(422);
      expect(
        (await rename(w.rooms.layout2Kitchen.id, { name: "Other" }, w.token("designer"))).status,
      ).toBe(404);
      expect((await rename(999999, { name: "None" }, w.token("designer"))).status).toBe(404);
      expect(
        (
          await server.api("POST /tabs/:roomId/rename", {
            params: { roomId: "abc" },
            body: { name: "x", apartment_layout_id: w.layout.id },
            token: w.token("designer"),
          })
        ).status,
      ).toBe(422);
    });
  });

  describe("who may do what", () => {
    type Actor = "guest" | "otherCustomer" | "customer" | "designer" | "betaDesigner";
    const actors: Actor[] = ["guest", "otherCustomer", "customer", "designer", "betaDesigner"];
    const tokenOf = (actor: Actor) => (actor === "guest" ? undefined : w.token(actor));
    /** Each call is made afresh for every actor, so one actor's success never changes another's answer. */
    type Call = {
      name: string;
      staffOnly: boolean;
      request: (token: string | undefined) => Promise<number>;
    };

    const newOwnPackage = async () => {
      const [row] = await server.ctx.db
        .insert(packages)
        .values({
          companyId: w.alpha.id,
          projectId: w.project.id,
          name: { en: "Scratch" },
          userId: w.user("customer").id,
          apartmentLayoutId: w.layout.id,
        })
        .returning({ id: packages.id });
      return row?.id ?? 0;
    };
    const u = () => w.user("customer").id;
    const status = async (p: Promise<{ status: number }>) => (await p).status;

    const calls: Call[] = [
      {
        name: "GET packages?user_id",
        staffOnly: false,
        request: (t) =>
          status(
            server.api("GET /packages", {
              query: { project_id: w.project.id, apartment_layout_id: w.layout.id, user_id: u() },
              token: t,
            }),
          ),
      },
      {
        name: "GET tabs/{room}?user_id",
        staffOnly: false,
        request: (t) =>
          status(
            server.api("GET /project/:project/tabs/:roomId", {
              params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
              query: {
                apartment_layout_id: w.layout.id,
                package_id: w.packages.customerPackage.id,
                user_id: u(),
              },
              token: t,
            }),
          ),
      },
      {
        name: "GET list/projects?user_id",
        staffOnly: false,
        request: (t) =>
          status(
            server.api("GET /list/projects", {
              query: { company: w.alpha.id, user_id: u() },
              token: t,
            }),
          ),
      },
      {
        name: "GET user-apartments/{user}",
        staffOnly: false,
        request: (t) =>
          status(
            server.api("GET /user-apartments/:userId", {
              params: { userId: u() },
              query: { company: w.alpha.id },
              token: t,
            }),
          ),
      },
      {
        name: "POST packages (user_id)",
        staffOnly: false,
        request: (t) =>
          status(
            server.api("POST /packages", {
              body: {
                user_id: u(),
                apartment_layout_id: w.layout.id,
                package_id: w.packages.basic.id,
                name: "Table",
                selections: [],
              },
              token: t,
            }),
          ),
      },
      {
        name: "GET packages/{id}/selections?user_id",
        staffOnly: false,
        request: (t) =>
          status(
            server.api("GET /packages/:packageId/selections", {
              params: { packageId: w.packages.customerPackage.id },
              query: { user_id: u() },
              token: t,
            }),
          ),
      },
      {
        name: "POST packages/{id}/rename?user_id",
        staffOnly: false,
        request: async (t) =>
          status(
            server.api("POST /packages/:packageId/rename", {
              params: { packageId: await newOwnPackage() },
              query: { user_id: u() },
              body: { name: "Renamed" },
              token: t,
            }),
          ),
      },
      {
        name: "POST packages/{id}/duplicate?user_id",
        staffOnly: false,
        request: (t) =>
          status(
            server.api("POST /packages/:packageId/duplicate", {
              params: { packageId: w.packages.customerPackage.id },
              query: { apartment_layout_id: w.layout.id, user_id: u() },
              token: t,
            }),
          ),
      },
      {
        name: "DELETE packages/{id}?user_id",
        staffOnly: false,
        request: async (t) =>
          status(
            server.api("DELETE /packages/:packageId", {
              params: { packageId: await newOwnPackage() },
              query: { apartment_layout_id: w.layout.id, user_id: u() },
              token: t,
            }),
          ),
      },
      {
        name: "DELETE packages/delete-layout/{layout}?user_id",
        staffOnly: false,
        request: (t) =>
          status(
            server.api("DELETE /packages/delete-layout/:layoutId", {
              params: { layoutId: w.layout2.id },
              query: { user_id: u() },
              token: t,
            }),
          ),
      },
      {
        name: "POST summary-pdf (user_id)",
        staffOnly: false,
        request: (t) =>
          status(
            server.api("POST /summary-pdf", {
              body: {
                user_id: u(),
                project_id: w.project.id,
                apartment_layout_id: w.layout.id,
                package_id: w.packages.customerPackage.id,
                locale: "en",
              },
              token: t,
            }),
          ),
      },
      {
        name: "POST selections/special",
        staffOnly: true,
        request: async (t) => (await createSpecial(t ?? "")).res.status,
      },
      {
        name: "PATCH selections/special/{id}",
        staffOnly: true,
        request: async (t) =>
          status(
            server.api("PATCH /selections/special/:id", {
              params: { id: (await createSpecial()).id },
              body: { selectedLocale: "en", label: "By table" },
              token: t,
            }),
          ),
      },
      {
        name: "POST selections/special/{id}?_method=PATCH",
        staffOnly: true,
        request: async (t) =>
          (await upload((await createSpecial()).id, [["clearFiles", "1"]], t ?? "")).status,
      },
      {
        name: "DELETE selections/special/{id}",
        staffOnly: true,
        request: async (t) =>
          status(
            server.api("DELETE /selections/special/:id", {
              params: { id: (await createSpecial()).id },
              token: t,
            }),
          ),
      },
      {
        name: "POST tabs/{room}/rename",
        staffOnly: true,
        request: (t) =>
          status(
            server.api("POST /tabs/:roomId/rename", {
              params: { roomId: w.rooms.bathRoom.id },
              body: { name: "Renamed by table", apartment_layout_id: w.layout.id },
              token: t,
            }),
          ),
      },
    ];

    const expected = (call: Call, actor: Actor): number | "ok" => {
      // On Alpha's site a token of another company's account counts for nothing.
      if (actor === "guest" || actor === "betaDesigner") return 401;
      if (call.staffOnly) return actor === "designer" ? "ok" : 403;
      return actor === "otherCustomer" ? 403 : "ok";
    };

    it.each(calls.map((c) => [c.name, c] as const))("%s", async (_name, call) => {
      const table: Record<string, number> = {};
      for (const actor of actors) table[actor] = await call.request(tokenOf(actor));
      for (const actor of actors) {
        const want = expected(call, actor);
        if (want === "ok")
          expect(table[actor], `${actor}: ${JSON.stringify(table)}`).toBeGreaterThanOrEqual(200);
        if (want === "ok")
          expect(table[actor], `${actor}: ${JSON.stringify(table)}`).toBeLessThan(300);
        else expect(table[actor], `${actor}: ${JSON.stringify(table)}`).toBe(want);
      }
    });
  });
});
