import { and, asc, eq, notLike } from "drizzle-orm";
import type { Config, TrustProxy } from "./config.ts";
import type { AppContext } from "./context.ts";
import { companies, companyHosts } from "./db/schema.ts";
import { outboxDir } from "./mail/mailer.ts";
import { PREVIEW_HOST_SUFFIX } from "./modules/back-office/draft-preview.ts";

/** A company and the hosts its site answers on. */
export type CompanySites = { name: string; hosts: string[] };

/** Every company with its hosts, by name; two companies of one name stay two. */
export async function companySites(ctx: AppContext): Promise<CompanySites[]> {
  const rows = await ctx.db
    .select({ id: companies.id, name: companies.name, host: companyHosts.host })
    .from(companies)
    .innerJoin(
      companyHosts,
      // A draft's preview copy (decision 042) has no site of its own to open.
      and(
        eq(companyHosts.companyId, companies.id),
        notLike(companyHosts.host, `%${PREVIEW_HOST_SUFFIX}`),
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id), asc(companyHosts.host));
  const byCompany = new Map<number, CompanySites>();
  for (const { id, name, host } of rows) {
    const site = byCompany.get(id) ?? { name, hosts: [] };
    site.hosts.push(host);
    byCompany.set(id, site);
  }
  return [...byCompany.values()];
}

/**
 * Where to open the app, for the start-up message. The company of a request is the one whose host
 * its Origin (else its Host) names, so PUBLIC_URL leads to a site only when a company has its
 * host; otherwise the message names the companies' own addresses, and how to reach one on this
 * machine before its name points here.
 */
export function whereToOpen(publicUrl: string, sites: readonly CompanySites[]): string[] {
  const url = new URL(publicUrl);
  const at = (host: string) => {
    const address = new URL(url);
    address.hostname = host;
    return `${address.origin}/`;
  };
  if (sites.length === 0)
    return [
      `No company yet: ${publicUrl}/ shows "not found" until one is imported (npm run company -- import <folder>, docs/company-format.md).`,
    ];
  const own = sites.find((site) => site.hosts.includes(url.hostname));
  const others = sites.filter((site) => site !== own);
  const lines = own
    ? [`Open ${publicUrl}/ (${own.name}).`]
    : [
        `${publicUrl}/ is no company's site (none has the host ${url.hostname}): it shows "not found". Open a company's own:`,
      ];
  if (others.length > 0) {
    if (own) lines.push("Other companies' sites:");
    for (const site of others) lines.push(`  ${site.name}: ${site.hosts.map(at).join(", ")}`);
  }
  // Every host of every company that does not reach this machine by itself, so that one line of
  // /etc/hosts or one Chromium start opens every site the message names.
  const mapped = [...new Set(sites.flatMap((site) => site.hosts))].filter(
    (host) => !isLoopback(host),
  );
  if (mapped.length > 0) {
    const port = url.port || (url.protocol === "https:" ? 443 : 80);
    const rules = mapped.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(", ");
    lines.push(
      `A site is found by the host name asked for: until ${mapped.join(", ")} point${mapped.length === 1 ? "s" : ""} at this machine, add "127.0.0.1 ${mapped.join(" ")}" to /etc/hosts, or start Chromium with --host-resolver-rules="${rules}" (names ending in .localhost need neither).`,
    );
  }
  return lines;
}

/** Host names that reach this machine without any setting: localhost, its subdomains, 127.0.0.1. */
function isLoopback(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1";
}

/** Where mail goes, so that nobody waits for a mail that was only written to a folder. */
export function mailDestination(config: Config): string {
  const { mail } = config;
  if (mail.to === "smtp") return "Mail is sent through the SMTP server of SMTP_URL.";
  if (mail.to === "off") return "Mail is off (MAIL=off): no mail is sent or kept.";
  const page = mail.listed ? ` and listed at ${config.publicUrl}/dev/outbox` : "";
  return `Mail is not sent (SMTP_URL is not set): it is written to ${outboxDir(config)}${page}.`;
}

/**
 * What a TRUST_PROXY that believes every caller lets a caller do who reaches the server directly;
 * null when it names the proxies, or believes nobody (decision 029).
 */
export function proxyWarning(trust: TrustProxy): string | null {
  if ("proxies" in trust || trust.hops === 0) return null;
  return `TRUST_PROXY=${trust.hops} believes X-Forwarded-For and X-Forwarded-Proto from whoever connects: a caller who reaches this port directly picks the address the login throttles count and the scheme (HSTS, links in mails). Name the proxies instead (TRUST_PROXY=10.0.0.0/8,127.0.0.1), or keep the port reachable from them alone.`;
}
