import type { RouteBody } from "@home-designer/core";
import { eq, lt } from "drizzle-orm";
import { type AuthUser, requireStaff } from "../../auth/current-user.ts";
import { sha256Hex, signatureMatches } from "../../auth/signing.ts";
import * as throttle from "../../auth/throttle.ts";
import { hashToken, issueToken, newToken } from "../../auth/tokens.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { handoverCodes } from "../../db/schema.ts";
import { unprocessable } from "../../http/errors.ts";
import type { Client } from "../../http/request-context.ts";
import { localized } from "../../i18n/messages.ts";
import { tooMany } from "./accounts-service.ts";
import { findUser, type UserRow } from "./users.ts";

/**
 * Long enough to follow a redirect or open a link just made; a code that leaks through an address
 * (history, logs, a Referer) is spent or dead by the time anyone reads it.
 */
export const HANDOVER_SECONDS = 60;
/** Codes are 256-bit and cannot be guessed; this only bounds the work one caller can cause. */
const EXCHANGES_PER_ADDRESS = { limit: 30, seconds: 60 };

/**
 * Who may trade a code: staff codes are made by a logged-in staff member for a link they open
 * themselves; a social code only by the browser that started the login, which holds the secret
 * whose hash is given here.
 */
export type HandoverBinding = { purpose: "staff" } | { purpose: "social"; browserKeyHash: string };

/**
 * A one-time code that carries the person's login into a page through its address, so that no
 * bearer token is ever put in a URL. Only its hash is stored.
 */
export async function createHandoverCode(
  db: Db,
  userId: number,
  binding: HandoverBinding,
): Promise<{ code: string; expiresAt: Date }> {
  const code = newToken();
  const expiresAt = new Date(Date.now() + HANDOVER_SECONDS * 1000);
  // Codes never exchanged go when the next one is made.
  await db.delete(handoverCodes).where(lt(handoverCodes.expiresAt, new Date()));
  await db.insert(handoverCodes).values({
    codeHash: hashToken(code),
    userId,
    purpose: binding.purpose,
    browserKeyHash: binding.purpose === "social" ? binding.browserKeyHash : null,
    expiresAt,
  });
  return { code, expiresAt };
}

/** Staff make codes for the links that open a customer's dashboard or summary for them. */
export async function createStaffHandoverCode(
  ctx: AppContext,
  caller: AuthUser,
): Promise<{ code: string; expires_at: string }> {
  requireStaff(caller);
  const { code, expiresAt } = await createHandoverCode(ctx.db, caller.id, { purpose: "staff" });
  return { code, expires_at: expiresAt.toISOString() };
}

/**
 * Trades a code for a new login of its person. The code is taken out of the table as it is read,
 * so it works once whatever the outcome; one of another purpose, expired, of a person of another
 * company, or a social code without the secret of the browser that started the login (someone
 * passing on a link with a code from their own login, to log another person into their account)
 * is refused with the same message.
 */
export async function exchangeHandoverCode(
  ctx: AppContext,
  client: Client,
  companyId: number,
  body: RouteBody<"POST /auth/handover">,
): Promise<{ token: string; account: UserRow }> {
  const limited = await throttle.hit(ctx.db, `handover:${client.ip}`, EXCHANGES_PER_ADDRESS);
  if (limited.exceeded) throw tooMany(limited.retryAfter, "tooManyRequests");
  const [row] = await ctx.db
    .delete(handoverCodes)
    .where(eq(handoverCodes.codeHash, hashToken(body.code)))
    .returning();
  const account =
    row &&
    row.purpose === body.purpose &&
    row.expiresAt > new Date() &&
    (row.purpose === "staff" || sameBrowser(row.browserKeyHash, body.browser_key))
      ? await findUser(ctx, row.userId)
      : null;
  if (!account || account.companyId !== companyId) {
    throw unprocessable(localized("handoverInvalid"));
  }
  return { token: await issueToken(ctx.db, account.id), account };
}

/** The secret the browser sent hashes to the one its login started with (compared in constant time). */
function sameBrowser(expectedHash: string | null, browserKey: string | undefined): boolean {
  return (
    expectedHash !== null &&
    browserKey !== undefined &&
    signatureMatches(expectedHash, sha256Hex(browserKey))
  );
}
