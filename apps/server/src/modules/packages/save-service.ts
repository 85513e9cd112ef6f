import type { Package, savePackageBodySchema } from "@home-designer/core";
import { sameChoices } from "@home-designer/core";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Acting } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { packages, userLayoutPackages } from "../../db/schema.ts";
import { conflict, unprocessable } from "../../http/errors.ts";
import { message, requestLocale } from "../../i18n/messages.ts";
import {
  abilitiesOn,
  companyLayout,
  lockForChange,
  type PackageRow,
  sameInEveryLanguage,
  visiblePackage,
} from "./package-access.ts";
import { carriedChoices, choicesOfPackage, writeChoices } from "./package-choices.ts";
import { presentPackage, viewerOn } from "./packages-service.ts";

type SaveBody = z.infer<typeof savePackageBodySchema>;

/**
 * `POST packages`. With selections it saves choices: into the person's own unconfirmed package
 * ("Save"), or as a new package of theirs named `name` ("Save as": from a company package, the
 * custom combination, or a confirmed package). Without selections it adds the layout to their
 * dashboard with the company package named (the project's default when adding a layout).
 */
export async function savePackage(
  ctx: AppContext,
  request: FastifyRequest,
  acting: Acting,
  body: SaveBody,
) {
  const locale = requestLocale(request);
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
      : await visiblePackage(ctx, locale, body.package_id, project.id, layout.id, user.id);

  if (!body.selections) {
    if (!source || source.userId !== null)
      throw unprocessable(message(locale, "packageNotFound"), {
        package_id: ["must be a company package"],
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
    const said = added.length > 0 ? "layoutAdded" : "layoutAlreadyAdded";
    return answer(ctx, acting, source, place, false, message(locale, said));
  }

  const start = await choicesOfPackage(ctx, source, project, layout.id);
  const choices = carriedChoices(locale, start.configuration, start.choices, body.selections);

  const own = source?.userId === user.id ? source : null;
  if (own && (await abilitiesOn(ctx, acting, own, place)).change) {
    await ctx.db.transaction(async (tx) => {
      await lockForChange(tx, locale, acting, own);
      await writeChoices(tx, own.id, choices);
      await tx.update(packages).set({ updatedAt: new Date() }).where(eq(packages.id, own.id));
    });
    return answer(ctx, acting, own, place, false, message(locale, "packageSaved"));
  }

  if (!body.name) {
    // Saving over one's own confirmed package: the package is final, not nameless.
    if (own) throw conflict(message(locale, "packageIsFinal"));
    throw unprocessable(message(locale, "nameRequired"), {
      name: [message(locale, "nameRequired")],
    });
  }
  const name = body.name;
  // The company package these choices started from, directly or through the person's own package.
  const base = source?.userId === null ? source : null;
  // A package's description tells what it holds; once the person changed the choices it no
  // longer does, so the new package says nothing rather than something untrue.
  const unchanged = sameChoices(choices, start.choices);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packages)
      .values({
        companyId: user.companyId,
        projectId: project.id,
        name: sameInEveryLanguage(name),
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
    return row;
  });
  return answer(ctx, acting, created, place, true, message(locale, "packageSaved"));
}

async function answer(
  ctx: AppContext,
  acting: Acting,
  pkg: PackageRow,
  layout: { id: number; apartmentId: number },
  created: boolean,
  text: string,
): Promise<{ id: number; created: boolean; message: string; package: Package }> {
  const viewer = await viewerOn(ctx, acting, layout.id, layout.apartmentId);
  return { id: pkg.id, created, message: text, package: presentPackage(ctx, pkg, viewer) };
}
