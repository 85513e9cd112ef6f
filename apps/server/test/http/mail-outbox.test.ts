import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { createMailer, outboxDir } from "../../src/mail/mailer.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/** A reset mail written to the server's outbox folder, as the server writes it without SMTP_URL. */
async function writeResetMail(server: TestServer): Promise<string> {
  await createMailer(server.ctx.config).send({
    to: "customer@example.test",
    fromName: "Alpha Homes",
    subject: "Set a new password",
    html: '<a href="https://alpha.test/en/reset-password?token=secret">Set a new password</a>',
    text: "https://alpha.test/en/reset-password?token=secret",
  });
  const [file] = await readdir(outboxDir(server.ctx.config));
  return file?.replace(/\.(eml|json)$/, "") ?? "";
}

describe.each(databaseKinds())("the mail outbox page, on %s", (kind) => {
  let plain: TestServer;
  let listing: TestServer;
  beforeAll(async () => {
    plain = await startTestServer(kind);
    listing = await startTestServer(kind, undefined, { env: { MAIL_OUTBOX_PAGE: "1" } });
  });
  afterAll(async () => {
    await plain?.close();
    await listing?.close();
  });

  it("is not there by default: the mail stays in the outbox folder only", async () => {
    const id = await writeResetMail(plain);
    expect(id).not.toBe("");
    for (const target of ["/dev/outbox", `/dev/outbox/${id}`]) {
      const res = await plain.raw("GET", target);
      expect(res.status, target).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("reset-password");
    }
  });

  it("lists and shows the mail when MAIL_OUTBOX_PAGE turns it on", async () => {
    const id = await writeResetMail(listing);
    const list = await listing.raw("GET", "/dev/outbox");
    expect(list.status).toBe(200);
    expect(list.body).toContain(`/dev/outbox/${id}`);
    expect(list.body).toContain("customer@example.test");
    const mail = await listing.raw("GET", `/dev/outbox/${id}`);
    expect(mail.status).toBe(200);
    expect(mail.body).toContain("reset-password?token=secret");
  });
});

describe("the MAIL_OUTBOX_PAGE setting", () => {
  it("is a configuration error in production", () => {
    const production = { NODE_ENV: "production", APP_KEY: "k".repeat(32) };
    expect(() => loadConfig({ ...production, MAIL_OUTBOX_PAGE: "1" })).toThrow(
      /MAIL_OUTBOX_PAGE: must not be on in production/,
    );
    expect(loadConfig({ ...production, MAIL: "off", MAIL_OUTBOX_PAGE: "0" }).mail).toEqual({
      to: "off",
    });
  });

  it("is off unless set", () => {
    const APP_KEY = "k".repeat(32);
    expect(loadConfig({ APP_KEY }).mail).toEqual({ to: "outbox", listed: false });
    expect(loadConfig({ APP_KEY, MAIL_OUTBOX_PAGE: "1" }).mail).toEqual({
      to: "outbox",
      listed: true,
    });
  });
});

describe("MAIL=off", () => {
  it("sends nothing and writes nothing to the outbox", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hd-mail-off-"));
    try {
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dir, MAIL: "off" });
      await createMailer(config).send({
        to: "customer@example.test",
        fromName: "Alpha Homes",
        subject: "Set a new password",
        html: "<p>https://alpha.test/en/reset-password?token=secret</p>",
        text: "https://alpha.test/en/reset-password?token=secret",
      });
      expect(await readdir(dir)).not.toContain(path.basename(outboxDir(config)));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
