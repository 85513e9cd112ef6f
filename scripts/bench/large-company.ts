/**
 * Companies larger than the demo for the bench's parts: core's `largeCompany` (German only, 12-room
 * layouts, 400 materials) as it is or grown, written as a folder a command or an import reads.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CompanyFile } from "@home-designer/core";
import { largeCompany } from "@home-designer/core/test-company";

export type CompanyFolder = { company: CompanyFile; files: string[] };

const svg = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${name}</title></svg>`;

/**
 * `largeCompany` grown to `materials` materials and, when `perBuilding` is given, to 40 buildings
 * of that many apartments (a buyer each); without it, its own 30 apartments.
 */
export function grownCompany(materials: number, perBuilding?: number): CompanyFolder {
  const { company, files } = largeCompany();
  const template = company.materials?.[0];
  company.materials = Array.from({ length: materials }, (_, i) => ({
    ...template,
    code: `M-${i}`,
    desc_short: { de: `Werkstoff Eichenholz-Dielenboden Nr. ${i}` },
    price: `${i % 1000}.90`,
  }));
  const [project] = company.projects;
  const building = project?.buildings[0];
  const apartment = building?.apartments[0];
  if (perBuilding !== undefined && project && building && apartment)
    project.buildings = Array.from({ length: 40 }, (_, b) => ({
      ...building,
      code: `haus-${b}`,
      number: `Haus ${b + 1}`,
      apartments: Array.from({ length: perBuilding }, (_, a) => ({
        ...apartment,
        code: `${a}`,
        number: `${a + 1}`,
        buyers: [`kaeufer-${b}-${a}@example.com`],
      })),
    }));
  return { company, files };
}

/** The company as a folder in `dir`: company.json and a small SVG for every file it names. */
export async function writeBenchFolder(dir: string, { company, files }: CompanyFolder) {
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), svg(file));
  }
  await writeFile(path.join(dir, "company.json"), JSON.stringify(company, null, 2));
}
