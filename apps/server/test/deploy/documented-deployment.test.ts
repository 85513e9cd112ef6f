import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { connect as http2Connect } from "node:http2";
import { request } from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import S3rver from "@20minutes/s3rver";
import {
  buyersAnswerSchema,
  companySchema,
  projectListSchema,
  registerAnswerSchema,
  savePackageAnswerSchema,
  selectionGroupListSchema,
  specialCreateAnswerSchema,
  specialFilesAnswerSchema,
  tabsSchema,
  tokenAnswerSchema,
} from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertFreshBuild, builtCli, builtServer } from "../helpers/built.ts";
import { type ReceivedMail, startSmtpServer } from "../helpers/smtp.ts";
import { freePort, freshPostgresDatabase } from "../helpers/test-server.ts";

const run = promisify(execFile);

/**
 * The production set-up of docs/deployment.md, as an operator follows it on one machine: nginx
 * with the guide's own site configuration (read from the guide, so the two cannot differ) in
 * front of two server processes started from the build (`node apps/server/dist/main.js`,
 * NODE_ENV=production and the guide's settings), one PostgreSQL database, files in an
 * S3-compatible store (s3rver), mail through an SMTP server. The first company is loaded, its
 * admin given a password and its buyers set as the guide's "First company" section says, with the
 * built command line; then pictures, uploads and a summary PDF go through the store, and a
 * stopped process is passed over by nginx.
 *
 * It needs PostgreSQL (TEST_DATABASE_URL), like every PostgreSQL suite, and nginx (Debian package
 * `nginx`, run as the current user on ports of its own): CI has both, and fails without nginx.
 */

const REPO = path.resolve(import.meta.dirname, "../../../..");
const GUIDE = path.join(REPO, "docs/deployment.md");
const HOST = "designer.example.com";
const SITE = `https://${HOST}`;
const ADMIN = { email: "admin@designer.example", name: "First Admin" };
const BUCKET = "home-designer";

/** The guide's nginx site: its one ```nginx block. */
async function guideNginxSite(): Promise<string> {
  const blocks = [...(await readFile(GUIDE, "utf8")).matchAll(/^```nginx\n([\s\S]*?)^```$/gm)];
  if (blocks.length !== 1) throw new Error(`docs/deployment.md has ${blocks.length} nginx blocks`);
  return blocks[0]?.[1] ?? "";
}

/** `text` with `from` replaced, which must be there exactly once: the guide changed otherwise. */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2)
    throw new Error(`the guide's nginx site has ${from} ${parts.length - 1} times`);
  return parts.join(to);
}

function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"];
  return dirs.map((dir) => path.join(dir, "nginx")).find((file) => existsSync(file)) ?? null;
}

