import type { Choices, ConfirmRefusal, confirmPackageBodySchema } from "@home-designer/core";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Acting } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { databaseErrorCode } from "../../db/errors.ts";
import { companies, confirmations, packages, userLayoutPackages } from "../../db/schema.ts";
import {
  conflict,
  forbidden,
  type HttpError,
  unauthenticated,
  unprocessable,
} from "../../http/errors.ts";
import { message, requestLocale, type ServerLocale } from "../../i18n/messages.ts";
import { sendCompanyMail, siteUrl } from "../../mail/company-mail.ts";
import { productMail } from "../../mail/templates.ts";
import { summaryFileName } from "../../pdf/summary-data.ts";
import { companyLanguage } from "../company/company-service.ts";
import { abilitiesOn, companyLayout, type PackageRow, visiblePackage } from "./package-access.ts";
import { choicesOfPackage, type LayoutConfiguration } from "./package-choices.ts";
import { snapshotOf, summaryPdfData } from "./summary-service.ts";

type ConfirmBody = z.infer<typeof confirmPackageBodySchema>;

/** The answer to a confirmation the rules refuse, in the person's language. */
function refused(locale: ServerLocale, refusal: ConfirmRefusal | null): HttpError {
  switch (refusal) {
    case "login":
      return unauthenticated(message(locale, "sessionEnded"));
    case "already_confirmed":
      return conflict(message(locale, "alreadyConfirmed"));
    case "not_buyer":
      return forbidden(message(locale, "onlyBuyerConfirms"));
    case "email_unverified":
      return forbidden(message(locale, "confirmNeedsVerifiedEmail"));
    default:
      return forbidden(message(locale, "notConfirmable"));
  }
}

/**
 * Confirms a package for a layout: allowed when the company lets the package be confirmed and no
 * package of the layout is confirmed yet. The database's unique key on the layout makes sure that
 * of concurrent confirmations exactly one wins. A snapshot of the choices and prices is kept; the
 * buyer and the company's developer and construction recipients get the summary PDF by mail.
 */
export async function confirmPackage(
  ctx: AppContext,
  request: FastifyRequest,
  acting: Acting,
  body: ConfirmBody,
) {
  const locale = requestLocale(request);
  const { user } = acting;
  const { layout, apartment, project } = await companyLayout(
    ctx,
    body.apartment_layout_id,
    user.companyId,
  );
  if (apartment.id !== body.apartment_id) {
    throw unprocessable(message(locale, "wrongApartment"), {
      apartment_id: [message(locale, "wrongApartment")],
    });
  }
  const pkg = await visiblePackage(ctx, locale, body.package_id, project.id, layout.id, user.id);
  const abilities = await abilitiesOn(ctx, acting, pkg, {
    id: layout.id,
    apartmentId: apartment.id,
  });
  if (!abilities.confirm) throw refused(locale, abilities.confirm_refusal);

  const { configuration, choices } = await choicesOfPackage(ctx, pkg, project, layout.id);
  let confirmedAt: Date;
  try {
    confirmedAt = await ctx.db.transaction(async (tx) => {
      if (pkg.userId !== null) {
        // What is confirmed is what was read above: a save of the package meanwhile means the
        // buyer confirms something they have not seen, so they are asked to look again.
        const [current] = await tx
          .select({ updatedAt: packages.updatedAt })
          .from(packages)
          .where(eq(packages.id, pkg.id))
          .for("update");
        if (current?.updatedAt.getTime() !== pkg.updatedAt.getTime()) {
          throw conflict(message(locale, "packageChangedMeanwhile"));
        }
      }
      const [row] = await tx
        .insert(confirmations)
        .values({
          apartmentLayoutId: layout.id,
          packageId: pkg.id,
          userId: user.id,
          confirmedBy: acting.caller.id === user.id ? null : acting.caller.id,
          snapshot: snapshotOf(configuration, choices, body.selected_locale),
        })
        .returning({ confirmedAt: confirmations.confirmedAt });
      if (!row) throw new Error("confirmation not stored");
      await tx
        .insert(userLayoutPackages)
        .values({
          userId: user.id,
          apartmentLayoutId: layout.id,
          packageId: pkg.id,
          origin: "added",
        })
        .onConflictDoNothing();
      return row.confirmedAt;
    });
  } catch (error) {
    // The layout's unique key: of concurrent confirmations exactly one commits.
    if (databaseErrorCode(error) === "23505") throw conflict(message(locale, "alreadyConfirmed"));
    throw error;
  }

  // The confirmation stands even if mail fails; the failure is logged for the company to follow up.
  await mailConfirmation(ctx, request, {
    locale: body.selected_locale,
    buyer: user,
    pkg,
    configuration,
    choices,
    confirmedAt,
    projectId: project.id,
    layoutId: layout.id,
  }).catch((error: unknown) =>
    request.log.error({ err: error, layout: layout.id }, "confirmation mail not sent"),
  );

  return { message: message(locale, "confirmedNow"), confirmation_date: confirmedAt.toISOString() };
}

