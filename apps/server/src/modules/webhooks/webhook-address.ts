/**
 * Where a webhook may be sent (decision 043): the company's ERP on the internet, never this server
 * nor a machine of the network it runs in (SSRF). In production an address must be https and
 * resolve to public addresses only; in test and development http://127.0.0.1 is allowed, so a
 * receiver on the same machine can be used.
 */

import { lookup as dnsLookup } from "node:dns";
import type { LookupFunction } from "node:net";
import { BlockList, isIP } from "node:net";
import type { Localized } from "../../i18n/messages.ts";
import { localized } from "../../i18n/messages.ts";

/** Loopback, private, link-local, shared, reserved and multicast ranges (RFC 6890 and friends). */
const notPublic = new BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  notPublic.addSubnet(address, prefix, "ipv4");
}
for (const [address, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  notPublic.addSubnet(address, prefix, "ipv6");
}

/** Whether an IP address is one of the internet's, not of a private network or this machine. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, "ipv4");
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isPublicAddress(mapped[1]);
  return !notPublic.check(address, "ipv6");
}

/** The host of a URL as an address, without IPv6's brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Why an address of the company's may not be called from here (a webhook's, an eID broker's), or
 * null when it may: `https` when it is not https, `private` when its host is a private address.
 * `production` asks for both; in test and development http://127.0.0.1 is allowed. DNS names are
 * judged again when connecting (`publicOnlyLookup`).
 */
export function outboundRefusal(url: string, production: boolean): "https" | "private" | null {
  const parsed = new URL(url);
  const local = !production && parsed.protocol === "http:" && hostOf(parsed) === "127.0.0.1";
  if (parsed.protocol !== "https:" && !local) return "https";
  if (production) {
    const host = hostOf(parsed);
    if (host === "localhost" || host.endsWith(".localhost")) return "private";
    if (isIP(host) && !isPublicAddress(host)) return "private";
  }
  return null;
}

/** Why an address may not be a webhook's, or null when it may (`outboundRefusal`). */
export function webhookAddressRefusal(url: string, production: boolean): Localized | null {
  const refusal = outboundRefusal(url, production);
  if (refusal === "https") return localized("webhookHttpsOnly");
  if (refusal === "private") return localized("webhookPrivateAddress");
  return null;
}

/**
 * A DNS lookup for the delivery's connection that refuses a name resolving to an address that is
 * not public: the check is made on the address connected to, so a name that answers differently
 * a second time (DNS rebinding) gains nothing.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const list = addresses as unknown as { address: string; family: number }[];
    const refused = list.find((a) => !isPublicAddress(a.address));
    if (refused || list.length === 0) {
      const err = Object.assign(new Error(`${hostname} resolves to a non-public address`), {
        code: "EWEBHOOKPRIVATE",
      });
      return callback(err, "", 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
    const first = list[0] as { address: string; family: number };
    callback(null, first.address, first.family);
  });
};
