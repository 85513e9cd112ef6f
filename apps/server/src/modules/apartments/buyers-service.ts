import { normalizeEmail } from "@home-designer/core";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { apartmentBuyers, apartments, buildings, projects } from "../../db/schema.ts";
import { byAccount, recordApartmentEvent } from "../audit/audit-log.ts";

/**
 * An apartment's buyers are the addresses its company listed (staff through the API or
 * `npm run buyers`, or the company's data). A person is a buyer when their account's address is
 * listed; whether that address is proven is asked separately (policies/packages.ts).
 */

/** Of these apartments, the ones whose buyers include the person's address (one query). */
export async function apartmentsBoughtBy(
  ctx: AppContext,
  user: { email: string },
  apartmentIds: readonly number[],
): Promise<Set<number>> {
  if (apartmentIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ apartmentId: apartmentBuyers.apartmentId })
    .from(apartmentBuyers)
    .where(
      and(
        eq(apartmentBuyers.email, normalizeEmail(user.email)),
        inArray(apartmentBuyers.apartmentId, [...apartmentIds]),
      ),
    );
  return new Set(rows.map((r) => r.apartmentId));
}

/** An apartment of the company, with its company; another company's is "not found". */
export async function companyApartment(ctx: AppContext, apartmentId: number, companyId: number) {
  const [row] = await ctx.db
    .select({ id: apartments.id, companyId: projects.companyId })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(and(eq(apartments.id, apartmentId), eq(projects.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** The addresses listed as the apartment's buyers, in the order they were added. */
export async function listBuyers(ctx: AppContext, apartmentId: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ email: apartmentBuyers.email })
    .from(apartmentBuyers)
    .where(eq(apartmentBuyers.apartmentId, apartmentId))
    .orderBy(asc(apartmentBuyers.createdAt), asc(apartmentBuyers.email));
  return rows.map((r) => r.email);
}

/**
 * Makes `emails` (normalised) the apartment's buyers, replacing the list before, in one
 * transaction. Addresses that stay keep when they were added. The audit trail gets who was added
 * and who removed.
 */
export async function setBuyers(
  ctx: AppContext,
  apartmentId: number,
  emails: readonly string[],
  setBy: number | null,
): Promise<string[]> {
  const wanted = [...new Set(emails.map(normalizeEmail))];
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(apartmentBuyers)
      .where(
        and(
          eq(apartmentBuyers.apartmentId, apartmentId),
          wanted.length > 0 ? notInArray(apartmentBuyers.email, wanted) : undefined,
        ),
      )
      .returning({ email: apartmentBuyers.email });
    const added =
      wanted.length > 0
        ? await tx
            .insert(apartmentBuyers)
            .values(wanted.map((email) => ({ apartmentId, email, createdBy: setBy })))
            .onConflictDoNothing()
            .returning({ email: apartmentBuyers.email })
        : [];
    if (added.length > 0 || removed.length > 0)
      await recordApartmentEvent(tx, apartmentId, byAccount(setBy), {
        action: "buyers_changed",
        added: added.map((b) => b.email),
        removed: removed.map((b) => b.email),
      });
  });
  return listBuyers(ctx, apartmentId);
}
