import { type AmountFormat, type Cents, decimalMark } from "@home-designer/core";

/** The largest budget the field takes: a hundred million euros. */
const MAX_BUDGET_CENTS = 10_000_000_000;

export type BudgetInput = { cents: Cents } | { error: "empty" | "invalid" | "tooLarge" };

/**
 * A budget as the buyer types it, written the way the page writes amounts (`1 234,56 €`,
 * `1.234,56 €`, `€1,234.56`): the format's decimal mark separates the cents, its other mark
 * groups thousands and is ignored like spaces and the euro sign. "12.500" is twelve thousand five
 * hundred on a page that writes `1.234,56 €`, and twelve and a half on one writing `€1,234.56`,
 * as a reader of each would mean it.
 */
export function readBudget(text: string, format: AmountFormat): BudgetInput {
  const decimal = decimalMark(format);
  const group = decimal === "," ? "." : ",";
  const cleaned = text.replace(/[\s\u00a0€]/g, "").replaceAll(group, "");
  if (cleaned === "") return { error: "empty" };
  const [whole = "", fraction, ...more] = cleaned.split(decimal);
  if (
    more.length > 0 ||
    !/^\d+$/.test(whole) ||
    (fraction !== undefined && !/^\d{1,2}$/.test(fraction))
  )
    return { error: "invalid" };
  const cents = Number(whole) * 100 + Number((fraction ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_BUDGET_CENTS) return { error: "tooLarge" };
  return { cents };
}
