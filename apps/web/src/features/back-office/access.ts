import type { User } from "@home-designer/core";

/**
 * What a person may do in the back office: admins edit the company and publish; designers read it
 * (overview, catalogue, history); customers have no back office. The server decides every call
 * again (a 403 is shown as its message). Read from the person's role only because no answer of
 * the back office's calls carries the caller's abilities yet, as packages do; once one does, the
 * buttons follow it and this goes.
 */
export type BackOfficeAccess = "none" | "read" | "edit";

export function backOfficeAccess(user: Pick<User, "roles">): BackOfficeAccess {
  if (Object.hasOwn(user.roles, "admin")) return "edit";
  if (Object.hasOwn(user.roles, "designer")) return "read";
  return "none";
}
