import type { SocialFailure, SocialProvider } from "@home-designer/core";
import { and, eq, lt } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user.ts";
import { hashToken, newToken } from "../../auth/tokens.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { pendingAttachments, userProviders } from "../../db/schema.ts";
import { conflict, unprocessable } from "../../http/errors.ts";
import { localized, type MessageKey } from "../../i18n/messages.ts";
import { HANDOVER_SECONDS } from "../auth/handover.ts";
import { findUser, type UserRow } from "../auth/users.ts";
import type { Identity } from "./providers.ts";

const title = (provider: string) => provider[0]?.toUpperCase() + provider.slice(1);

/** The account a provider's person is connected to at the company, if any. */
export async function accountOf(
  db: Db,
  companyId: number,
  provider: SocialProvider,
  subject: string,
): Promise<{ userId: number } | null> {
  const [row] = await db
    .select({ userId: userProviders.userId })
    .from(userProviders)
    .where(
      and(
        eq(userProviders.companyId, companyId),
        eq(userProviders.provider, provider),
        eq(userProviders.subject, subject),
      ),
    )
    .limit(1);
  return row ?? null;
}

type AttachRefusal = Extract<SocialFailure, "already_connected" | "connected_elsewhere">;
/** How a refusal is said in an answer to the account confirming it. */
const REFUSAL_MESSAGES = {
  already_connected: "socialAlreadyConnected",
  connected_elsewhere: "socialTakenByOther",
} as const satisfies Record<AttachRefusal, MessageKey>;

/**
 * Why connecting the person to `userId` cannot be done, if it cannot: a provider account is
 * connected to one account only, and an account has one of each provider.
 */
export async function attachRefusal(
  db: Db,
  companyId: number,
  userId: number,
  provider: SocialProvider,
  subject: string,
): Promise<AttachRefusal | null> {
  const holder = await accountOf(db, companyId, provider, subject);
  if (!holder) return null;
  return holder.userId === userId ? "already_connected" : "connected_elsewhere";
}

/**
 * Keeps the provider's person checked at the return for the account that started connecting, and
 * gives the one-time code the return's address carries. The return may be completed in anyone's
 * browser (an address started by one account can be sent to someone else to sign in with), so it
 * connects nothing itself. Only the code's hash is stored; codes never confirmed go when the next
 * one is made.
 */
export async function createPendingAttachment(
  db: Db,
  userId: number,
  provider: SocialProvider,
  identity: Identity,
): Promise<{ code: string; expiresAt: Date }> {
  const code = newToken();
  const expiresAt = new Date(Date.now() + HANDOVER_SECONDS * 1000);
  await db.delete(pendingAttachments).where(lt(pendingAttachments.expiresAt, new Date()));
  await db.insert(pendingAttachments).values({
    codeHash: hashToken(code),
    userId,
    provider,
    subject: identity.subject,
    name: identity.name,
    email: identity.email,
    expiresAt,
  });
  return { code, expiresAt };
}

/**
 * Connects the provider when the account that started connecting sends the return's code from its
 * own login. The code is taken out of the table as it is read, so it works once whatever the
 * outcome: unknown, expired, used, or of another account (the person who signed in at the provider
 * is not the one who started: login CSRF) are refused with one message, and nothing is connected.
 */
export async function confirmAttachment(
  ctx: AppContext,
  caller: AuthUser,
  code: string,
): Promise<UserRow> {
  const [pending] = await ctx.db
    .delete(pendingAttachments)
    .where(eq(pendingAttachments.codeHash, hashToken(code)))
    .returning();
  if (!pending || pending.userId !== caller.id || pending.expiresAt <= new Date()) {
    const text = localized("attachmentInvalid");
    throw unprocessable(text, { code: [text] });
  }
  const provider = pending.provider;
  const refusal = await attachRefusal(
    ctx.db,
    caller.companyId,
    caller.id,
    provider,
    pending.subject,
  );
  const inserted = refusal
    ? []
    : await ctx.db
        .insert(userProviders)
        .values({
          userId: caller.id,
          companyId: caller.companyId,
          provider,
          subject: pending.subject,
          name: pending.name,
          email: pending.email,
        })
        // Connected meanwhile (another return confirmed at the same time): the unique keys say so.
        .onConflictDoNothing()
        .returning({ id: userProviders.id });
  if (inserted.length === 0) {
    const reason =
      refusal ??
      (await attachRefusal(ctx.db, caller.companyId, caller.id, provider, pending.subject)) ??
      "already_connected";
    throw conflict(localized(REFUSAL_MESSAGES[reason], { provider: title(provider) }));
  }
  return findUser(ctx, caller.id);
}
