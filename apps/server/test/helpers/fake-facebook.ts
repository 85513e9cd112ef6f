import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";

type Person = { id: string; name: string; email?: string };

export type FakeFacebook = {
  /** The endpoints to configure (FACEBOOK_AUTHORIZATION_URL, _TOKEN_URL, _USERINFO_URL). */
  env: Record<string, string>;
  /**
   * What Facebook's login dialog does once the person agrees: a code for `person`, bound to the
   * dialog's own parameters, and the browser sent back to `redirect_uri`.
   */
  consent(authorizationUrl: string, person: Person): string;
  close(): Promise<void>;
};

type Grant = { person: Person; clientId: string; redirectUri: string; challenge: string };

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

function clientOf(request: IncomingMessage, form: URLSearchParams) {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
  if (basic) {
    const [id = "", secret = ""] = Buffer.from(basic, "base64")
      .toString()
      .split(":")
      .map((part) => decodeURIComponent(part));
    return { id, secret };
  }
  return { id: form.get("client_id") ?? "", secret: form.get("client_secret") ?? "" };
}

/**
 * A stand-in for Facebook's OAuth 2.0 login on loopback, as strict as the real one where it
 * matters: codes are single-use and bound to the client, the redirect address and the PKCE
 * challenge; the Graph API answers only a valid access token.
 */
export async function startFakeFacebook(
  client: { id: string; secret: string },
  port: number,
): Promise<FakeFacebook> {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Person>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "POST" && url.pathname === "/oauth/access_token") {
      const form = await formOf(request);
      const caller = clientOf(request, form);
      const code = form.get("code") ?? "";
      const grant = grants.get(code);
      grants.delete(code);
      const verifier = form.get("code_verifier") ?? "";
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (
        caller.id !== client.id ||
        caller.secret !== client.secret ||
        !grant ||
        grant.clientId !== caller.id ||
        grant.redirectUri !== form.get("redirect_uri") ||
        grant.challenge !== challenge
      ) {
        json(400, { error: { message: "Invalid verification code", type: "OAuthException" } });
        return;
      }
      const token = randomBytes(16).toString("hex");
      tokens.set(token, grant.person);
      json(200, { access_token: token, token_type: "bearer", expires_in: 5183944 });
      return;
    }
    if (request.method === "GET" && url.pathname === "/me") {
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
      const person = tokens.get(token);
      if (!person) {
        json(401, { error: { message: "Invalid OAuth access token", type: "OAuthException" } });
        return;
      }
      const fields = (url.searchParams.get("fields") ?? "id,name").split(",");
      json(200, Object.fromEntries(fields.map((f) => [f, person[f as keyof Person]])));
      return;
    }
    json(404, { error: { message: "Unknown path" } });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    env: {
      FACEBOOK_AUTHORIZATION_URL: `${origin}/dialog/oauth`,
      FACEBOOK_TOKEN_URL: `${origin}/oauth/access_token`,
      FACEBOOK_USERINFO_URL: `${origin}/me`,
    },
    consent(authorizationUrl, person) {
      const asked = new URL(authorizationUrl).searchParams;
      const code = randomBytes(12).toString("hex");
      const redirectUri = asked.get("redirect_uri") ?? "";
      grants.set(code, {
        person,
        clientId: asked.get("client_id") ?? "",
        redirectUri,
        challenge: asked.get("code_challenge") ?? "",
      });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", asked.get("state") ?? "");
      return back.toString();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