async function mailConfirmation(
  ctx: AppContext,
  request: FastifyRequest,
  c: {
    locale: ServerLocale;
    buyer: { id: number; name: string; email: string; companyId: number };
    pkg: PackageRow;
    configuration: LayoutConfiguration;
    choices: Choices;
    confirmedAt: Date;
    projectId: number;
    layoutId: number;
  },
) {
  const site = await siteUrl(ctx, request, c.buyer.companyId);
  /** The summary, its link and the mail's wording in one language. */
  const inLanguage = async (locale: ServerLocale) => {
    const link = `${site}/${locale}/${c.pkg.id}/summary?${new URLSearchParams({
      project: String(c.projectId),
      apartment_layout_id: String(c.layoutId),
    })}`;
    const data = await summaryPdfData(ctx, {
      locale,
      configuration: c.configuration,
      choices: c.choices,
      pkg: c.pkg,
      changed: false,
      companyId: c.buyer.companyId,
      confirmation: { confirmedAt: c.confirmedAt },
      link,
    });
    const { address } = c.configuration.tabs;
    return {
      attachments: [
        {
          filename: summaryFileName(data.address),
          // The confirmation is made: its mail waits for the renderer rather than be refused.
          content: await ctx.pdf.render(data, { whenBusy: "wait" }),
          contentType: "application/pdf",
        },
      ],
      vars: {
        name: c.buyer.name,
        url: link,
        apartment: [address.project, address.building, address.apartment, address.layout].join(
          ", ",
        ),
        packageName: data.packageName,
        date: new Intl.DateTimeFormat("de-DE", { dateStyle: "medium" }).format(c.confirmedAt),
      },
    };
  };

  const forBuyer = await inLanguage(c.locale);
  await sendCompanyMail(ctx, c.buyer.companyId, (company) => ({
    to: c.buyer.email,
    lang: c.locale,
    attachments: forBuyer.attachments,
    ...productMail(c.locale, "confirmedBuyer", { ...forBuyer.vars, company: company.name }),
  }));
  const [company] = await ctx.db
    .select()
    .from(companies)
    .where(eq(companies.id, c.buyer.companyId))
    .limit(1);
  const recipients = [
    ...new Set([...(company?.developerEmails ?? []), ...(company?.constructionEmails ?? [])]),
  ];
  if (recipients.length === 0) return;
  // The developer and the construction team read the mail and the summary in the company's own
  // language, whatever language the buyer chose.
  const language = await companyLanguage(ctx, c.buyer.companyId, site);
  const forCompany = language === c.locale ? forBuyer : await inLanguage(language);
  await sendCompanyMail(ctx, c.buyer.companyId, (co) => ({
    to: recipients,
    lang: language,
    attachments: forCompany.attachments,
    ...productMail(language, "confirmedCompany", { ...forCompany.vars, company: co.name }),
  }));
}
