import { createHash, randomBytes } from "node:crypto";
import { readableHash, VERIFY_PDF_BYTES } from "@home-designer/core";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmations, materials } from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";
import { pdfText } from "../pdf/poppler.ts";

/**
 * Confirmations as versions (decision 044): numbered per layout, each with its content hash and
 * its PDF of record, which the public verification page recognises byte for byte.
 */
describe.each(databaseKinds())("confirmation versions and their verification (%s)", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
      // Layout 2 unconfirmed, so that both layouts are confirmed here.
      await ctx.db.delete(confirmations);
    });
  });
  afterAll(() => server?.close());

  const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
  const versionsOf = (layoutId: number) =>
    server.ctx.db
      .select()
      .from(confirmations)
      .where(eq(confirmations.apartmentLayoutId, layoutId))
      .orderBy(asc(confirmations.version));

  async function summaryPdf(token: string, layoutId: number, packageId: number) {
    const res = await server.api("POST /summary-pdf", {
      token,
      body: {
        project_id: w.project.id,
        apartment_layout_id: layoutId,
        package_id: packageId,
        selections: [],
        locale: "en",
      },
    });
    expect(res.status).toBe(200);
    return new Uint8Array(res.answer);
  }

  function check(code: string, file: Uint8Array | string, locale = "en") {
    const form = new FormData();
    form.append("file", new Blob([file]), "summary.pdf");
    return server.api("POST /verify/:code", { params: { code }, body: form, locale });
  }

  let code = "";
  let recordPdf = new Uint8Array();

  it("numbers each layout's confirmations from 1 and keeps the PDF of record with its hash", async () => {
    const first = await server.api("POST /confirm-package", {
      token: w.token("customer"),
      body: {
        apartment_id: w.apartments.apt10.id,
        apartment_layout_id: w.layout.id,
        package_id: w.packages.customerPackage.id,
        selected_locale: "en",
      },
    });
    expect(first.status).toBe(200);
    const second = await server.api("POST /confirm-package", {
      token: w.token("otherCustomer"),
      body: {
        apartment_id: w.apartments.apt2.id,
        apartment_layout_id: w.layout2.id,
        package_id: w.packages.basic.id,
        selected_locale: "de",
      },
    });
    expect(second.status).toBe(200);

    const [one] = await versionsOf(w.layout.id);
    const [two] = await versionsOf(w.layout2.id);
    expect(one).toMatchObject({ version: 1, status: "current", kind: "buyer", locale: "en" });
    expect(two).toMatchObject({ version: 1, status: "current", kind: "buyer", locale: "de" });
    expect(one?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(one?.contentHash).not.toBe(two?.contentHash);
    expect(one?.verifyCode).not.toBe(two?.verifyCode);
    code = one?.verifyCode ?? "";

    // The summary's download is the stored PDF of record, whose SHA-256 is recorded.
    recordPdf = await summaryPdf(w.token("customer"), w.layout.id, w.packages.customerPackage.id);
    expect(one?.pdfSha256).toBe(sha256(recordPdf));
    const text = (await pdfText(recordPdf)).replace(/\s+/g, " ");
    expect(text).toContain("Confirmation version 1");
    expect(text).toContain(`Fingerprint ${readableHash(one?.contentHash ?? "")}`);
    expect(text.replace(/ /g, "")).toContain(`SHA-256${one?.contentHash}`);
    expect(text.replace(/ /g, "")).toContain(`/en/verify/${code}`);

    // The other buyer's PDF of record is in the language they confirmed in.
    const german = await pdfText(
      await summaryPdf(w.token("otherCustomer"), w.layout2.id, w.packages.basic.id),
    );
    expect(german.replace(/\s+/g, " ")).toContain("Bestätigung, Version 1");
  });

  it("leaves the confirmation and its PDF as they were when a price changes", async () => {
    const [before] = await versionsOf(w.layout.id);
    await server.ctx.db.update(materials).set({ priceCents: 99_900 });
    expect(await versionsOf(w.layout.id)).toEqual([before]);
    const again = await summaryPdf(w.token("customer"), w.layout.id, w.packages.customerPackage.id);
    expect(Buffer.from(again)).toEqual(Buffer.from(recordPdf));
    expect((await check(code, again)).answer).toMatchObject({ matches: true });
  });

  it("shows a stranger with the link the confirmation in general terms, without personal data", async () => {
    const res = await server.api("GET /verify/:code", { params: { code }, locale: "en" });
    expect(res.status).toBe(200);
    const [row] = await versionsOf(w.layout.id);
    expect(res.answer).toEqual({
      company: "Alpha Homes",
      project: expect.any(String),
      building: expect.any(String),
      apartment: "10",
      layout: "Layout 1",
      package_name: expect.any(String),
      version: 1,
      versions: 1,
      confirmed_at: row?.confirmedAt.toISOString(),
      confirmed_by: "buyer",
      signed_at: null,
      status: "current",
      ended_at: null,
      language: "en",
      content_hash: row?.contentHash,
      pdf_ready: true,
    });
    const body = JSON.stringify(res.answer);
    expect(body).not.toContain("@");
    expect(body).not.toContain(w.user("customer").name);
  });

  it("recognises the PDF of record byte for byte and nothing else", async () => {
    const matched = await check(code, recordPdf);
    expect(matched.status).toBe(200);
    expect(matched.answer).toEqual({
      matches: true,
      sha256: sha256(recordPdf),
      message: message("en", "verifyMatches", { version: 1 }),
    });

    const altered = new Uint8Array(recordPdf);
    const at = Math.floor(altered.length / 2);
    altered[at] = (altered[at] ?? 0) ^ 1;
    const refused = await check(code, altered, "et");
    expect(refused.status).toBe(200);
    expect(refused.answer).toMatchObject({
      matches: false,
      message: message("et", "verifyDiffers", { version: 1 }),
    });

    // Another confirmation's PDF does not verify this one.
    const [other] = await versionsOf(w.layout2.id);
    const otherPdf = await summaryPdf(w.token("otherCustomer"), w.layout2.id, w.packages.basic.id);
    expect((await check(other?.verifyCode ?? "", otherPdf)).answer.matches).toBe(true);
    expect((await check(code, otherPdf)).answer.matches).toBe(false);

    // A random file is not a PDF at all.
    const random = await check(code, randomBytes(4096), "en");
    expect(random.status).toBe(422);
    expect(random.error.message).toBe(message("en", "verifyNotPdf"));
  });

  it("refuses bad input in the caller's language, changing nothing", async () => {
    const [before] = await versionsOf(w.layout.id);
    const unknown = await server.api("GET /verify/:code", {
      params: { code: "nosuchcode99" },
      locale: "et",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe(message("et", "verifyNotFound"));
    const malformed = await check("../etc", recordPdf, "de");
    expect(malformed.status).toBe(404);
    expect((await check("nosuchcode99", recordPdf)).status).toBe(404);

    // Not a form.
    const notForm = await server.raw("POST", `/api/verify/${code}`, {
      body: JSON.stringify({ file: "x" }),
      headers: { "content-type": "application/json", locale: "en" },
    });
    expect(notForm.status).toBe(422);
    expect((notForm.body as { message: string }).message).toBe(message("en", "uploadNotMultipart"));

    // A form without the file.
    const empty = new FormData();
    empty.append("note", "no file");
    const noFile = await server.api("POST /verify/:code", {
      params: { code },
      body: empty,
      locale: "et",
    });
    expect(noFile.status).toBe(422);
    expect(noFile.error.message).toBe(message("et", "verifyFileMissing"));

    // Too large: refused as it streams past the limit.
    const large = new Uint8Array(VERIFY_PDF_BYTES + 1024);
    large.set(new TextEncoder().encode("%PDF-1.7"));
    const tooLarge = await check(code, large, "en");
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.error.message).toBe(message("en", "uploadTooLarge", { megabytes: 20 }));

    expect(await versionsOf(w.layout.id)).toEqual([before]);
  });
});
