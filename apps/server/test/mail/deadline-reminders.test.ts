import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deadlineReminders, projects, rooms, users } from "../../src/db/schema.ts";
import { sendDueReminders } from "../../src/jobs/tasks/deadline-reminders.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  type DatabaseKind,
  databaseKinds,
  freshPostgresDatabase,
  startTestServer,
} from "../helpers/test-server.ts";

/** A day `days` from now, as a deadline writes it. */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A deadline's reminder (docs/decisions/040-selection-deadlines.md): mailed once to each buyer
 * of an apartment not confirmed yet, in their language, however often the reminders are looked
 * for and across a restart of the server, its mail sent by the next server when the first
 * stopped before sending it.
 */
describe.each(databaseKinds())("a deadline's reminder on %s", (kind: DatabaseKind) => {
  let dataDir: string;
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>> | null = null;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "hd-reminders-"));
    if (kind === "postgres") postgres = await freshPostgresDatabase();
  });
  afterAll(async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const onDatabase = () => (postgres ? { databaseUrl: postgres.url } : { dataDir });

  it("is mailed once to the buyers who have not confirmed, across a restart", async () => {
    let w: World | undefined;
    const kitchen = dayIn(3);
    // The first server stores reminders but has no worker: it stops before any mail is sent.
    const first = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
        await ctx.db
          .update(projects)
          .set({
            deadlines: [
              { code: "kitchen", name: { en: "Kitchen" }, date: kitchen, room_types: ["kitchen"] },
              { code: "rest", date: dayIn(60) },
            ],
          })
          .where(eq(projects.id, w.project.id));
        await ctx.db
          .update(users)
          .set({ locale: "en" })
          .where(eq(users.email, "customer@example.test"));
      },
      { ...onDatabase(), jobs: { work: false } },
    );
    try {
      // Apartment 10's buyer is reminded of the kitchen only; apartment 2 has a confirmed package.
      expect(await sendDueReminders(first.ctx)).toBe(1);
      expect(await sendDueReminders(first.ctx)).toBe(0);
      expect(first.mails).toEqual([]);
      const rows = await first.ctx.db.select().from(deadlineReminders);
      expect(rows.map((r) => [r.deadline, r.email])).toEqual([
        [`kitchen@${kitchen}`, "customer@example.test"],
      ]);
    } finally {
      await first.close();
    }

    const second = await startTestServer(kind, undefined, onDatabase());
    try {
      expect(await sendDueReminders(second.ctx)).toBe(0);
      await vi.waitFor(() => expect(second.mails).toHaveLength(1), { timeout: 15_000 });
      const [mail] = second.mails;
      expect(mail?.to).toBe("customer@example.test");
      const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${kitchen}T00:00:00Z`),
      );
      expect(mail?.subject).toBe(`Choices close on ${date} – Alpha Homes`);
      expect(mail?.text).toContain("(Kitchen) for Harbour View, A, 10 close at the end of");
      expect(await sendDueReminders(second.ctx)).toBe(0);
      expect(second.mails).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 120_000);

  it("goes only to buyers whose layout has what the deadline holds", async () => {
    let w: World | undefined;
    const server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
        // The bathroom's own deadline; the whole layout's, later, holds the rest.
        await ctx.db
          .update(projects)
          .set({
            deadlines: [
              { code: "bath", date: dayIn(3), room_types: ["bathroom"] },
              { code: "rest", date: dayIn(60) },
            ],
          })
          .where(eq(projects.id, w.project.id));
      },
      { jobs: { work: false } },
    );
    try {
      if (!w) throw new Error("no world");
      const bathroom = eq(rooms.id, w.rooms.bathRoom.id);
      // Apartment 10's layout without its bathroom: the bathroom's deadline is nothing to it.
      await server.ctx.db.update(rooms).set({ retiredAt: new Date() }).where(bathroom);
      expect(await sendDueReminders(server.ctx)).toBe(0);
      await server.ctx.db.update(rooms).set({ retiredAt: null }).where(bathroom);
      expect(await sendDueReminders(server.ctx)).toBe(1);
      const rows = await server.ctx.db.select().from(deadlineReminders);
      expect(rows.map((r) => [r.deadline.split("@")[0], r.apartmentId])).toEqual([
        ["bath", w.apartments.apt10.id],
      ]);
    } finally {
      await server.close();
    }
  }, 120_000);
});
