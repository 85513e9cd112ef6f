import type { Package } from "@home-designer/core";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Acting } from "../../auth/current-user.ts";
import { isStaff } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { packages, userLayoutPackages } from "../../db/schema.ts";
import { conflict, unprocessable } from "../../http/errors.ts";
import { message, requestLocale } from "../../i18n/messages.ts";
import {
  companyLayout,
  confirmationOf,
  type PackageRow,
  sameInEveryLanguage,
  visiblePackage,
} from "./package-access.ts";
import { carriedChoices, choicesOfPackage, writeChoices } from "./package-choices.ts";
import { layoutConfirmation, presentPackage } from "./packages-service.ts";

type SaveBody = {
  apartment_layout_id: number;
  package_id: number | "custom";
  selections?: { selection_id: number; tab_id: number }[];
  name?: string;
};

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
  const { layout, project } = await companyLayout(ctx, body.apartment_layout_id, user.companyId);
  const source =
    body.package_id === "custom"
      ? null
      : await visiblePackage(ctx, locale, body.package_id, project.id, layout.id, user.id);

  if (!body.selections) {
    if (!source || source.userId !== null)
      throw unprocessable(message(locale, "packageNotFound"), {
        package_id: ["must be a company package"],
      });
    await ctx.db
      .insert(userLayoutPackages)
      .values({
        userId: user.id,
        apartmentLayoutId: layout.id,
        packageId: source.id,
        origin: "added",
      })
      .onConflictDoNothing();
    return answer(ctx, source, layout.id, false, message(locale, "layoutAdded"), user.id);
  }

  const start = await choicesOfPackage(ctx, source, project.id, layout.id);
  const choices = carriedChoices(locale, start.configuration, start.choices, body.selections);

  const inPlace =
    source?.userId === user.id &&
    (isStaff(acting.caller) || !(await confirmationOf(ctx, source.id, user.id)));
  if (inPlace && source) {
    await ctx.db.transaction(async (tx) => {
      await writeChoices(tx, source.id, choices);
      await tx.update(packages).set({ updatedAt: new Date() }).where(eq(packages.id, source.id));
    });
    return answer(ctx, source, layout.id, false, message(locale, "packageSaved"), user.id);
  }

  if (!body.name) {
    // Saving over one's own confirmed package: the package is final, not nameless.
    if (source?.userId === user.id) throw conflict(message(locale, "packageIsFinal"));
    throw unprocessable(message(locale, "nameRequired"), {
      name: [message(locale, "nameRequired")],
    });
  }
  const name = body.name;
  // The company package these choices started from, directly or through the person's own package.
  const base = source?.userId === null ? source : null;
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packages)
      .values({
        companyId: user.companyId,
        projectId: project.id,
        name: sameInEveryLanguage(name),
        description: base?.description ?? source?.description ?? {},
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
  return answer(ctx, created, layout.id, true, message(locale, "packageSaved"), user.id);
}

async function answer(
  ctx: AppContext,
  pkg: PackageRow,
  layoutId: number,
  created: boolean,
  text: string,
  userId: number,
): Promise<{ id: number; created: boolean; message: string; package: Package }> {
  const confirmation = await layoutConfirmation(ctx, layoutId);
  return {
    id: pkg.id,
    created,
    message: text,
    package: presentPackage(ctx, pkg, confirmation, { id: userId }),
  };
}
