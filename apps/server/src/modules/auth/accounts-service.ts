import type { RouteBody } from "@home-designer/core";
import { normalizeEmail } from "@home-designer/core";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user.ts";
import { knownDevice, newKnownDevice } from "../../auth/known-device.ts";
import { hashPassword, verifyPassword } from "../../auth/passwords.ts";
import * as throttle from "../../auth/throttle.ts";
import { issueToken, revokeAllTokens, revokeToken } from "../../auth/tokens.ts";
import type { AppContext } from "../../context.ts";
import { userProviders, users } from "../../db/schema.ts";
import { HttpError, tooManyRequests, unprocessable } from "../../http/errors.ts";
import type { Client } from "../../http/request-context.ts";
import { localized, type ServerLocale } from "../../i18n/messages.ts";
import { MAIL_QUEUE } from "../../jobs/queues.ts";
import {
  type CompanyMail,
  type CompanyRow,
  companyMailJob,
  findCompany,
} from "../../mail/company-mail.ts";
import { withinRecipientCap } from "../../mail/recipient-cap.ts";
import { productMail } from "../../mail/templates.ts";
import { erasingRequestFiles } from "../packages/change-request-files.ts";
import { erasingSpecialFiles } from "../specials/special-files.ts";
import { findUser, findUserByEmail, isEmailTaken, type UserRow } from "./users.ts";
import { sendVerificationMail, verificationMail } from "./verification.ts";

/** Failed logins for one e-mail from one address, as the original's framework counts them: 5 a minute. */
export const LOGIN_PER_ADDRESS = { limit: 5, seconds: 60 };
/**
 * Failed logins from one address over all accounts of a company: 20 in 10 minutes, so that one
 * caller cannot try a common password on every account (docs/decisions/001-login-throttling.md).
 */
export const LOGIN_PER_CALLER = { limit: 20, seconds: 600 };
/**
 * And at most 100 an hour per account from browsers that have never logged in to it, from
 * wherever they come; anyone may run this out, so it refuses those browsers only.
 */
export const LOGIN_PER_ACCOUNT = { limit: 100, seconds: 3600 };
/**
 * Failed logins from one browser that has logged in to the account before (its known-device
 * value): counted for that browser instead, so that the account's owner gets in from their own
 * browser however many guesses others make (docs/decisions/001-login-throttling.md).
 */
export const LOGIN_PER_DEVICE = { limit: 10, seconds: 3600 };
const REGISTRATIONS_PER_ADDRESS = { limit: 10, seconds: 3600 };
/** Checks of the current password (password change, e-mail change) per account. */
const PASSWORD_CHECKS_PER_ACCOUNT = { limit: 5, seconds: 60 };

export function tooMany(
  retryAfter: number,
  key: "tooManyLogins" | "tooManyAccountLogins" | "tooManyRequests" | "waitBeforeResend",
) {
  return tooManyRequests(localized(key, { seconds: retryAfter }), retryAfter);
}

/** A login: its token, the account, and the browser's known-device value. */
export interface LoggedIn {
  token: string;
  account: UserRow;
  device: string;
}

/**
 * Every attempt is counted before the password is checked, so that parallel attempts cannot all
 * pass the limits; a success is then no failure: it clears the failures of its e-mail and address
 * and takes back its own count from the wider limits (where others' failures stay counted). A
 * browser that has logged in to the account before (a valid known-device value) is counted for
 * itself rather than against the account: guesses from everywhere else, which may run out the
 * account's limit, do not lock the owner out of their own browser.
 */
export async function login(
  ctx: AppContext,
  client: Client,
  body: RouteBody<"POST /auth/login">,
): Promise<LoggedIn> {
  const email = normalizeEmail(body.email);
  const { appKey } = ctx.config;
  const device = knownDevice(appKey, body.company_id, email, body.device);
  const perAddress = {
    key: `login:${body.company_id}:${email}:${client.ip}`,
    window: LOGIN_PER_ADDRESS,
  };
  const perCaller = {
    key: `login-caller:${body.company_id}:${client.ip}`,
    window: LOGIN_PER_CALLER,
  };
  // A known browser's failures count for it, any other's against the account.
  const perAccountOrBrowser = device
    ? { key: `login-device:${body.company_id}:${device}`, window: LOGIN_PER_DEVICE }
    : { key: `login-account:${body.company_id}:${email}`, window: LOGIN_PER_ACCOUNT };
  const refused = await throttle.attempt(ctx.db, [perAddress, perCaller, perAccountOrBrowser]);
  if (refused) {
    // Refused for the account's sake: the person is told of the ways in that still work.
    const byAccount = !device && refused.limit === perAccountOrBrowser;
    throw tooMany(refused.retryAfter, byAccount ? "tooManyAccountLogins" : "tooManyLogins");
  }
  const account = await findUserByEmail(ctx, body.company_id, email);
  if (!(await verifyPassword(account?.passwordHash ?? null, body.password)) || !account) {
    const text = localized("wrongCredentials");
    throw unprocessable(text, { password: [text] });
  }
  await throttle.clear(ctx.db, perAddress.key);
  await throttle.release(ctx.db, perCaller);
  await throttle.release(ctx.db, perAccountOrBrowser);
  return {
    token: await issueToken(ctx.db, account.id),
    account,
    device: device && body.device ? body.device : newKnownDevice(appKey, body.company_id, email),
  };
}

