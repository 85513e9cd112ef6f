import type { ConfirmRefusal, PackageAbilities } from "@home-designer/core";
import type { Role } from "../db/schema.ts";
import { isStaff } from "./acting.ts";

/** Whose call it is: the caller, and the person it is about (themself, or a customer staff act for). */
export type Actor = {
  caller: { id: number; role: Role };
  user: { id: number; emailVerifiedAt: Date | null };
};

/** What the rules need to know of a package on one layout. */
export type PackageFacts = {
  pkg: { id: number; userId: number | null; canConfirm: boolean };
  /** The layout's confirmation, if any package of it is confirmed. */
  layoutConfirmation: { packageId: number } | null;
  /** Whether the person the call is about is a buyer of the layout's apartment. */
  userIsBuyer: boolean;
};

/**
 * What a person may do with a package, decided here for every call and sent with the package, so
 * the web app shows what the answer says:
 * - a buyer's own package is theirs to change, rename and delete, until it is confirmed: a
 *   confirmation is final for the buyer, but staff may still change it for them (never delete it,
 *   since the confirmation keeps it);
 * - only a buyer of the apartment, or staff acting for one, may confirm a layout's package, once
 *   per layout, when the company lets that package be confirmed and the buyer's address is proven.
 */
export function packageAbilities(actor: Actor | null, facts: PackageFacts): PackageAbilities {
  const { pkg, layoutConfirmation } = facts;
  const own = actor !== null && pkg.userId === actor.user.id;
  const final = layoutConfirmation?.packageId === pkg.id && pkg.userId !== null;
  const editable = own && (!final || isStaff(actor.caller));
  const refusal = confirmRefusal(actor, facts);
  return {
    change: editable,
    rename: editable,
    delete: own && !final,
    confirm: refusal === null,
    confirm_refusal: refusal,
  };
}

/**
 * Why the package cannot be confirmed by this person now, or null when it can. Whether the buyer
 * has confirmed is the buyer's business, so someone who is not a buyer is told only that.
 */
function confirmRefusal(actor: Actor | null, facts: PackageFacts): ConfirmRefusal | null {
  if (actor === null) return "login";
  if (!facts.userIsBuyer) return "not_buyer";
  if (!facts.pkg.canConfirm) return "not_confirmable";
  if (facts.layoutConfirmation !== null) return "already_confirmed";
  if (!actor.user.emailVerifiedAt) return "email_unverified";
  return null;
}
