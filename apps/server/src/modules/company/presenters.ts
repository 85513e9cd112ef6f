/**
 * The company as the API answers it: the site's company (`request.site()`, `GET /company`), beside
 * the routes that answer with it. Every page loads it, so the answer is cached whole.
 */
import type { Company, Locale } from "@home-designer/core";
import { CONTENT_LOCALES } from "@home-designer/core";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { companyOnHost, hostOf, type SiteCompany } from "./company-service.ts";

/**
 * The company whose site answers on a host, ready to send. Cached; an unknown host is not (its
 * load fails), so random origins cannot fill the cache and a host added later is found at once.
 */
export function companyByHost(ctx: AppContext, host: string): Promise<Company> {
  return ctx.cache.get(`company-host:${host}`, async () => {
    const row = await companyOnHost(ctx, host);
    if (!row) throw notFound(localized("noCompany"));
    return presentCompany(ctx, row);
  });
}

export function companyForOrigin(ctx: AppContext, origin: string): Promise<Company> {
  const host = hostOf(origin);
  if (!host) throw notFound(localized("noCompany"));
  return companyByHost(ctx, host);
}

/** The company as its site on one host shows it: that site's languages, its files as addresses. */
function presentCompany(
  ctx: AppContext,
  { company, locales: hostLocales, signingLabel }: SiteCompany,
): Company {
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
    signing: signingLabel === null ? null : { label: signingLabel },
    home_designer_url: company.homeDesignerUrl ?? company.web,
    brand_marker: company.brandMarker?.toLowerCase() || null,
    amount_format: company.amountFormat,
    building_word: company.buildingWord,
    show_vat_amount: company.showVatAmount,
  };
}
