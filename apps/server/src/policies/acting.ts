import type { Role } from "../db/schema.ts";

/**
 * Who may act for whom. Staff are every role but `customer`: the company's designers and
 * admins, who work for the company's buyers.
 */
export const isStaff = (user: { role: Role }): boolean => user.role !== "customer";

/** A person acts for themself; staff act for any account of their own company, never another's. */
export function mayActFor(
  caller: { id: number; companyId: number; role: Role },
  target: { id: number; companyId: number },
): boolean {
  return caller.id === target.id || (isStaff(caller) && caller.companyId === target.companyId);
}
