import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/** The proxy's address: the tests connect from it to play the proxy, from 127.0.0.1 to bypass it. */
const PROXY = "127.0.0.2";

/**
 * TRUST_PROXY naming the proxies (decision 029): what a caller that reaches the server directly
 * writes in X-Forwarded-For and X-Forwarded-Proto is ignored, while the proxy is believed.
 */
describe.each(databaseKinds())("TRUST_PROXY naming the proxy, on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
      },
      { env: { TRUST_PROXY: `10.9.0.0/16,${PROXY}` } },
    );
  });
  afterAll(() => server?.close());

  /** Wrong passwords for `email`, each saying it comes from another address; their statuses. */
  async function wrongLogins(email: string, from: string | undefined): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const answer = await server.api("POST /auth/login", {
        body: { email, password: "Wrong1234", company_id: w.alpha.id },
        headers: { "x-forwarded-for": `198.51.100.${i}` },
        from,
      });
      statuses.push(answer.status);
    }
    return statuses;
  }

  it("throttles a direct caller by its own address, whatever X-Forwarded-For says", async () => {
    // 5 a minute per e-mail and address: the sixth is refused, the header notwithstanding.
    expect(await wrongLogins("direct@example.test", undefined)).toEqual([
      422, 422, 422, 422, 422, 429,
    ]);
  });

  it("believes the proxy: each address it names is a caller of its own", async () => {
    expect(await wrongLogins("proxied@example.test", PROXY)).toEqual(Array(6).fill(422));
  });

  it("sends HSTS only when the proxy says the request came over HTTPS", async () => {
    const https = { "x-forwarded-proto": "https" };
    const direct = await server.api("GET /health", { headers: https });
    expect(direct.status).toBe(200);
    expect(direct.headers.get("strict-transport-security")).toBeNull();
    const proxied = await server.api("GET /health", { headers: https, from: PROXY });
    expect(proxied.headers.get("strict-transport-security")).toContain("max-age=");
  });
});
