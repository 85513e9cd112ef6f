import { sameChoices } from "@home-designer/core";
import type { FastifyRequest } from "fastify";
import type { Acting } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { notFound, serviceBusy } from "../../http/errors.ts";
import { localized, message, requestLocale, type ServerLocale } from "../../i18n/messages.ts";
import { siteUrl } from "../../mail/company-mail.ts";
import { PdfBusyError } from "../../pdf/render.ts";
import { summaryFileName } from "../../pdf/summary-data.ts";
import { designLinkQuery } from "../share/shared-design.ts";
import { companyLayout, confirmationOf, visiblePackage } from "./package-access.ts";
import { carriedChoices, choicesOfPackage } from "./package-choices.ts";
import { summaryPdfData } from "./summary-service.ts";

type PdfBody = {
  project_id: number;
  apartment_layout_id: number;
  package_id: number | "custom";
  selections: { tab_id: number; selection_id: number }[];
  locale: ServerLocale;
};

/**
 * The summary PDF of the choices on screen: a package's, with the buyer's changes on top. It shows
 * the package as confirmed only when the choices are exactly the confirmed package's. When the
 * renderer is full, 503 with Retry-After, in the request's language.
 */
export async function summaryPdf(
  ctx: AppContext,
  request: FastifyRequest,
  acting: Acting,
  body: PdfBody,
) {
  const locale = requestLocale(request);
  const { user } = acting;
  const { layout, project } = await companyLayout(ctx, body.apartment_layout_id, user.companyId);
  if (project.id !== body.project_id) throw notFound(localized("layoutNotFound"));
  const pkg =
    body.package_id === "custom"
      ? null
      : await visiblePackage(ctx, locale, body.package_id, project.id, layout.id, user.id);
  const start = await choicesOfPackage(ctx, pkg, project, layout.id);
  const choices = carriedChoices(locale, start.configuration, start.choices, body.selections);
  const unchanged = sameChoices(choices, start.choices);
  const confirmation = pkg && unchanged ? await confirmationOf(ctx, pkg.id, user.id) : null;

  // A company package's link names it; a buyer's own package is private, so its link (like a
  // design of no package) is `custom`. Either carries only what differs from what it names.
  const segment = pkg && pkg.userId === null ? String(pkg.id) : "custom";
  const query = await designLinkQuery(
    ctx,
    user.companyId,
    { projectId: project.id, layoutId: layout.id, segment },
    choices,
    new URLSearchParams({ project: String(project.id), apartment_layout_id: String(layout.id) }),
  );
  const site = await siteUrl(ctx, request, user.companyId);
  const link = `${site}/${body.locale}/${segment}/summary?${query}`;

  const data = await summaryPdfData(ctx, {
    locale: body.locale,
    configuration: start.configuration,
    choices,
    pkg,
    changed: !unchanged,
    companyId: user.companyId,
    confirmation,
    link,
  });
  try {
    return { fileName: summaryFileName(data.address), pdf: await ctx.pdf.render(data) };
  } catch (error) {
    // Every render slot and waiting place is taken: come back when one is likely free.
    if (error instanceof PdfBusyError) {
      const seconds = error.retryAfterSeconds;
      throw serviceBusy(message(locale, "pdfBusy", { seconds }), seconds);
    }
    throw error;
  }
}
