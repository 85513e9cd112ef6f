import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { preparedQuery } from "../db/prepared.ts";
import { authTokens, type Role, users } from "../db/schema.ts";
import { forbidden, notFound, unauthenticated } from "../http/errors.ts";
import { localized } from "../i18n/messages.ts";
import { isStaff, mayActFor } from "../policies/acting.ts";
import { mayAdministerCompany, mayReadBackOffice } from "../policies/company.ts";
import { personal } from "./personal-cache.ts";
import { hashToken } from "./tokens.ts";

export type AuthUser = {
  id: number;
  companyId: number;
  name: string;
  email: string;
  role: Role;
  locale: string;
  emailVerifiedAt: Date | null;
};

const userColumns = {
  id: users.id,
  companyId: users.companyId,
  name: users.name,
  email: users.email,
  role: users.role,
  locale: users.locale,
  emailVerifiedAt: users.emailVerifiedAt,
};

/** The unexpired login of a token at a company, with its account. */
const loginByToken = preparedQuery((db) =>
  db
    .select({ ...userColumns, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder("tokenHash")),
        gt(authTokens.expiresAt, sql.placeholder("now")),
        eq(users.companyId, sql.placeholder("companyId")),
      ),
    )
    .limit(1)
    .prepare("login_by_token"),
);

const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * The user of the request's bearer token, or null for guests and unknown or expired tokens. An
 * account belongs to one company, and its token counts only on that company's sites: on another
 * company's site its holder is a guest.
 */
export function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  let user = resolved.get(request);
  if (!user) {
    user = lookUp(request);
    resolved.set(request, user);
  }
  return user;
}

async function lookUp(request: FastifyRequest): Promise<AuthUser | null> {
  const { company, previewOf } = await request.site();
  // In a preview of the draft, the staff who opened it are themselves: logins are the company's.
  return loginAt(request, previewOf ?? company.id);
}

/**
 * The account of the request's bearer token at the company `companyId`, or null: for the request's
 * user (above), and for deciding the request's site when it asks for a preview of the draft,
 * which the company's staff alone may see (http/request-context.ts).
 */
export async function loginAt(
  request: FastifyRequest,
  companyId: number,
): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const { ctx } = request.server;
  const tokenHash = hashToken(token);
  const find = async (): Promise<(AuthUser & { expiresAt: Date }) | null> => {
    const [row] = await loginByToken(ctx.db).execute({
      tokenHash,
      now: new Date(),
      companyId,
    });
    return row ?? null;
  };
  const found = await personal(ctx.personal, `login:${companyId}:${tokenHash}`, find);
  // A login kept from before its expiry has ended since.
  if (!found || found.expiresAt <= new Date()) return null;
  const { expiresAt: _, ...user } = found;
  return user;
}

/**
 * The caller, or 401: "please log in" to a caller without a token, "your session has ended" to
 * one whose token is unknown or expired (a login that was).
 */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await optionalUser(request);
  if (user) return user;
  throw unauthenticated(localized(bearerToken(request) ? "sessionEnded" : "loginNeeded"));
}

/** The caller and the token they called with, for calls about the login itself. */
export async function requireLogin(
  request: FastifyRequest,
): Promise<{ user: AuthUser; token: string }> {
  const user = await requireUser(request);
  return { user, token: bearerToken(request) ?? "" };
}

/**
 * The person a call is about: the caller, or with `userId` a customer that the caller acts for
 * (policies/acting.ts decides who may). Guests naming someone get 401, customers naming another
 * 403, staff naming an account their company does not have 404 (its existence is not revealed).
 */
export async function actingUser(
  request: FastifyRequest,
  userId: number | undefined,
): Promise<AuthUser | null> {
  if (userId === undefined) return optionalUser(request);
  const caller = await requireUser(request);
  if (caller.id === userId) return caller;
  if (!isStaff(caller)) throw forbidden(localized("ownAccountOnly"));
  const [target] = await request.server.ctx.db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, caller.companyId)))
    .limit(1);
  if (!target || !mayActFor(caller, target)) throw notFound(localized("customerNotFound"));
  return target;
}

/** An account as a login would give it, for work a request without a login carries on (decision 048). */
export async function authUserById(db: Db, id: number): Promise<AuthUser | null> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/**
 * Refuses a caller who is not staff (policies/acting.ts), for staff's own work: naming a layout's
 * rooms, special solutions, hand-over codes. The company is already the token's own.
 */
export function requireStaff(caller: AuthUser): void {
  if (!isStaff(caller)) throw forbidden(localized("staffOnly"));
}

/**
 * The caller, when they run the site's company (policies/company.ts): guests 401, its customers
 * and designers 403. An admin of another company is a guest on this company's site (their token
 * counts only on their own company's sites), so 401, and learns nothing of this company.
 */
export async function requireCompanyAdmin(request: FastifyRequest): Promise<AuthUser> {
  const caller = await requireUser(request);
  if (!mayAdministerCompany(caller, await request.companyId()))
    throw forbidden(localized("adminOnly"));
  return caller;
}

/**
 * The caller, when they are staff of the site's company (policies/company.ts), for reading its
 * back office: guests 401, its customers 403.
 */
export async function requireBackOfficeReader(request: FastifyRequest): Promise<AuthUser> {
  const caller = await requireUser(request);
  if (!mayReadBackOffice(caller, await request.companyId()))
    throw forbidden(localized("staffOnly"));
  return caller;
}

/** A logged-in call about someone's data: the caller, and the person it is about. */
export type Acting = { caller: AuthUser; user: AuthUser };

/** Like `actingUser`, for calls that need a login: guests are refused (401). */
export async function requireActing(
  request: FastifyRequest,
  userId: number | undefined,
): Promise<Acting> {
  const caller = await requireUser(request);
  const user = (await actingUser(request, userId)) ?? caller;
  return { caller, user };
}
