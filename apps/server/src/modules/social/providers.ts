import type { SocialProvider } from "@home-designer/core";
import * as client from "openid-client";
import type { Config } from "../../config.ts";

/** Who the provider says the person is: its own stable id, and what it shares of them. */
export type Identity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

export type Checks = { state: string; nonce: string; codeVerifier: string; redirectUri: string };

export type ProviderClient = {
  authorizationUrl(checks: Checks): Promise<URL>;
  /** Exchanges the code of the provider's answer (verifying state, PKCE, and for OIDC the ID token). */
  identity(callback: URL, checks: Checks): Promise<Identity>;
};

/** Plain http only for a provider on this machine (tests), never in production. */
function insecureAllowed(config: Config, url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return (
    config.env !== "production" &&
    protocol === "http:" &&
    ["127.0.0.1", "localhost", "::1"].includes(hostname)
  );
}

/**
 * Google through OpenID Connect: discovery, PKCE (S256), state and nonce; openid-client checks the
 * ID token's signature (against the issuer's keys), issuer, audience, expiry and nonce.
 */
function google(config: Config, settings: NonNullable<Config["google"]>): ProviderClient {
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: insecureAllowed(config, settings.issuer) ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = null; // try again next time
        throw error;
      });
    return discovered;
  };
  return {
    async authorizationUrl(checks) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: checks.redirectUri,
        scope: "openid email profile",
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
      });
    },
    async identity(callback, checks) {
      const tokens = await client.authorizationCodeGrant(await configuration(), callback, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("no ID token");
      // Some providers keep the address and name for the userinfo endpoint rather than the ID token.
      const profile =
        typeof claims.email === "string"
          ? claims
          : await client.fetchUserInfo(await configuration(), tokens.access_token, claims.sub);
      return {
        subject: claims.sub,
        email: typeof profile.email === "string" ? profile.email : null,
        emailVerified: profile.email_verified === true,
        name: typeof profile.name === "string" ? profile.name : null,
      };
    },
  };
}

/**
 * Facebook through OAuth 2.0 (its web login is not OpenID Connect): PKCE and state, then the
 * person from the Graph API with the access token. Facebook shares only confirmed addresses.
 */
function facebook(config: Config, settings: NonNullable<Config["facebook"]>): ProviderClient {
  const configuration = new client.Configuration(
    {
      issuer: new URL(settings.authorizationUrl).origin,
      authorization_endpoint: settings.authorizationUrl,
      token_endpoint: settings.tokenUrl,
    },
    settings.clientId,
    settings.clientSecret,
  );
  if (insecureAllowed(config, settings.tokenUrl)) client.allowInsecureRequests(configuration);
  return {
    async authorizationUrl(checks) {
      return client.buildAuthorizationUrl(configuration, {
        redirect_uri: checks.redirectUri,
        scope: "email public_profile",
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
      });
    },
    async identity(callback, checks) {
      const tokens = await client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const url = new URL(settings.userinfoUrl);
      url.searchParams.set("fields", "id,name,email");
      const response = await client.fetchProtectedResource(
        configuration,
        tokens.access_token,
        url,
        "GET",
      );
      const person = (await response.json()) as { id?: unknown; name?: unknown; email?: unknown };
      if (typeof person.id !== "string" || person.id === "") throw new Error("no Facebook id");
      return {
        subject: person.id,
        email: typeof person.email === "string" ? person.email : null,
        emailVerified: typeof person.email === "string",
        name: typeof person.name === "string" ? person.name : null,
      };
    },
  };
}

/** The providers this server is configured for. */
export function socialProviders(config: Config): Partial<Record<SocialProvider, ProviderClient>> {
  return {
    ...(config.google ? { google: google(config, config.google) } : {}),
    ...(config.facebook ? { facebook: facebook(config, config.facebook) } : {}),
  };
}
