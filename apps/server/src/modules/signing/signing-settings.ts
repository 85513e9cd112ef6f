/**
 * A company's eID broker as its admins set it (decision 048): checked by discovery before it is
 * kept, so a mistyped address is said at once rather than to the first buyer who signs.
 */
import type { RouteBody, SigningAnswer } from "@home-designer/core";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { companySigning } from "../../db/schema.ts";
import { unprocessable } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { outboundRefusal } from "../webhooks/webhook-address.ts";
import { type BrokerSettings, discover } from "./broker.ts";

/** Where the broker sends a buyer back to: the company's site they started on. */
export const signingRedirectUri = (site: string) => `${site}/api/signing/callback`;

/** The company's broker, with its secret; null when its buyers do not sign. */
export async function brokerOf(
  ctx: AppContext,
  companyId: number,
): Promise<(BrokerSettings & { label: string }) | null> {
  const [row] = await ctx.db
    .select()
    .from(companySigning)
    .where(eq(companySigning.companyId, companyId))
    .limit(1);
  return row
    ? {
        issuer: row.issuer,
        clientId: row.clientId,
        clientSecret: row.clientSecret,
        label: row.label,
      }
    : null;
}

/**
 * Whether the company's buyers confirm by signing; asked by every confirmation, so it is kept in
 * the read cache (company_signing counts as cached data: migration 0020).
 */
export function signsConfirmations(ctx: AppContext, companyId: number): Promise<boolean> {
  return ctx.cache.get(`signs:${companyId}`, async () => (await brokerOf(ctx, companyId)) !== null);
}

/** `GET /admin/signing`: the broker without its secret. */
export async function signingSettings(
  ctx: AppContext,
  companyId: number,
  site: string,
): Promise<SigningAnswer> {
  const broker = await brokerOf(ctx, companyId);
  return {
    signing: broker && { issuer: broker.issuer, client_id: broker.clientId, label: broker.label },
    redirect_uri: signingRedirectUri(site),
  };
}

/**
 * `PUT /admin/signing`: keeps the broker once its address is one this server may call and a
 * broker answers there. A secret left out keeps the one set before (422 when there is none).
 */
export async function setSigning(
  ctx: AppContext,
  companyId: number,
  site: string,
  body: RouteBody<"PUT /admin/signing">,
): Promise<SigningAnswer> {
  const refusal = outboundRefusal(body.issuer, ctx.config.env === "production");
  if (refusal) {
    const text = localized(refusal === "https" ? "signingHttpsOnly" : "signingPrivateAddress");
    throw unprocessable(text, { issuer: [text] });
  }
  const clientSecret = body.client_secret ?? (await brokerOf(ctx, companyId))?.clientSecret;
  if (clientSecret === undefined) {
    const text = localized("signingSecretRequired");
    throw unprocessable(text, { client_secret: [text] });
  }
  const settings = { issuer: body.issuer, clientId: body.client_id, clientSecret };
  try {
    await discover(ctx.config, settings);
  } catch {
    const text = localized("signingBrokerUnreachable", { issuer: body.issuer.replace(/\/$/, "") });
    throw unprocessable(text, { issuer: [text] });
  }
  const values = { ...settings, label: body.label, updatedAt: new Date() };
  await ctx.db
    .insert(companySigning)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companySigning.companyId, set: values });
  return signingSettings(ctx, companyId, site);
}

/** `DELETE /admin/signing`: the company's buyers confirm without signing from now on. */
export async function removeSigning(
  ctx: AppContext,
  companyId: number,
  site: string,
): Promise<SigningAnswer> {
  await ctx.db.delete(companySigning).where(eq(companySigning.companyId, companyId));
  return { signing: null, redirect_uri: signingRedirectUri(site) };
}
