import { normalizeEmail } from "@home-designer/core";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { users } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(
  ctx: AppContext,
  companyId: number,
  email: string,
): Promise<UserRow | null> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(
      and(eq(users.companyId, companyId), sql`lower(${users.email}) = ${normalizeEmail(email)}`),
    )
    .limit(1);
  return row ?? null;
}

export async function findUser(ctx: AppContext, userId: number): Promise<UserRow> {
  const [row] = await accountById(ctx.db).execute({ userId });
  if (!row) throw notFound(localized("accountNotFound"));
  return row;
}

const accountById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("account_by_id"),
);

/** Whether a database error is the unique e-mail of a company being taken (a race of two sign-ups). */
export function isEmailTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return (
    code === "23505" && (constraint === undefined || constraint === "users_company_email_unique")
  );
}