/** Resolves once something accepts connections on the port, rejecting if `child` exits first. */
async function listening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      // Closed at once: a connection left open would hold the server's shutdown.
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "the deployment docs/deployment.md describes",
  () => {
    const children: ChildProcess[] = [];
    const servers: ChildProcess[] = [];
    let work: string;
    let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
    let s3: S3rver;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let nginx: ChildProcess;
    let cert: Buffer;
    let ports: { http: number; https: number; servers: number[] };
    /** What every process and command is started with: the guide's settings. */
    let settings: Record<string, string>;

    beforeAll(async () => {
      const nginxBinary = findNginx();
      if (!nginxBinary) {
        throw new Error(
          "nginx is not installed: the deployment test needs it (Debian package nginx)",
        );
      }
      await assertFreshBuild();
      work = await mkdtemp(path.join(tmpdir(), "hd-documented-"));
      database = await freshPostgresDatabase();
      s3 = new S3rver({
        address: "127.0.0.1",
        port: 0,
        directory: path.join(work, "s3"),
        silent: true,
        configureBuckets: [{ name: BUCKET }],
      });
      const store = `http://127.0.0.1:${(await s3.run()).port}`;
      smtp = await startSmtpServer();
      ports = {
        http: await freePort(),
        https: await freePort(),
        servers: [await freePort(), await freePort()],
      };
      settings = {
        NODE_ENV: "production",
        APP_KEY: "one-secret-of-the-deployment-shared-by-every-process",
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: "4",
        STORAGE: "s3",
        S3_ENDPOINT: store,
        S3_BUCKET: BUCKET,
        S3_REGION: "us-east-1",
        // s3rver's own credentials.
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_PUBLIC_URL: `${store}/${BUCKET}`,
        PUBLIC_URL: SITE,
        TRUST_PROXY: "1",
        SMTP_URL: smtp.url,
        MAIL_FROM: `no-reply@${HOST}`,
        DATA_DIR: path.join(work, "data"),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
      };

      // The first company's folder: the demo company's, on the guide's host, with an admin.
      const folder = path.join(work, "company");
      await cp(path.join(REPO, "apps/server/demo-company"), folder, { recursive: true });
      const company = JSON.parse(await readFile(path.join(folder, "company.json"), "utf8"));
      company.hosts = [{ host: HOST, languages: ["et", "en"] }];
      company.staff.push({ ...ADMIN, role: "admin" });
      await writeFile(path.join(folder, "company.json"), JSON.stringify(company, null, 2));

      // The guide's first company: checked, imported, then the servers started.
      expect((await cli(["company", "check", folder])).stdout).toContain("can be imported");
      expect((await cli(["company", "import", folder])).stdout).toContain("(a new company)");
      await Promise.all(ports.servers.map((port) => startServer(port)));

      // nginx with the guide's site, its addresses and certificate this machine's.
      const dir = path.join(work, "nginx");
      await mkdir(dir);
      await run("openssl", [
        "req",
        ...["-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
        ...["-keyout", path.join(dir, "site.key"), "-out", path.join(dir, "site.pem")],
        ...["-subj", `/CN=${HOST}`, "-addext", `subjectAltName=DNS:${HOST}`],
      ]);
      cert = await readFile(path.join(dir, "site.pem"));
      let site = await guideNginxSite();
      for (const [from, to] of [
        ["server 10.0.0.11:3000", `server 127.0.0.1:${ports.servers[0]}`],
        ["server 10.0.0.12:3000", `server 127.0.0.1:${ports.servers[1]}`],
        ["listen 80;", `listen 127.0.0.1:${ports.http};`],
        ["listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`],
        ["/etc/ssl/designer.pem", path.join(dir, "site.pem")],
        ["/etc/ssl/designer.key", path.join(dir, "site.key")],
      ] as const) {
        site = replaceOnce(site, from, to);
      }
      await writeFile(path.join(dir, "site.conf"), site);
      // What a system's nginx.conf around the site gives, in this test's own folder; as root,
      // nginx's workers would change to a user who cannot enter it.
      await writeFile(
        path.join(dir, "nginx.conf"),
        [
          "daemon off;",
          "worker_processes 1;",
          `pid ${dir}/nginx.pid;`,
          `error_log ${dir}/error.log warn;`,
          ...(process.getuid?.() === 0 ? ["user root;"] : []),
          "events { worker_connections 256; }",
          "http {",
          "  access_log off;",
          ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
            (temp) => `  ${temp}_temp_path ${dir}/${temp};`,
          ),
          `  include ${dir}/site.conf;`,
          "}",
        ].join("\n"),
      );
      nginx = spawn(nginxBinary, ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`], {
        stdio: ["ignore", "ignore", "pipe"],
      });
      children.push(nginx);
      let nginxOutput = "";
      nginx.stderr?.on("data", (chunk: Buffer) => {
        nginxOutput += chunk.toString();
      });
      await listening(ports.https, nginx, () => nginxOutput);
    }, 300_000);

    afterAll(async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        ),
      );
      await s3?.close();
      await smtp?.close();
      await database?.drop();
      if (work) await rm(work, { recursive: true, force: true });
    });

    /** The built command line with the deployment's settings. */
    function cli(args: string[]) {
      return run(process.execPath, [builtCli, ...args], { env: { ...process.env, ...settings } });
    }

    async function startServer(port: number): Promise<void> {
      const child = spawn(process.execPath, [builtServer], {
        env: { ...process.env, ...settings, PORT: String(port) },
        stdio: ["ignore", "ignore", "pipe"],
      });
      children.push(child);
      servers.push(child);
      let output = "";
      child.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      await listening(port, child, () => output);
    }

    /** A request to the site over HTTPS through nginx, as a browser on the company's host. */
    function site(
      method: string,
      target: string,
      options: { body?: unknown; token?: string; form?: FormData } = {},
    ): Promise<Answer> {
      return new Promise((resolve, reject) => {
        void (async () => {
          let body: Buffer | undefined;
          const headers: Record<string, string> = { host: HOST, origin: SITE };
          if (options.form) {
            // The multipart body exactly as fetch would send it.
            const encoded = new Request(SITE, { method: "POST", body: options.form });
            body = Buffer.from(await encoded.arrayBuffer());
            headers["content-type"] = encoded.headers.get("content-type") ?? "";
          } else if (options.body !== undefined) {
            body = Buffer.from(JSON.stringify(options.body));
            headers["content-type"] = "application/json";
          }
          if (options.token) headers.authorization = `Bearer ${options.token}`;
          const req = request(
            {
              host: "127.0.0.1",
              port: ports.https,
              servername: HOST,
              ca: cert,
              method,
              path: `/api${target}`,
              headers,
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (chunk: Buffer) => chunks.push(chunk));
              res.on("error", reject);
              res.on("end", () =>
                resolve({
                  status: res.statusCode ?? 0,
                  headers: res.headers,
                  body: Buffer.concat(chunks),
                }),
              );
            },
          );
          req.on("error", reject);
          req.end(body);
        })().catch(reject);
      });
    }
    const json = async (answer: Promise<Answer>, target = "") => {
      const { status, body } = await answer;
      expect(status, `${target} ${body.toString().slice(0, 300)}`).toBe(200);
      return JSON.parse(body.toString()) as unknown;
    };

    /** The mail to `to`, once the job queue has sent it (bounded wait: the queue looks every 2 s). */
    async function mailTo(to: string): Promise<ReceivedMail> {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const mail = smtp.mails.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    let companyId: number;
    let projects: ReturnType<typeof projectListSchema.parse>;
    let adminToken: string;

    it("sets every variable it starts the processes with in the guide's settings", async () => {
      const guide = await readFile(GUIDE, "utf8");
      for (const name of Object.keys(settings)) expect(guide, name).toContain(`\`${name}`);
    });

    it("sends plain HTTP to HTTPS", async () => {
      // Through node:http: fetch sends its own Host header, not the one given.
      const res = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
        httpRequest(
          { host: "127.0.0.1", port: ports.http, path: "/en/summary?x=1", headers: { host: HOST } },
          (answer) => {
            answer.resume();
            resolve({ status: answer.statusCode, location: answer.headers.location });
          },
        )
          .on("error", reject)
          .end();
      });
      expect(res).toEqual({ status: 301, location: `${SITE}/en/summary?x=1` });
    });

    it("speaks HTTP/2 to browsers that offer it, the app's page and its scripts on one connection", async () => {
      const session = http2Connect(`https://127.0.0.1:${ports.https}`, {
        servername: HOST,
        ca: cert,
      });
      // A refused connection fails the request below, with the session's error as its cause.
      session.on("error", () => {});
      try {
        const get = (target: string) =>
          new Promise<{ status: number; body: string }>((resolve, reject) => {
            const stream = session.request({ ":path": target, ":authority": HOST });
            let status = 0;
            let body = "";
            stream.setEncoding("utf8");
            stream.on("response", (headers) => {
              status = Number(headers[":status"]);
            });
            stream.on("data", (chunk: string) => {
              body += chunk;
            });
            stream.on("end", () => resolve({ status, body }));
            stream.on("error", reject);
          });
        const page = await get("/en");
        expect(page.status).toBe(200);
        const script = page.body.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
        if (!script) throw new Error(`no script on the page: ${page.body.slice(0, 300)}`);
        expect(session.alpnProtocol).toBe("h2");
        expect((await get(script)).status).toBe(200);
      } finally {
        session.close();
      }
    });

    it("serves the first company, its pictures from the bucket", async () => {
      expect((await site("GET", "/ready")).status).toBe(200);
      const company = companySchema.parse(await json(site("GET", `/company?url=${SITE}`)));
      companyId = company.id;
      expect(company.logo?.startsWith(`${settings.S3_PUBLIC_URL}/`)).toBe(true);
      const logo = await fetch(company.logo ?? "");
      expect(logo.status).toBe(200);
      expect(await logo.text()).toContain("<svg");
      projects = projectListSchema.parse(
        await json(site("GET", `/list/projects?company=${companyId}`)),
      );
      expect(projects.length).toBeGreaterThan(0);
    });

    it("gives the admin a password through the forgotten-password mail", async () => {
      // Imported staff have no password: the admin asks for a link, as on the site's login page.
      const login = {
        email: ADMIN.email,
        password: "First-admin-password-1",
        company_id: companyId,
      };
      expect((await site("POST", "/auth/login", { body: login })).status).toBe(422);
      await json(
        site("POST", "/reset-password/send", {
          body: { email: ADMIN.email, company_id: companyId },
        }),
      );
      const link = (await mailTo(ADMIN.email)).text.match(/https:\/\/\S+reset-password\?\S+/)?.[0];
      const url = new URL(link ?? "");
      expect(url.origin).toBe(SITE);
      await json(
        site("POST", "/reset-password/reset", {
          body: {
            email: url.searchParams.get("email"),
            token: url.searchParams.get("token"),
            password: login.password,
            password_confirmation: login.password,
          },
        }),
      );
      adminToken = tokenAnswerSchema.parse(
        await json(site("POST", "/auth/login", { body: login })),
      ).token;
    });

    it("sets an apartment's buyers with the command line, as the admin then sees them", async () => {
      const apartment = projects[0]?.buildings?.[0]?.apartments[0];
      if (!apartment) throw new Error("no apartment");
      const set = await cli(["buyers", "set", String(apartment.id), "first.buyer@example.test"]);
      expect(set.stdout).toContain("first.buyer@example.test");
      const seen = buyersAnswerSchema.parse(
        await json(site("GET", `/apartments/${apartment.id}/buyers`, { token: adminToken })),
      );
      expect(JSON.stringify(seen)).toContain("first.buyer@example.test");
    });

    it("keeps uploads in the bucket, opened by presigned links, and draws its pictures into PDFs", async () => {
      const [project] = projects;
      const layout = project?.buildings?.[0]?.apartments[0]?.layouts[0]?.id;
      const basePackage = project?.default_package?.id;
      if (!project || !layout || !basePackage) throw new Error("no layout");
      // A buyer signs up and saves a design; the admin adds a special solution with their plan.
      const password = "First-buyer-password-1";
      const buyer = registerAnswerSchema.parse(
        await json(
          site("POST", "/auth/register", {
            body: {
              name: "First Buyer",
              email: "first.buyer@example.test",
              password,
              password_confirmation: password,
              company_id: companyId,
            },
          }),
        ),
      ).token;
      const query = `apartment_layout_id=${layout}`;
      const [room] = tabsSchema.parse(
        await json(site("GET", `/project/${project.id}/tabs?${query}`)),
      ).rooms;
      if (!room) throw new Error("no room");
      const [group] = selectionGroupListSchema.parse(
        await json(site("GET", `/project/${project.id}/tabs/${room.id}?${query}`)),
      );
      if (!group) throw new Error("no group");
      // A choice of their own, so that the design is the buyer's package and not the preset.
      const option = group.assets.at(-1);
      if (!option) throw new Error("no option");
      const saved = savePackageAnswerSchema.parse(
        await json(
          site("POST", "/packages", {
            token: buyer,
            body: {
              apartment_layout_id: layout,
              package_id: basePackage,
              selections: [{ tab_id: room.id, selection_id: option.id }],
              name: "Kitchen plan",
            },
          }),
        ),
      );
      const special = specialCreateAnswerSchema.parse(
        await json(
          site("POST", "/selections/special", {
            token: adminToken,
            body: { selection_group_id: group.id, package_id: saved.id, tab_id: room.id },
          }),
        ),
      );
      const plan = Buffer.from("%PDF-1.7\n% the buyer's kitchen plan\n");
      const form = new FormData();
      form.append("files[]", new Blob([plan], { type: "application/pdf" }), "plan.pdf");
      const { files } = specialFilesAnswerSchema.parse(
        await json(
          site("POST", `/selections/special/${special.selection_id}?_method=PATCH`, {
            token: adminToken,
            form,
          }),
        ),
      );
      const [file] = files;
      // A presigned link to the bucket itself (S3_ENDPOINT, which browsers must reach).
      expect(file?.url.startsWith(`${settings.S3_ENDPOINT}/${BUCKET}/uploads/`)).toBe(true);
      expect(file?.url).toContain("X-Amz-Signature=");
      expect(Buffer.from(await (await fetch(file?.url ?? "")).arrayBuffer())).toEqual(plan);

      const pdf = await site("POST", "/summary-pdf", {
        token: buyer,
        body: {
          project_id: project.id,
          apartment_layout_id: layout,
          package_id: saved.id,
          locale: "et",
        },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      // The company's logo, read from the bucket: a PDF without it would have no image.
      expect(pdf.body.toString("latin1")).toContain("/Subtype /Image");
    });

    it("sends every request to the other process while one is stopped", async () => {
      const [first] = servers;
      if (!first) throw new Error("no server");
      const exited = new Promise<number | null>((resolve) => first.once("exit", resolve));
      first.kill("SIGTERM");
      // A clean shutdown (decision 007) behind nginx, its keep-alive connections included.
      expect(await exited).toBe(0);
      for (let i = 0; i < 6; i++) expect((await site("GET", "/ready")).status).toBe(200);
    });
  },
);
