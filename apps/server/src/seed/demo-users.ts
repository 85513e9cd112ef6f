/**
 * The demo's people and what they saved: a verified customer with a dashboard (a company package
 * added, two packages of their own, a confirmed package on a second apartment), who is the buyer
 * of both apartments, and a staff designer.
 */
import { normalizeEmail } from "@home-designer/core";
import { hash } from "@node-rs/argon2";
import type { Db } from "../db/client.ts";
import {
  apartmentBuyers,
  type ConfirmationSnapshot,
  confirmations,
  packages,
  userLayoutPackages,
  userPackageSelections,
  userProviders,
  users,
} from "../db/schema.ts";
import { ROOM_TYPES } from "./demo-catalogue.ts";
import { PEOPLE } from "./demo-company.ts";
import { TEMPLATES } from "./demo-layouts.ts";
import { type Choices, PACKAGES, resolveChoices } from "./demo-packages.ts";
import { layoutKey } from "./demo-pictures.ts";
import type { SeededProject, SeededRoom } from "./demo-project.ts";
import { same } from "./i18n.ts";

const DAY = 24 * 60 * 60 * 1000;

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed is missing ${what}`);
  return value;
}

/** A user package: choices on top of a company package, and per-room changes where they differ. */
type UserPackageSpec = {
  name: string;
  base: string;
  choices: Choices;
  perRoom: Record<string, Choices>;
  origin: "created" | "duplicated";
  daysAgo: number;
};

const USER_PACKAGES: UserPackageSpec[] = [
  {
    name: "Hele kodu, roheline köök",
    base: "nordic",
    choices: {
      "wa-floor": "oak-plank",
      "kt-fronts": "sage-green",
      "kt-faucet": "brass",
      "kt-backsplash": "green-handmade",
      "ba-walls": "warm-beige",
    },
    perRoom: { bedroom: { "br-wardrobe": "oak" }, "bedroom-2": { "br-decor": "botanical" } },
    origin: "created",
    daysAgo: 9,
  },
  {
    name: "Linnaloft, marmorvannituba",
    base: "urban",
    choices: {
      "ba-walls": "marble",
      "ba-floor": "dark-slate",
      "ba-mixers": "brushed-gold",
      "lr-decor": "deep-green",
    },
    perRoom: {},
    origin: "duplicated",
    daysAgo: 4,
  },
];

function groupsOf(roomType: string) {
  return must(
    ROOM_TYPES.find((r) => r.slug === roomType),
    `room type ${roomType}`,
  ).groups;
}

export async function insertPeople(
  db: Db,
  companyId: number,
  project: SeededProject,
): Promise<void> {
  const now = Date.now();
  const people = [PEOPLE.customer, PEOPLE.designer];
  // argon2id; the library's enum is a const enum, which this build's module settings cannot import.
  const ARGON2ID = 2;
  const hashes = await Promise.all(people.map((p) => hash(p.password, { algorithm: ARGON2ID })));
  const userRows = await db
    .insert(users)
    .values(
      people.map((p, i) => ({
        companyId,
        name: p.name,
        email: p.email,
        passwordHash: hashes[i] ?? null,
        emailVerifiedAt: new Date(now - 30 * DAY),
        locale: "et",
        isSubscribed: p.role === "customer",
        role: p.role,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => must(userRows.find((u) => u.email === email)?.id, email);
  const customerId = idOf(PEOPLE.customer.email);
  await db.insert(userProviders).values(
    people.map((p) => ({
      userId: idOf(p.email),
      companyId,
      provider: "main" as const,
      name: p.name,
      email: p.email,
    })),
  );

  // The customer's first apartment: A-1, variant 3A; the confirmed one: A-4.
  const homeLayout = must(
    project.layoutIds.get(layoutKey("A", "1", TEMPLATES.THREE)),
    "layout A-1",
  );
  const confirmedLayout = must(
    project.layoutIds.get(layoutKey("A", "4", TEMPLATES.THREE)),
    "layout A-4",
  );
  const homeRooms = must(project.roomsByLayout.get(homeLayout), "rooms of A-1");
  const sel = (group: string, slug: string) =>
    must(project.selectionIds.get(`${group}/${slug}`), `${group}/${slug}`);

  const ownRows = await db
    .insert(packages)
    .values(
      USER_PACKAGES.map((u, i) => ({
        companyId,
        projectId: project.projectId,
        name: same(u.name),
        userId: customerId,
        apartmentLayoutId: homeLayout,
        basePackageId: must(project.packageIds.get(u.base), u.base),
        priority: 100 + i,
        createdAt: new Date(now - u.daysAgo * DAY),
        updatedAt: new Date(now - u.daysAgo * DAY + 3_600_000),
      })),
    )
    .returning({ id: packages.id, priority: packages.priority });
  const ownIds = USER_PACKAGES.map((_, i) =>
    must(ownRows.find((r) => r.priority === 100 + i)?.id, "user package"),
  );

  await db.insert(userPackageSelections).values(
    USER_PACKAGES.flatMap((u, i) => {
      const base = must(
        PACKAGES.find((p) => p.key === u.base),
        u.base,
      );
      const packageId = must(ownIds[i], "user package");
      return homeRooms.flatMap((room: SeededRoom) => {
        const choices = resolveChoices({
          ...base.choices,
          ...u.choices,
          ...(u.perRoom[room.slug] ?? {}),
        });
        return groupsOf(room.roomType).map((g) => ({
          packageId,
          roomId: room.id,
          selectionGroupId: must(project.groupIds.get(g.key), g.key),
          selectionId: sel(g.key, must(choices[g.key], g.key)),
        }));
      });
    }),
  );

  const nordic = must(project.packageIds.get("nordic"), "nordic");
  const natural = must(project.packageIds.get("natural"), "natural");
  await db.insert(userLayoutPackages).values([
    {
      userId: customerId,
      apartmentLayoutId: homeLayout,
      packageId: nordic,
      origin: "added",
      createdAt: new Date(now - 12 * DAY),
    },
    ...USER_PACKAGES.map((u, i) => ({
      userId: customerId,
      apartmentLayoutId: homeLayout,
      packageId: must(ownIds[i], "user package"),
      origin: u.origin,
      createdAt: new Date(now - u.daysAgo * DAY),
    })),
    {
      userId: customerId,
      apartmentLayoutId: confirmedLayout,
      packageId: natural,
      origin: "added",
      createdAt: new Date(now - 20 * DAY),
    },
  ]);

  // The customer bought both apartments the demo shows as theirs, so they may confirm them.
  await db.insert(apartmentBuyers).values(
    ["A-1", "A-4"].map((key) => ({
      apartmentId: must(project.apartmentIds.get(key), `apartment ${key}`),
      email: normalizeEmail(PEOPLE.customer.email),
    })),
  );

  await db.insert(confirmations).values({
    apartmentLayoutId: confirmedLayout,
    packageId: natural,
    userId: customerId,
    confirmedAt: new Date(now - 3 * DAY),
    snapshot: snapshotOf(
      project,
      must(project.roomsByLayout.get(confirmedLayout), "rooms of A-4"),
      "natural",
    ),
  });
}

/**
 * What a confirmation keeps: every room's choices with titles and prices as they were, as the
 * summary lists them (hidden groups follow other choices and are neither listed nor counted).
 */
export function snapshotOf(
  project: SeededProject,
  layoutRooms: SeededRoom[],
  packageKey: string,
): ConfirmationSnapshot {
  const pkg = must(
    PACKAGES.find((p) => p.key === packageKey),
    packageKey,
  );
  const choices = resolveChoices(pkg.choices);
  let totalCents = 0;
  const snapshotRooms = layoutRooms.map((room) => {
    const roomType = must(
      ROOM_TYPES.find((r) => r.slug === room.roomType),
      room.roomType,
    );
    return {
      id: room.id,
      label: roomType.label,
      numbers: room.numbers,
      choices: roomType.groups
        .filter((g) => !g.hidden)
        .map((g) => {
          const slug = must(choices[g.key], g.key);
          const option = must(
            g.options.find((o) => o.slug === slug),
            slug,
          );
          const priceCents = Math.round(option.price * 100);
          totalCents += priceCents;
          return {
            groupId: must(project.groupIds.get(g.key), g.key),
            groupTitle: g.title,
            selectionId: must(project.selectionIds.get(`${g.key}/${slug}`), slug),
            title: option.title,
            materialCode: `KK-${g.key}-${slug}`.toUpperCase(),
            priceCents,
            isSpecial: false,
          };
        }),
    };
  });
  return { locale: "et", vat: 24, totalCents, rooms: snapshotRooms };
}
