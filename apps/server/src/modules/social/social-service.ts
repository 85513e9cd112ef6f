import type { SocialFailure, SocialProvider } from "@home-designer/core";
import { normalizeEmail, pages } from "@home-designer/core";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import * as client from "openid-client";
import type { AuthUser } from "../../auth/current-user.ts";
import { sha256Hex } from "../../auth/signing.ts";
import type { AppContext } from "../../context.ts";
import { oauthStates, userProviders, users } from "../../db/schema.ts";
import { conflict, notFound, providerUnavailable } from "../../http/errors.ts";
import { localized, type ServerLocale } from "../../i18n/messages.ts";
import { createHandoverCode } from "../auth/handover.ts";
import { findUser, findUserByEmail, isEmailTaken, type UserRow } from "../auth/users.ts";
import { accountOf, attachRefusal, createPendingAttachment } from "./attachments.ts";
import type { ProviderClient } from "./providers.ts";

/** A person has this long to come back from the provider. */
const STATE_MINUTES = 10;
const title = (provider: string) => provider[0]?.toUpperCase() + provider.slice(1);

export function redirectUri(ctx: AppContext, provider: SocialProvider): string {
  return `${ctx.config.publicUrl}/api/social-auth/${provider}/callback`;
}

/** A provider this server has a client for; one it has none for is "not found". */
export function configuredProvider(provider: {
  name: SocialProvider;
  client: ProviderClient | undefined;
}): { name: SocialProvider; client: ProviderClient } {
  const { name, client } = provider;
  if (!client) throw notFound(localized("socialNotConfigured", { provider: title(name) }));
  return { name, client };
}

/**
 * The provider's address to send the browser to. What is needed to check the answer (state,
 * nonce, PKCE verifier, and where to send the person back) stays in the database, keyed by the
 * state's hash, so any server process can take the answer. A login also keeps the hash of the
 * starting browser's secret: its hand-over code will trade only with that secret. `site` is
 * where the person comes back to: the address of the site of `params.companyId`, which the route
 * has checked is the request's own (an account counts only on its own company's site, so
 * `attachTo` is of this company too).
 */
export async function startSocialLogin(
  ctx: AppContext,
  asked: { site: string; log: FastifyBaseLogger },
  provider: { name: SocialProvider; client: ProviderClient },
  params: { companyId: number; locale: ServerLocale } & (
    | { browserKey: string }
    | { attachTo: AuthUser }
  ),
): Promise<{ url: string }> {
  const checks = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    redirectUri: redirectUri(ctx, provider.name),
  };
  let url: URL;
  try {
    url = await provider.client.authorizationUrl(checks);
  } catch (error) {
    // The provider could not be reached or answered nonsense (Google's discovery): the person is
    // told so, rather than a button that does nothing after a 500.
    asked.log.warn({ err: error, provider: provider.name }, "social login provider unavailable");
    throw providerUnavailable(localized("socialUnavailable", { provider: title(provider.name) }));
  }
  await ctx.db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await ctx.db.insert(oauthStates).values({
    stateHash: sha256Hex(checks.state),
    companyId: params.companyId,
    provider: provider.name,
    ...("attachTo" in params
      ? { purpose: "attach" as const, userId: params.attachTo.id, browserKeyHash: null }
      : { purpose: "login" as const, userId: null, browserKeyHash: sha256Hex(params.browserKey) }),
    locale: params.locale,
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    returnTo: asked.site,
    expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
  });
  return { url: url.toString() };
}

type Refusal = { ok: false; error: SocialFailure };

/**
 * Where a failed return leads on `site`: the login page, or the profile when connecting, with the
 * reason as a code the page words itself.
 */
function failureAddress(
  site: string,
  page: { lang: ServerLocale; attach: boolean },
  provider: SocialProvider,
  reason: SocialFailure,
): string {
  const { lang } = page;
  const query = { errors: reason, provider };
  const path = page.attach
    ? pages.profileReturn({ lang, attachStatus: "failed" }, query)
    : pages.socialReturn({ lang, socialLoginStatus: "failure" }, query);
  return `${site}${path}`;
}

/**
 * The provider's answer: the person logs in (an account is made on first visit), or the person is
 * kept for the account that started connecting the provider, which confirms it from its own login.
 * Always ends in a redirect to the company's site with an error or a one-time code: for a login as
 * the `token` query value the spec names, which the page trades for a token (a bearer token in an
 * address would stay in the history and in logs); for connecting as `code`, which the profile page
 * sends back with the account's login (`confirmAttachment`). Whoever completes the return may not
 * be whoever started it: an address started by one account, sent to someone else, must not connect
 * that person's provider account to the sender's account.
 */
