import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmations, packages, userPackageSelections } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Writes that race: many saves into one package, and saves against a confirmation. Every answer
 * is a success or a clear refusal, never a 5xx, and what is stored is always one whole design.
 */
describe.each(databaseKinds())("concurrent writes on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  /** Every whole design of the layout that its restrictions allow, as room:option pairs. */
  const designs = () => {
    const list: { tab_id: number; selection_id: number }[][] = [];
    const { wholeRoom, kitchenRoom, bathRoom } = w.rooms;
    for (const floor of ["oak", "walnut"])
      for (const fronts of floor === "walnut" ? ["black"] : ["white", "grey", "black"])
        for (const tiles of ["tile-white", "tile-green"])
          for (const grout of tiles === "tile-green"
            ? ["grout-grey"]
            : ["grout-white", "grout-grey"])
            list.push([
              { tab_id: wholeRoom.id, selection_id: w.option(floor) },
              { tab_id: kitchenRoom.id, selection_id: w.option(fronts) },
              { tab_id: bathRoom.id, selection_id: w.option(tiles) },
              { tab_id: bathRoom.id, selection_id: w.option(grout) },
            ]);
    return list;
  };
  const asText = (design: { tab_id: number; selection_id: number }[]) =>
    design
      .map((c) => `${c.tab_id}:${c.selection_id}`)
      .sort()
      .join(" ");
  const newPackage = async (name: string) => {
    const [row] = await server.ctx.db
      .insert(packages)
      .values({
        companyId: w.alpha.id,
        projectId: w.project.id,
        name: { en: name },
        userId: w.user("customer").id,
        apartmentLayoutId: w.layout.id,
      })
      .returning();
    if (!row) throw new Error("no package");
    return row;
  };
  const stored = async (packageId: number) =>
    await server.ctx.db
      .select({
        tab_id: userPackageSelections.roomId,
        selection_id: userPackageSelections.selectionId,
      })
      .from(userPackageSelections)
      .where(eq(userPackageSelections.packageId, packageId));
  const save = (packageId: number, design: { tab_id: number; selection_id: number }[]) =>
    server.api("POST /packages", {
      token: w.token("customer"),
      body: { apartment_layout_id: w.layout.id, package_id: packageId, selections: design },
    });

  it("applies 50 concurrent saves into one package whole, the last one winning: no 5xx, no mixture", async () => {
    const pkg = await newPackage("Raced");
    const all = designs();
    const sent = Array.from({ length: 50 }, (_, i) => all[i % all.length] ?? []);
    const answers = await Promise.all(sent.map((design) => save(pkg.id, design)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    const now = await stored(pkg.id);
    // One option per group of each room, and exactly one of the designs sent.
    expect(now).toHaveLength(4);
    expect(sent.map(asText)).toContain(asText(now));
  });

  it("never confirms a package that a save changed meanwhile, nor changes one once confirmed", async () => {
    const pkg = await newPackage("Confirmed while saving");
    const all = designs();
    await save(pkg.id, all[0] ?? []);
    const confirm = server.api("POST /confirm-package", {
      token: w.token("customer"),
      body: {
        apartment_id: w.apartments.apt10.id,
        apartment_layout_id: w.layout.id,
        package_id: pkg.id,
        selected_locale: "en",
      },
    });
    const saves = all.slice(1, 11).map((design) => save(pkg.id, design));
    const answers = await Promise.all([confirm, ...saves]);
    expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
    const [confirmation] = await server.ctx.db
      .select()
      .from(confirmations)
      .where(eq(confirmations.packageId, pkg.id));
    if (confirmation) {
      // What was confirmed is what the package holds: no save landed after it.
      const now = await stored(pkg.id);
      const confirmed = confirmation.snapshot.rooms.flatMap((room) =>
        room.choices.map((c) => ({ tab_id: room.id, selection_id: c.selectionId })),
      );
      for (const choice of confirmed) expect(now).toContainEqual(choice);
      await server.ctx.db.delete(confirmations).where(eq(confirmations.id, confirmation.id));
    } else {
      expect((await confirm).status).toBe(409);
    }
  });
});
