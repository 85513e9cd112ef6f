import { type TokenAnswer, tokenAnswerSchema } from "@home-designer/core";
import { expect } from "vitest";
import type { TestServer } from "./test-server.ts";

/**
 * The login a social login's return page (`/{lang}/auth/success?token=<code>`) gets: its one-time
 * code traded for a token, as the page does. The code alone logs nobody in.
 */
export async function socialLoginOf(
  server: TestServer,
  landing: URL,
  companyId: number,
): Promise<TokenAnswer> {
  const code = landing.searchParams.get("token") ?? "";
  expect((await server.call("GET", "/api/auth/user", { token: code })).status).toBe(401);
  const traded = await server.call("POST", "/api/auth/handover", {
    body: { code, purpose: "social", company_id: companyId },
  });
  expect(traded.status).toBe(200);
  return tokenAnswerSchema.parse(traded.body);
}
