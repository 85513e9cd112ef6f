import { normalizeEmail } from "@home-designer/core";
import type { FastifyBaseLogger } from "fastify";
import { sha256Hex } from "../auth/signing.ts";
import * as throttle from "../auth/throttle.ts";
import type { Db } from "../db/client.ts";

/**
 * Mail that anyone can have sent to an address that may not be theirs: at most 10 a day to one
 * address, over every company this server runs (docs/decisions/028-mail-to-strangers.md). A
 * person's own use stays well below it: a sign-up, a few more verification links, a password
 * reset or two and a guest's saved links.
 */
export const MAILS_PER_RECIPIENT = { limit: 10, seconds: 24 * 3600 };

/** The mails the cap counts, as the log names them. */
export type CappedMail = "verification" | "password-reset" | "guest-link";

/** The throttle counting the mails to one address: its normalised form, no company. */
export function recipientKey(address: string): string {
  return `mail-to:${normalizeEmail(address)}`;
}

/**
 * Counts one more mail to `address` before it is queued, in the `throttles` table that every
 * process shares. False once the day's cap is reached: the caller then queues nothing and answers
 * as if it had (an answer that differed would tell whether the address has an account), and the
 * refusal is logged, with the address as a hash (to compare with one an operator is asked about),
 * not as it is.
 */
export async function withinRecipientCap(
  db: Db,
  log: FastifyBaseLogger,
  address: string,
  mail: CappedMail,
): Promise<boolean> {
  const counted = await throttle.hit(db, recipientKey(address), MAILS_PER_RECIPIENT);
  if (counted.exceeded) {
    log.warn(
      { mail, recipient: sha256Hex(normalizeEmail(address)), retry_after: counted.retryAfter },
      "mail not sent: its recipient's daily cap is reached",
    );
  }
  return !counted.exceeded;
}
