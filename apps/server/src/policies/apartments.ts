import type { Role } from "../db/schema.ts";
import { isStaff } from "./acting.ts";

/** The buyers of an apartment are set by the staff of its company, and by nobody else. */
export function mayManageBuyers(
  caller: { companyId: number; role: Role },
  apartment: { companyId: number },
): boolean {
  return isStaff(caller) && caller.companyId === apartment.companyId;
}