/**
 * Checks the current password of a logged-in account, counted before the check like a login (a
 * stolen login must not be able to guess it); a wrong one is a 422 naming `field`.
 */
async function checkCurrentPassword(
  ctx: AppContext,
  account: { id: number; passwordHash: string | null },
  password: string,
  field: string,
): Promise<void> {
  const limit = { key: `password-check:${account.id}`, window: PASSWORD_CHECKS_PER_ACCOUNT };
  const refused = await throttle.attempt(ctx.db, [limit]);
  if (refused) throw tooMany(refused.retryAfter, "tooManyRequests");
  if (!(await verifyPassword(account.passwordHash, password))) {
    const text = localized("wrongCurrentPassword");
    throw unprocessable(text, { [field]: [text] });
  }
  await throttle.clear(ctx.db, limit.key);
}

export async function register(
  ctx: AppContext,
  client: Client,
  site: string,
  body: RouteBody<"POST /auth/register">,
): Promise<LoggedIn> {
  const limited = await throttle.hit(ctx.db, `register:${client.ip}`, REGISTRATIONS_PER_ADDRESS);
  if (limited.exceeded) throw tooMany(limited.retryAfter, "tooManyRequests");
  const taken = () => unprocessable(localized("emailTaken"), { email: [localized("emailTaken")] });
  if (await findUserByEmail(ctx, body.company_id, body.email)) throw taken();

  const passwordHash = await hashPassword(body.password);
  const company = await findCompany(ctx, body.company_id);
  // Anyone may sign up with any address: the mail to it counts against the address's daily cap,
  // and past it the account is made without one (its owner can ask for another link later).
  const mailed = await withinRecipientCap(ctx.db, client.log, body.email, "verification");
  // The person's own language: the one they registered in, else the request's (on a site, one it
  // offers). Their verification mail is in it too, since it is about their account and sent on
  // their behalf; the answer is the page's, in the request's language.
  const language = body.locale ?? client.locale;
  let account: typeof users.$inferSelect;
  try {
    // The account and its verification mail are stored together.
    account = await ctx.jobs.transaction(ctx.db, async (tx, jobs) => {
      const [row] = await tx
        .insert(users)
        .values({
          companyId: body.company_id,
          name: body.name.trim(),
          email: body.email.trim(),
          passwordHash,
          locale: language,
          isSubscribed: body.is_subscribed,
        })
        .returning();
      if (!row) throw new Error("user not created");
      await tx
        .insert(userProviders)
        .values({ userId: row.id, companyId: row.companyId, provider: "main", email: row.email });
      if (mailed) {
        const mail = verificationMail(ctx, site, language, row, company);
        await jobs.send(MAIL_QUEUE, companyMailJob(company, mail));
      }
      return row;
    });
  } catch (error) {
    if (isEmailTaken(error)) throw taken();
    throw error;
  }
  return {
    token: await issueToken(ctx.db, account.id),
    account,
    // The person chose the password here: this browser is a known one of the account.
    device: newKnownDevice(ctx.config.appKey, body.company_id, account.email),
  };
}

export async function resendVerification(
  ctx: AppContext,
  client: Client,
  site: string,
  caller: AuthUser,
): Promise<void> {
  const account = await findUser(ctx, caller.id);
  if (account.emailVerifiedAt) throw unprocessable(localized("alreadyVerified"));
  const limited = await throttle.hit(ctx.db, `verify-resend:${account.id}`, {
    limit: 1,
    seconds: 30,
  });
  if (limited.exceeded) throw tooMany(limited.retryAfter, "waitBeforeResend");
  // Asked for by the person from the page they are on: in the request's language (on a site, one
  // it offers), as a password reset is. The account's address may be a stranger's (anyone may
  // sign up with it), so past its daily cap nothing is sent, and the answer is the same.
  if (await withinRecipientCap(ctx.db, client.log, account.email, "verification")) {
    await sendVerificationMail(ctx, client.locale, site, account);
  }
}

/**
 * Changes name and e-mail. A new e-mail takes the current password of an account that has one (a
 * stolen login alone must not take the account over), ends every other login, and is told to the
 * old address, whose owner may not have asked for it, when that address was confirmed (one that
 * never was may be a stranger's, typed by whoever signed up). The new address may be anyone's:
 * its verification mail counts against its daily cap.
 */
