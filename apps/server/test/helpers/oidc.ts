import Provider from "oidc-provider";

export type OidcAccount = { sub: string; email: string | null; name: string };

/**
 * A real OpenID Connect provider on loopback (the `oidc-provider` package), standing for Google:
 * discovery, signed ID tokens, PKCE required, and its built-in login and consent pages, where any
 * login name is accepted and becomes the account's subject.
 */
export async function startOidcProvider(options: {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts?: Record<string, Omit<OidcAccount, "sub">>;
}): Promise<{ issuer: string; close(): Promise<void> }> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const known = options.accounts?.[id];
      return {
        accountId: id,
        async claims() {
          const email = known ? known.email : `${id}@example.test`;
          return {
            sub: id,
            name: known?.name ?? `Person ${id}`,
            ...(email ? { email, email_verified: true } : {}),
          };
        },
      };
    },
  });
  const server = provider.listen(options.port);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Goes through the provider's login and consent pages as a browser would (cookies, forms,
 * redirects) and returns the address it finally sends the browser to: our callback.
 */
export async function loginAtProvider(
  authorizationUrl: string,
  login: string,
  stopAt: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(stopAt)) return url;
    const res = await fetch(url, {
      method: body ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: cookieHeader(),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body,
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      const [name = "", ...value] = pair.split("=");
      cookies.set(name.trim(), value.join("="));
    }
    body = undefined;
    const location = res.headers.get("location");
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const html = await res.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action)
      throw new Error(`the provider answered ${res.status} without a form: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const [, name, value] of html.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
    )) {
      fields.set(name ?? "", value ?? "");
    }
    if (html.includes('name="login"')) {
      fields.set("login", login);
      fields.set("password", "anything");
    }
    url = new URL(action.replaceAll("&amp;", "&"), url).toString();
    body = fields;
  }
  throw new Error("the provider did not send the browser back");
}
