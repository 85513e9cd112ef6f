import type { LayoutAbilities } from "@home-designer/core";

/**
 * What a person may do with an apartment layout on their dashboard: take it off, with their own
 * packages of it, unless they confirmed one of its packages. A confirmation is final and keeps
 * the layout and its package where the buyer and staff find them.
 */
export function layoutAbilities(facts: { confirmedByPerson: boolean }): LayoutAbilities {
  return { remove: !facts.confirmedByPerson };
}
