import { z } from "zod";
import { rule } from "./validation-messages.ts";

/**
 * Confirmations signed with an electronic identity (issue 23, docs/decisions/048-signed-confirmations.md):
 * a company connects its OpenID Connect identity broker (as Estonian, Nordic and German eID
 * brokers offer); from then on its buyers confirm by signing in there, and the confirmation keeps
 * the name the broker verified and when.
 */

const ISSUER_MAX = 500;

export const signingBodySchema = z.object({
  /** The broker's issuer: its discovery document is `{issuer}/.well-known/openid-configuration`. */
  issuer: z.url(rule("url")).max(ISSUER_MAX, rule("text_max", { maximum: ISSUER_MAX })),
  client_id: z.string().trim().min(1).max(200),
  /** Left out: the secret set before stays (it is never read back). */
  client_secret: z.string().trim().min(1).max(500).optional(),
  /** What buyers read on the button and in the dialog: the eIDs it offers ("Smart-ID, Mobile-ID, ID card"). */
  label: z.string().trim().min(1).max(100),
});

export const signingAnswerSchema = z.object({
  /** The company's broker, or null when its confirmations are not signed. */
  signing: z.object({ issuer: z.string(), client_id: z.string(), label: z.string() }).nullable(),
  /** Where the broker sends buyers back on this site: to register with it, before as after. */
  redirect_uri: z.string(),
});
export type SigningAnswer = z.infer<typeof signingAnswerSchema>;

/** `POST /confirm-package/sign`: the broker's address to send the buyer's browser to. */
export const signStartAnswerSchema = z.object({ url: z.string() });

/** How a signing that did not confirm ended, as the page the buyer returns to reads it (`?signing=`). */
export const SIGNING_OUTCOMES = ["signed", "cancelled", "expired", "failed", "refused"] as const;
export type SigningOutcome = (typeof SIGNING_OUTCOMES)[number];

export const signingCallbackQuerySchema = z
  .object({
    code: z.string().optional(),
    state: z.string().optional(),
    error: z.string().optional(),
    error_description: z.string().optional(),
  })
  .catchall(z.string());

/** The name a broker verified for a confirmation, and when. */
export const signatureSchema = z.strictObject({
  name: z.string(),
  signed_at: z.iso.datetime(),
});
export type Signature = z.infer<typeof signatureSchema>;
