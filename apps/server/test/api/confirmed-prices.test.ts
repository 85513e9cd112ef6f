import { createHash } from "node:crypto";
import {
  assetPrice,
  type CompanyFile,
  formatEuro,
  packageChoices,
  type RoomGroups,
  type SelectionGroup,
  slotKey,
  total,
  vatRate,
} from "@home-designer/core";
import { removeOption } from "@home-designer/core/test-company";
import { asc, eq } from "drizzle-orm";
import { strFromU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmations } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";
import { pdfText } from "../pdf/poppler.ts";

/**
 * A buyer's confirmed package keeps showing what was confirmed after the company re-imports its
 * data with a changed price and a retired option: in the room groups the configurator reads, the
 * summary and its PDF, a share link of it and the staff's views of it; a draft package follows
 * today's prices (docs/decisions/027-confirmed-packages-keep-their-prices.md).
 */
describe.each(databaseKinds())("a confirmed package after a re-import (%s)", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  /** The fixtures' prices (`i × 1000 + 50` cents by the material's place) before the re-import. */
  const OAK = 50;
  const WHITE = 2050;
  const GREY = 3050;
  const TILE_WHITE = 5050;
  const TILE_GREEN = 6050;
  /** Oak's price after the re-import. */
  const NEW_OAK = 77_700;

  /** A price as the PDF's text reads (its spaces plain). */
  const euro = (cents: number) => formatEuro(cents).replace(/\s+/g, " ");
  const layoutQuery = () => `apartment_layout_id=${w.layout.id}`;
  const tabsOf = (token?: string) =>
    server.api("GET /project/:project/tabs", {
      params: { project: w.project.id },
      query: { apartment_layout_id: w.layout.id },
      token,
    });
  /** Who reads: the buyer, or staff acting for them (`user_id`). */
  const customer = () => ({ token: w.token("customer"), userId: null as number | null });
  const designerForCustomer = () => ({
    token: w.token("designer"),
    userId: w.user("customer").id as number | null,
  });
  type Reader = ReturnType<typeof customer>;

  /** Saves the customer's choices over the basic package as a new package of theirs. */
  async function saveAs(name: string, selections: { tab_id: number; selection_id: number }[]) {
    const res = await server.api("POST /packages", {
      token: w.token("customer"),
      body: {
        apartment_layout_id: w.layout.id,
        package_id: w.packages.basic.id,
        selections,
        name,
      },
    });
    expect(res.status).toBe(200);
    return res.answer.id;
  }

  /** Every room's groups for a package as the configurator reads them, and its total. */
  async function configurator(packageId: number, reader: Reader) {
    const tabs = (await tabsOf(reader.token)).answer;
    const rooms: RoomGroups[] = [];
    for (const room of tabs.rooms) {
      const res = await server.api("GET /project/:project/tabs/:roomId", {
        params: { project: w.project.id, roomId: room.id },
        query: {
          apartment_layout_id: w.layout.id,
          package_id: packageId,
          user_id: reader.userId ?? undefined,
        },
        token: reader.token,
      });
      expect(res.status).toBe(200);
      rooms.push({
        roomId: room.id,
        isRoomType: room.is_room_type,
        groups: res.answer,
      });
    }
    const choices = packageChoices(rooms, packageId);
    const rate = vatRate(tabs.vat) ?? 0;
    /** The option chosen in a group and the price the screens show for it. */
    const chosen = (roomId: number, groupId: number) => {
      const group = rooms
        .find((r) => r.roomId === roomId)
        ?.groups.find((g: SelectionGroup) => g.id === groupId);
      const asset = group?.assets.find((a) => a.id === choices.get(slotKey(roomId, groupId)));
      return {
        id: asset?.id,
        title: asset?.title.en,
        price: asset?.confirmedPrice ?? asset?.material?.price,
      };
    };
    return { totalCents: total(rooms, choices, () => rate).cents, chosen };
  }

  async function summaryPdf(
    packageId: number,
    reader: Reader,
    selections: { tab_id: number; selection_id: number }[] = [],
  ) {
    const bytes = await summaryPdfBytes(packageId, reader, selections);
    return (await pdfText(bytes)).replace(/\s+/g, " ");
  }

  async function summaryPdfBytes(
    packageId: number,
    reader: Reader,
    selections: { tab_id: number; selection_id: number }[] = [],
  ) {
    const res = await server.api("POST /summary-pdf", {
      token: reader.token,
      body: {
        project_id: w.project.id,
        apartment_layout_id: w.layout.id,
        package_id: packageId,
        selections,
        locale: "en",
        user_id: reader.userId ?? undefined,
      },
    });
    expect(res.status).toBe(200);
    return new Uint8Array(res.answer);
  }

  /** The confirmation versions of the layout, oldest first. */
  function versions() {
    return server.ctx.db
      .select()
      .from(confirmations)
      .where(eq(confirmations.apartmentLayoutId, w.layout.id))
      .orderBy(asc(confirmations.version));
  }

  async function packagesFor(reader: Reader) {
    const res = await server.api("GET /packages", {
      query: {
        project_id: w.project.id,
        apartment_layout_id: w.layout.id,
        user_id: reader.userId ?? undefined,
      },
      token: reader.token,
    });
    return res.answer;
  }

  /** The company re-imported by its admin over HTTP: its export with `edit` applied. */
  async function reimport(edit: (company: CompanyFile) => void) {
    const token = w.token("admin");
    const exported = await server.api("GET /admin/company/export", { token });
    expect(exported.status).toBe(200);
    const entries = unzipSync(exported.answer);
    const at = Object.keys(entries).find((name) => name.endsWith("company.json")) ?? "";
    const company = JSON.parse(strFromU8(entries[at] ?? new Uint8Array())) as CompanyFile;
    edit(company);
    const form = new FormData();
    const zip = zipSync({ ...entries, [at]: new TextEncoder().encode(JSON.stringify(company)) });
    form.append("company", new Blob([zip]), "company.zip");
    const res = await server.api("POST /admin/company/import", { body: form, token });
    expect(res.status).toBe(200);
    return res.answer;
  }

  const confirmedTotal = OAK + GREY + TILE_WHITE;
  let confirmedId: number;
  let draftId: number;

  it("keeps the confirmed options, prices and total everywhere; a draft follows today's prices", async () => {
    const kitchen = w.rooms.kitchenRoom.id;
    const grey = { tab_id: kitchen, selection_id: w.option("grey") };
    confirmedId = await saveAs("Confirmed", [grey]);
    draftId = await saveAs("Draft", []);
    const confirm = await server.api("POST /confirm-package", {
      token: w.token("customer"),
      body: {
        apartment_id: w.apartments.apt10.id,
        apartment_layout_id: w.layout.id,
        package_id: confirmedId,
        selected_locale: "en",
      },
    });
    expect(confirm.status).toBe(200);
    expect((await configurator(confirmedId, customer())).totalCents).toBe(confirmedTotal);
    const confirmedPdf = await summaryPdfBytes(confirmedId, customer());
    const [confirmed] = await versions();
    expect(confirmed).toMatchObject({ version: 1, status: "current", locale: "en" });
    expect(confirmed?.pdfSha256).toBe(createHash("sha256").update(confirmedPdf).digest("hex"));

    // The company raises oak's price and takes the grey fronts out of its folder.
    const report = await reimport((company) => {
      const oak = company.materials?.find((m) => m.code === "oak");
      if (!oak) throw new Error("no material oak");
      oak.price = (NEW_OAK / 100).toFixed(2);
      removeOption(company, "kitchen-cabinet-fronts/grey");
    });
    expect(report.entries).toEqual(
      expect.arrayContaining([
        { kind: "material", code: "oak", action: "changed", fields: ["price"] },
        expect.objectContaining({ kind: "option", action: "retired" }),
      ]),
    );

    // A guest no longer gets the grey fronts; the catalogue's oak costs the new price.
    const guestKitchen = (
      await server.api("GET /project/:project/tabs/:roomId", {
        params: { project: w.project.id, roomId: kitchen },
        query: { apartment_layout_id: w.layout.id },
      })
    ).answer;
    expect(guestKitchen.flatMap((g) => g.assets.map((a) => a.id))).not.toContain(w.option("grey"));

    // The configurator reading the confirmed package, by the buyer and by staff for them.
    for (const reader of [customer(), designerForCustomer()]) {
      const seen = await configurator(confirmedId, reader);
      expect(seen.totalCents).toBe(confirmedTotal);
      expect(seen.chosen(w.rooms.wholeRoom.id, w.groups.floor.id)).toEqual({
        id: w.option("oak"),
        title: "Oak",
        price: OAK / 100,
      });
      // The retired option, by its confirmed name and price.
      expect(seen.chosen(kitchen, w.groups.fronts.id)).toEqual({
        id: w.option("grey"),
        title: "Grey",
        price: GREY / 100,
      });
      expect((await packagesFor(reader)).find((p) => p.id === confirmedId)?.confirmed).toBe(true);
    }

    // The draft follows today's prices.
    const draft = await configurator(draftId, customer());
    expect(draft.totalCents).toBe(NEW_OAK + WHITE + TILE_WHITE);
    expect(draft.chosen(w.rooms.wholeRoom.id, w.groups.floor.id).price).toBe(NEW_OAK / 100);

    // The summary PDF, by the buyer and by staff for them.
    for (const reader of [customer(), designerForCustomer()]) {
      const text = await summaryPdf(confirmedId, reader);
      expect(text).toContain("Confirmed");
      expect(text).toContain(`Grey ${euro(GREY)}`);
      expect(text).toContain(`Oak ${euro(OAK)}`);
      expect(text).toContain(euro(confirmedTotal));
      expect(text).not.toContain(euro(NEW_OAK));
    }
    // The confirmation of record and its PDF are as they were, byte for byte.
    expect(await versions()).toEqual([confirmed]);
    for (const reader of [customer(), designerForCustomer()]) {
      expect(Buffer.from(await summaryPdfBytes(confirmedId, reader))).toEqual(
        Buffer.from(confirmedPdf),
      );
    }
    const draftText = await summaryPdf(draftId, customer());
    expect(draftText).toContain("Not confirmed");
    expect(draftText).toContain(euro(NEW_OAK + WHITE + TILE_WHITE));

    // Changing the confirmed package on screen makes a new design, at today's prices.
    const changed = await summaryPdf(confirmedId, customer(), [
      { tab_id: kitchen, selection_id: w.option("white") },
    ]);
    expect(changed).toContain("Not confirmed");
    expect(changed).toContain(euro(NEW_OAK + WHITE + TILE_WHITE));

    // A share link of the confirmed package leads its buyer to the package as confirmed.
    const shared = await server.api("POST /short-links", {
      token: w.token("customer"),
      body: {
        url: `${ALPHA_SITE}/en/${confirmedId}/summary?project=${w.project.id}&${layoutQuery()}`,
        company_id: w.alpha.id,
      },
    });
    expect(shared.status).toBe(200);
    const code = new URL(shared.answer.url).pathname;
    const followed = await fetch(`${server.url}${code}`, {
      headers: { origin: ALPHA_SITE },
      redirect: "manual",
    });
    expect(followed.status).toBe(302);
    const target = new URL(followed.headers.get("location") ?? "");
    const linked = Number(target.pathname.split("/")[2]);
    expect(linked).toBe(confirmedId);
    expect(target.searchParams.get("selections")).toBeNull();
    expect((await configurator(linked, customer())).totalCents).toBe(confirmedTotal);

    // The dashboard, the buyer's and staff's for them, names it confirmed.
    for (const reader of [customer(), designerForCustomer()]) {
      const query = { company: w.alpha.id };
      const res = reader.userId
        ? await server.api("GET /user-apartments/:userId", {
            params: { userId: reader.userId },
            query,
            token: reader.token,
          })
        : await server.api("GET /apartments", { query, token: reader.token });
      const entries = res.answer[String(w.layout.id)] ?? [];
      expect(entries.find((e) => e.package_id === confirmedId)?.confirmed).toBe(true);
      expect(entries.find((e) => e.package_id === draftId)?.confirmed).toBe(false);
    }
  });

  it("amends the confirmation when staff change the package: what they left keeps its confirmed price", async () => {
    const before = await versions();
    const res = await server.api("POST /packages", {
      token: w.token("designer"),
      body: {
        user_id: w.user("customer").id,
        apartment_layout_id: w.layout.id,
        package_id: confirmedId,
        selections: [{ tab_id: w.rooms.bathRoom.id, selection_id: w.option("tile-green") }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.answer.created).toBe(false);
    // Oak and the retired grey fronts as confirmed; the green tiles at today's price.
    const amended = OAK + GREY + TILE_GREEN;
    // The buyer's version 1 stays as it was, superseded; staff's change is version 2, of record.
    const rows = await versions();
    expect(rows.map((r) => [r.version, r.status, r.kind])).toEqual([
      [1, "superseded", "buyer"],
      [2, "current", "amendment"],
    ]);
    expect(rows[0]).toEqual({ ...before[0], status: "superseded", endedAt: rows[1]?.confirmedAt });
    expect(rows[1]?.snapshot.totalCents).toBe(amended);
    expect(rows[1]?.confirmedBy).toBe(w.user("designer").id);
    const seen = await configurator(confirmedId, customer());
    expect(seen.totalCents).toBe(amended);
    expect(seen.chosen(w.rooms.bathRoom.id, w.groups.tiles.id).id).toBe(w.option("tile-green"));
    expect(await summaryPdf(confirmedId, customer())).toContain(euro(amended));

    // A special solution staff make in it, and price, is confirmed at its price with VAT.
    const made = await server.api("POST /selections/special", {
      token: w.token("designer"),
      body: {
        package_id: confirmedId,
        tab_id: w.rooms.kitchenRoom.id,
        selection_group_id: w.groups.fronts.id,
      },
    });
    expect(made.status).toBe(200);
    const specialId = made.answer.selection_id;
    const priced = await server.api("PATCH /selections/special/:id", {
      params: { id: specialId },
      token: w.token("designer"),
      body: { selectedLocale: "en", unit_price: "100" },
    });
    expect(priced.status).toBe(200);
    const withSpecial = OAK + 12_400 + TILE_GREEN;
    const special = await configurator(confirmedId, customer());
    expect(special.totalCents).toBe(withSpecial);
    expect(special.chosen(w.rooms.kitchenRoom.id, w.groups.fronts.id).id).toBe(specialId);
    expect(await summaryPdf(confirmedId, customer())).toContain(euro(withSpecial));
  });

  it("shows a confirmed company package as confirmed only to its buyer and staff for them", async () => {
    // The other customer confirmed the basic package's white fronts on layout 2 at 20,50 €.
    await reimport((company) => {
      const white = company.materials?.find((m) => m.code === "white");
      if (!white) throw new Error("no material white");
      white.price = "55.00";
    });
    const frontsPrice = async (token?: string, userId?: number) => {
      const res = await server.api("GET /project/:project/tabs/:roomId", {
        params: { project: w.project.id, roomId: w.rooms.layout2Kitchen.id },
        query: {
          apartment_layout_id: w.layout2.id,
          package_id: w.packages.basic.id,
          user_id: userId,
        },
        token,
      });
      if (res.status !== 200) return res.status;
      const fronts = res.answer.find((g) => g.id === w.groups.fronts.id);
      const chosen = fronts?.assets.find((a) => a.packages.includes(w.packages.basic.id));
      return chosen && assetPrice(chosen, 0.24);
    };
    const buyer = w.user("otherCustomer").id;
    expect(await frontsPrice(w.token("otherCustomer"))).toBe(2050);
    expect(await frontsPrice(w.token("designer"), buyer)).toBe(2050);
    // Anyone else sees the package unconfirmed, at today's price.
    expect(await frontsPrice()).toBe(5500);
    expect(await frontsPrice(w.token("customer"))).toBe(5500);
    // Nobody else reads it as the buyer.
    expect(await frontsPrice(undefined, buyer)).toBe(401);
    expect(await frontsPrice(w.token("customer"), buyer)).toBe(403);
    // Another company's designer is nobody on Alpha's site.
    expect(await frontsPrice(w.token("betaDesigner"), buyer)).toBe(401);
  });

  it("names the VAT rate the confirmed prices include after the company's rate changes", async () => {
    const tabsVat = async () => (await tabsOf()).answer.vat;
    const before = await tabsVat();
    await reimport((company) => {
      company.vat = "9.00";
      for (const project of company.projects ?? []) delete project.vat;
    });
    expect(await tabsVat()).toBe(9);
    for (const reader of [customer(), designerForCustomer()]) {
      const listed = await packagesFor(reader);
      expect(listed.find((p) => p.id === confirmedId)?.confirmation_vat).toBe(before);
      expect(listed.find((p) => p.id === draftId)?.confirmation_vat).toBeNull();
    }
    // The PDF's note names the confirmation's rate too; a draft's, today's.
    expect(await summaryPdf(confirmedId, customer())).toContain(
      `Prices include VAT of ${before} %`,
    );
    expect(await summaryPdf(draftId, customer())).toContain("Prices include VAT of 9 %");
    // Another customer reads the company's packages unconfirmed, with no rate of anyone's.
    const others = await packagesFor({ token: w.token("otherCustomer"), userId: null });
    expect(others.every((p) => p.confirmation_vat === null)).toBe(true);
  });
});
