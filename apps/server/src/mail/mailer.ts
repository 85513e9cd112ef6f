import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import type { Config } from "../config.ts";
import { PRIVATE_DIR, PRIVATE_FILE } from "../lib/private-files.ts";

export type MailMessage = {
  to: string | string[];
  /** Shown as the sender's name; the address is MAIL_FROM. */
  fromName: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the mail; one with a `cid` is shown inside it (`<img src="cid:…">`). */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/** What the outbox keeps of each mail beside the raw message, for the outbox page. */
export type OutboxEntry = {
  id: string;
  to: string[];
  subject: string;
  date: string;
  html: string;
  text: string;
};

/**
 * Mail goes to the SMTP server of SMTP_URL; without one, to `DATA_DIR/outbox` as .eml files
 * (with a .json summary each), so the demo's verification and reset links can be followed without
 * a mail server: open the files (they are the server user's alone: they hold reset links), or
 * turn on the outbox page (MAIL_OUTBOX_PAGE). With MAIL=off mail goes nowhere.
 */
export function createMailer(config: Config): Mailer {
  const { mail } = config;
  if (mail.to === "off") return { send: async () => {} };
  if (mail.to === "smtp") {
    const transport = nodemailer.createTransport(mail.url);
    return {
      async send(message) {
        await transport.sendMail({
          ...envelope(config, message),
          attachments: message.attachments,
        });
      },
    };
  }
  const outbox = outboxDir(config);
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(message) {
      const info = await transport.sendMail({
        ...envelope(config, message),
        attachments: message.attachments,
      });
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
      const entry: OutboxEntry = {
        id,
        to: ([] as string[]).concat(message.to),
        subject: message.subject,
        date: date.toISOString(),
        html: message.html,
        text: message.text,
      };
      await mkdir(outbox, { recursive: true, mode: PRIVATE_DIR });
      await writeFile(path.join(outbox, `${id}.eml`), info.message, { mode: PRIVATE_FILE });
      await writeFile(path.join(outbox, `${id}.json`), JSON.stringify(entry), {
        mode: PRIVATE_FILE,
      });
    },
  };
}

export function outboxDir(config: Config): string {
  return path.join(config.dataDir, "outbox");
}

/**
 * A recipient as nodemailer's address object, which it never splits. Defence in depth beside the
 * e-mail rule of every form: a text that nodemailer would read as anything but this one address
 * (`a@x.ee,b@y.ee`, `Name <a@x.ee>`, a group) is refused, so no stored or future field can make
 * one mail reach several people.
 */
export function recipient(text: string): { name: string; address: string } {
  const parsed = addressparser(text, { flatten: true });
  const address = parsed[0]?.address;
  if (parsed.length !== 1 || !address || address !== text.trim() || parsed[0]?.name) {
    throw new Error("Mail refused: a recipient is not exactly one e-mail address.");
  }
  return { name: "", address };
}

function envelope(config: Config, message: MailMessage) {
  return {
    from: { name: message.fromName, address: config.mailFrom },
    to: ([] as string[]).concat(message.to).map(recipient),
    replyTo: message.replyTo,
    subject: message.subject,
    html: message.html,
    text: message.text,
  };
}
