import {
  amountFormatFor,
  applyBudgetPick,
  assetName,
  type BudgetOptions,
  type BudgetSuggestion,
  fitBudget,
  formatEuro,
  pickLabel,
  type SlotKey,
  sameChoices,
  slotKey,
  total,
} from "@home-designer/core";
import { Lock, Undo2 } from "lucide-react";
import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Sheet } from "../../../components/ui/sheet.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useOptionalCompany } from "../../../lib/company.ts";
import { useConfigurator } from "../context.ts";
import { useDesign } from "../design/use-design.ts";
import { roomLabel } from "../room/labels.ts";
import { chosenAsset, visibleGroups } from "../selection/engine.ts";
import styles from "./budget.module.css";
import { readBudget } from "./budget-amount.ts";
import { useBudgetStore } from "./budget-store.ts";
import { BudgetVerdict, useVatRateOf } from "./budget-verdict.tsx";

const NO_LOCKS: readonly SlotKey[] = [];

/** The names a suggestion is told by: the room, the group and the options. */
type Names = (slot: SlotKey, assetId?: number) => { room: string; group: string; option: string };

/**
 * "Fit my budget": the buyer sets a total; the panel says how far over or under the design is and
 * offers the picks that bring it within (core's `fitBudget`), each applied with one click and
 * undone with another. The groups the buyer keeps are never changed.
 */
export function BudgetPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("actions");
  const { lang, rooms, layoutKey } = useConfigurator();
  const design = useDesign();
  const company = useOptionalCompany();
  const format = amountFormatFor(company?.amount_format, lang);
  const euro = (cents: number) => formatEuro(cents, format);
  const budget = useBudgetStore((s) => s.budgets[layoutKey] ?? null);
  const lockList = useBudgetStore((s) => s.locks[layoutKey] ?? NO_LOCKS);
  const canUndo = useBudgetStore((s) => s.undo.some((u) => u.layout === layoutKey));
  const { setBudget, setLocked, applied, takeUndo } = useBudgetStore.getState();
  const [said, setSaid] = useState<string | null>(null);
  // The applied suggestion's row goes away with its button: focus moves on to what comes next
  // (undoing it) rather than dropping to the page.
  const undoButton = useRef<HTMLButtonElement>(null);
  const focusUndo = () => setTimeout(() => undoButton.current?.focus());

  const vatRateOf = useVatRateOf();
  const options: BudgetOptions = useMemo(
    () => ({ vatRateOf, locked: new Set(lockList) }),
    [vatRateOf, lockList],
  );
  const current = useMemo(
    () => total(design.rooms, design.choices, options.vatRateOf).cents,
    [design.rooms, design.choices, options],
  );
  const plan = useMemo(
    () =>
      budget === null || design.readOnly
        ? null
        : fitBudget(design.rooms, design.choices, budget, options),
    [budget, design.rooms, design.choices, design.readOnly, options],
  );

  const names: Names = (slot, assetId) => {
    const [roomId, groupId] = slot.split(":").map(Number);
    const room = rooms.find((r) => r.id === roomId);
    const group = design.loaded.get(roomId ?? 0)?.find((g) => g.id === groupId);
    const option = group?.assets.find((a) => a.id === (assetId ?? design.choices.get(slot)));
    return {
      room: room ? roomLabel(room, lang) : "",
      group: group ? pickLabel(group.title.label, lang) : "",
      option: option ? assetName(option, lang) : "",
    };
  };

  const apply = (step: BudgetSuggestion) => {
    const before = design.choices;
    const after = applyBudgetPick(design.rooms, before, step.change, options);
    if (!after) return;
    design.changeAll((_, shown) => (sameChoices(shown, before) ? after : null));
    applied({ layout: layoutKey, before, after });
    focusUndo();
    const { group, option } = names(
      slotKey(step.change.roomId, step.change.groupId),
      step.change.assetId,
    );
    setSaid(
      t("budget.applied", {
        group,
        option,
        total: euro(total(design.rooms, after, options.vatRateOf).cents),
      }),
    );
  };

  const undo = () => {
    const last = takeUndo(layoutKey, design.choices);
    if (!last) {
      setSaid(t("budget.undoGone"));
      return;
    }
    design.changeAll((_, shown) => (sameChoices(shown, last.after) ? last.before : null));
    setSaid(
      t("budget.undone", {
        total: euro(total(design.rooms, last.before, options.vatRateOf).cents),
      }),
    );
  };

  return (
    <Sheet
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("budget.title")}
      description={t("budget.description")}
      closeLabel={t("budget.close")}
      closeWithText
    >
      <div className={styles.panel}>
        <BudgetForm
          key={budget ?? "none"}
          budget={budget}
          euro={euro}
          format={format}
          onSet={(cents) => {
            setBudget(layoutKey, cents);
            setSaid(null);
          }}
        />

        <div className={styles.status} role="status" aria-live="polite">
          <dl className={styles.figures}>
            <div>
              <dt>{t("budget.designCosts")}</dt>
              <dd data-budget="total">{euro(current)}</dd>
            </div>
            {budget !== null ? (
              <div>
                <dt>{t("budget.yourBudget")}</dt>
                <dd>{euro(budget)}</dd>
              </div>
            ) : null}
          </dl>
          {budget === null ? (
            <p className={styles.note}>{t("budget.noBudget")}</p>
          ) : (
            <BudgetVerdict current={current} budget={budget} />
          )}
          {said ? <p className={styles.said}>{said}</p> : null}
        </div>

        {canUndo ? (
          <Button
            ref={undoButton}
            variant="secondary"
            size="small"
            className={styles.undo}
            onClick={undo}
          >
            <Undo2 size={16} aria-hidden="true" />
            {t("budget.undo")}
          </Button>
        ) : null}

        {design.readOnly ? <p className={styles.note}>{t("budget.readOnly")}</p> : null}

        {plan && budget !== null && current > budget ? (
          <Suggestions
            plan={plan.steps}
            fits={plan.fits}
            shortBy={plan.fits ? 0 : (plan.steps.at(-1)?.total ?? current) - budget}
            names={names}
            euro={euro}
            onApply={apply}
            onKeep={(slot) => setLocked(layoutKey, slot, true)}
          />
        ) : null}

        <Locks
          locked={options.locked}
          names={names}
          onChange={(slot, locked) => setLocked(layoutKey, slot, locked)}
        />
      </div>
    </Sheet>
  );
}

