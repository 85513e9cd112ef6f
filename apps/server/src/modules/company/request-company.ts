import type { Company } from "@home-designer/core";
import type { FastifyRequest } from "fastify";
import { notFound } from "../../http/errors.ts";
import { message, requestLocale } from "../../i18n/messages.ts";
import { companyByHost, hostOf } from "./company-service.ts";

const resolved = new WeakMap<FastifyRequest, Promise<Company>>();

/**
 * The company whose site a request comes from: the host of its Origin (the page's site), else the
 * host it was sent to. Resolved once per request; every company-scoped call is scoped to it, so
 * the same call on another company's site answers that company's data, never a mixture. A request
 * from no company's site is "not found".
 */
export function requestCompany(request: FastifyRequest): Promise<Company> {
  let company = resolved.get(request);
  if (!company) {
    company = lookUp(request);
    resolved.set(request, company);
  }
  return company;
}

function lookUp(request: FastifyRequest): Promise<Company> {
  const origin = request.headers.origin;
  const host = (origin ? hostOf(origin) : null) ?? request.hostname.toLowerCase();
  return companyByHost(request.server.ctx, host).catch(() => {
    throw notFound(message(requestLocale(request), "noCompany"));
  });
}

/**
 * The request's company id, checked against a `company_id` the request names: a named company may
 * narrow the call to the site's own company, never widen it to another ("not found").
 */
export async function requestCompanyId(
  request: FastifyRequest,
  named?: number | undefined,
): Promise<number> {
  const company = await requestCompany(request);
  if (named !== undefined && named !== company.id) {
    throw notFound(message(requestLocale(request), "otherCompany"));
  }
  return company.id;
}
