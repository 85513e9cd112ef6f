import type { RouteBody } from "@home-designer/core";
import { pages, sameChoices } from "@home-designer/core";
import type { Acting } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { notFound, serviceBusy } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { PdfBusyError } from "../../pdf/render.ts";
import { summaryFileName } from "../../pdf/summary-data.ts";
import { designLinkQuery, queryOver } from "../share/shared-design.ts";
import { companyLayout, visiblePackage } from "./package-access.ts";
import { carriedChoices, choicesOfPackage, packageDesignFor } from "./package-choices.ts";
import { recordPdf } from "./record-pdf.ts";
import { summaryPdfData } from "./summary-service.ts";

/**
 * The summary PDF of the choices on screen: a package's, with the buyer's changes on top. When the
 * choices are exactly the confirmed package's, it is the confirmation's PDF of record (its
 * options, prices and total as confirmed, whatever the catalogue says today). When the
 * renderer is full, 503 with Retry-After. Its link leads to `site`,
 * the address of the company's site the person is on.
 */
export async function summaryPdf(
  ctx: AppContext,
  site: string,
  acting: Acting,
  body: RouteBody<"POST /summary-pdf">,
) {
  const { user } = acting;
  const { layout, project } = await companyLayout(ctx, body.apartment_layout_id, user.companyId);
  if (project.id !== body.project_id) throw notFound(localized("layoutNotFound"));
  const pkg =
    body.package_id === "custom"
      ? null
      : await visiblePackage(ctx, body.package_id, project.id, layout.id, user.id);
  const seen = await packageDesignFor(ctx, pkg, project, layout.id, user.id);
  const asSeen = carriedChoices(seen.configuration, seen.choices, body.selections);
  const unchanged = sameChoices(asSeen, seen.choices);
  const confirmation = unchanged ? seen.confirmation : null;
  // The confirmed package as confirmed: its PDF of record, the very file the verification page
  // recognises, in the language it was confirmed in.
  if (confirmation) {
    const record = await recordPdf(ctx, confirmation.id);
    if (record) return { fileName: record.fileName, pdf: record.pdf };
  }
  // A confirmed package changed on screen is a new design: priced as the catalogue is today.
  const start =
    seen.confirmation && !unchanged ? await choicesOfPackage(ctx, pkg, project, layout.id) : seen;
  const choices =
    start === seen ? asSeen : carriedChoices(start.configuration, start.choices, body.selections);

  // The link opens the package the PDF is of, carrying only what differs from it: a company
  // package's as anyone sees it, a buyer's own (private) package's own summary for its owner, as
  // the confirmation mail's link does. A design of no package is `custom`.
  const layoutQuery = new URLSearchParams({
    project: String(project.id),
    apartment_layout_id: String(layout.id),
  });
  const segment = pkg ? String(pkg.id) : "custom";
  const query =
    pkg && pkg.userId !== null
      ? queryOver(start.choices, choices, layoutQuery)
      : await designLinkQuery(
          ctx,
          user.companyId,
          { projectId: project.id, layoutId: layout.id, segment },
          choices,
          layoutQuery,
        );
  const link = `${site}${pages.summary({ lang: body.locale, packageId: segment }, query)}`;

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
      throw serviceBusy(localized("pdfBusy", { seconds }), seconds);
    }
    throw error;
  }
}