function BudgetForm({
  budget,
  euro,
  format,
  onSet,
}: {
  budget: number | null;
  euro: (cents: number) => string;
  format: ReturnType<typeof amountFormatFor>;
  onSet: (cents: number | null) => void;
}) {
  const { t } = useTranslation("actions");
  const id = useId();
  const [text, setText] = useState(budget === null ? "" : euro(budget));
  const [error, setError] = useState<string | null>(null);
  const example = euro(4_500_000);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readBudget(text, format);
    if ("cents" in read) {
      setError(null);
      onSet(read.cents);
      return;
    }
    setError(
      read.error === "tooLarge"
        ? t("budget.tooLarge", { max: euro(10_000_000_000) })
        : t(read.error === "empty" ? "budget.empty" : "budget.invalid", { example }),
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-budget`} className={styles.label}>
        {t("budget.label")}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-budget`}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <Button type="submit" variant="primary">
          {t("budget.set")}
        </Button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t("budget.hint", { example })}
      </p>
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error}
      </p>
      {budget !== null ? (
        <Button variant="ghost" size="small" className={styles.clear} onClick={() => onSet(null)}>
          {t("budget.clear")}
        </Button>
      ) : null}
    </form>
  );
}

function Suggestions({
  plan,
  fits,
  shortBy,
  names,
  euro,
  onApply,
  onKeep,
}: {
  plan: readonly BudgetSuggestion[];
  fits: boolean;
  shortBy: number;
  names: Names;
  euro: (cents: number) => string;
  onApply: (step: BudgetSuggestion) => void;
  onKeep: (slot: SlotKey) => void;
}) {
  const { t } = useTranslation("actions");
  const titleId = useId();
  // A kept group's row goes away with its button: focus moves to the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className={styles.suggestions} aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.heading}>
        {fits ? t("budget.fitsTitle") : t("budget.bestTitle")}
      </h3>
      {plan.length === 0 ? (
        <p className={styles.note}>{t("budget.noChanges")}</p>
      ) : !fits ? (
        <p className={styles.note}>{t("budget.notEnough", { amount: euro(shortBy) })}</p>
      ) : null}
      <ol className={styles.list}>
        {plan.map((step) => {
          const slot = slotKey(step.change.roomId, step.change.groupId);
          const now = names(slot);
          const next = names(slot, step.change.assetId);
          const others = step.moved.filter((k) => k !== slot).map((k) => names(k));
          const shownOthers = others.filter((o) => o.group !== "");
          return (
            <li key={slot} className={styles.item} data-budget="suggestion">
              <p className={styles.where}>
                {t("budget.where", { room: now.room, group: now.group })}
              </p>
              <p className={styles.change}>
                <span className={styles.from}>{now.option}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">{t("budget.to")}</span>
                <strong>{next.option}</strong>
              </p>
              <p className={styles.saving}>{t("budget.saving", { amount: euro(step.saving) })}</p>
              {shownOthers.length > 0 ? (
                <p className={styles.note}>
                  {t("budget.alsoChanges", {
                    list: shownOthers.map((o) => `${o.room} · ${o.group}`).join(", "),
                  })}
                </p>
              ) : null}
              <div className={styles.buttons}>
                <Button
                  variant="primary"
                  size="small"
                  onClick={() => onApply(step)}
                  aria-label={t("budget.applyLabel", {
                    room: now.room,
                    group: now.group,
                    option: next.option,
                  })}
                >
                  {t("budget.apply")}
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => {
                    onKeep(slot);
                    setTimeout(() => heading.current?.focus());
                  }}
                  aria-label={t("budget.keepLabel", { room: now.room, group: now.group })}
                >
                  <Lock size={14} aria-hidden="true" />
                  {t("budget.keep")}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Every shown group, room by room, with a checkbox to keep it as it is. */
function Locks({
  locked,
  names,
  onChange,
}: {
  locked: ReadonlySet<SlotKey>;
  names: Names;
  onChange: (slot: SlotKey, locked: boolean) => void;
}) {
  const { t } = useTranslation("actions");
  const { rooms, lang } = useConfigurator();
  const design = useDesign();
  const id = useId();
  return (
    <details className={styles.locks}>
      <summary className={styles.locksSummary}>
        {t("budget.locksTitle")} <span className={styles.count}>({locked.size})</span>
      </summary>
      <p className={styles.note}>{t("budget.locksHint")}</p>
      {rooms.map((room) => {
        const groups = visibleGroups(design.loaded.get(room.id) ?? []);
        if (groups.length === 0) return null;
        return (
          <fieldset key={room.id} className={styles.room}>
            <legend className={styles.legend}>{roomLabel(room, lang)}</legend>
            {groups.map((group) => {
              const slot = slotKey(room.id, group.id);
              const boxId = `${id}-${room.id}-${group.id}`;
              const chosen = chosenAsset(group, design.choices);
              return (
                <div key={group.id} className={styles.lockRow}>
                  <input
                    id={boxId}
                    type="checkbox"
                    className={styles.checkbox}
                    checked={locked.has(slot)}
                    onChange={(event) => onChange(slot, event.target.checked)}
                  />
                  <label htmlFor={boxId} className={styles.lockLabel}>
                    <span>{names(slot).group}</span>
                    <span className={styles.lockOption}>
                      {chosen ? assetName(chosen, lang) : ""}
                    </span>
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </details>
  );
}
