import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { companies, companyHosts } from "../src/db/schema.ts";
import {
  companySites,
  mailDestination,
  proxyWarning,
  whereToOpen,
} from "../src/startup-message.ts";
import { buildWorld } from "./helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const lindenhof = {
  name: "Lindenhof Wohnen",
  hosts: ["lindenhof.localhost", "wohnen.lindenhof.de"],
};

describe("the start-up message's addresses", () => {
  it("opens PUBLIC_URL when a company has its host, and names the others' sites", () => {
    const demo = { name: "Kaarnakivi Kodud", hosts: ["127.0.0.1", "localhost"] };
    expect(whereToOpen("http://localhost:3000", [demo])).toEqual([
      "Open http://localhost:3000/ (Kaarnakivi Kodud).",
    ]);
    expect(whereToOpen("http://localhost:3000", [demo, lindenhof])).toEqual([
      "Open http://localhost:3000/ (Kaarnakivi Kodud).",
      "Other companies' sites:",
      "  Lindenhof Wohnen: http://lindenhof.localhost:3000/, http://wohnen.lindenhof.de:3000/",
      'A site is found by the host name asked for: until wohnen.lindenhof.de points at this machine, add "127.0.0.1 wohnen.lindenhof.de" to /etc/hosts, or start Chromium with --host-resolver-rules="MAP wohnen.lindenhof.de 127.0.0.1:3000" (names ending in .localhost need neither).',
    ]);
  });

  it("maps every host of every company in its /etc/hosts line and Chromium's rules", () => {
    const demo = { name: "Kaarnakivi Kodud", hosts: ["localhost", "kodu.kaarnakivi.ee"] };
    const nord = { name: "Nordbau", hosts: ["nordbau.example.com", "www.nordbau.example.com"] };
    const lines = whereToOpen("http://localhost:3000", [demo, lindenhof, nord]);
    expect(lines.at(-1)).toBe(
      'A site is found by the host name asked for: until kodu.kaarnakivi.ee, wohnen.lindenhof.de, nordbau.example.com, www.nordbau.example.com point at this machine, add "127.0.0.1 kodu.kaarnakivi.ee wohnen.lindenhof.de nordbau.example.com www.nordbau.example.com" to /etc/hosts, or start Chromium with --host-resolver-rules="MAP kodu.kaarnakivi.ee 127.0.0.1:3000, MAP wohnen.lindenhof.de 127.0.0.1:3000, MAP nordbau.example.com 127.0.0.1:3000, MAP www.nordbau.example.com 127.0.0.1:3000" (names ending in .localhost need neither).',
    );
    // Whatever the companies, no host that needs mapping is left out of the rules.
    const rules = lines.at(-1)?.match(/--host-resolver-rules="([^"]*)"/)?.[1] ?? "";
    const ruled = rules.split(", ").map((rule) => rule.split(" ")[1]);
    for (const host of [demo, lindenhof, nord].flatMap((site) => site.hosts))
      if (!host.endsWith("localhost")) expect(ruled).toContain(host);
    // https without a port maps to 443.
    expect(whereToOpen("https://kodu.kaarnakivi.ee", [demo, nord]).at(-1)).toContain(
      "MAP www.nordbau.example.com 127.0.0.1:443",
    );
  });

  it("says PUBLIC_URL is no company's site when none has its host (no demo)", () => {
    const [first, ...rest] = whereToOpen("http://localhost:3000", [lindenhof]);
    expect(first).toBe(
      `http://localhost:3000/ is no company's site (none has the host localhost): it shows "not found". Open a company's own:`,
    );
    expect(rest[0]).toBe(
      "  Lindenhof Wohnen: http://lindenhof.localhost:3000/, http://wohnen.lindenhof.de:3000/",
    );
    expect(whereToOpen("https://kodu.example.ee", [])).toEqual([
      'No company yet: https://kodu.example.ee/ shows "not found" until one is imported (npm run company -- import <folder>, docs/company-format.md).',
    ]);
  });
});

describe("the start-up message's settings", () => {
  const APP_KEY = "k".repeat(32);
  it("says where mail goes, or that it is off", () => {
    const at = (env: Record<string, string>) =>
      mailDestination(loadConfig({ APP_KEY, DATA_DIR: "/srv/hd", ...env }));
    expect(at({ SMTP_URL: "smtp://mail.example.test" })).toBe(
      "Mail is sent through the SMTP server of SMTP_URL.",
    );
    expect(at({})).toBe("Mail is not sent (SMTP_URL is not set): it is written to /srv/hd/outbox.");
    expect(at({ MAIL: "off" })).toBe("Mail is off (MAIL=off): no mail is sent or kept.");
    expect(at({ NODE_ENV: "production", MAIL: "off" })).toBe(
      "Mail is off (MAIL=off): no mail is sent or kept.",
    );
  });

  it("warns of a TRUST_PROXY that believes whoever connects, not of named proxies", () => {
    for (const hops of [1, 2]) {
      expect(proxyWarning({ hops })).toMatch(
        new RegExp(
          `^TRUST_PROXY=${hops} believes X-Forwarded-For and X-Forwarded-Proto from whoever connects: .*Name the proxies instead`,
        ),
      );
    }
    expect(proxyWarning({ hops: 0 })).toBeNull();
    expect(proxyWarning({ proxies: ["10.0.0.0/8"] })).toBeNull();
  });
});

describe.each(databaseKinds())("the companies' sites on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      await buildWorld(ctx);
      // A second company of Beta's name, with a host of its own.
      const [twin] = await ctx.db
        .insert(companies)
        .values({
          slug: "beta-twin",
          name: "Beta Homes",
          web: "https://twin.test",
          email: "info@twin.test",
          vat: "20.00",
        })
        .returning();
      if (!twin) throw new Error("company not created");
      await ctx.db
        .insert(companyHosts)
        .values({ host: "twin.test", companyId: twin.id, locales: ["en"] });
    });
  });
  afterAll(() => server?.close());

  it("are every company's hosts, by company, two companies of one name apart", async () => {
    const sites = await companySites(server.ctx);
    expect(sites.find((site) => site.hosts.includes("alpha.test"))?.hosts).toEqual([
      "alpha.test",
      "de.alpha.test",
    ]);
    expect(sites.filter((site) => site.name === "Beta Homes").map((site) => site.hosts)).toEqual([
      ["beta.test"],
      ["twin.test"],
    ]);
  });
});
