/**
 * The company invites the people its published document names: its admins invite staff, by a
 * link to set their password (an imported staff account has none), and any of its staff invites
 * buyers bound to an apartment, by a link to the company's site to register or log in with that
 * address (docs/decisions/050). Nobody else is mailed: an
 * address the company does not know is refused at its place, and nothing is sent.
 */
import { normalizeEmail, pages } from "@home-designer/core";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import * as throttle from "../../auth/throttle.ts";
import { hashToken, newToken } from "../../auth/tokens.ts";
import type { AppContext } from "../../context.ts";
import {
  apartmentBuyers,
  apartments,
  buildings,
  passwordResets,
  projects,
  users,
} from "../../db/schema.ts";
import { forbidden, unprocessable } from "../../http/errors.ts";
import { type Localized, localized, type ServerLocale } from "../../i18n/messages.ts";
import { MAIL_QUEUE } from "../../jobs/queues.ts";
import { companyMailJob, findCompany } from "../../mail/company-mail.ts";
import { productMail } from "../../mail/templates.ts";
import { tooMany } from "../auth/accounts-service.ts";

/** How long a staff member's link to set their password works. */
export const INVITATION_DAYS = 7;
/** Invitations to one address of one company: a few resends, not a flood. */
const INVITATIONS_PER_ADDRESS = { limit: 3, seconds: 24 * 3600 };

export type Invited = { email: string; as: "staff" | "buyer" };

/**
 * Sends each address its invitation in `locale`, the admin's language on the company's site
 * `site` (an address's own language is not known before its owner logs in). All or nothing: an
 * unknown address (422 at `/emails/{i}`) or one invited too often today (429) sends none.
 */
export async function invite(
  ctx: AppContext,
  companyId: number,
  emails: readonly string[],
  options: {
    site: string;
    locale: ServerLocale;
    /** Whether the caller may invite staff too (policies/company.ts `mayInviteStaff`). */
    staffToo: boolean;
  },
): Promise<Invited[]> {
  const wanted = [...new Set(emails.map(normalizeEmail))];
  const lower = sql<string>`lower(${users.email})`;
  const accounts = await ctx.db
    .select({
      id: users.id,
      email: lower,
      name: users.name,
      role: users.role,
      hash: users.passwordHash,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(lower, wanted)));
  const homes = await ctx.db
    .select({
      email: apartmentBuyers.email,
      project: projects.name,
      building: buildings.buildingNumber,
      apartment: apartments.number,
    })
    .from(apartmentBuyers)
    .innerJoin(apartments, eq(apartments.id, apartmentBuyers.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(
      and(
        eq(projects.companyId, companyId),
        inArray(apartmentBuyers.email, wanted),
        isNull(projects.retiredAt),
        isNull(buildings.retiredAt),
        isNull(apartments.retiredAt),
      ),
    );

  const unknown: Record<string, Localized[]> = {};
  emails.forEach((email, i) => {
    const address = normalizeEmail(email);
    const staff = accounts.some((a) => a.email === address && a.role !== "customer");
    if (!staff && !homes.some((h) => h.email === address))
      unknown[`/emails/${i}`] = [localized("invitationUnknown", { email })];
  });
  const count = Object.keys(unknown).length;
  if (count > 0) throw unprocessable(localized("invitationsRefused", { count }), unknown);
  const staffAddress = wanted.find((address) =>
    accounts.some((a) => a.email === address && a.role !== "customer"),
  );
  if (staffAddress !== undefined && !options.staffToo)
    throw forbidden(localized("invitationStaffAdminsOnly", { email: staffAddress }));

  for (const address of wanted) {
    const limited = await throttle.hit(
      ctx.db,
      `invite:${companyId}:${address}`,
      INVITATIONS_PER_ADDRESS,
    );
    if (limited.exceeded) throw tooMany(limited.retryAfter, "tooManyRequests");
  }

  const company = await findCompany(ctx, companyId);
  const { site, locale: lang } = options;
  const invited: Invited[] = [];
  await ctx.jobs.transaction(ctx.db, async (tx, jobs) => {
    for (const address of wanted) {
      const account = accounts.find((a) => a.email === address);
      if (account && account.role !== "customer") {
        // A staff member with a password of their own logs in; one without sets one.
        let url = `${site}${pages.login({ lang })}`;
        if (account.hash === null) {
          const token = newToken();
          await tx.delete(passwordResets).where(eq(passwordResets.userId, account.id));
          await tx.insert(passwordResets).values({
            userId: account.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600_000),
          });
          url = `${site}${pages.resetPassword({ lang }, { token, email: address })}`;
        }
        const mail = productMail(lang, "staffInvitation", {
          company: company.name,
          name: account.name,
          url,
          days: INVITATION_DAYS,
        });
        await jobs.send(MAIL_QUEUE, companyMailJob(company, { to: address, lang, ...mail }));
        invited.push({ email: address, as: "staff" });
        continue;
      }
      const apartment = homes
        .filter((h) => h.email === address)
        .map((h) => `${h.project}, ${h.building}, ${h.apartment}`)
        .join("; ");
      const url = `${site}${account ? pages.login({ lang }) : pages.register({ lang })}`;
      const mail = productMail(lang, "buyerInvitation", { company: company.name, url, apartment });
      await jobs.send(MAIL_QUEUE, companyMailJob(company, { to: address, lang, ...mail }));
      invited.push({ email: address, as: "buyer" });
    }
  });
  return invited;
}
