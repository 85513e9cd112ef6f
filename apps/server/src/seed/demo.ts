/**
 * The demo company: a developer with one project in Tallinn, its catalogue, packages, plans and
 * pictures, a customer with a dashboard and a staff designer. `seedDemo` draws every picture first,
 * stores the files, then writes all rows in one transaction; `removeDemo` deletes it all again.
 */
import { eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { companies, companyHosts, confirmations, files, packages } from "../db/schema.ts";
import {
  COLORS,
  COMPANY,
  DEMO_SLUG,
  HELP_VIDEOS,
  HOSTS,
  PDF_FOOTER,
  PEOPLE,
} from "./demo-company.ts";
import { FileBatch } from "./demo-files.ts";
import { drawDemoPictures } from "./demo-pictures.ts";
import { insertLegends, insertProject } from "./demo-project.ts";
import { insertPeople } from "./demo-users.ts";

export { DEMO_SLUG };

/** Printed at start-up so whoever runs the demo can log in. */
export const DEMO_LOGINS: { role: string; email: string; password: string }[] = [
  { role: PEOPLE.customer.role, email: PEOPLE.customer.email, password: PEOPLE.customer.password },
  { role: PEOPLE.designer.role, email: PEOPLE.designer.email, password: PEOPLE.designer.password },
];

export async function demoCompanyExists(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, DEMO_SLUG))
    .limit(1);
  return row !== undefined;
}

export async function seedDemo(ctx: AppContext): Promise<void> {
  const batch = new FileBatch();
  const pictures = drawDemoPictures(batch, new Date());
  await batch.store(ctx);
  await ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ ...COMPANY, colors: COLORS, pdfFooter: PDF_FOOTER, helpVideos: HELP_VIDEOS })
      .returning({ id: companies.id });
    if (!company) throw new Error("The demo company was not created");
    await tx.insert(companyHosts).values(HOSTS.map((h) => ({ ...h, companyId: company.id })));
    await batch.record(tx, company.id);
    await tx
      .update(companies)
      .set({ logoFile: pictures.logo, favicons: pictures.favicons })
      .where(eq(companies.id, company.id));
    const project = await insertProject(tx, company.id, pictures);
    await insertLegends(tx, company.id, pictures);
    await insertPeople(tx, company.id, project);
  });
}

export async function removeDemo(ctx: AppContext): Promise<void> {
  const [company] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, DEMO_SLUG));
  if (!company) return;
  const keys = (
    await ctx.db.select({ key: files.key }).from(files).where(eq(files.companyId, company.id))
  ).map((f) => f.key);
  await ctx.db.transaction(async (tx) => {
    // Confirmations keep their package from being deleted (on purpose), so they go first.
    const ids = (
      await tx.select({ id: packages.id }).from(packages).where(eq(packages.companyId, company.id))
    ).map((p) => p.id);
    if (ids.length > 0) await tx.delete(confirmations).where(inArray(confirmations.packageId, ids));
    await tx.delete(companies).where(eq(companies.id, company.id));
  });
  for (let i = 0; i < keys.length; i += 32) {
    await Promise.all(keys.slice(i, i + 32).map((key) => ctx.storage.remove(key)));
  }
}
