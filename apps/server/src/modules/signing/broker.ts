/**
 * A company's OpenID Connect eID broker (decision 048), through openid-client as social login's
 * Google is: discovery, PKCE (S256), state and nonce, and the ID token's signature, issuer,
 * audience, expiry and nonce checked. The broker's address is the company admin's: in production
 * every request to it connects only to public addresses (`publicOnlyLookup`), so it cannot be
 * pointed into this server's network.
 */
import https from "node:https";
import * as client from "openid-client";
import type { Config } from "../../config.ts";
import { publicOnlyLookup } from "../webhooks/webhook-address.ts";

export type BrokerSettings = { issuer: string; clientId: string; clientSecret: string };
export type SignChecks = {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
};
/** Who the broker says signed: its subject for the person, and the name it verified. */
export type SignedIdentity = { subject: string; name: string };

/** How long the broker has to answer each request. */
const BROKER_TIMEOUT_MS = 10_000;

/**
 * `fetch` over https that connects only to public addresses and follows no redirect: a DNS name
 * that resolves into a private network is refused at the connection itself.
 */
const publicFetch: client.CustomFetch = (url, options) =>
  new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: options.method,
        headers: options.headers as Record<string, string>,
        lookup: publicOnlyLookup,
        timeout: BROKER_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            for (const one of [value ?? []].flat()) headers.append(name, one);
          resolve(
            new Response(Buffer.concat(chunks), { status: response.statusCode ?? 502, headers }),
          );
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("the broker did not answer in time")));
    request.on("error", reject);
    options.signal?.addEventListener("abort", () => request.destroy(new Error("aborted")));
    request.end(options.body as string | Buffer | undefined);
  });

/** Plain http only for a broker on this machine (tests), never in production. */
const local = (config: Config, url: string) =>
  config.env !== "production" && new URL(url).protocol === "http:";

/** The broker's configuration by discovery: the one network call that proves an issuer answers. */
export function discover(config: Config, settings: BrokerSettings): Promise<client.Configuration> {
  const production = config.env === "production";
  return client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    settings.clientSecret,
    undefined,
    {
      execute: local(config, settings.issuer) ? [client.allowInsecureRequests] : [],
      ...(production ? { [client.customFetch]: publicFetch } : {}),
      timeout: BROKER_TIMEOUT_MS / 1000,
    },
  );
}

/** Discovered configurations by company, found again only when the company's settings change. */
const discovered = new Map<number, { key: string; configuration: Promise<client.Configuration> }>();

function configurationOf(config: Config, companyId: number, settings: BrokerSettings) {
  const key = JSON.stringify(settings);
  const known = discovered.get(companyId);
  if (known?.key === key) return known.configuration;
  const configuration = discover(config, settings).catch((error: unknown) => {
    discovered.delete(companyId); // tried again next time
    throw error;
  });
  discovered.set(companyId, { key, configuration });
  return configuration;
}

/** Where to send the buyer's browser to sign in at the broker. */
export async function signInUrl(
  config: Config,
  companyId: number,
  settings: BrokerSettings,
  checks: SignChecks,
): Promise<URL> {
  return client.buildAuthorizationUrl(await configurationOf(config, companyId, settings), {
    redirect_uri: checks.redirectUri,
    scope: "openid profile",
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: "S256",
    // Brokers ask for a fresh authentication, not a session they may still have.
    prompt: "login",
  });
}

/** The person the broker's answer names, checked (state, PKCE, ID token); throws otherwise. */
export async function signedIdentity(
  config: Config,
  companyId: number,
  settings: BrokerSettings,
  callback: URL,
  checks: SignChecks,
): Promise<SignedIdentity> {
  const configuration = await configurationOf(config, companyId, settings);
  const tokens = await client.authorizationCodeGrant(configuration, callback, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("no ID token");
  // eID brokers name a person by given and family name; some keep them for the userinfo endpoint.
  const profile =
    nameOf(claims) !== null
      ? claims
      : await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  const name = nameOf(profile);
  if (name === null) throw new Error("the broker named no one");
  return { subject: claims.sub, name };
}

function nameOf(claims: Record<string, unknown>): string | null {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const whole = text(claims.name);
  if (whole) return whole;
  const parts = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(" ");
  return parts || null;
}
