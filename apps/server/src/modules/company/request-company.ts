import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import { companies } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { companyByHost, hostOf } from "./company-service.ts";

/**
 * The company a call is for when it names none: its `company_id`, else the site it comes from
 * (the Origin header), else the host it was sent to.
 */
export async function requestCompanyId(
  ctx: AppContext,
  request: FastifyRequest,
  companyId: number | undefined,
): Promise<number> {
  if (companyId !== undefined) return knownCompanyId(ctx, companyId);
  const origin = request.headers.origin;
  const host = (origin ? hostOf(origin) : null) ?? hostOf(`http://${request.headers.host ?? ""}`);
  if (!host) throw notFound("No company is configured for this site.");
  return (await companyByHost(ctx, host)).id;
}

/** The id back when a company has it; "not found" otherwise. */
export function knownCompanyId(ctx: AppContext, companyId: number): Promise<number> {
  return ctx.cache.get(`company-id:${companyId}`, async () => {
    const [row] = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!row) throw notFound("Company not found.");
    return row.id;
  });
}
