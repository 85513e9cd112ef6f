import {
  type Asset,
  assetName,
  type Cents,
  pickLabel,
  type SelectionGroup,
} from "@home-designer/core";
import { useTranslation } from "../../i18n/index.ts";
import { useEuro } from "../../lib/company.ts";
import { useLocale } from "../../lib/use-locale.ts";

/** The words a comparison writes its options, groups and prices in, in the page's language. */
export function useCompareTexts() {
  const { t } = useTranslation("compare");
  const lang = useLocale();
  const euro = useEuro();
  return {
    groupName: (group: SelectionGroup) => pickLabel(group.title.label, lang),
    optionName: (asset: Asset | undefined) => (asset ? assetName(asset, lang) : t("none")),
    price: (cents: Cents | null) => (cents === null ? "" : euro(cents)),
    /** A price against the first design's: "+90,00 €", "−12,50 €", or that there is none. */
    difference: (cents: Cents) =>
      cents === 0 ? t("noDifference") : cents > 0 ? `+${euro(cents)}` : `\u2212${euro(-cents)}`,
  };
}
