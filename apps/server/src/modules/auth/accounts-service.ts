import type { User } from "@home-designer/core";
import { normalizeEmail } from "@home-designer/core";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AuthUser } from "../../auth/current-user.ts";
import { hashPassword, verifyPassword } from "../../auth/passwords.ts";
import * as throttle from "../../auth/throttle.ts";
import { issueToken, revokeAllTokens, revokeToken } from "../../auth/tokens.ts";
import type { AppContext } from "../../context.ts";
import { userProviders, users } from "../../db/schema.ts";
import { HttpError, unprocessable } from "../../http/errors.ts";
import { message, requestLocale } from "../../i18n/messages.ts";
import { requestCompanyId } from "../company/request-company.ts";
import { erasingSpecialFiles } from "../specials/special-files.ts";
import { findUser, findUserByEmail, isEmailTaken, presentUser } from "./users.ts";
import { sendVerificationMail } from "./verification.ts";

/** Failed logins, as the original's framework counts them: 5 a minute per e-mail and address. */
export const LOGIN_PER_ADDRESS = { limit: 5, seconds: 60 };
/** And at most 100 an hour per account, from wherever they come. */
export const LOGIN_PER_ACCOUNT = { limit: 100, seconds: 3600 };
const REGISTRATIONS_PER_ADDRESS = { limit: 10, seconds: 3600 };
const PASSWORD_CHECKS_PER_ACCOUNT = { limit: 5, seconds: 60 };

export function tooMany(
  request: FastifyRequest,
  retryAfter: number,
  key: "tooManyLogins" | "tooManyRequests",
) {
  return new HttpError(429, message(requestLocale(request), key, { seconds: retryAfter }));
}

export async function login(
  ctx: AppContext,
  request: FastifyRequest,
  body: { email: string; password: string; company_id: number },
): Promise<{ token: string; user: User }> {
  await requestCompanyId(request, body.company_id);
  const email = normalizeEmail(body.email);
  const perAddress = `login:${body.company_id}:${email}:${request.ip}`;
  const perAccount = `login-account:${body.company_id}:${email}`;
  for (const [key, window] of [
    [perAddress, LOGIN_PER_ADDRESS],
    [perAccount, LOGIN_PER_ACCOUNT],
  ] as const) {
    const { hits, retryAfter } = await throttle.count(ctx.db, key, window);
    if (hits >= window.limit) throw tooMany(request, retryAfter, "tooManyLogins");
  }
  const account = await findUserByEmail(ctx, body.company_id, email);
  if (!(await verifyPassword(account?.passwordHash ?? null, body.password)) || !account) {
    await throttle.hit(ctx.db, perAddress, LOGIN_PER_ADDRESS);
    await throttle.hit(ctx.db, perAccount, LOGIN_PER_ACCOUNT);
    const text = message(requestLocale(request), "wrongCredentials");
    throw unprocessable(text, { password: [text] });
  }
  await throttle.clear(ctx.db, perAddress);
  return { token: await issueToken(ctx.db, account.id), user: await presentUser(ctx, account) };
}

export async function register(
  ctx: AppContext,
  request: FastifyRequest,
  body: {
    name: string;
    email: string;
    password: string;
    locale: string;
    is_subscribed: boolean;
    company_id: number;
  },
): Promise<{ token: string; user: User; message: string }> {
  const locale = requestLocale(request);
  await requestCompanyId(request, body.company_id);
  const limited = await throttle.hit(ctx.db, `register:${request.ip}`, REGISTRATIONS_PER_ADDRESS);
  if (limited.exceeded) throw tooMany(request, limited.retryAfter, "tooManyRequests");
  const taken = () =>
    unprocessable(message(locale, "emailTaken"), { email: [message(locale, "emailTaken")] });
  if (await findUserByEmail(ctx, body.company_id, body.email)) throw taken();

  const passwordHash = await hashPassword(body.password);
  let account: typeof users.$inferSelect;
  try {
    account = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          companyId: body.company_id,
          name: body.name.trim(),
          email: body.email.trim(),
          passwordHash,
          locale: body.locale,
          isSubscribed: body.is_subscribed,
        })
        .returning();
      if (!row) throw new Error("user not created");
      await tx
        .insert(userProviders)
        .values({ userId: row.id, companyId: row.companyId, provider: "main", email: row.email });
      return row;
    });
  } catch (error) {
    if (isEmailTaken(error)) throw taken();
    throw error;
  }
  await sendVerificationMail(ctx, request, account).catch((error: unknown) =>
    request.log.error({ err: error }, "verification mail not sent"),
  );
  return {
    token: await issueToken(ctx.db, account.id),
    user: await presentUser(ctx, account),
    message: message(locale, "registered"),
  };
}