export async function updateProfile(
  ctx: AppContext,
  client: Client,
  site: string,
  caller: AuthUser,
  token: string,
  body: RouteBody<"POST /auth/user/update">,
): Promise<{ account: UserRow; newEmail: string | null }> {
  const { locale } = client;
  const current = await findUser(ctx, caller.id);
  const newEmail =
    body.email !== undefined && normalizeEmail(body.email) !== normalizeEmail(current.email)
      ? body.email.trim()
      : null;
  if (newEmail && current.passwordHash) {
    if (!body.current_password) {
      const text = localized("currentPasswordRequired");
      throw unprocessable(text, { current_password: [text] });
    }
    await checkCurrentPassword(ctx, current, body.current_password, "current_password");
  }
  const taken = () => unprocessable(localized("emailTaken"), { email: [localized("emailTaken")] });
  if (newEmail && (await findUserByEmail(ctx, current.companyId, newEmail))) throw taken();
  const company = await findCompany(ctx, current.companyId);
  const verifyNew =
    newEmail !== null && (await withinRecipientCap(ctx.db, client.log, newEmail, "verification"));
  let updated: typeof users.$inferSelect;
  try {
    // A new address, the mail confirming it and the notice to the old one are stored together.
    updated = await ctx.jobs.transaction(ctx.db, async (tx, jobs) => {
      const [row] = await tx
        .update(users)
        .set({
          ...(body.name !== undefined ? { name: body.name.trim() } : {}),
          // A new address is unconfirmed until its owner follows the link sent to it.
          ...(newEmail ? { email: newEmail, emailVerifiedAt: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, current.id))
        .returning();
      if (!row) throw new Error("user not updated");
      if (newEmail) {
        await tx
          .update(userProviders)
          .set({ email: newEmail })
          .where(and(eq(userProviders.userId, current.id), eq(userProviders.provider, "main")));
        await revokeAllTokens(tx, current.id, token);
        // Both in the request's language: the person changing the address reads them in the
        // language they are using, and the old address's owner is, as a rule, that person.
        if (verifyNew) {
          const verification = verificationMail(ctx, site, locale, row, company);
          await jobs.send(MAIL_QUEUE, companyMailJob(company, verification));
        }
        // Not capped: it can only be sent with the account's password, and an address's cap
        // reached by strangers must not keep its owner from hearing that the account moved.
        if (current.emailVerifiedAt) {
          const notice = emailChangedNotice(locale, site, company, current, newEmail);
          await jobs.send(MAIL_QUEUE, companyMailJob(company, notice));
        }
      }
      return row;
    });
  } catch (error) {
    if (isEmailTaken(error)) throw taken();
    throw error;
  }
  return { account: updated, newEmail };
}

/** Tells the old address that the account's e-mail was changed, and what to do if it was not them. */
function emailChangedNotice(
  locale: ServerLocale,
  site: string,
  company: CompanyRow,
  account: { name: string; email: string },
  newEmail: string,
): CompanyMail {
  return {
    to: account.email,
    lang: locale,
    ...productMail(locale, "emailChangedNotice", {
      company: company.name,
      name: account.name,
      url: site,
      newEmail,
    }),
  };
}

/** Only accounts that log in with e-mail and password have a password to change. */
export async function changePassword(
  ctx: AppContext,
  caller: AuthUser,
  token: string,
  body: RouteBody<"POST /auth/user/change-password">,
): Promise<void> {
  const account = await findUser(ctx, caller.id);
  const providers = await ctx.db
    .select({ provider: userProviders.provider })
    .from(userProviders)
    .where(eq(userProviders.userId, account.id));
  if (!providers.some((p) => p.provider === "main") || !account.passwordHash) {
    const names = providers
      .map((p) => p.provider[0]?.toUpperCase() + p.provider.slice(1))
      .join(", ");
    throw new HttpError(403, localized("noPasswordLogin", { providers: names }));
  }
  await checkCurrentPassword(ctx, account, body.old_password, "old_password");
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, account.id));
    // Anyone else logged in with the old password is logged out; this login stays.
    await revokeAllTokens(tx, account.id, token);
  });
}

/**
 * Deletes the account and, by cascade, everything that is the person's, and ends every login.
 * The files of their packages' special solutions and of their change requests are erased with them.
 */
export async function deleteAccount(ctx: AppContext, caller: AuthUser): Promise<void> {
  await erasingRequestFiles(ctx, caller.id, () =>
    erasingSpecialFiles(ctx, { userId: caller.id }, () =>
      ctx.db.delete(users).where(eq(users.id, caller.id)),
    ),
  );
}

export async function logout(ctx: AppContext, token: string): Promise<void> {
  await revokeToken(ctx.db, token);
}
