import { normalizeEmail, pages, type UiLocale } from "@home-designer/core";
import { and, eq, isNull } from "drizzle-orm";
import { sha256Hex, sign, signatureMatches } from "../../auth/signing.ts";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { localized, type ServerLocale } from "../../i18n/messages.ts";
import { type CompanyMail, type CompanyRow, sendCompanyMail } from "../../mail/company-mail.ts";
import { productMail } from "../../mail/templates.ts";

export const VERIFY_LINK_MINUTES = 60;

type Account = { id: number; companyId: number; email: string };

/**
 * A signed link that confirms an address: it names the account and the address (by hash, so a
 * link for an old address fails after a change), and expires.
 */
export function verificationLink(
  ctx: AppContext,
  site: string,
  lang: UiLocale,
  account: Account,
  now = Date.now(),
) {
  const hash = sha256Hex(normalizeEmail(account.email));
  const expires = now + VERIFY_LINK_MINUTES * 60_000;
  const signature = sign(ctx.config.appKey, "verify-email", account.id, hash, expires);
  return `${site}${pages.verifyEmail({ lang, customerId: account.id, hash }, { expires, signature })}`;
}

/**
 * The mail asking an account's owner to confirm its address, with a link to `site`. It greets
 * nobody by name: the address is not confirmed yet, so whoever typed the name (at sign-up, or
 * before changing the account's address) may be a stranger to its owner.
 */
export function verificationMail(
  ctx: AppContext,
  site: string,
  locale: ServerLocale,
  account: Account,
  company: CompanyRow,
): CompanyMail {
  return {
    to: account.email,
    lang: locale,
    ...productMail(locale, "verifyEmail", {
      company: company.name,
      url: verificationLink(ctx, site, locale, account),
      minutes: VERIFY_LINK_MINUTES,
    }),
  };
}

/** Mails a new verification link; `site` is the address of the site the person is on. */
export async function sendVerificationMail(
  ctx: AppContext,
  locale: ServerLocale,
  site: string,
  account: Account,
) {
  await sendCompanyMail(ctx, account.companyId, (company) =>
    verificationMail(ctx, site, locale, account, company),
  );
}

/**
 * Checks a link's signature, expiry and address, then marks the address confirmed: whether it is
 * confirmed now, or was before.
 */
export async function confirmEmail(
  ctx: AppContext,
  companyId: number,
  link: { customerId: number; hash: string; expires: string; signature: string },
): Promise<"verified" | "alreadyVerified"> {
  const invalid = new HttpError(403, localized("verifyLinkInvalid"));
  const expected = sign(
    ctx.config.appKey,
    "verify-email",
    link.customerId,
    link.hash,
    Number(link.expires),
  );
  if (!signatureMatches(expected, link.signature) || Number(link.expires) < Date.now())
    throw invalid;
  const [account] = await ctx.db.select().from(users).where(eq(users.id, link.customerId)).limit(1);
  if (!account || sha256Hex(normalizeEmail(account.email)) !== link.hash) throw invalid;
  // A link works on the site of the account's own company only.
  if (account.companyId !== companyId) throw invalid;
  await ctx.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, account.id), isNull(users.emailVerifiedAt)));
  return account.emailVerifiedAt ? "alreadyVerified" : "verified";
}
