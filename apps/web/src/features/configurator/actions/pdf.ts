import type { Choices } from "@home-designer/core";
import { downloadFromApi } from "../../../lib/download.ts";
import type { ConfiguratorState } from "../context.ts";
import { contentLocale, savedSelections } from "./payload.ts";

/** `POST /api/summary-pdf`'s body: the design as it is on screen, every slot of every room. */
export function summaryPdfBody(state: ConfiguratorState, choices: Choices) {
  return {
    project_id: state.project,
    apartment_layout_id: state.layoutId,
    package_id: state.activePackage?.id ?? ("custom" as const),
    selections: savedSelections(choices),
    locale: contentLocale(state.lang),
    ...(state.selectedUser === null ? {} : { user_id: state.selectedUser }),
  };
}

/** Downloads the design's summary PDF under the name the server gives it. */
export function downloadDesignPdf(state: ConfiguratorState, choices: Choices): Promise<string> {
  return downloadFromApi("POST /summary-pdf", summaryPdfBody(state, choices), {
    accept: "application/pdf",
    fallbackName: "summary.pdf",
  });
}
