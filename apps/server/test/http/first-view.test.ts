import { type FirstView, firstViewSchema } from "@home-designer/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, projects } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { visit } from "../helpers/page-visit.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/** The page a browser gets for a visit to `path` on `host`. */
async function page(server: TestServer, path: string, host: string): Promise<string> {
  return (await visit(server, path, host)).body;
}

/** The page's first view, as the web app reads it; null when the page carries none. */
function firstViewOf(html: string): FirstView | null {
  const match = /<script type="application\/json" id="first-view">([^<]*)<\/script>/.exec(html);
  return match ? firstViewSchema.parse(JSON.parse(match[1] ?? "")) : null;
}

/** The sources of the pictures in the page's first paint, in order. */
function paintSources(html: string): string[] {
  const paint = /<div id="first-paint"[\s\S]*$/.exec(html)?.[0] ?? "";
  return [...paint.matchAll(/<img src="([^"]+)"/g)].map((m) =>
    (m[1] ?? "").replaceAll("&amp;", "&"),
  );
}

/** The image preloads in the page's head, in order. */
function preloadsOf(html: string): { href: string; high: boolean }[] {
  return [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"([^>]*)>/g)].map((m) => ({
    href: (m[1] ?? "").replaceAll("&amp;", "&"),
    high: (m[2] ?? "").includes('fetchpriority="high"'),
  }));
}

const LARGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(4000)}</svg>`;

// A project name that tries to end the script element and run its own.
const HOSTILE = "Harbour </script><script>alert(1)</script> <!-- \u2028 & 'View'";

describe.each(databaseKinds())("the first view in the app's page on %s", (kind) => {
  let server: TestServer;
  let world: World;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      async (ctx) => {
        world = await buildWorld(ctx);
        await ctx.db
          .update(projects)
          .set({ name: HOSTILE })
          .where(eq(projects.id, world.project.id));
        // The floor's drawing: too large to be written into the page.
        await ctx.storage.put("t/layer.svg", LARGE_SVG, "image/svg+xml");
      },
      { web: true },
    );
  });
  afterAll(() => server?.close());

  const query = () => `?project=${world.project.id}&apartment_layout_id=${world.layout.id}`;
  /** An API call's answer as a guest on Alpha's site gets it. */
  const guestCall = async (path: string) => {
    const res = await server.raw("GET", path, { site: "https://alpha.test" });
    expect(res.status).toBe(200);
    return res.body;
  };

  it("carries what a guest's room screen reads, answered as the API answers it", async () => {
    const html = await page(
      server,
      `/en/${world.packages.basic.id}/kitchen${query()}`,
      "alpha.test",
    );
    const view = firstViewOf(html);
    expect(view).not.toBeNull();
    if (!view) return;
    const { project, layout, rooms } = world;
    expect(view.project).toBe(project.id);
    expect(view.layoutId).toBe(layout.id);
    expect(view.company).toEqual(
      await guestCall(`/api/company?url=${encodeURIComponent("https://alpha.test")}`),
    );
    expect(view.tabs).toEqual(
      await guestCall(`/api/project/${project.id}/tabs?apartment_layout_id=${layout.id}`),
    );
    expect(view.packages).toEqual(
      await guestCall(`/api/packages?project_id=${project.id}&apartment_layout_id=${layout.id}`),
    );
    // The open room and the room-type room, whose choices reach it; not the bathroom.
    expect(view.rooms.map((room) => room.id).sort()).toEqual(
      [rooms.wholeRoom.id, rooms.kitchenRoom.id].sort(),
    );
    for (const room of view.rooms) {
      expect(room.groups).toEqual(
        await guestCall(
          `/api/project/${project.id}/tabs/${room.id}?apartment_layout_id=${layout.id}`,
        ),
      );
    }
    // The kitchen picture, its base and the whole apartment's floor as the kitchen shows it, is
    // small drawings written into the first paint: no round trip stands before the screen's
    // largest paint. The app's own picture loads them by address later.
    const base = server.ctx.storage.publicUrl("t/base.svg");
    const floor = server.ctx.storage.publicUrl("t/kitchen-oak.svg");
    expect(paintSources(html)).toHaveLength(2);
    for (const inline of paintSources(html)) {
      expect(inline.startsWith("data:image/svg+xml,")).toBe(true);
      expect(decodeURIComponent(inline.slice("data:image/svg+xml,".length))).toMatch(/^<svg /);
    }
    expect(preloadsOf(html)).toEqual([
      { href: base, high: false },
      { href: floor, high: false },
    ]);
  });

  it("keeps a large layer an address, asked for first and at high priority", async () => {
    const html = await page(
      server,
      `/en/${world.packages.basic.id}/whole-apartment${query()}`,
      "alpha.test",
    );
    const large = server.ctx.storage.publicUrl("t/layer.svg");
    expect(paintSources(html)).toContain(large);
    expect(preloadsOf(html)[0]).toEqual({ href: large, high: true });
  });

  it("paints a room without pictures with its name where the picture would be, no image", async () => {
    const html = await page(
      server,
      `/en/${world.packages.basic.id}/bathroom${query()}`,
      "alpha.test",
    );
    expect(paintSources(html)).toEqual([]);
    const paint = /<div id="first-paint"[\s\S]*$/.exec(html)?.[0] ?? "";
    expect(paint).not.toContain("<figure>");
    // One placeholder on phones and desktop alike, as the app's.
    expect(paint).toContain(
      '<div class="fp-stage"><div class="fp-none"><span>Spa</span></div></div>',
    );
    expect(paint).not.toMatch(/\.fp-none\{display:none/);
  });

  it("carries the first room on the start address and every room on the summary", async () => {
    const start = firstViewOf(await page(server, `/en${query()}`, "alpha.test"));
    expect(start?.rooms.map((room) => room.id)).toEqual([world.rooms.wholeRoom.id]);
    const summary = await page(server, `/en/custom/summary${query()}`, "alpha.test");
    expect(firstViewOf(summary)?.rooms).toHaveLength(3);
    expect(preloadsOf(summary)).toEqual([]);
  });

  it("paints the summary before any script: every room's choices, priced, and their total", async () => {
    const html = await page(
      server,
      `/de/${world.packages.basic.id}/summary${query()}`,
      "alpha.test",
    );
    const paint = /<div id="first-paint"[\s\S]*$/.exec(html)?.[0] ?? "";
    expect(paint).toContain("<h1>Zusammenfassung der Innenausstattung</h1>");
    const rooms = [...paint.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(rooms.length).toBeGreaterThan(0);
    const cents = (text: string) => Number(text.replace(/[^0-9]/g, ""));
    const prices = [...paint.matchAll(/<i>([^<]*)<\/i>/g)].map((m) => cents(m[1] ?? ""));
    expect(prices.length).toBeGreaterThan(0);
    const total =
      /<p class="fp-total"><span>Gesamt<small>[^<]*<\/small><\/span><b>([^<]*)<\/b>/.exec(
        paint,
      )?.[1];
    expect(total).toBeDefined();
    expect(cents(total ?? "")).toBe(prices.reduce((sum, price) => sum + price, 0));
    // Options named as the app names them: the material's short text ("Material oak"), not the
    // option's title ("Oak"), so nothing changes when the app takes over.
    const names = [...paint.matchAll(/<b>([^<]*)<\/b>&ensp;/g)].map((m) => m[1]);
    expect(names.length).toBe(prices.length);
    for (const name of names) expect(name).toMatch(/^Material /);
  });

  it("writes the summary's amounts as the company does in the page's language", async () => {
    await server.ctx.db
      .update(companies)
      .set({ amountFormat: { de: "€1,234.56" } })
      .where(eq(companies.id, world.alpha.id));
    try {
      const paintOf = async (lang: string) => {
        const html = await page(
          server,
          `/${lang}/${world.packages.basic.id}/summary${query()}`,
          "alpha.test",
        );
        return /<div id="first-paint"[\s\S]*$/.exec(html)?.[0] ?? "";
      };
      const total = (paint: string) => /<p class="fp-total">.*?<b>([^<]*)<\/b>/.exec(paint)?.[1];
      expect(total(await paintOf("de"))).toBe("€71.50");
      expect(total(await paintOf("en"))).toBe("71,50\u00a0€");
    } finally {
      await server.ctx.db
        .update(companies)
        .set({ amountFormat: {} })
        .where(eq(companies.id, world.alpha.id));
    }
  });

  it("names the room's chosen options as the app does", async () => {
    const html = await page(
      server,
      `/en/${world.packages.basic.id}/kitchen${query()}`,
      "alpha.test",
    );
    const panel = /<div class="fp-panel">[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
    const names = [...panel.matchAll(/<li><span>[^<]*<\/span><b>([^<]*)<\/b><\/li>/g)].map(
      (m) => m[1],
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^Material /);
  });

  it("asks for its scripts while it arrives, beside its first paint, with no inline script", async () => {
    const { body: html, headers } = await visit(
      server,
      `/en/${world.packages.basic.id}/kitchen${query()}`,
      "alpha.test",
    );
    const [head = "", body = ""] = html.split("</head>");
    // Decision 049: holding the scripts until the first paint made the room usable later.
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-1.js">');
    // The picture the app loads itself, preloaded behind the one the first paint shows.
    expect(head).toContain(
      `<link rel="preload" as="image" href="${server.ctx.storage.publicUrl("t/base.svg")}">`,
    );
    expect(body).toContain('class="fp-panel"');
    expect(html).not.toContain("<template");
    expect(html).not.toMatch(/<script>/);
    expect(headers["content-security-policy"]).toContain("script-src 'self';");
  });

  it("leaves the scripts of a page without a first paint as they are", async () => {
    const html = await page(server, "/en/auth", "alpha.test");
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
    );
    expect(html).not.toContain("<template");
    expect(html).not.toContain("<script>");
  });

  it("keeps a hostile name inside the data, the page intact", async () => {
    const html = await page(server, `/en/custom/kitchen${query()}`, "alpha.test");
    expect(firstViewOf(html)?.tabs.address.project).toBe(HOSTILE);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<!--");
    const data = /id="first-view">([^<]*)</.exec(html)?.[1] ?? "";
    expect(data).not.toContain("\u2028");
    // The data's script element, ended where it should be, and the app's entry.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("gives nothing of one company's layout on another company's site", async () => {
    const onBeta = await page(
      server,
      `/en/${world.packages.basic.id}/kitchen${query()}`,
      "beta.test",
    );
    expect(firstViewOf(onBeta)).toBeNull();
    expect(preloadsOf(onBeta)).toEqual([]);
    expect(onBeta).not.toContain("Harbour");
    // Beta's own layout (which has no rooms) on Beta's site is Beta's.
    const own = firstViewOf(
      await page(
        server,
        `/en/custom/summary?project=${world.betaProject.id}&apartment_layout_id=${world.betaLayout.id}`,
        "beta.test",
      ),
    );
    expect(own?.company.id).toBe(world.beta.id);
    expect(own?.packages.map((p) => p.id)).toEqual([world.packages.betaPackage.id]);
  });

  it("is not on pages other than a guest's configurator", async () => {
    const layout = query();
    for (const path of [
      "/en/auth",
      "/en/dashboard",
      `/en/auth${layout}`,
      "/en/kataloog",
      `/en/${world.packages.basic.id}/kitchen`,
      `/en/${world.packages.basic.id}/no-such-room${layout}`,
      `/en/${world.packages.basic.id}/kitchen${layout}&selected_user=${world.user("customer").id}`,
      `/en/${world.packages.basic.id}/kitchen${layout}&token=abc`,
      `/en?project=${world.project.id}&apartment_layout_id=999999`,
    ]) {
      const html = await page(server, path, "alpha.test");
      expect(firstViewOf(html), path).toBeNull();
      expect(preloadsOf(html), path).toEqual([]);
    }
  });
});
