import { type Company, PREVIEW_HEADER } from "@home-designer/core";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { loginAt } from "../auth/current-user.ts";
import { localeOfRequest, localized, type ServerLocale } from "../i18n/messages.ts";
import { PREVIEW_HOST_SUFFIX, previewHost } from "../modules/back-office/draft-preview.ts";
import { hostOf } from "../modules/company/company-service.ts";
import { companyByHost } from "../modules/company/presenters.ts";
import { mayReadBackOffice } from "../policies/company.ts";
import { forbidden, notFound } from "./errors.ts";

/** The site a request comes from: its company, and its address as the person sees it. */
export type Site = {
  company: Company;
  /**
   * The site's address as the person sees it, which links in mails lead back to: the Origin when
   * the company was found by it (`http://alpha.test:5173`), else the Host that matched, over the
   * scheme the request came by (`https://` behind a proxy that says so, see TRUST_PROXY).
   */
  url: string;
  /**
   * In a preview of the draft (docs/decisions/042-draft-preview.md), the id of the company whose
   * site it is: `company` is then its hidden preview copy, and logins count at this one.
   */
  previewOf: number | null;
};

/**
 * What a service knows of the client that sent a call: its language (for a mail the call causes,
 * never for an error's text, which the error handler writes), its address, which throttles count,
 * and the request's log (whose lines carry the request's id), for what a service refuses without
 * saying so in its answer. Services take this, never the request.
 */
export type Client = { locale: ServerLocale; ip: string; log: FastifyBaseLogger };

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The language of the request's messages: the one it names (`Locale` header, else
     * Accept-Language) if its site offers it, else the site's default (`localeOfRequest`). Read
     * from the headers alone when the request arrives, before any other hook, so that an answer
     * before the site is known (the database away) has a language too; settled by the site's
     * languages before any handler runs (`settleLocale`), and not changed after.
     */
    locale: ServerLocale;
    /**
     * The site the request comes from (the host of its Origin, else its Host), looked up on first
     * use and kept for the rest of the request. A host no company has is "not found" (404).
     */
    site(): Promise<Site>;
    /**
     * The id of the site's company, for company-scoped calls. A `company_id` the call names may
     * narrow it to the site's own company, never widen it to another: any other id is 404.
     */
    companyId(named?: number | undefined): Promise<number>;
    /** The pending or settled look-up of `site()` (internal to this module). */
    siteLookup: Promise<Site> | null;
  }
}

/**
 * Decorates every request with its locale and its site (docs/architecture.md, "Tenancy and
 * access"). The site needs a look-up (from the read cache, or the database when the cache was
 * just emptied), so it is resolved when first asked, and once: by `settleLocale` for every
 * request that reads data, whose language depends on it, else by a handler that needs it; health
 * probes and the built app's files never look it up. Must be registered before any other hook,
 * so that every hook and error answer has a locale.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest("locale", "et");
  app.decorateRequest("siteLookup", null);
  app.decorateRequest("site", function site(this: FastifyRequest): Promise<Site> {
    this.siteLookup ??= lookUpSite(this);
    return this.siteLookup;
  });
  app.decorateRequest(
    "companyId",
    async function companyId(this: FastifyRequest, named?: number): Promise<number> {
      const { company } = await this.site();
      if (named !== undefined && named !== company.id) {
        throw notFound(localized("otherCompany"));
      }
      return company.id;
    },
  );
  app.addHook("onRequest", (request, _reply, done) => {
    request.locale = localeOfRequest(request.headers, null);
    done();
  });
}

/**
 * Settles `request.locale` by the languages the request's site offers, so that a request naming
 * no language, or one its site does not offer, is answered in the site's own (a German-only site
 * never in Estonian). Called once per request by the hook that has made the read cache fresh, so
 * the languages are the database's; a host no company has keeps the headers' language.
 */
export async function settleLocale(request: FastifyRequest): Promise<void> {
  const site = await request.site().catch(() => null);
  if (site) request.locale = localeOfRequest(request.headers, site.company.locales);
}

/**
 * The company whose site a request comes from: the host of its Origin (the page's site), else the
 * host it was sent to. Every company-scoped call is scoped to it, so the same call on another
 * company's site answers that company's data, never a mixture.
 */
async function lookUpSite(request: FastifyRequest): Promise<Site> {
  const { ctx } = request.server;
  const origin = request.headers.origin;
  const originHost = origin ? hostOf(origin) : null;
  const host = originHost ?? request.hostname.toLowerCase();
  // A preview copy is reached only through its company's site, never by its own host.
  if (host.endsWith(PREVIEW_HOST_SUFFIX)) throw notFound(localized("noCompany"));
  const company = await companyByHost(ctx, host).catch(() => {
    throw notFound(localized("noCompany"));
  });
  const url = siteUrl(request, origin, originHost, host);
  if (request.headers[PREVIEW_HEADER] === undefined) return { company, url, previewOf: null };
  return { company: await previewCompany(request, company.id), url, previewOf: company.id };
}

/**
 * The preview copy of the site's company, for its staff (an admin or a designer logged in at this
 * company), and only to read: a guest and another company's staff (a guest here) are told there
 * is no preview (404), the company's customers that it is its staff's (403), and a call that
 * would write, share or render anything is refused (403), so that nothing is made from the draft.
 * Decided here, once per request, like the site itself.
 */
async function previewCompany(request: FastifyRequest, companyId: number): Promise<Company> {
  if (request.method !== "GET" && request.method !== "HEAD")
    throw forbidden(localized("previewReadOnly"));
  const user = await loginAt(request, companyId);
  if (!user) throw notFound(localized("previewNotFound"));
  if (!mayReadBackOffice(user, companyId)) throw forbidden(localized("previewStaffOnly"));
  return companyByHost(request.server.ctx, previewHost(companyId)).catch(() => {
    throw notFound(localized("previewNotFound"));
  });
}

function siteUrl(
  request: FastifyRequest,
  origin: string | undefined,
  originHost: string | null,
  host: string,
): string {
  // The company was found by this host, so it is one of its sites: a host no company has never
  // gets here, let alone into a mail. The address is rebuilt from its parts (http or https, the
  // matched host, a numeric port), never copied, so nothing else a caller wrote around the host
  // (a user name, a path, another scheme) can ride along.
  if (origin && originHost) {
    const page = new URL(origin);
    return siteAddress(page.protocol === "https:", host, page.port);
  }
  const port = request.port === null ? "" : String(request.port);
  return siteAddress(request.protocol === "https", host, port);
}

function siteAddress(https: boolean, host: string, port: string): string {
  return `${https ? "https" : "http"}://${host}${port ? `:${port}` : ""}`;
}

/** The client of a request, as services take it. */
export function clientOf(request: FastifyRequest): Client {
  return { locale: request.locale, ip: request.ip, log: request.log };
}
