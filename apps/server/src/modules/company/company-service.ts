import type { Terms } from "@home-designer/core";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { companies, companyHosts, companySigning } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { localized, SERVER_LOCALES, type ServerLocale } from "../../i18n/messages.ts";

type CompanyRow = typeof companies.$inferSelect;

/** The host of an origin or URL as company hosts are stored: lower case, without port. */
export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** A company's row with the languages of its site on one host (the first is the site's default). */
export type SiteCompany = {
  company: CompanyRow;
  locales: string[];
  /** What its eID broker offers, when its buyers sign their confirmations (decision 048). */
  signingLabel: string | null;
};

/** The company whose site answers on a host, with that site's languages; null: no company's. */
export async function companyOnHost(ctx: AppContext, host: string): Promise<SiteCompany | null> {
  const [row] = await ctx.db
    .select({
      company: companies,
      locales: companyHosts.locales,
      signingLabel: companySigning.label,
    })
    .from(companyHosts)
    .innerJoin(companies, eq(companies.id, companyHosts.companyId))
    .leftJoin(companySigning, eq(companySigning.companyId, companies.id))
    .where(eq(companyHosts.host, host))
    .limit(1);
  return row ?? null;
}

/**
 * The language a company works in: the default of its site on the host the person used, else of
 * its first host by name; English when that is a language the server does not write.
 */
export async function companyLanguage(
  ctx: AppContext,
  companyId: number,
  site: string,
): Promise<ServerLocale> {
  const hosts = await ctx.db
    .select({ host: companyHosts.host, locales: companyHosts.locales })
    .from(companyHosts)
    .where(eq(companyHosts.companyId, companyId))
    .orderBy(asc(companyHosts.host));
  const used = hosts.find((h) => h.host === hostOf(site)) ?? hosts[0];
  const language = used?.locales[0];
  return (SERVER_LOCALES as readonly (string | undefined)[]).includes(language)
    ? (language as ServerLocale)
    : "en";
}

/**
 * The company's own terms of use, per language; `{}` when it has none. Cached apart from the
 * company, which every page loads: only the terms page and the terms dialog need them.
 */
export function companyTerms(ctx: AppContext, companyId: number): Promise<Terms> {
  return ctx.cache.get(`terms:${companyId}`, async () => {
    const [row] = await ctx.db
      .select({ terms: companies.terms })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!row) throw notFound(localized("noCompany"));
    return row.terms;
  });
}
