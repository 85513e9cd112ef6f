/**
 * A buyer confirming by signing at the company's eID broker (issue 23, decision 048). Starting
 * checks everything confirming checks, keeps what the broker's answer is checked with and what is
 * being confirmed under the state's hash, and answers the broker's address; the broker sends the
 * browser back to the callback, which checks its answer, confirms with the name the broker
 * verified, and sends the buyer to the package's summary saying how it ended.
 */
import { pages, type RouteBody, type SigningOutcome } from "@home-designer/core";
import { eq, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import * as client from "openid-client";
import { type AuthUser, authUserById } from "../../auth/current-user.ts";
import { sha256Hex } from "../../auth/signing.ts";
import type { AppContext } from "../../context.ts";
import { signingRequests } from "../../db/schema.ts";
import { forbidden, HttpError, notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { isStaff } from "../../policies/acting.ts";
import { confirmable, confirmPackage } from "../packages/confirm-service.ts";
import { companyLayout } from "../packages/package-access.ts";
import { signedIdentity, signInUrl } from "./broker.ts";
import { brokerOf, signingRedirectUri } from "./signing-settings.ts";

/** A buyer has this long to sign at the broker and come back. */
const SIGNING_MINUTES = 10;

/**
 * `POST /confirm-package/sign`: the broker's address for the buyer to sign in at. Only the buyer
 * themselves signs; the refusals are confirming's (403, 409, 422), said before they leave.
 */
export async function startSigning(
  ctx: AppContext,
  asked: { site: string; log: FastifyBaseLogger },
  caller: AuthUser,
  body: RouteBody<"POST /confirm-package/sign">,
): Promise<{ url: string }> {
  const broker = await brokerOf(ctx, caller.companyId);
  if (!broker) throw notFound(localized("signingNotConfigured"));
  if (isStaff(caller)) throw forbidden(localized("onlyBuyerSigns"));
  const { pkg } = await confirmable(ctx, { caller, user: caller }, body);
  const checks = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    redirectUri: signingRedirectUri(asked.site),
  };
  let url: URL;
  try {
    url = await signInUrl(ctx.config, caller.companyId, broker, checks);
  } catch (error) {
    asked.log.warn({ err: error, issuer: broker.issuer }, "eID broker unavailable");
    throw new HttpError(503, localized("signingUnavailable"));
  }
  await ctx.db.delete(signingRequests).where(lt(signingRequests.expiresAt, new Date()));
  await ctx.db.insert(signingRequests).values({
    stateHash: sha256Hex(checks.state),
    userId: caller.id,
    companyId: caller.companyId,
    confirm: body,
    packageUpdatedAt: pkg.updatedAt,
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    site: asked.site,
    expiresAt: new Date(Date.now() + SIGNING_MINUTES * 60_000),
  });
  return { url: url.toString() };
}

/**
 * `GET /signing/callback`: where the broker sends the buyer back. Answers the address to send
 * them on to: the package's summary with `signing=` how it ended; a state this server does not
 * know (used, expired and purged, or made up) goes to `fallback`, the site's dashboard.
 */
export async function finishSigning(
  ctx: AppContext,
  asked: { log: FastifyBaseLogger; fallback: (outcome: SigningOutcome) => string },
  query: Record<string, string | undefined>,
): Promise<string> {
  const state = query.state;
  // Taken once: a second answer with the same state finds nothing.
  const [request] = state
    ? await ctx.db
        .delete(signingRequests)
        .where(eq(signingRequests.stateHash, sha256Hex(state)))
        .returning()
    : [];
  if (!request) return asked.fallback("expired");
  const { confirm } = request;
  const lang = confirm.selected_locale;
  // The configurator opens a layout by its project and its id, as every link to it does.
  const place = await companyLayout(ctx, confirm.apartment_layout_id, request.companyId).catch(
    () => null,
  );
  const summary = (outcome: SigningOutcome) =>
    `${request.site}${pages.summary(
      { lang, packageId: confirm.package_id },
      {
        ...(place ? { project: place.project.id } : {}),
        apartment_layout_id: confirm.apartment_layout_id,
        signing: outcome,
      },
    )}`;
  if (request.expiresAt < new Date()) return summary("expired");
  if (query.error) return summary("cancelled");

  const broker = await brokerOf(ctx, request.companyId);
  const caller = await authUserById(ctx.db, request.userId);
  if (!broker || !caller) return summary("failed");
  const callback = new URL(signingRedirectUri(request.site));
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) callback.searchParams.set(name, value);
  let signer: { subject: string; name: string };
  try {
    signer = await signedIdentity(ctx.config, request.companyId, broker, callback, {
      state: state ?? "",
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
      redirectUri: signingRedirectUri(request.site),
    });
  } catch (error) {
    asked.log.warn({ err: error, issuer: broker.issuer }, "eID broker's answer refused");
    return summary("failed");
  }
  try {
    await confirmPackage(ctx, request.site, { caller, user: caller }, confirm, {
      name: signer.name,
      subject: signer.subject,
      issuer: broker.issuer,
      signedAt: new Date().toISOString(),
      packageUpdatedAt: request.packageUpdatedAt,
    });
  } catch (error) {
    // Confirmed meanwhile, changed meanwhile, a deadline passed: the summary says what is true now.
    if (error instanceof HttpError && error.statusCode < 500) return summary("refused");
    throw error;
  }
  return summary("signed");
}