export async function finishSocialLogin(
  ctx: AppContext,
  asked: { locale: ServerLocale; log: FastifyBaseLogger },
  provider: { name: SocialProvider; client: ProviderClient | undefined },
  query: Record<string, string | undefined>,
): Promise<string> {
  const { log } = asked;
  // Without the state the person is unknown: the callback's own request says the language (its
  // site's, when PUBLIC_URL is a company's host), not a fixed one.
  const state = query.state;
  if (!state || !provider.client) {
    const page = { lang: asked.locale, attach: false };
    return failureAddress(ctx.config.publicUrl, page, provider.name, "failed");
  }
  // Each state is used once: taken out of the table as it is read.
  const [pending] = await ctx.db
    .delete(oauthStates)
    .where(
      and(eq(oauthStates.stateHash, sha256Hex(state)), eq(oauthStates.provider, provider.name)),
    )
    .returning();
  const locale = (pending?.locale ?? asked.locale) as ServerLocale;
  const failed = (reason: SocialFailure) => {
    const page = { lang: locale, attach: pending?.purpose === "attach" };
    return failureAddress(pending?.returnTo ?? ctx.config.publicUrl, page, provider.name, reason);
  };
  if (query.error) {
    // The person cancelled, or the provider refused the request.
    log.info(
      { provider: provider.name, error: query.error, description: query.error_description },
      "social login not completed",
    );
    return failed("failed");
  }
  if (!pending || pending.expiresAt < new Date()) return failed("failed");

  let identity: Awaited<ReturnType<ProviderClient["identity"]>>;
  try {
    const callback = new URL(redirectUri(ctx, provider.name));
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) callback.searchParams.set(key, value);
    identity = await provider.client.identity(callback, {
      state,
      nonce: pending.nonce,
      codeVerifier: pending.codeVerifier,
      redirectUri: redirectUri(ctx, provider.name),
    });
  } catch (error) {
    log.warn({ err: error, provider: provider.name }, "social login answer refused");
    return failed("failed");
  }

  if (pending.purpose === "attach" && pending.userId !== null) {
    // Said now if it cannot be done, and checked again when the account confirms.
    const refusal = await attachRefusal(
      ctx.db,
      pending.companyId,
      pending.userId,
      provider.name,
      identity.subject,
    );
    if (refusal) return failed(refusal);
    const { code } = await createPendingAttachment(ctx.db, pending.userId, provider.name, identity);
    return `${pending.returnTo}${pages.profileReturn({ lang: locale, attachStatus: "attached" }, { code })}`;
  }
  // Every login starts bound to its browser; a state from before that was required is not.
  if (pending.browserKeyHash === null) return failed("failed");
  const outcome = await logIn(ctx, pending.companyId, provider.name, locale, identity);
  if (!outcome.ok) return failed(outcome.error);
  const { code } = await createHandoverCode(ctx.db, outcome.userId, {
    purpose: "social",
    browserKeyHash: pending.browserKeyHash,
  });
  return `${pending.returnTo}${pages.socialReturn({ lang: locale, socialLoginStatus: "success" }, { token: code })}`;
}

/**
 * People are known by provider and subject, never by e-mail alone: an address that already has
 * an account here is not taken over by whoever holds it at the provider.
 */
async function logIn(
  ctx: AppContext,
  companyId: number,
  provider: SocialProvider,
  locale: ServerLocale,
  identity: Awaited<ReturnType<ProviderClient["identity"]>>,
): Promise<{ ok: true; userId: number } | Refusal> {
  const known = await accountOf(ctx.db, companyId, provider, identity.subject);
  if (known) return { ok: true, userId: known.userId };
  if (!identity.email) return { ok: false, error: "no_email" };
  if (await findUserByEmail(ctx, companyId, identity.email))
    return { ok: false, error: "email_taken" };
  try {
    const userId = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          companyId,
          name: identity.name?.trim() || normalizeEmail(identity.email ?? "").split("@")[0] || "—",
          email: identity.email ?? "",
          emailVerifiedAt: identity.emailVerified ? new Date() : null,
          locale,
        })
        .returning({ id: users.id });
      if (!row) throw new Error("user not created");
      await tx.insert(userProviders).values({
        userId: row.id,
        companyId,
        provider,
        subject: identity.subject,
        name: identity.name,
        email: identity.email,
      });
      return row.id;
    });
    return { ok: true, userId };
  } catch (error) {
    if (isEmailTaken(error)) return { ok: false, error: "email_taken" };
    throw error;
  }
}

/** Removes a social login from the account, never its last way to log in. */
export async function detachProvider(
  ctx: AppContext,
  caller: AuthUser,
  provider: SocialProvider,
): Promise<UserRow> {
  await ctx.db.transaction(async (tx) => {
    // Locks the account's logins, so two detaches at once cannot remove the last two together.
    const logins = await tx
      .select({ id: userProviders.id, provider: userProviders.provider })
      .from(userProviders)
      .where(eq(userProviders.userId, caller.id))
      .for("update");
    const target = logins.find((l) => l.provider === provider);
    if (!target) throw notFound(localized("providerNotConnected", { provider: title(provider) }));
    if (logins.length <= 1) throw conflict(localized("lastLoginMethod"));
    await tx.delete(userProviders).where(eq(userProviders.id, target.id));
  });
  return findUser(ctx, caller.id);
}
