/**
 * The code that drew the demo company: a developer with one project in Tallinn, its catalogue,
 * packages, plans and pictures, its staff designer and the buyers of two apartments. It is not
 * the server's: `npm run demo-company` (scripts/demo-company.ts) runs `seedDemo` on a temporary
 * database and exports the result to the demo's company folder, apps/server/demo-company, which
 * the server imports on its first start (docs/decisions/020-demo-company-folder.md).
 *
 * `seedDemo` draws every picture first, stores the files, then writes all rows in one transaction.
 */
import { normalizeEmail } from "@home-designer/core";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../apps/server/src/context.ts";
import {
  apartmentBuyers,
  companies,
  companyHosts,
  users,
} from "../../apps/server/src/db/schema.ts";
import { CONFIRMED_HOME, HOME, PEOPLE } from "../../apps/server/src/demo/demo-people.ts";
import { COLORS, COMPANY, HELP_VIDEOS, HOSTS, PDF_FOOTER } from "./demo-company.ts";
import { FileBatch } from "./demo-files.ts";
import { drawDemoPictures } from "./demo-pictures.ts";
import { insertLegends, insertProject } from "./demo-project.ts";
import { TERMS } from "./demo-terms.ts";

/**
 * The date on the plans' title blocks. A fixed one, so that drawing the demo again gives the same
 * files (the folder's test compares them).
 */
export const PLANS_DATE = new Date(Date.UTC(2025, 5, 2));

export async function seedDemo(ctx: AppContext): Promise<void> {
  const batch = new FileBatch();
  const pictures = drawDemoPictures(batch, PLANS_DATE);
  await batch.store(ctx);
  await ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        ...COMPANY,
        colors: COLORS,
        pdfFooter: PDF_FOOTER,
        terms: TERMS,
        helpVideos: HELP_VIDEOS,
      })
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
    // The staff designer and admin, without passwords: the format has none (the server adds them).
    await tx.insert(users).values(
      [PEOPLE.designer, PEOPLE.admin].map((person) => ({
        companyId: company.id,
        name: person.name,
        email: person.email,
        locale: "et",
        role: person.role,
      })),
    );
    // The demo customer bought both apartments the demo shows as theirs, so they may confirm them.
    await tx.insert(apartmentBuyers).values(
      [HOME, CONFIRMED_HOME].map((at) => {
        const key = `${at.building}-${at.apartment}`;
        const apartmentId = project.apartmentIds.get(key);
        if (apartmentId === undefined) throw new Error(`Seed is missing apartment ${key}`);
        return { apartmentId, email: normalizeEmail(PEOPLE.customer.email) };
      }),
    );
  });
}
