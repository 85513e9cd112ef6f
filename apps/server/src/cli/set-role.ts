import { parseArgs } from "node:util";
import { normalizeEmail } from "@home-designer/core";
import { and, eq, sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { createContext } from "../context-factory.ts";
import { companies, ROLES, type Role, users } from "../db/schema.ts";

/**
 * `npm run set-role -- <e-mail> <customer|designer|admin> [--company <slug>]`: makes an account
 * staff (any role but customer) or a customer again. The company is needed only when the address
 * has accounts at several companies.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { company: { type: "string" } },
});
const isRole = (value: string | undefined): value is Role =>
  (ROLES as readonly (string | undefined)[]).includes(value);
const [email, role] = positionals;
if (!email || !isRole(role)) {
  console.error(`Usage: npm run set-role -- <e-mail> <${ROLES.join("|")}> [--company <slug>]`);
  process.exit(2);
}

const { ctx, database } = await createContext({ ...loadConfig(), seedDemo: false });
try {
  const matches = await ctx.db
    .select({ id: users.id, name: users.name, company: companies.slug, role: users.role })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        sql`lower(${users.email}) = ${normalizeEmail(email)}`,
        values.company ? eq(companies.slug, values.company) : undefined,
      ),
    );
  if (matches.length === 0) {
    console.error(
      `No account with the e-mail ${email}${values.company ? ` at ${values.company}` : ""}.`,
    );
    process.exitCode = 1;
  } else if (matches.length > 1) {
    console.error(
      `${email} has accounts at ${matches.map((m) => m.company).join(", ")}: name one with --company.`,
    );
    process.exitCode = 1;
  } else {
    const [account] = matches;
    if (account) {
      await ctx.db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.id, account.id));
      console.log(`${account.name} <${email}> at ${account.company}: ${account.role} → ${role}.`);
    }
  }
} finally {
  await database.close();
}
