import { randomBytes } from "node:crypto";
import type { TokenAnswer } from "@home-designer/core";
import { expect } from "vitest";
import type { TestServer } from "./test-server.ts";

/** The secret a browser makes for each social login it starts (`browser_key`), as the web app does. */
export function newBrowserKey(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The login a social login's return page (`/{lang}/auth/success?token=<code>`) gets in the browser
 * that started it: its one-time code traded, with that browser's secret, for a token. The code
 * alone logs nobody in.
 */
export async function socialLoginOf(
  server: TestServer,
  landing: URL,
  companyId: number,
  browserKey: string,
): Promise<TokenAnswer> {
  const code = landing.searchParams.get("token") ?? "";
  expect((await server.api("GET /auth/user", { token: code })).status).toBe(401);
  const traded = await server.api("POST /auth/handover", {
    body: { code, purpose: "social", company_id: companyId, browser_key: browserKey },
  });
  expect(traded.status).toBe(200);
  return traded.answer;
}
