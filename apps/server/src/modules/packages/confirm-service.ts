import type { Choices, ConfirmRefusal, RouteAnswer, RouteBody } from "@home-designer/core";
import { pages } from "@home-designer/core";
import { eq } from "drizzle-orm";
import type { Acting } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { databaseErrorCode } from "../../db/errors.ts";
import { companies, confirmations, packages, userLayoutPackages, users } from "../../db/schema.ts";
import {
  conflict,
  forbidden,
  type HttpError,
  unauthenticated,
  unprocessable,
} from "../../http/errors.ts";
import { message, type ServerLocale } from "../../i18n/messages.ts";
import { CONFIRMATION_MAIL_QUEUE } from "../../jobs/queues.ts";
import { deliverCompanyMail } from "../../mail/company-mail.ts";
import { productMail } from "../../mail/templates.ts";
import { summaryFileName } from "../../pdf/summary-data.ts";
import { companyLanguage } from "../company/company-service.ts";
import { confirmationOn } from "./confirmed-design.ts";
import { abilitiesOn, companyLayout, type PackageRow, visiblePackage } from "./package-access.ts";
import { choicesOfPackage, confirmedDesign, type LayoutConfiguration } from "./package-choices.ts";
import { amendedSnapshot, snapshotOf, summaryPdfData } from "./summary-service.ts";

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
 * `site` is the address of the company's site the person is on; the mails link back there.
 */
export async function confirmPackage(
  ctx: AppContext,
  locale: ServerLocale,
  site: string,
  acting: Acting,
  body: RouteBody<"POST /confirm-package">,
): Promise<RouteAnswer<"POST /confirm-package">> {
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
  let confirmation: { id: number; confirmedAt: Date };
  try {
    // The confirmation and its mails are stored together: both or neither.
    confirmation = await ctx.jobs.transaction(ctx.db, async (tx, jobs) => {
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
        .returning({ id: confirmations.id, confirmedAt: confirmations.confirmedAt });
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
      for (const to of ["buyer", "company"] as const) {
        const job: ConfirmationMailJob = {
          companyId: user.companyId,
          confirmationId: row.id,
          to,
          locale: body.selected_locale,
          site,
        };
        await jobs.send(CONFIRMATION_MAIL_QUEUE, job);
      }
      return row;
    });
  } catch (error) {
    // The layout's unique key: of concurrent confirmations exactly one commits.
    if (databaseErrorCode(error) === "23505") throw conflict(message(locale, "alreadyConfirmed"));
    throw error;
  }

  return {
    message: message(locale, "confirmedNow"),
    confirmation_date: confirmation.confirmedAt.toISOString(),
  };
}

/**
 * After staff changed a customer's confirmed package for them (its choices or a special solution
 * of it), the confirmation follows the package: what staff left as it was keeps its confirmed
 * name and price, what they changed is priced as today (`amendedSnapshot`). Nothing is mailed.
 * Any other package is left alone.
 */
export async function amendConfirmation(ctx: AppContext, packageId: number): Promise<void> {
  const [pkg] = await ctx.db.select().from(packages).where(eq(packages.id, packageId)).limit(1);
  if (pkg?.userId == null || pkg.apartmentLayoutId === null) return;
  const confirmation = await confirmationOn(ctx, pkg.apartmentLayoutId, pkg.id, pkg.userId);
  if (!confirmation) return;
  const project = { id: pkg.projectId, companyId: pkg.companyId };
  const { configuration, choices } = await choicesOfPackage(
    ctx,
    pkg,
    project,
    pkg.apartmentLayoutId,
  );
  await ctx.db
    .update(confirmations)
    .set({ snapshot: amendedSnapshot(confirmation.snapshot, configuration, choices) })
    .where(eq(confirmations.id, confirmation.id));
}

/**
 * One confirmation mail: to the buyer in the language they confirmed in, or to the company's
 * developer and construction recipients in the company's language. One job per mail, so a retry
 * sends only the mail that failed.
 */
export type ConfirmationMailJob = {
  /** The company whose mail it is (its admins see it should it fail for good). */
  companyId: number;
  confirmationId: number;
  to: "buyer" | "company";
  /** The buyer's language. */
  locale: ServerLocale;
  /** The company's site the buyer confirmed on, where the mail's link leads. */
  site: string;
};

/**
 * Renders the summary of a confirmation and mails it, usually within a second of the answer. The
 * summary shows the package as it was confirmed (its snapshot), as a download of the summary
 * would, even when an import changed prices before the worker ran. A confirmation gone meanwhile
 * (the account deleted) is not mailed.
 */
export async function deliverConfirmationMail(
  ctx: AppContext,
  job: ConfirmationMailJob,
): Promise<void> {
  const [confirmation] = await ctx.db
    .select()
    .from(confirmations)
    .where(eq(confirmations.id, job.confirmationId))
    .limit(1);
  if (!confirmation) return;
  const [buyer] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, confirmation.userId))
    .limit(1);
  const [pkg] = await ctx.db
    .select()
    .from(packages)
    .where(eq(packages.id, confirmation.packageId))
    .limit(1);
  if (!buyer || !pkg) return;
  const { project } = await companyLayout(ctx, confirmation.apartmentLayoutId, buyer.companyId);
  const { configuration, choices } = await confirmedDesign(
    ctx,
    pkg,
    project,
    confirmation.apartmentLayoutId,
    confirmation.snapshot,
  );
  await mailConfirmation(ctx, job, {
    locale: job.locale,
    buyer,
    pkg,
    configuration,
    choices,
    confirmedAt: confirmation.confirmedAt,
    projectId: project.id,
    layoutId: confirmation.apartmentLayoutId,
  });
}

async function mailConfirmation(
  ctx: AppContext,
  job: ConfirmationMailJob,
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
  const { site } = job;
  /** The summary, its link and the mail's wording in one language. */ const inLanguage = async (
    locale: ServerLocale,
  ) => {
    const link = `${site}${pages.summary(
      { lang: locale, packageId: c.pkg.id },
      { project: c.projectId, apartment_layout_id: c.layoutId },
    )}`;
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
          // The confirmation is made: its mail waits for the renderer rather than fail.
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

  if (job.to === "buyer") {
    const forBuyer = await inLanguage(c.locale);
    await deliverCompanyMail(ctx, c.buyer.companyId, (company) => ({
      to: c.buyer.email,
      lang: c.locale,
      attachments: forBuyer.attachments,
      ...productMail(c.locale, "confirmedBuyer", { ...forBuyer.vars, company: company.name }),
    }));
    return;
  }
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
  const forCompany = await inLanguage(language);
  await deliverCompanyMail(ctx, c.buyer.companyId, (co) => ({
    to: recipients,
    lang: language,
    attachments: forCompany.attachments,
    ...productMail(language, "confirmedCompany", { ...forCompany.vars, company: co.name }),
  }));
}
