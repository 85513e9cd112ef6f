import type { Company, Locale, Terms } from "@home-designer/core";
import { CONTENT_LOCALES } from "@home-designer/core";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { companies, companyHosts } from "../../db/schema.ts";
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

/**
 * The company whose site answers on a host, ready to send. Cached; an unknown host is not (its
 * load fails), so random origins cannot fill the cache and a host added later is found at once.
 */
export function companyByHost(ctx: AppContext, host: string): Promise<Company> {
  return ctx.cache.get(`company-host:${host}`, async () => {
    const [row] = await ctx.db
      .select({ company: companies, locales: companyHosts.locales })
      .from(companyHosts)
      .innerJoin(companies, eq(companies.id, companyHosts.companyId))
      .where(eq(companyHosts.host, host))
      .limit(1);
    if (!row) throw notFound(localized("noCompany"));
    return presentCompany(ctx, row.company, row.locales);
  });
}

export function companyForOrigin(ctx: AppContext, origin: string): Promise<Company> {
  const host = hostOf(origin);
  if (!host) throw notFound(localized("noCompany"));
  return companyByHost(ctx, host);
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

function presentCompany(ctx: AppContext, company: CompanyRow, hostLocales: string[]): Company {
  const url = (key: string | null | undefined) => (key ? ctx.storage.publicUrl(key) : null);
  const locales = hostLocales.filter((l): l is Locale =>
    (CONTENT_LOCALES as readonly string[]).includes(l),
  );
  const defaultLocale = locales[0] ?? "et";
  return {
    id: company.id,
    name: company.name,
    web: company.web,
    email: company.email,
    logo: url(company.logoFile),
    colors: company.colors,
    favicons: {
      regular: url(company.favicons.regular),
      "32": url(company.favicons["32"]),
      "16": url(company.favicons["16"]),
      "180": url(company.favicons["180"]),
    },
    vat: Number(company.vat),
    news_letter: company.newsLetter,
    locales: locales.length > 0 ? locales : ["et", "en"],
    default_locale: defaultLocale,
    pdf_footer: company.pdfFooter,
    help_videos: company.helpVideos,
    eu_funding_mark: company.euFundingMark,
    quote_url: company.quoteUrl,
    // Offered only when the server has the provider's client id and secret.
    social_providers: [
      ...(ctx.config.google ? (["google"] as const) : []),
      ...(ctx.config.facebook ? (["facebook"] as const) : []),
    ],
    home_designer_url: company.homeDesignerUrl ?? company.web,
    brand_marker: company.brandMarker?.toLowerCase() || null,
  };
}
