import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmations, projects, userPackageSelections } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/**
 * Selection deadlines (docs/decisions/040-selection-deadlines.md): after a deadline the buyer no
 * longer changes the groups it holds, staff for them still do; the configurator and the dashboard
 * read the deadlines.
 */
describe.each(databaseKinds())("selection deadlines (%s)", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
      // The floors closed long ago; everything else closes far ahead.
      await ctx.db
        .update(projects)
        .set({
          deadlines: [
            { code: "rest", date: "2999-04-01", name: { en: "Everything else" } },
            { code: "floors", date: "2020-03-01", room_types: ["whole-apartment"] },
          ],
        })
        .where(eq(projects.id, w.project.id));
    });
  });
  afterAll(() => server?.close());

  const choicesOf = async (packageId: number) =>
    (
      await server.ctx.db
        .select({
          group: userPackageSelections.selectionGroupId,
          option: userPackageSelections.selectionId,
        })
        .from(userPackageSelections)
        .where(eq(userPackageSelections.packageId, packageId))
    ).sort((a, b) => a.group - b.group);

  const save = (
    selection_id: number,
    tab_id: number,
    token: string,
    locale = "en",
    user_id?: number,
  ) =>
    server.api("POST /packages", {
      body: {
        apartment_layout_id: w.layout.id,
        package_id: w.packages.customerPackage.id,
        selections: [{ tab_id, selection_id }],
        ...(user_id ? { user_id } : {}),
      },
      token,
      locale,
    });

  it("tells the configurator each deadline with the groups it holds, and the dashboard the project's", async () => {
    const tabs = await server.api("GET /project/:project/tabs", {
      params: { project: w.project.id },
      query: { apartment_layout_id: w.layout.id },
    });
    expect(tabs.answer.deadlines).toEqual([
      {
        code: "floors",
        name: {},
        date: "2020-03-01",
        ends_at: "2020-03-01T22:00:00.000Z",
        group_ids: [w.groups.floor.id],
      },
      {
        code: "rest",
        name: { en: "Everything else" },
        date: "2999-04-01",
        ends_at: "2999-04-01T21:00:00.000Z",
        group_ids: [w.groups.fronts.id, w.groups.tiles.id, w.groups.grout.id].sort((a, b) => a - b),
      },
    ]);
    const added = await server.api("POST /packages", {
      body: { apartment_layout_id: w.layout.id, package_id: w.packages.basic.id },
      token: w.token("customer"),
    });
    expect(added.status).toBe(200);
    const dashboard = await server.api("GET /apartments", {
      query: { company: w.alpha.id, page: 1, perPage: 10 },
      token: w.token("customer"),
    });
    const entry = Object.values(dashboard.answer).flat()[0];
    expect(entry?.apartment_layout.deadlines.map((d) => [d.code, d.ends_at])).toEqual([
      ["floors", "2020-03-01T22:00:00.000Z"],
      ["rest", "2999-04-01T21:00:00.000Z"],
    ]);
  });

  it("refuses a buyer's change of a closed group in their language, and changes nothing", async () => {
    const before = await choicesOf(w.packages.customerPackage.id);
    const res = await save(w.option("oak"), w.rooms.wholeRoom.id, w.token("customer"));
    expect(res.status).toBe(409);
    expect(res.error.message).toContain("closed at the end of 2020-03-01");
    const et = await save(w.option("oak"), w.rooms.wholeRoom.id, w.token("customer"), "et");
    expect(et.error.message).toContain("suleti 2020-03-01 lõpus");
    expect(await choicesOf(w.packages.customerPackage.id)).toEqual(before);
  });

  it("takes a buyer's change of a group still open, and staff's change of a closed one", async () => {
    const open = await save(w.option("tile-green"), w.rooms.bathRoom.id, w.token("customer"));
    expect(open.status).toBe(200);
    const staff = await save(
      w.option("oak"),
      w.rooms.wholeRoom.id,
      w.token("designer"),
      "en",
      w.user("customer").id,
    );
    expect(staff.status).toBe(200);
    const chosen = (await choicesOf(w.packages.customerPackage.id)).map((c) => c.option);
    expect(chosen).toContain(w.option("tile-green"));
    expect(chosen).toContain(w.option("oak"));
  });

  it("refuses a buyer's confirmation once the whole layout has closed, and takes staff's", async () => {
    await server.ctx.db
      .update(projects)
      .set({ deadlines: [{ code: "all", date: "2021-01-31" }] })
      .where(eq(projects.id, w.project.id));
    const confirm = (token: string, user_id?: number) =>
      server.api("POST /confirm-package", {
        query: user_id ? { user_id } : {},
        body: {
          apartment_id: w.apartments.apt10.id,
          apartment_layout_id: w.layout.id,
          package_id: w.packages.customerPackage.id,
          selected_locale: "de",
        },
        token,
        locale: "de",
        site: ALPHA_DE_SITE,
      });
    const refused = await confirm(w.token("customer"));
    expect(refused.status).toBe(409);
    expect(refused.error.message).toContain("mit Ablauf des 2021-01-31 geschlossen");
    const none = await server.ctx.db
      .select()
      .from(confirmations)
      .where(eq(confirmations.apartmentLayoutId, w.layout.id));
    expect(none).toEqual([]);
    expect((await confirm(w.token("designer"), w.user("customer").id)).status).toBe(200);
  });

  it("refuses deadlines the company format cannot take, each at its place, and keeps them when right", async () => {
    const admin = { token: w.token("admin"), locale: "en" };
    const { version } = (await server.api("GET /admin/draft", admin)).answer;
    const edit = (value: unknown, extra: { op: "add"; path: string; value: unknown }[] = []) =>
      server.api("PATCH /admin/draft", {
        query: {},
        body: {
          version,
          operations: [{ op: "add", path: "/projects/0/deadlines", value }, ...extra] as never,
        },
        ...admin,
      });
    const bad = await edit(
      [
        { code: "kitchen", date: "2027-02-30", room_types: ["kitchen"] },
        { code: "bath", date: "2027-03-01", room_types: ["sauna", "kitchen"] },
        { code: "all", date: "2027-04-01" },
        { code: "all-again", date: "2027-05-01" },
      ],
      [{ op: "add", path: "/time_zone", value: "Mars/Olympus" }],
    );
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toEqual({
      "/time_zone": ["should be a time zone such as 'Europe/Tallinn'"],
      "/projects/0/deadlines/0/date": ["should be a day written YYYY-MM-DD, such as '2027-03-01'"],
      "/projects/0/deadlines/1/room_types/0": [
        "names the room type 'sauna', which the project does not have",
      ],
      "/projects/0/deadlines/1/room_types/1": ["'kitchen' already has the deadline 'kitchen'"],
      "/projects/0/deadlines/3": [
        "the deadline 'all' already holds the whole layout; name room types or groups",
      ],
    });
    const good = await edit([{ code: "kitchen", date: "2027-03-01", room_types: ["kitchen"] }]);
    expect(good.status).toBe(200);
  });
});
