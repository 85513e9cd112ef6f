import type { Readable } from "node:stream";
import {
  normalizeEmail,
  PERSONAL_DATA_FILE,
  PERSONAL_DATA_FORMAT,
  PERSONAL_DATA_SCHEMA_FILE,
  PERSONAL_DATA_VERSION,
  type PersonalData,
  personalDataSchema,
} from "@home-designer/core";
import { and, asc, eq, gt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { AuthUser } from "../../auth/current-user.ts";
import * as throttle from "../../auth/throttle.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import {
  apartmentBuyers,
  apartmentLayouts,
  apartments,
  authTokens,
  buildings,
  changeRequestFiles,
  changeRequests,
  companies,
  confirmations,
  files,
  materials,
  packages,
  passwordResets,
  projects,
  rooms,
  roomTypes,
  selectionFiles,
  selectionGroups,
  selections,
  userLayoutPackages,
  userPackageSelections,
  userProviders,
  users,
} from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { type ZipEntry, zipStream } from "../../lib/zip-stream.ts";
import { tooMany } from "./accounts-service.ts";

/**
 * A person's download of the data the company holds about them (GDPR article 20), as one .zip:
 * `personal-data.json` (core's `personalDataSchema`, its JSON Schema beside it) and the files of
 * the special solutions in their packages. What is included and why: docs/decisions/033.
 * It is the caller's own, always: no one, staff included, downloads another person's.
 */

/** Heavy (every file of the person's special solutions is read): a few an hour per account. */
export const EXPORTS_PER_ACCOUNT: throttle.Window = { limit: 3, seconds: 60 * 60 };

/** A special solution's file in the export: its bytes are read from the storage as the zip is written. */
type ExportedFile = { key: string; path: string };

export type PersonalDataExport = {
  data: PersonalData;
  files: ExportedFile[];
  fileName: string;
};

