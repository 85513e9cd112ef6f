import { Shapes } from "lucide-react";
import { Suspense, useMemo, useState } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { Sheet } from "../../../components/ui/sheet.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useConfigurator } from "../context.ts";
import { PLAN_COLOR_CODES, PLAN_COLOUR_MARKS } from "./plan-colours.ts";
import styles from "./plan-panel.module.css";
import { PLAN_SYMBOLS, PlanSymbol } from "./plan-symbols.tsx";
import { PlanViewer } from "./plan-viewer.tsx";
import {
  type PlanOption,
  type PlanSymbolSet,
  planByCode,
  planLegends,
  planOptions,
  wardrobeName,
} from "./plans.ts";
import type { SymbolTab } from "./symbol-legends.ts";

const loadSymbolsPanel = () => import("./symbols-panel.tsx");
const SymbolsPanel = lazyPart(() => loadSymbolsPanel().then((m) => m.SymbolsPanel), {
  inline: true,
});

type PlanPanelProps = {
  /** The chosen plan's code (0 apartment, 1 kitchen, 2 electric, 2 + id a wardrobe). */
  code: number;
  onCodeChange: (code: number) => void;
  variant: "inline" | "sheet";
};

/**
 * The room plan panel: a choice of the layout's plans, the plan in a zoom-and-pan viewer, and under
 * it the legends the layout asks for. On desktop it takes the picture's place; on phones it
 * opens over the page (`PlanSheet`).
 */
export function PlanPanel({ code, onCodeChange, variant }: PlanPanelProps) {
  const { t } = useTranslation("panels");
  const { tabs, lang } = useConfigurator();
  const options = useMemo(() => planOptions(tabs), [tabs]);
  const current = planByCode(options, code);
  const [symbolsOpen, setSymbolsOpen] = useState(false);
  const nameOf = (option: PlanOption) =>
    option.kind === "wardrobe"
      ? (wardrobeName(option, lang) ?? t("plans.wardrobe"))
      : t(`plans.${option.kind}`);

  if (!current) return <p className={styles.none}>{t("plans.failed")}</p>;
  const legends = planLegends(current.kind, tabs);
  const symbolTab: SymbolTab =
    current.kind === "kitchen" || current.kind === "electric" ? current.kind : "apartment";

  return (
    <div className={`${styles.panel} ${variant === "sheet" ? styles.inSheet : ""}`}>
      <div className={styles.toolbar}>
        <fieldset className={styles.choices}>
          <legend className="sr-only">{t("plans.choose")}</legend>
          {options.map((option) => (
            <label key={option.code} className={styles.choice}>
              <input
                type="radio"
                name="plan"
                value={option.code}
                checked={option.code === current.code}
                onChange={() => onCodeChange(option.code)}
                className={styles.radio}
              />
              <span>{nameOf(option)}</span>
            </label>
          ))}
        </fieldset>
        {tabs.showSymbols ? (
          <button
            type="button"
            className={styles.symbolsButton}
            onPointerEnter={() => void loadSymbolsPanel()}
            onFocus={() => void loadSymbolsPanel()}
            onClick={() => setSymbolsOpen(true)}
            aria-haspopup="dialog"
          >
            <Shapes size={16} aria-hidden="true" />
            {t("plans.allSymbols")}
          </button>
        ) : null}
      </div>

      <PlanViewer url={current.url} label={nameOf(current)} className={styles.viewerBox} />

      {legends.colours || legends.symbols ? (
        <div className={styles.legends}>
          {legends.colours ? <ColourLegend /> : null}
          {legends.symbols ? <SymbolLegend set={legends.symbols} /> : null}
        </div>
      ) : null}

      {symbolsOpen ? (
        <Suspense fallback={null}>
          <SymbolsPanel open onOpenChange={setSymbolsOpen} initialTab={symbolTab} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The apartment plan's six colour codes, drawn as the plan draws them. */
function ColourLegend() {
  const { t } = useTranslation("panels");
  return (
    <section className={styles.legend} aria-labelledby="plan-colour-codes">
      <h3 id="plan-colour-codes" className={styles.legendTitle}>
        {t("plans.colourCodes")}
      </h3>
      <ul className={styles.entries}>
        {PLAN_COLOUR_MARKS.map(({ key, mark }) => (
          <li key={key} className={styles.entry} data-colour={key}>
            <svg viewBox="0 0 28 14" width="28" height="14" aria-hidden="true" focusable="false">
              {mark === "fill" ? (
                <rect
                  x="1"
                  y="2"
                  width="26"
                  height="10"
                  rx="1.5"
                  fill={PLAN_COLOR_CODES[key]}
                  stroke="#c9a96e"
                />
              ) : (
                <path
                  d="M1 7H27"
                  stroke={PLAN_COLOR_CODES[key]}
                  strokeWidth={mark === "dashed" ? 3 : 4}
                  strokeDasharray={mark === "dashed" ? "6 3" : undefined}
                />
              )}
            </svg>
            <span>{t(`plans.colours.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The symbols of the apartment or kitchen plan, three to a row. */
function SymbolLegend({ set }: { set: PlanSymbolSet }) {
  const { t } = useTranslation("panels");
  return (
    <section className={styles.legend} aria-labelledby="plan-symbols">
      <h3 id="plan-symbols" className={styles.legendTitle}>
        {t("plans.symbols")}
      </h3>
      <ul className={`${styles.entries} ${styles.symbols}`}>
        {PLAN_SYMBOLS[set].map((symbol) => (
          <li key={symbol} className={styles.entry}>
            <span className={styles.symbol}>
              <PlanSymbol symbol={symbol} size={28} />
            </span>
            <span>{t(`plans.symbolNames.${symbol}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type PlanSheetProps = Omit<PlanPanelProps, "variant"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The plan panel over the whole screen of a phone, with its close-plan button. */
export function PlanSheet({ open, onOpenChange, ...panel }: PlanSheetProps) {
  const { t } = useTranslation("panels");
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t("plans.title")}
      closeLabel={t("plans.close")}
      closeWithText
      size="wide"
    >
      <PlanPanel {...panel} variant="sheet" />
    </Sheet>
  );
}
