import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

const HTTPS = { "x-forwarded-proto": "https" };

describe.each(databaseKinds())("security headers, on %s", (kind) => {
  let direct: TestServer;
  let proxied: TestServer;
  let w: World;
  beforeAll(async () => {
    direct = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
    proxied = await startTestServer(kind, undefined, { env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const company = "/api/company?url=https://alpha.test";

  it("sends neither HSTS nor upgrade-insecure-requests over plain HTTP", async () => {
    for (const res of [
      await direct.call("GET", company),
      await direct.call("GET", "/et/auth"),
      await proxied.call("GET", company),
    ]) {
      expect(res.headers.get("strict-transport-security")).toBeNull();
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain("upgrade-insecure-requests");
    }
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", async () => {
    const res = await direct.call("GET", company, { headers: HTTPS });
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  it("sends both when the trusted proxy says the request came over HTTPS", async () => {
    for (const target of [company, "/et/auth", "/api/no-such-call"]) {
      const res = await proxied.call("GET", target, { headers: HTTPS });
      expect(res.headers.get("strict-transport-security"), target).toBe(
        "max-age=31536000; includeSubDomains",
      );
      expect(res.headers.get("content-security-policy"), target).toContain(
        "upgrade-insecure-requests",
      );
    }
  });

  it("turns off powerful browser features the app does not use", async () => {
    for (const res of [await direct.call("GET", company), await direct.call("GET", "/et/auth")]) {
      const policy = res.headers.get("permissions-policy") ?? "";
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
        expect(policy).toContain(`${feature}=()`);
      }
      // The help videos' frames may still go fullscreen.
      expect(policy).not.toContain("fullscreen");
    }
  });

  it("keeps answers about a person out of every cache", async () => {
    const token = w.token("customer");
    const layout = `project_id=${w.project.id}&apartment_layout_id=${w.layout.id}`;
    for (const [method, target, options] of [
      ["GET", "/api/auth/user", { token }],
      ["GET", `/api/packages?${layout}&company_id=${w.alpha.id}`, { token }],
      ["GET", company, { token }],
      // An ended or unknown login is a person's answer too.
      ["GET", "/api/auth/user", { token: "not-a-token" }],
      [
        "POST",
        "/api/auth/login",
        {
          body: { email: "customer@example.test", password: "Secret123", company_id: w.alpha.id },
        },
      ],
    ] as const) {
      const res = await direct.call(method, target, options);
      expect(res.status, target).toBeLessThan(500);
      expect(res.headers.get("cache-control"), `${method} ${target}`).toBe("no-store");
    }
  });

  it("leaves a guest's public reads cacheable", async () => {
    const res = await direct.call("GET", company);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBeNull();
  });
});
