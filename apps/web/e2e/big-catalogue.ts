/// <reference types="node" />
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { CompanyFile } from "@home-designer/core";
import { SMALL_COMPANY_FILES, smallCompany } from "@home-designer/core/test-company";
import { inject } from "vitest";
import { repoRoot, type ServerOptions } from "./server.ts";

const run = promisify(execFile);

/** The catalogue company's host: German only, as a German developer's site is. */
export const BIG_CATALOGUE_HOST = "katalog.grossbau.localhost";

/**
 * Its categories in the company's row order, which is neither alphabetical nor by length: the
 * catalogue lists them as the company does. Long German names, as such companies write them.
 */
export const BIG_CATEGORIES = [
  "Wandfliesen und Bodenfliesen für Badezimmer und Gäste-WC",
  "Parkett und Bodenbeläge",
  "Innentüren, Zargen und Türbeschläge",
  "Armaturen",
  "Sanitärkeramik und Badezimmermöbel",
  "Elektroinstallation und Schalterprogramme",
  "Heizkörper und Fußbodenheizungsregelung",
  "Fensterbänke",
  "Malerarbeiten und Wandbeschichtungen",
  "Küchenarbeitsplatten",
  "Einbauschränke",
  "Beleuchtung",
] as const;

/** Materials in all: thousands, as the audit's second company has. */
export const BIG_MATERIAL_COUNT = 3000;

/** A German compound of 62 letters, with no place to break but inside the word. */
const COMPOUND = "Eichenholzlandhausdielenparkettfußbodenoberflächenversiegelung";

/**
 * Material `i`: its code, its name (the compound and its number, so the names differ), and a unit
 * price on every other one; those without have none at all, which the catalogue must not show as
 * 0,00 €. Materials follow each other by category in the company's rows, not by code.
 */
export function bigMaterial(i: number): { code: string; name: string; unitPrice?: string } {
  return {
    // Codes descend, so an order by code or by the database's ids is not the company's.
    code: `K-${String(BIG_MATERIAL_COUNT - i).padStart(4, "0")}`,
    name: `${COMPOUND} ${i}`,
    ...(i % 2 === 0 ? { unitPrice: `${12 + (i % 40)}.90` } : {}),
  };
}

/** The category of material `i`: the materials fill the categories in turn, 250 each. */
const bigCategoryOf = (i: number) => Math.floor(i / (BIG_MATERIAL_COUNT / BIG_CATEGORIES.length));

function bigCompany(): CompanyFile {
  const small = smallCompany();
  return {
    ...small,
    code: "grossbau",
    name: "Großbau Wohnen GmbH",
    hosts: [{ host: BIG_CATALOGUE_HOST, languages: ["de"] }],
    staff: [{ email: "planer@grossbau.example", name: "Planer", role: "designer" }],
    material_categories: [
      ...BIG_CATEGORIES.map((name, c) => ({ code: `c-${c}`, name: { de: name } })),
      // The small company's own, for the two materials its options name; listed last.
      ...(small.material_categories ?? []),
    ],
    materials: [
      ...Array.from({ length: BIG_MATERIAL_COUNT }, (_, i) => {
        const m = bigMaterial(i);
        return {
          code: m.code,
          category: `c-${bigCategoryOf(i)}`,
          desc_short: { de: m.name },
          desc_long: { de: `${m.name}: Beschreibung ohne estnischen oder englischen Text.` },
          ...(m.unitPrice ? { unit_price: m.unitPrice, unit: { de: "m²" } } : {}),
        };
      }),
      ...(small.materials ?? []),
    ],
  };
}

/**
 * A data folder holding the seeded demo and, next to it, a company of thousands of materials in
 * twelve categories (`bigCompany`), imported by the command line as a company brings its data;
 * the answer is the options the test's server starts with, and `onStop` removes the folders.
 */
export async function bigCatalogue(
  onStop: (stop: () => Promise<void>) => void,
): Promise<ServerOptions> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-catalogue-"));
  const folder = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-catalogue-folder-"));
  onStop(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(folder, { recursive: true, force: true });
  });
  await cp(inject("seededDataDir"), dataDir, { recursive: true });
  for (const file of SMALL_COMPANY_FILES) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  await writeFile(path.join(folder, "company.json"), JSON.stringify(bigCompany()));
  await run(
    process.execPath,
    [path.join(repoRoot, "apps/server/dist/cli.js"), "company", "import", folder],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" } },
  );
  return { env: { DATA_DIR: dataDir } };
}
