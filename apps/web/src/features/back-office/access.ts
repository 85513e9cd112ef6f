import type { User } from "@home-designer/core";

/**
 * What a person may do in the back office, by their role in the company (the server decides every
 * call again): admins edit the company and publish; designers read it (overview, catalogue,
 * history); customers have no back office.
 */
export type BackOfficeAccess = "none" | "read" | "edit";

export function backOfficeAccess(user: Pick<User, "roles">): BackOfficeAccess {
  if (Object.hasOwn(user.roles, "admin")) return "edit";
  if (Object.hasOwn(user.roles, "designer")) return "read";
  return "none";
}
