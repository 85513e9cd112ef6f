/**
 * Writing the audit trail (docs/decisions/047-audit-trail.md): each change calls one of these in
 * its own transaction, so an event is kept exactly when its change is. The place (company,
 * project, apartment) is read from the layout or apartment by the insert itself: one statement, no
 * round trip more.
 */
import type { AuditDetails } from "@home-designer/core";
import { sql } from "drizzle-orm";
import type { Acting } from "../../auth/current-user.ts";
import type { Db } from "../../db/client.ts";
import { auditEvents } from "../../db/schema.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Writer = Db | Tx;

/** Who did it: an account, and the customer it acted for; `null` for the server itself. */
export type AuditActor = { by: number; for: number | null } | null;

/** The actor of a call made by `caller` for `user` (themselves, or a customer staff act for). */
export const actorOf = ({ caller, user }: Acting): AuditActor => ({
  by: caller.id,
  for: user.id === caller.id ? null : user.id,
});

/** An account acting for no one. */
export const byAccount = (id: number | null | undefined): AuditActor =>
  id === null || id === undefined ? null : { by: id, for: null };

const actorValues = (actor: AuditActor) =>
  sql`${actor?.by ?? null}::int, ${actor?.for ?? null}::int`;

/** An event about one layout (a design, a confirmation, a reopening, a change request). */
export async function recordLayoutEvent(
  db: Writer,
  layoutId: number,
  actor: AuditActor,
  details: AuditDetails,
): Promise<void> {
  await db.execute(sql`
    insert into ${auditEvents} (company_id, project_id, apartment_id, apartment_layout_id, by_user_id, for_user_id, details)
    select p.company_id, p.id, a.id, l.id, ${actorValues(actor)}, ${JSON.stringify(details)}::jsonb
    from apartment_layouts l
    join apartments a on a.id = l.apartment_id
    join buildings b on b.id = a.building_id
    join projects p on p.id = b.project_id
    where l.id = ${layoutId}`);
}

/** An event about one apartment as a whole (its buyers). */
export async function recordApartmentEvent(
  db: Writer,
  apartmentId: number,
  actor: AuditActor,
  details: AuditDetails,
): Promise<void> {
  await db.execute(sql`
    insert into ${auditEvents} (company_id, project_id, apartment_id, by_user_id, for_user_id, details)
    select p.company_id, p.id, a.id, ${actorValues(actor)}, ${JSON.stringify(details)}::jsonb
    from apartments a
    join buildings b on b.id = a.building_id
    join projects p on p.id = b.project_id
    where a.id = ${apartmentId}`);
}

/** An event about a project as a whole (an import, its deadlines). */
export async function recordProjectEvent(
  db: Writer,
  projectId: number,
  actor: AuditActor,
  details: AuditDetails,
): Promise<void> {
  await db.execute(sql`
    insert into ${auditEvents} (company_id, project_id, by_user_id, for_user_id, details)
    select p.company_id, p.id, ${actorValues(actor)}, ${JSON.stringify(details)}::jsonb
    from projects p
    where p.id = ${projectId}`);
}

type WithPackage = Extract<AuditDetails, { package: unknown }>;
/** The details of an event about a package, but for the package's name, which the insert reads. */
export type PackageDetails = WithPackage extends infer D
  ? D extends WithPackage
    ? Omit<D, "package">
    : never
  : never;

/** An event about one of a person's own packages (a special solution in it): its layout's. */
export async function recordPackageEvent(
  db: Writer,
  packageId: number,
  actor: AuditActor,
  details: PackageDetails,
): Promise<void> {
  await db.execute(sql`
    insert into ${auditEvents} (company_id, project_id, apartment_id, apartment_layout_id, by_user_id, for_user_id, details)
    select p.company_id, p.id, a.id, l.id, ${actorValues(actor)},
      jsonb_build_object('package', pk.name) || ${JSON.stringify(details)}::jsonb
    from packages pk
    join apartment_layouts l on l.id = pk.apartment_layout_id
    join apartments a on a.id = l.apartment_id
    join buildings b on b.id = a.building_id
    join projects p on p.id = b.project_id
    where pk.id = ${packageId}`);
}
