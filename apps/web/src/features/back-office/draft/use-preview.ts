import { pages } from "@home-designer/core";
import { useMutation } from "@tanstack/react-query";
import { openPreview } from "../../../lib/preview.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { previewDraft } from "../api/calls.ts";

/**
 * Opening the draft's preview (docs/decisions/042): the server imports the draft into the
 * company's preview copy, and this tab opens the configurator's start on the copy's layout (the
 * first of `project` when it is named), in preview (lib/preview.ts).
 */
export function usePreview(onError: (error: unknown) => void) {
  const lang = useLocale();
  return useMutation({
    mutationFn: (project?: string) => previewDraft(project),
    onSuccess: ({ project, apartment_layout_id }) =>
      openPreview(pages.start({ lang }, { project, apartment_layout_id })),
    onError,
  });
}
