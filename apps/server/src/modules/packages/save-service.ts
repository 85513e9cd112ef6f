import type { RouteBody } from "@home-designer/core";
import { distinctPackageName, sameChoices } from "@home-designer/core";
import { eq } from "drizzle-orm";
import type { Acting } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { packages, userLayoutPackages } from "../../db/schema.ts";
import { conflict, unprocessable } from "../../http/errors.ts";
import { localized, verbatim } from "../../i18n/messages.ts";
import { isStaff } from "../../policies/acting.ts";
import { actorOf, recordLayoutEvent } from "../audit/audit-log.ts";
import { amendConfirmation } from "./confirm-service.ts";
import { refuseClosedChange } from "./deadline-guard.ts";
import {
  abilitiesOn,
  companyLayout,
  lockForChange,
  namesOnLayout,
  type PackageRow,
  sameInEveryLanguage,
  visiblePackage,
} from "./package-access.ts";
import { carriedChoices, packageDesignFor, writeChoices } from "./package-choices.ts";
import { type Viewer, viewerOn } from "./packages-service.ts";
import { refuseOutsideReopened } from "./reopen-service.ts";

/**
 * `POST packages`. With selections it saves choices: into the person's own unconfirmed package
 * ("Save"), or as a new package of theirs named `name` ("Save as": from a company package, the
 * custom combination, or a confirmed package), numbered when a package on the layout has the name. Without selections it adds the layout to their
 * dashboard with the company package named (the project's default when adding a layout).
 */
export async function savePackage(
  ctx: AppContext,
  acting: Acting,
  body: RouteBody<"POST /packages">,
): Promise<SavedPackage> {
  const { user } = acting;
  const { layout, apartment, project } = await companyLayout(
    ctx,
    body.apartment_layout_id,
    user.companyId,
  );
  const place = { id: layout.id, apartmentId: apartment.id };
  const source =
    body.package_id === "custom"
      ? null
      : await visiblePackage(ctx, body.package_id, project.id, layout.id, user.id);

  if (!body.selections) {
    if (!source || source.userId !== null)
      throw unprocessable(localized("packageNotFound"), {
        package_id: [verbatim("must be a company package")],
      });
    const added = await ctx.db
      .insert(userLayoutPackages)
      .values({
        userId: user.id,
        apartmentLayoutId: layout.id,
        packageId: source.id,
        origin: "added",
      })
      .onConflictDoNothing()
      .returning({ id: userLayoutPackages.id });
    const outcome = added.length > 0 ? "layoutAdded" : "layoutAlreadyAdded";
    return saved(ctx, acting, source, place, false, outcome);
  }

  // A confirmed package is changed, or saved as a new one, from what was confirmed.
  const start = await packageDesignFor(ctx, source, project, layout.id, user.id);
  const choices = carriedChoices(start.configuration, start.choices, body.selections);
  // After a deadline the groups it holds stay as the design started, whatever is saved.
  await refuseClosedChange(ctx, acting, project, layout.id, start.choices, choices);
  // After staff reopened some rooms only, the others stay as the buyer confirmed them.
  await refuseOutsideReopened(ctx, acting, layout.id, start.choices, choices);

  const own = source?.userId === user.id ? source : null;
  if (own && (await abilitiesOn(ctx, acting, own, place)).change) {
    await ctx.db.transaction(async (tx) => {
      await lockForChange(tx, acting, own);
      await writeChoices(tx, own.id, choices);
      await tx.update(packages).set({ updatedAt: new Date() }).where(eq(packages.id, own.id));
      await recordLayoutEvent(tx, layout.id, actorOf(acting), {
        action: "design_saved",
        package: own.name,
        new: false,
      });
    });
    // Only staff change a confirmed package; its confirmation follows.
    if (isStaff(acting.caller)) await amendConfirmation(ctx, own.id, acting.caller.id);
    return saved(ctx, acting, own, place, false, "packageSaved");
  }

  if (!body.name) {
    // Saving over one's own confirmed package: the package is final, not nameless.
    if (own) throw conflict(localized("packageIsFinal"));
    throw unprocessable(localized("nameRequired"), {
      name: [localized("nameRequired")],
    });
  }
  const name = body.name;
  // The company package these choices started from, directly or through the person's own package.
  const base = source?.userId === null ? source : null;
  // A package's description tells what it holds; once the person changed the choices it no
  // longer does, so the new package says nothing rather than something untrue.
  const unchanged = sameChoices(choices, start.choices);
  const created = await ctx.db.transaction(async (tx) => {
    const taken = await namesOnLayout(tx, {
      projectId: project.id,
      layoutId: layout.id,
      userId: user.id,
    });
    const [row] = await tx
      .insert(packages)
      .values({
        companyId: user.companyId,
        projectId: project.id,
        name: sameInEveryLanguage(distinctPackageName(name, taken)),
        description: unchanged ? (base?.description ?? source?.description ?? {}) : {},
        imageFile: base?.imageFile ?? source?.imageFile ?? null,
        canConfirm: source?.canConfirm ?? true,
        pdfFooter: source?.pdfFooter ?? null,
        userId: user.id,
        apartmentLayoutId: layout.id,
        basePackageId: base?.id ?? source?.basePackageId ?? null,
      })
      .returning();
    if (!row) throw new Error("package not created");
    await writeChoices(tx, row.id, choices);
    await tx.insert(userLayoutPackages).values({
      userId: user.id,
      apartmentLayoutId: layout.id,
      packageId: row.id,
      origin: "created",
    });
    await recordLayoutEvent(tx, layout.id, actorOf(acting), {
      action: "design_saved",
      package: row.name,
      new: true,
    });
    return row;
  });
  return saved(ctx, acting, created, place, true, "packageSaved");
}

/**
 * What a save did: the package saved (or added to the dashboard) with the person's standing on
 * its layout, whether it is new, and which of the three outcomes the answer tells.
 */
export type SavedPackage = {
  pkg: PackageRow;
  viewer: Viewer;
  created: boolean;
  outcome: "packageSaved" | "layoutAdded" | "layoutAlreadyAdded";
};

async function saved(
  ctx: AppContext,
  acting: Acting,
  pkg: PackageRow,
  layout: { id: number; apartmentId: number },
  created: boolean,
  outcome: SavedPackage["outcome"],
): Promise<SavedPackage> {
  return { pkg, viewer: await viewerOn(ctx, acting, layout.id), created, outcome };
}
