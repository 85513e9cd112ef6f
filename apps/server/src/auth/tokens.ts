import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { authTokens } from "../db/schema.ts";

/** How long a login lasts. */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A new opaque secret (256 bits); only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Logs a person in: a new bearer token, given out once. */
export async function issueToken(db: Pick<Db, "insert">, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
  });
  return token;
}

/** Ends one login (logout). */
export async function revokeToken(db: Pick<Db, "delete">, token: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, hashToken(token)));
}

/** Ends every login of a person but, optionally, the one in use (password change). */
export async function revokeAllTokens(
  db: Pick<Db, "delete">,
  userId: number,
  keep?: string,
): Promise<void> {
  await db
    .delete(authTokens)
    .where(
      keep
        ? and(eq(authTokens.userId, userId), ne(authTokens.tokenHash, hashToken(keep)))
        : eq(authTokens.userId, userId),
    );
}
