import type { Role } from "../db/schema.ts";
import { isStaff } from "./acting.ts";

/**
 * A confirmed layout is reopened by the company's staff, admins and designers alike: the
 * designers are who settle a buyer's late wish with them (decision 046). Nobody of another company.
 */
export function mayReopenConfirmation(
  caller: { companyId: number; role: Role },
  companyId: number,
): boolean {
  return isStaff(caller) && caller.companyId === companyId;
}

/**
 * A layout's confirmation versions (choices, prices, why staff reopened them) are read by the
 * company's staff and by the layout's buyers, or whoever confirmed a version of it: nobody else,
 * another customer of the same company included.
 */
export function mayReadConfirmations(
  caller: { companyId: number; role: Role },
  companyId: number,
  buyerOfLayout: boolean,
): boolean {
  if (caller.companyId !== companyId) return false;
  return isStaff(caller) || buyerOfLayout;
}
