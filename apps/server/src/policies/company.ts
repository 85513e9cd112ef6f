import type { Role } from "../db/schema.ts";

/**
 * A company's own definition (its folder: brand, catalogue, projects, staff) is run by its
 * admins, and by nobody else: not its designers, who act for buyers, nor anyone of another company.
 * So are its mails that failed every attempt (seen with their recipients, and sent again).
 */
export function mayAdministerCompany(
  caller: { companyId: number; role: Role },
  companyId: number,
): boolean {
  return caller.role === "admin" && caller.companyId === companyId;
}

/**
 * The back office (docs/decisions/037) is read by the company's staff: its designers see where
 * buyers stand and the company's definition, which only its admins change.
 */
export function mayReadBackOffice(
  caller: { companyId: number; role: Role },
  companyId: number,
): boolean {
  return caller.role !== "customer" && caller.companyId === companyId;
}

/**
 * The company's staff are invited by its admins; its buyers by any of its staff, who bind them to
 * apartments (docs/decisions/050, and `mayReadBackOffice` above).
 */
export function mayInviteStaff(caller: { companyId: number; role: Role }, companyId: number) {
  return mayAdministerCompany(caller, companyId);
}

/** Why an admin may not import a folder, by the place in company.json it concerns. */
export type FolderRefusal =
  | { pointer: "/code"; reason: "otherCompany" }
  | { pointer: "/hosts"; reason: "hostsFixed" };

/**
 * What an admin's folder may not change, though the command line may:
 * - its `code`, which names the company an import writes: only the admin's own, so that no
 *   admin can write over another company;
 * - the set of its hosts, which decides whose site a request is (decision 003): an admin who could
 *   add hosts could claim a name another company will need, or take away their own site.
 *   Hosts are set up with the operator, who points them at the server (docs/deployment.md); their
 *   languages are the company's to change.
 */
export function adminFolderRefusals(
  folder: { code: string; hosts: readonly string[] },
  own: { code: string; hosts: readonly string[] },
): FolderRefusal[] {
  const refusals: FolderRefusal[] = [];
  if (folder.code !== own.code) refusals.push({ pointer: "/code", reason: "otherCompany" });
  const hosts = new Set(folder.hosts);
  if (hosts.size !== own.hosts.length || own.hosts.some((host) => !hosts.has(host)))
    refusals.push({ pointer: "/hosts", reason: "hostsFixed" });
  return refusals;
}
