import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { type OutboxEntry, outboxDir } from "../../mail/mailer.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * `/dev/outbox`: the mail the server would have sent, newest first, for development and the demo
 * without a mail server. It shows reset links to anyone, so it is registered only when
 * MAIL_OUTBOX_PAGE turns it on (refused in production) and SMTP_URL is not set.
 */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  const dir = outboxDir(app.ctx.config);

  async function entries(): Promise<OutboxEntry[]> {
    const names = await readdir(dir).catch(() => [] as string[]);
    const list = await Promise.all(
      names
        .filter((n) => n.endsWith(".json"))
        .map(async (n) => JSON.parse(await readFile(path.join(dir, n), "utf8")) as OutboxEntry),
    );
    return list.sort((a, b) => b.date.localeCompare(a.date));
  }

  app.get("/dev/outbox", async (_request, reply) => {
    const rows = (await entries())
      .map(
        (
          m,
        ) => `<tr><td>${escapeHtml(new Date(m.date).toLocaleString("et-EE"))}</td><td>${escapeHtml(m.to.join(", "))}</td>
          <td><a href="/dev/outbox/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join("");
    return reply
      .type("text/html; charset=utf-8")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>Outbox</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1d2522}
table{border-collapse:collapse;width:100%}td,th{padding:.5rem;border-bottom:1px solid #dde3e0;text-align:left}</style></head>
<body><h1>Outbox</h1><p>Mail the server sent while no SMTP server is set (SMTP_URL), listed because MAIL_OUTBOX_PAGE is on.</p>
<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No mail yet.</td></tr>'}</tbody></table></body></html>`);
  });

  app.get<{ Params: { id: string } }>("/dev/outbox/:id", async (request, reply) => {
    const entry = (await entries()).find((m) => m.id === request.params.id);
    if (!entry) return reply.status(404).send({ message: "No such mail." });
    return reply.type("text/html; charset=utf-8").send(entry.html);
  });
};
