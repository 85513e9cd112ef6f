import { type I18nText, pickLabel, type Tabs, type UiLocale } from "@home-designer/core";

import { APARTMENT_PLAN, ELECTRIC_PLAN, KITCHEN_PLAN, wardrobePlanCode } from "./plan-codes.ts";

export { APARTMENT_PLAN, ELECTRIC_PLAN, KITCHEN_PLAN, wardrobePlanCode };

export type PlanKind = "apartment" | "kitchen" | "electric" | "wardrobe";

export type PlanOption = {
  code: number;
  kind: PlanKind;
  url: string;
  /** A wardrobe plan's own name per locale; the fixed plans are named by the interface. */
  name: I18nText | null;
};

type PlanSources = Pick<
  Tabs,
  "layoutImage" | "kitchenPlanImage" | "electricalPlanImage" | "wardrobePlans"
>;

/** The plans the layout has, in the order they are offered; a plan without a picture is left out. */
export function planOptions(tabs: PlanSources): PlanOption[] {
  const options: PlanOption[] = [];
  if (tabs.layoutImage)
    options.push({ code: APARTMENT_PLAN, kind: "apartment", url: tabs.layoutImage, name: null });
  if (tabs.kitchenPlanImage)
    options.push({ code: KITCHEN_PLAN, kind: "kitchen", url: tabs.kitchenPlanImage, name: null });
  if (tabs.electricalPlanImage)
    options.push({
      code: ELECTRIC_PLAN,
      kind: "electric",
      url: tabs.electricalPlanImage,
      name: null,
    });
  for (const plan of tabs.wardrobePlans) {
    if (!plan.url) continue;
    options.push({
      code: wardrobePlanCode(plan.id),
      kind: "wardrobe",
      url: plan.url,
      name: plan.translations,
    });
  }
  return options;
}

/** The option a code names, else the first plan (a code may outlive a plan that was removed). */
export function planByCode(options: readonly PlanOption[], code: number): PlanOption | undefined {
  return options.find((o) => o.code === code) ?? options[0];
}

/** A wardrobe plan's name in the interface language (current, en, et), or null for the others. */
export function wardrobeName(option: PlanOption, locale: UiLocale): string | null {
  return option.kind === "wardrobe" ? pickLabel(option.name, locale) || null : null;
}

/** Which symbol list a plan shows under it: only the apartment and kitchen plans have one. */
export type PlanSymbolSet = "apartment" | "kitchen";

export type PlanLegends = { colours: boolean; symbols: PlanSymbolSet | null };

/**
 * The legends under a plan (spec section 2): colour codes only for the apartment plan and only
 * when the layout says so; symbols when the layout says so, for the apartment and kitchen plans.
 */
export function planLegends(
  kind: PlanKind,
  flags: Pick<Tabs, "showPlanColors" | "showSymbols">,
): PlanLegends {
  const symbols = kind === "apartment" || kind === "kitchen" ? kind : null;
  return {
    colours: flags.showPlanColors && kind === "apartment",
    symbols: flags.showSymbols ? symbols : null,
  };
}
