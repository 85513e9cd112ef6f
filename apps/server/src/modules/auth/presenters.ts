/**
 * The account as the API answers it: the row of the services, with its ways of logging in. Beside
 * the routes that answer with it (login, registration, profile, handover, social logins).
 */
import type { User } from "@home-designer/core";
import { asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { userProviders } from "../../db/schema.ts";
import type { UserRow } from "./users.ts";

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
