/**
 * Plan selection codes (spec section 9): 0, 1 and 2, and 2 + id for each wardrobe plan. Apart
 * from the plans' other rules (plans.ts), which load with the plan panel: the room's first screen
 * needs only the code it starts on.
 */
export const APARTMENT_PLAN = 0;
export const KITCHEN_PLAN = 1;
export const ELECTRIC_PLAN = 2;

/** The code of a wardrobe plan. */
export function wardrobePlanCode(id: number): number {
  return ELECTRIC_PLAN + id;
}
