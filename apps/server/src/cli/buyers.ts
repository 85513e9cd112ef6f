import { parseArgs } from "node:util";
import { buyersBodySchema } from "@home-designer/core";
import { eq } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { createContext } from "../context-factory.ts";
import { apartments, buildings, companies, projects } from "../db/schema.ts";
import { listBuyers, setBuyers } from "../modules/apartments/buyers-service.ts";

/**
 * `npm run buyers -- list <apartment-id>` and `npm run buyers -- set <apartment-id> [e-mail…]`:
 * who bought an apartment (the same as the staff's `PUT /api/apartments/{id}/buyers`). `set`
 * replaces the list; with no addresses it clears it. Only a listed buyer (or staff acting for
 * one) may confirm the apartment's layouts.
 */
const usage = "Usage: npm run buyers -- <list|set> <apartment-id> [e-mail…]";
const { positionals } = parseArgs({ allowPositionals: true });
const [command, idText, ...emails] = positionals;
const apartmentId = Number(idText);
if (
  !["list", "set"].includes(command ?? "") ||
  !Number.isSafeInteger(apartmentId) ||
  apartmentId < 1
) {
  console.error(usage);
  process.exit(2);
}
const parsed = buyersBodySchema.safeParse({ emails: command === "set" ? emails : [] });
if (!parsed.success) {
  const bad = parsed.error.issues.map(
    (i) => `${emails[Number(i.path[1])] ?? i.path.join(".")}: ${i.message}`,
  );
  console.error(`Not saved:\n  ${bad.join("\n  ")}`);
  process.exit(2);
}

const { ctx, database } = await createContext({ ...loadConfig(), seedDemo: false });
try {
  const [apartment] = await ctx.db
    .select({
      number: apartments.number,
      building: buildings.buildingNumber,
      project: projects.name,
      company: companies.slug,
    })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(apartments.id, apartmentId))
    .limit(1);
  if (!apartment) {
    console.error(`No apartment has the id ${apartmentId}.`);
    process.exitCode = 1;
  } else {
    const buyers =
      command === "set"
        ? await setBuyers(ctx, apartmentId, parsed.data.emails, null)
        : await listBuyers(ctx, apartmentId);
    const where = `${apartment.company}: ${apartment.project}, ${apartment.building}-${apartment.number}`;
    console.log(`${where}: ${buyers.length > 0 ? buyers.join(", ") : "no buyers"}.`);
  }
} finally {
  await database.close();
}
