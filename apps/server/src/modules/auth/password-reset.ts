import type { RouteBody } from "@home-designer/core";
import { normalizeEmail, pages } from "@home-designer/core";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { newKnownDevice } from "../../auth/known-device.ts";
import { hashPassword } from "../../auth/passwords.ts";
import * as throttle from "../../auth/throttle.ts";
import { hashToken, newToken, revokeAllTokens } from "../../auth/tokens.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { passwordResets, userProviders, users } from "../../db/schema.ts";
import { unprocessable } from "../../http/errors.ts";
import type { Client } from "../../http/request-context.ts";
import { localized } from "../../i18n/messages.ts";
import { MAIL_QUEUE } from "../../jobs/queues.ts";
import { companyMailJob, findCompany } from "../../mail/company-mail.ts";
import { withinRecipientCap } from "../../mail/recipient-cap.ts";
import { productMail } from "../../mail/templates.ts";
import { tooMany } from "./accounts-service.ts";
import { findUserByEmail } from "./users.ts";

export const RESET_LINK_MINUTES = 60;
/** One link per address per 30 seconds, as the page's countdown promises. */
const LINKS_PER_ADDRESS = { limit: 1, seconds: 30 };
const LINKS_PER_CALLER = { limit: 20, seconds: 3600 };

/**
 * Sends a single-use, hour-long link to set a new password. The answer is the same whether or not
 * the address has an account, and whether or not the address's daily cap of mail let it be sent,
 * so the form tells nobody who is a customer.
 */
export async function sendResetLink(
  ctx: AppContext,
  client: Client,
  site: string,
  body: RouteBody<"POST /reset-password/send">,
): Promise<void> {
  const { locale, log } = client;
  for (const [key, window] of [
    [`reset:${body.company_id}:${normalizeEmail(body.email)}`, LINKS_PER_ADDRESS],
    [`reset-caller:${client.ip}`, LINKS_PER_CALLER],
  ] as const) {
    const limited = await throttle.hit(ctx.db, key, window);
    if (limited.exceeded) throw tooMany(limited.retryAfter, "tooManyRequests");
  }
  const account = await findUserByEmail(ctx, body.company_id, body.email);
  // Past the cap no link is made either: a link nobody was sent does not replace the last one.
  if (account && (await withinRecipientCap(ctx.db, log, account.email, "password-reset"))) {
    // In the language of the request that asked for it, which on a site is always one the site
    // offers, rather than the account's: the person reads it having just asked, in that language,
    // and an account's own (an imported staff member's) may be one the site does not have.
    const token = newToken();
    const url = `${site}${pages.resetPassword({ lang: locale }, { token, email: account.email })}`;
    const company = await findCompany(ctx, account.companyId);
    const mail = companyMailJob(company, {
      to: account.email,
      lang: locale,
      ...productMail(locale, "resetPassword", {
        company: company.name,
        // Greeted by name only once the address's owner has confirmed the account: before, the
        // name is whatever the person who signed up with the address typed.
        name: account.emailVerifiedAt ? account.name : undefined,
        url,
        minutes: RESET_LINK_MINUTES,
      }),
    });
    // The link and its mail are stored together: a link nobody was sent does not replace the
    // last one. Whatever fails, the answer is the same as for an unknown address.
    await ctx.jobs
      .transaction(ctx.db, async (tx, jobs) => {
        // Only the newest link works.
        await tx.delete(passwordResets).where(eq(passwordResets.userId, account.id));
        await tx.insert(passwordResets).values({
          userId: account.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
        });
        await jobs.send(MAIL_QUEUE, mail);
      })
      .catch((error: unknown) => log.error({ err: error }, "reset mail not sent"));
  }
}

/** The unused, unexpired reset of this token, if it belongs to this address at this company. */
async function findReset(
  db: Pick<Db, "select">,
  companyId: number,
  body: { email: string; token: string },
) {
  const [row] = await db
    .select({
      id: passwordResets.id,
      userId: users.id,
      emailVerifiedAt: users.emailVerifiedAt,
      companyId: users.companyId,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(body.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
        eq(users.companyId, companyId),
        sql`lower(${users.email}) = ${normalizeEmail(body.email)}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Refuses a reset link that no longer works. */
export async function checkResetLink(
  ctx: AppContext,
  companyId: number,
  body: RouteBody<"POST /reset-password/check">,
): Promise<void> {
  if (!(await findReset(ctx.db, companyId, body)))
    throw unprocessable(localized("resetLinkInvalid"));
}

/**
 * Sets the new password and uses the link up (in one transaction, so two uses of one link cannot
 * both succeed). Every login of the account ends. Following the link proved the address, so it is
 * confirmed too, an account that had only social logins gains e-mail and password, and the browser
 * that followed it becomes a known one of the account: it logs in even while others' guesses hold
 * the account's limit for unknown browsers (docs/decisions/001-login-throttling.md).
 */
export async function resetPassword(
  ctx: AppContext,
  companyId: number,
  body: RouteBody<"POST /reset-password/reset">,
): Promise<{ device: string }> {
  const passwordHash = await hashPassword(body.password);
  const done = await ctx.db.transaction(async (tx) => {
    const reset = await findReset(tx, companyId, body);
    if (!reset) return false;
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!used) return false;
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: reset.emailVerifiedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, reset.userId));
    await tx
      .insert(userProviders)
      .values({
        userId: reset.userId,
        companyId: reset.companyId,
        provider: "main",
        email: body.email.trim(),
      })
      .onConflictDoNothing();
    await revokeAllTokens(tx, reset.userId);
    return true;
  });
  if (!done) throw unprocessable(localized("resetLinkInvalid"));
  return { device: newKnownDevice(ctx.config.appKey, companyId, body.email) };
}