/** The person's data, read in one consistent view of the database. */
export async function personalDataExport(
  ctx: AppContext,
  caller: AuthUser,
): Promise<PersonalDataExport> {
  const limited = await throttle.hit(ctx.db, `personal-data:${caller.id}`, EXPORTS_PER_ACCOUNT);
  if (limited.exceeded) throw tooMany(limited.retryAfter, "tooManyRequests");
  const now = new Date();
  const read = await ctx.db.transaction((tx) => readPersonalData(tx, caller.id, now), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
  // The caller's login was found a moment ago; an account deleted meanwhile has nothing to give.
  if (!read) throw notFound(localized("accountNotFound"));
  return { ...read, fileName: `personal-data-${now.toISOString().slice(0, 10)}.zip` };
}

/** The .zip of an export, written as it is downloaded: the files first, then the JSON. */
export function personalDataZip(
  ctx: AppContext,
  log: FastifyBaseLogger,
  exported: PersonalDataExport,
): Readable {
  async function* entries(): AsyncGenerator<ZipEntry> {
    const written = new Set<string>();
    const unreadable = new Set<string>();
    for (const file of exported.files) {
      // Copies of a special solution (a duplicated package) share their files: each goes in once.
      if (written.has(file.path) || unreadable.has(file.path)) continue;
      let bytes: Buffer;
      try {
        bytes = await ctx.storage.read(file.key);
      } catch (error) {
        // The JSON says which file is missing rather than the whole download failing.
        log.warn({ err: error, key: file.key }, "a file of a personal data export is unreadable");
        unreadable.add(file.path);
        continue;
      }
      written.add(file.path);
      // Uploads are drawings and pictures, compressed already.
      yield { path: file.path, bytes, deflate: false };
    }
    const data: PersonalData = {
      ...exported.data,
      packages: exported.data.packages.map((pkg) => ({
        ...pkg,
        special_solutions: pkg.special_solutions.map((special) => ({
          ...special,
          files: special.files.map((f) => ({
            ...f,
            path: f.path !== null && written.has(f.path) ? f.path : null,
          })),
        })),
      })),
    };
    yield { path: PERSONAL_DATA_FILE, bytes: json(data), deflate: true };
    yield { path: PERSONAL_DATA_SCHEMA_FILE, bytes: json(SCHEMA), deflate: true };
  }
  return zipStream(entries());
}

/** The JSON Schema of the export, from core's schema, for readers that check what they read. */
const SCHEMA = z.toJSONSchema(personalDataSchema, { target: "draft-2020-12" });

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Where a stored file goes in the .zip: `files/` and the last part of its key, a random name
 * (uploads/{company}/{month}/{uuid}.{ext}) that no other file has.
 */
const zipPath = (key: string) => `files/${key.split("/").pop() ?? key}`;

const iso = (date: Date) => date.toISOString();

async function readPersonalData(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ data: PersonalData; files: ExportedFile[] } | null> {
  const [account] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) return null;
  const { user } = account;
  const base = alias(packages, "base_package");
  const place = {
    layout_id: apartmentLayouts.id,
    layout_name: apartmentLayouts.name,
    apartment_id: apartments.id,
    apartment_number: apartments.number,
    building_number: buildings.buildingNumber,
    project_id: projects.id,
    project_name: projects.name,
  };
  const own = eq(packages.userId, userId);

  const [
    providers,
    sessions,
    resets,
    listings,
    ownPackages,
    choices,
    specials,
    specialFiles,
    dashboard,
    confirmed,
    asked,
    requestFiles,
  ] = await Promise.all([
    db
      .select()
      .from(userProviders)
      .where(eq(userProviders.userId, userId))
      .orderBy(asc(userProviders.id)),
    db
      .select({
        createdAt: authTokens.createdAt,
        lastUsedAt: authTokens.lastUsedAt,
        expiresAt: authTokens.expiresAt,
      })
      .from(authTokens)
      .where(and(eq(authTokens.userId, userId), gt(authTokens.expiresAt, now)))
      .orderBy(asc(authTokens.id)),
    db
      .select({
        createdAt: passwordResets.createdAt,
        expiresAt: passwordResets.expiresAt,
        usedAt: passwordResets.usedAt,
      })
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
      .orderBy(asc(passwordResets.id)),
    // Buyers are listed by address: only an address the person has confirmed is theirs to ask
    // about (anyone may sign up with someone else's address, unconfirmed).
    user.emailVerifiedAt
      ? db
          .select({
            apartmentId: apartments.id,
            apartmentNumber: apartments.number,
            buildingNumber: buildings.buildingNumber,
            projectId: projects.id,
            projectName: projects.name,
            listedAt: apartmentBuyers.createdAt,
          })
          .from(apartmentBuyers)
          .innerJoin(apartments, eq(apartments.id, apartmentBuyers.apartmentId))
          .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
          .innerJoin(projects, eq(projects.id, buildings.projectId))
          .where(
            and(
              eq(apartmentBuyers.email, normalizeEmail(user.email)),
              eq(projects.companyId, user.companyId),
            ),
          )
          .orderBy(asc(apartments.id))
      : Promise.resolve([]),
    db
      .select({
        id: packages.id,
        name: packages.name,
        description: packages.description,
        createdAt: packages.createdAt,
        updatedAt: packages.updatedAt,
        baseId: base.id,
        baseName: base.name,
        place,
      })
      .from(packages)
      .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, packages.apartmentLayoutId))
      .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .innerJoin(projects, eq(projects.id, buildings.projectId))
      .leftJoin(base, eq(base.id, packages.basePackageId))
      .where(own)
      .orderBy(asc(packages.id)),
    db
      .select({
        packageId: userPackageSelections.packageId,
        roomId: rooms.id,
        roomRenamed: rooms.renamed,
        roomLabel: rooms.label,
        roomTypeLabel: roomTypes.label,
        groupId: selectionGroups.id,
        group: selectionGroups.title,
        optionId: selections.id,
        option: selections.title,
        specialLabel: selections.label,
        materialCode: materials.code,
        isSpecial: selections.isSpecial,
      })
      .from(userPackageSelections)
      .innerJoin(packages, eq(packages.id, userPackageSelections.packageId))
      .innerJoin(rooms, eq(rooms.id, userPackageSelections.roomId))
      .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
      .innerJoin(selectionGroups, eq(selectionGroups.id, userPackageSelections.selectionGroupId))
      .innerJoin(selections, eq(selections.id, userPackageSelections.selectionId))
      .leftJoin(materials, eq(materials.id, selections.materialId))
      .where(own)
      .orderBy(asc(userPackageSelections.packageId), asc(rooms.id), asc(selectionGroups.id)),
    db
      .select({
        id: selections.id,
        packageId: packages.id,
        roomId: rooms.id,
        groupId: selections.selectionGroupId,
        label: selections.label,
        description: selections.description,
        unitPriceCents: selections.unitPriceCents,
        installPriceCents: selections.installPriceCents,
        createdAt: selections.createdAt,
      })
      .from(selections)
      .innerJoin(packages, eq(packages.id, selections.packageId))
      .innerJoin(rooms, eq(rooms.id, selections.roomId))
      .where(and(own, eq(selections.isSpecial, true)))
      .orderBy(asc(selections.id)),
    db
      .select({
        selectionId: selectionFiles.selectionId,
        key: files.key,
        name: files.originalName,
        contentType: files.contentType,
        sizeBytes: files.sizeBytes,
        uploadedAt: files.createdAt,
      })
      .from(selectionFiles)
      .innerJoin(files, eq(files.key, selectionFiles.file))
      .innerJoin(selections, eq(selections.id, selectionFiles.selectionId))
      .innerJoin(packages, eq(packages.id, selections.packageId))
      .where(own)
      .orderBy(
        asc(selectionFiles.selectionId),
        asc(selectionFiles.position),
        asc(selectionFiles.id),
      ),
    db
      .select({
        layoutId: userLayoutPackages.apartmentLayoutId,
        packageId: userLayoutPackages.packageId,
        packageName: packages.name,
        origin: userLayoutPackages.origin,
        addedAt: userLayoutPackages.createdAt,
      })
      .from(userLayoutPackages)
      .innerJoin(packages, eq(packages.id, userLayoutPackages.packageId))
      .where(eq(userLayoutPackages.userId, userId))
      .orderBy(asc(userLayoutPackages.id)),
    db
      .select({
        id: confirmations.id,
        packageId: confirmations.packageId,
        confirmedAt: confirmations.confirmedAt,
        confirmedBy: confirmations.confirmedBy,
        snapshot: confirmations.snapshot,
        signerName: confirmations.signerName,
        signerSubject: confirmations.signerSubject,
        signerIssuer: confirmations.signerIssuer,
        signedAt: confirmations.signedAt,
        place,
      })
      .from(confirmations)
      .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, confirmations.apartmentLayoutId))
      .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .innerJoin(projects, eq(projects.id, buildings.projectId))
      .where(eq(confirmations.userId, userId))
      .orderBy(asc(confirmations.id)),
    db
      .select({ request: changeRequests, place })
      .from(changeRequests)
      .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, changeRequests.apartmentLayoutId))
      .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .innerJoin(projects, eq(projects.id, buildings.projectId))
      .where(eq(changeRequests.userId, userId))
      .orderBy(asc(changeRequests.id)),
    db
      .select({
        requestId: changeRequestFiles.changeRequestId,
        key: files.key,
        name: files.originalName,
        contentType: files.contentType,
        sizeBytes: files.sizeBytes,
        uploadedAt: files.createdAt,
      })
      .from(changeRequestFiles)
      .innerJoin(files, eq(files.key, changeRequestFiles.file))
      .innerJoin(changeRequests, eq(changeRequests.id, changeRequestFiles.changeRequestId))
      .where(eq(changeRequests.userId, userId))
      .orderBy(asc(changeRequestFiles.position), asc(changeRequestFiles.id)),
  ]);

  const exportedFiles = [...specialFiles, ...requestFiles].map((f) => ({
    key: f.key,
    path: zipPath(f.key),
  }));
  const fileOf = (f: {
    key: string;
    name: string | null;
    contentType: string;
    sizeBytes: number;
    uploadedAt: Date;
  }) => ({
    name: f.name ?? f.key.split("/").pop() ?? f.key,
    content_type: f.contentType,
    size_bytes: f.sizeBytes,
    uploaded_at: iso(f.uploadedAt),
    path: zipPath(f.key),
  });
  const data: PersonalData = {
    format: PERSONAL_DATA_FORMAT,
    version: PERSONAL_DATA_VERSION,
    exported_at: iso(now),
    company: { id: user.companyId, name: account.companyName },
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified_at: user.emailVerifiedAt ? iso(user.emailVerifiedAt) : null,
      locale: user.locale,
      is_subscribed: user.isSubscribed,
      role: user.role,
      has_password: user.passwordHash !== null,
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
    },
    login_methods: providers.map((p) => ({
      provider: p.provider,
      subject: p.subject,
      name: p.name,
      email: p.email,
      connected_at: iso(p.createdAt),
    })),
    sessions: sessions.map((s) => ({
      started_at: iso(s.createdAt),
      last_used_at: iso(s.lastUsedAt),
      expires_at: iso(s.expiresAt),
    })),
    password_resets: resets.map((r) => ({
      requested_at: iso(r.createdAt),
      expires_at: iso(r.expiresAt),
      used_at: r.usedAt ? iso(r.usedAt) : null,
    })),
    apartments_as_buyer: listings.map((l) => ({
      apartment_id: l.apartmentId,
      apartment_number: l.apartmentNumber,
      building_number: l.buildingNumber,
      project_id: l.projectId,
      project_name: l.projectName,
      listed_at: iso(l.listedAt),
    })),
    packages: ownPackages.map((pkg) => ({
      id: pkg.id,
      name: pkg.name,
      description: pkg.description,
      place: pkg.place,
      based_on:
        pkg.baseId !== null && pkg.baseName !== null
          ? { id: pkg.baseId, name: pkg.baseName }
          : null,
      created_at: iso(pkg.createdAt),
      updated_at: iso(pkg.updatedAt),
      choices: choices
        .filter((c) => c.packageId === pkg.id)
        .map((c) => ({
          room_id: c.roomId,
          room: c.roomRenamed ?? c.roomLabel ?? c.roomTypeLabel,
          group_id: c.groupId,
          group: c.group,
          option_id: c.optionId,
          // A special solution is named by its label; its title is the group's placeholder.
          option: c.isSpecial ? c.specialLabel : c.option,
          material_code: c.materialCode,
          is_special: c.isSpecial,
        })),
      special_solutions: specials
        .filter((s) => s.packageId === pkg.id)
        .map((s) => ({
          id: s.id,
          room_id: s.roomId,
          group_id: s.groupId,
          label: s.label,
          description: s.description,
          unit_price_cents: s.unitPriceCents,
          install_price_cents: s.installPriceCents,
          created_at: iso(s.createdAt),
          files: specialFiles.filter((f) => f.selectionId === s.id).map(fileOf),
        })),
    })),
    dashboard: dashboard.map((d) => ({
      layout_id: d.layoutId,
      package_id: d.packageId,
      package_name: d.packageName,
      origin: d.origin,
      added_at: iso(d.addedAt),
    })),
    confirmations: confirmed.map((c) => ({
      id: c.id,
      package_id: c.packageId,
      place: c.place,
      confirmed_at: iso(c.confirmedAt),
      confirmed_by_staff: c.confirmedBy !== null && c.confirmedBy !== userId,
      signature:
        c.signerName !== null && c.signedAt !== null
          ? {
              name: c.signerName,
              subject: c.signerSubject ?? "",
              issuer: c.signerIssuer ?? "",
              signed_at: iso(c.signedAt),
            }
          : null,
      snapshot: c.snapshot,
    })),
    change_requests: asked.map(({ request: r, place }) => ({
      id: r.id,
      place,
      version: r.version,
      message: r.message,
      created_at: iso(r.createdAt),
      status: r.status,
      answer: r.answer,
      answered_at: r.answeredAt ? iso(r.answeredAt) : null,
      files: requestFiles.filter((f) => f.requestId === r.id).map(fileOf),
    })),
  };
  return { data, files: exportedFiles };
}
