import type { DraftAnswer } from "@home-designer/core";

/**
 * What a person may do in the back office, as the server says it (the draft's `abilities`, from
 * policies/company.ts): admins edit the company and publish; designers read it (overview,
 * catalogue, history). Whoever may not read it is refused the draft, and the page is not found.
 * The server decides every call again (a 403 is shown as its message).
 */
export type BackOfficeAccess = "read" | "edit";

export const accessOf = (draft: Pick<DraftAnswer, "abilities">): BackOfficeAccess =>
  draft.abilities.edit ? "edit" : "read";
