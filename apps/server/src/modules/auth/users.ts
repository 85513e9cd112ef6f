import type { User } from "@home-designer/core";
import { normalizeEmail } from "@home-designer/core";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { userProviders, users } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";

type UserRow = typeof users.$inferSelect;

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

const providersOf = preparedQuery((db) =>
  db
    .select({ provider: userProviders.provider, name: userProviders.name })
    .from(userProviders)
    .where(eq(userProviders.userId, sql.placeholder("userId")))
    .orderBy(asc(userProviders.id))
    .prepare("providers_of"),
);

/** The account as the browser sees it, with its ways of logging in. */
export async function presentUser(ctx: AppContext, row: UserRow): Promise<User> {
  const providers = await providersOf(ctx.db).execute({ userId: row.id });
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    email: row.email,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    locale: row.locale,
    is_subscribed: row.isSubscribed,
    roles: { [row.role]: row.role },
    providers,
  };
}

/** Whether a database error is the unique e-mail of a company being taken (a race of two sign-ups). */
export function isEmailTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return (
    code === "23505" && (constraint === undefined || constraint === "users_company_email_unique")
  );
}
