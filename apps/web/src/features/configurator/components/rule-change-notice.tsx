import {
  assetName,
  changedGroup,
  findAsset,
  pickLabel,
  pickReport,
  ruleChangesPrice,
  type SlotChange,
  shownRuleChanges,
} from "@home-designer/core";
import { ArrowRightLeft, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { flushSync } from "react-dom";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useEuro } from "../../../lib/company.ts";
import { useConfigurator } from "../context.ts";
import type { LastPick } from "../design/machine.ts";
import { dispatch } from "../design/store.ts";
import { useDesign } from "../design/use-design.ts";
import { roomLabel } from "../room/labels.ts";
import { roomVatRate, signedAmount } from "../summary/summary-lines.ts";
import styles from "./rule-change-notice.module.css";

/**
 * What the restrictions changed because of the buyer's pick: each room and group they moved, the
 * option before and after, what that adds to the price, and one button that undoes the pick and
 * all of it. Changes in hidden groups are not the buyer's to see (their price is not counted
 * either): a pick that moved nothing the buyer sees says nothing. Loaded when first needed
 * (rule-change-slot.tsx).
 */
export function RuleChangeNotice({ lastPick }: { lastPick: LastPick }) {
  const { t } = useTranslation(["panels", "configurator"]);
  const { rooms: layoutRooms, lang, vatRate } = useConfigurator();
  const { rooms } = useDesign();
  const euro = useEuro();
  const ref = useRef<HTMLDivElement>(null);
  const report = pickReport(rooms, lastPick.shown, lastPick.chosen, lastPick.choice);
  const shown = shownRuleChanges(rooms, report);
  const telling = shown.length > 0;
  // Told where the buyer is: under the options they picked from, brought into view if the
  // panel's foot hides it. Focus stays on the option; the live region reads the notice out.
  // Only while the buyer is still at the group: a notice that arrives late (its code loads when
  // the browser is idle) does not move the page under a menu or a field they have gone on to.
  useEffect(() => {
    const notice = ref.current;
    if (!telling || !notice) return;
    const active = document.activeElement;
    const elsewhere =
      active && active !== document.body && !notice.closest("section")?.contains(active);
    if (elsewhere) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    notice.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [telling]);
  if (!telling) return null;

  const optionName = (change: SlotChange, side: "from" | "to") => {
    const group = changedGroup(rooms, change);
    const option = group && findAsset(group, change[side]);
    return option ? assetName(option, lang) : "";
  };
  const vatOf = (roomId: number) => {
    const room = layoutRooms.find((r) => r.id === roomId);
    return room ? roomVatRate(room, vatRate) : (vatRate ?? 0);
  };
  const price = ruleChangesPrice(rooms, lastPick.chosen, report, vatOf);

  /**
   * Undoing or closing removes the notice and the button with it: focus goes to the option now
   * chosen in the group the buyer picked in, where they were.
   */
  const leave = (event: "pick undone" | "rule notice closed") => {
    const section = ref.current?.closest("section");
    flushSync(() => dispatch({ type: event }));
    section?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  };

  return (
    <div ref={ref} className={styles.notice} data-testid="rule-change">
      <ArrowRightLeft size={16} aria-hidden="true" className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.title}>
          {t("panels:ruleChange.title", { option: optionName(report.picked, "to") })}
        </p>
        <ul className={styles.changes}>
          {shown.map((change) => {
            const room = layoutRooms.find((r) => r.id === change.roomId);
            const group = changedGroup(rooms, change);
            return (
              <li key={`${change.roomId}:${change.groupId}`} className={styles.change}>
                <span className={styles.place}>
                  {t("panels:ruleChange.place", {
                    room: room ? roomLabel(room, lang) : "",
                    group: group ? pickLabel(group.title.label, lang) : "",
                  })}
                </span>{" "}
                <span className={styles.from}>{optionName(change, "from")}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> {t("panels:ruleChange.changedTo")} </span>
                <strong className={styles.to}>{optionName(change, "to")}</strong>
              </li>
            );
          })}
        </ul>
        {price.priced && price.cents !== 0 ? (
          <p className={styles.price}>
            {t("panels:ruleChange.price")}{" "}
            <strong data-testid="rule-change-price">{signedAmount(price.cents, euro)}</strong>
            <span className="sr-only"> {t("configurator:priceWithVat")}</span>
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            size="small"
            aria-label={t("panels:ruleChange.undoLabel", {
              option: optionName(report.picked, "to"),
            })}
            onClick={() => leave("pick undone")}
          >
            {t("panels:ruleChange.undo")}
          </Button>
        </div>
      </div>
      <Button
        variant="ghost"
        size="small"
        iconOnly
        className={styles.close}
        aria-label={t("panels:ruleChange.close")}
        onClick={() => leave("rule notice closed")}
      >
        <X size={16} aria-hidden="true" />
      </Button>
    </div>
  );
}