export async function resendVerification(
  ctx: AppContext,
  request: FastifyRequest,
  caller: AuthUser,
  companyId: number,
) {
  const locale = requestLocale(request);
  await requestCompanyId(request, companyId);
  const account = await findUser(ctx, caller.id);
  if (account.emailVerifiedAt) throw unprocessable(message(locale, "alreadyVerified"));
  const limited = await throttle.hit(ctx.db, `verify-resend:${account.id}`, {
    limit: 1,
    seconds: 30,
  });
  if (limited.exceeded)
    throw new HttpError(429, message(locale, "waitBeforeResend", { seconds: limited.retryAfter }));
  await sendVerificationMail(ctx, request, account);
  return { message: message(locale, "verificationSent") };
}

export async function updateProfile(
  ctx: AppContext,
  request: FastifyRequest,
  caller: AuthUser,
  body: { name?: string; email?: string },
): Promise<{ success: true; message: string; user: User }> {
  const locale = requestLocale(request);
  const current = await findUser(ctx, caller.id);
  const newEmail =
    body.email !== undefined && normalizeEmail(body.email) !== normalizeEmail(current.email)
      ? body.email.trim()
      : null;
  const taken = () =>
    unprocessable(message(locale, "emailTaken"), { email: [message(locale, "emailTaken")] });
  if (newEmail && (await findUserByEmail(ctx, current.companyId, newEmail))) throw taken();
  let updated: typeof users.$inferSelect;
  try {
    const [row] = await ctx.db
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
    updated = row;
  } catch (error) {
    if (isEmailTaken(error)) throw taken();
    throw error;
  }
  if (newEmail) {
    await ctx.db
      .update(userProviders)
      .set({ email: newEmail })
      .where(and(eq(userProviders.userId, current.id), eq(userProviders.provider, "main")));
    await sendVerificationMail(ctx, request, updated).catch((error: unknown) =>
      request.log.error({ err: error }, "verification mail not sent"),
    );
  }
  return {
    success: true,
    message: newEmail
      ? message(locale, "emailChanged", { email: newEmail })
      : message(locale, "profileUpdated"),
    user: await presentUser(ctx, updated),
  };
}

/** Only accounts that log in with e-mail and password have a password to change. */
export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  caller: AuthUser,
  token: string,
  body: { old_password: string; password: string },
): Promise<{ message: string }> {
  const locale = requestLocale(request);
  const account = await findUser(ctx, caller.id);
  const providers = await ctx.db
    .select({ provider: userProviders.provider })
    .from(userProviders)
    .where(eq(userProviders.userId, account.id));
  if (!providers.some((p) => p.provider === "main") || !account.passwordHash) {
    const names = providers
      .map((p) => p.provider[0]?.toUpperCase() + p.provider.slice(1))
      .join(", ");
    throw new HttpError(403, message(locale, "noPasswordLogin", { providers: names }));
  }
  const key = `password-check:${account.id}`;
  const { hits, retryAfter } = await throttle.count(ctx.db, key, PASSWORD_CHECKS_PER_ACCOUNT);
  if (hits >= PASSWORD_CHECKS_PER_ACCOUNT.limit)
    throw tooMany(request, retryAfter, "tooManyRequests");
  if (!(await verifyPassword(account.passwordHash, body.old_password))) {
    await throttle.hit(ctx.db, key, PASSWORD_CHECKS_PER_ACCOUNT);
    const text = message(locale, "wrongCurrentPassword");
    throw unprocessable(text, { old_password: [text] });
  }
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, account.id));
    // Anyone else logged in with the old password is logged out; this login stays.
    await revokeAllTokens(tx, account.id, token);
  });
  return { message: message(locale, "passwordChanged") };
}

/**
 * Deletes the account and, by cascade, everything that is the person's, and ends every login.
 * The files of their packages' special solutions are erased with them.
 */
export async function deleteAccount(ctx: AppContext, request: FastifyRequest, caller: AuthUser) {
  await erasingSpecialFiles(ctx, { userId: caller.id }, () =>
    ctx.db.delete(users).where(eq(users.id, caller.id)),
  );
  return { message: message(requestLocale(request), "accountDeleted") };
}

export async function logout(ctx: AppContext, request: FastifyRequest, token: string) {
  await revokeToken(ctx.db, token);
  return { message: message(requestLocale(request), "loggedOut") };
}
