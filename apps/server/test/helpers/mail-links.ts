import type { MailMessage } from "../../src/mail/mailer.ts";

/** The first link in a mail's text that leads to `path`. */
export function linkIn(mail: MailMessage | undefined, path: string): URL {
  const found = mail?.text.match(new RegExp(`https?://\\S+${path}\\S*`))?.[0];
  if (!found) throw new Error(`no ${path} link in ${mail?.text}`);
  return new URL(found);
}
