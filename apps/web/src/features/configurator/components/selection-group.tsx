import {
  assetName,
  assetPrice,
  pickLabel,
  type SelectionGroup,
  type SlotKey,
  vatRate,
} from "@home-designer/core";
import { Ban, Check, ChevronRight, Lock, TriangleAlert } from "lucide-react";
import { memo, Suspense, useId, useState } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { i18n, useTranslation } from "../../../i18n/index.ts";
import { useEuro } from "../../../lib/company.ts";
import {
  AvailabilityNoteSlot,
  hasAvailability,
  OptionAvailabilitySlot,
} from "../availability/lazy.tsx";
import { useConfigurator } from "../context.ts";
import { type Allowed, isRuledOut } from "../room/restriction-reasons.ts";
import { groupSlot } from "../selection/engine.ts";
import { SpecialSlot } from "../staff/special-slot.tsx";
import { OptionThumbnail } from "./option-thumbnail.tsx";
import { RuleChangeSlot } from "./rule-change-slot.tsx";
import styles from "./selection-group.module.css";

// The panel's texts (the `panels` namespace) are fetched with its code, not once it renders.
const loadDetailPanel = () =>
  Promise.all([import("./detail-panel.tsx"), i18n.loadNamespaces(["panels"])]).then(
    ([module]) => module,
  );
const DetailPanel = lazyPart(() => loadDetailPanel().then((m) => m.DetailPanel));

/** The id of the element naming a group's options: its heading, or the phone sheet's title. */
export function groupTitleId(key: SlotKey): string {
  return `group-${key.replace(":", "-")}-title`;
}

type SelectionGroupSectionProps = {
  group: SelectionGroup;
  /** The group's chosen option. */
  chosenId: number | undefined;
  /** Options a restriction allows, when one applies; the others cannot be chosen then. */
  allowed: Allowed;
  /** Why the ruled-out options cannot be chosen. */
  reason: string;
  /** Why no other option can be chosen at all now (a confirmed package, a special solution). */
  locked?: string | null;
  /** The group's deadline has passed: shown with the group, saying until when it was open. */
  closed?: string | null;
  onChoose: (key: SlotKey, assetId: number) => void;
  /** Staff get the special solution form instead of the warning badge. */
  staff?: boolean;
  /**
   * Shown in the phones' group sheet, whose title names the group (with the id of groupTitleId):
   * no heading of its own, and the page's row keeps the group's id.
   */
  headless?: boolean;
};

/**
 * One selection group: title, description, the options as a radio group of thumbnails (arrow
 * keys move between them), the chosen option's name and price, and the link to the detail panel.
 * Options a restriction rules out stay in view, dimmed, and say why on hover and focus. Drawn
 * again only when its own props change (a click elsewhere leaves it alone), so they are kept
 * precise: the chosen id rather than every choice, the same `allowed` map while it holds.
 */
export const SelectionGroupSection = memo(function SelectionGroupSection({
  group,
  chosenId,
  allowed,
  reason,
  locked = null,
  closed = null,
  onChoose,
  staff = false,
  headless = false,
}: SelectionGroupSectionProps) {
  const { t } = useTranslation("configurator");
  const { lang, vatRate: layoutVat, rooms } = useConfigurator();
  const euro = useEuro();
  const [detailOpen, setDetailOpen] = useState(false);
  const [peek, setPeek] = useState<number | null>(null);
  // A blocked option that was tapped: its reason stays while it has focus, whatever the pointer
  // does after the tap (a touch leaves the option as soon as it lifts).
  const [tapped, setTapped] = useState<number | null>(null);
  const reasonId = useId();
  const key = groupSlot(group);
  const chosen = chosenId === undefined ? undefined : group.assets.find((a) => a.id === chosenId);
  const titleId = groupTitleId(key);
  const title = pickLabel(group.title.label, lang);
  const description = pickLabel(group.description.label, lang);
  // A special solution's VAT is its room's own, else the layout's (spec section 3).
  const roomVat = vatRate(rooms.find((r) => r.id === group.roomId)?.vat) ?? layoutVat ?? 0;
  const price = chosen ? assetPrice(chosen, roomVat) : null;
  const special = !staff && group.assets.some((a) => a.is_special);
  const peeked = peek === null ? undefined : group.assets.find((a) => a.id === peek);
  // A locked group keeps its chosen option; every other one says why it cannot be chosen.
  const blocked = (assetId: number) =>
    locked !== null ? assetId !== chosenId : isRuledOut(allowed, assetId);
  const showReason =
    (peeked !== undefined && blocked(peeked.id)) || (tapped !== null && blocked(tapped));
  const anyBlocked = group.assets.some((a) => blocked(a.id));
  const blockReason = locked ?? reason;

  return (
    <section
      className={`${styles.group} ${headless ? styles.headless : ""}`}
      id={headless ? undefined : `selection-group-${group.id}`}
      aria-labelledby={titleId}
    >
      {headless && !special ? null : (
        <div className={styles.heading}>
          {headless ? null : (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          {special ? (
            <>
              <span className={styles.special} title={t("special.hint")}>
                <TriangleAlert size={13} aria-hidden="true" />
                {t("special.badge")}
              </span>
              {/* The badge's explanation for screen readers, which do not read a title. */}
              <span className="sr-only">{t("special.hint")}</span>
            </>
          ) : null}
        </div>
      )}
      {description ? <p className={styles.description}>{description}</p> : null}
      {closed ? (
        <p className={styles.closed} data-testid="group-closed">
          <Lock size={14} aria-hidden="true" />
          <span>{closed}</span>
        </p>
      ) : null}
      <div className={styles.optionsArea}>
        {/* Native radio buttons: arrow keys, forms and screen readers work without extra code. */}
        <div
          className={styles.options}
          role="radiogroup"
          aria-labelledby={titleId}
          onPointerLeave={() => setPeek(null)}
        >
          {group.assets.map((asset) => {
            const name = assetName(asset, lang);
            const ruledOut = blocked(asset.id);
            // What the option's material warns of, for screen readers (availability/lazy.tsx).
            const availabilityId = `${reasonId}-availability-${asset.id}`;
            const checked = chosen?.id === asset.id;
            return (
              <label
                key={asset.id}
                className={`${styles.option} ${ruledOut ? styles.ruledOut : ""}`}
                title={ruledOut ? undefined : name}
                onPointerEnter={() => setPeek(asset.id)}
              >
                {/*
                 * A ruled-out option keeps its place in the keyboard order (aria-disabled rather
                 * than disabled), so focus can land on it and tell why; choosing it does nothing.
                 */}
                <input
                  type="radio"
                  className={styles.radio}
                  name={`selection-group-${key}`}
                  value={asset.id}
                  checked={checked}
                  aria-disabled={ruledOut || undefined}
                  aria-label={name}
                  aria-describedby={
                    [ruledOut ? reasonId : "", hasAvailability(asset) ? availabilityId : ""]
                      .join(" ")
                      .trim() || undefined
                  }
                  onFocus={() => setPeek(asset.id)}
                  onBlur={() => {
                    setPeek((current) => (current === asset.id ? null : current));
                    setTapped((current) => (current === asset.id ? null : current));
                  }}
                  onChange={() => {
                    // A blocked option says why when tapped, whatever the pointer did before.
                    setTapped(ruledOut ? asset.id : null);
                    if (!ruledOut) onChoose(key, asset.id);
                  }}
                />
                <OptionThumbnail asset={asset} className={styles.thumbnail} />
                {checked ? (
                  <span className={styles.indicator} aria-hidden="true">
                    <Check size={12} strokeWidth={3} />
                  </span>
                ) : null}
                <OptionAvailabilitySlot asset={asset} id={availabilityId} />
                {ruledOut && locked === null ? (
                  <span className={styles.ban} aria-hidden="true">
                    <Ban size={14} />
                  </span>
                ) : null}
              </label>
            );
          })}
        </div>
        {/* Floats over what follows, so showing it never moves the page under the pointer. */}
        {anyBlocked ? (
          <p id={reasonId} className={styles.reason} hidden={!showReason}>
            <Ban size={14} aria-hidden="true" />
            <span>{blockReason}</span>
          </p>
        ) : null}
      </div>
      {chosen ? (
        <div className={styles.chosen}>
          <p className={styles.chosenLine} aria-live="polite">
            <span className={styles.chosenName}>{assetName(chosen, lang)}</span>
            <span className={styles.price}>
              {price === null ? "" : euro(price)}
              {price !== null ? <span className="sr-only"> {t("priceWithVat")}</span> : null}
            </span>
          </p>
          <AvailabilityNoteSlot asset={chosen} />
          <button
            type="button"
            className={styles.detailLink}
            aria-haspopup="dialog"
            aria-label={t("detail.openFor", { group: title })}
            onPointerEnter={() => void loadDetailPanel()}
            onFocus={() => void loadDetailPanel()}
            onClick={() => setDetailOpen(true)}
          >
            {t("detail.open")}
            <ChevronRight size={14} aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <RuleChangeSlot slot={key} />
      {staff || chosen?.is_special ? (
        <SpecialSlot group={group} chosen={chosen} staff={staff} />
      ) : null}
      {detailOpen ? (
        <Suspense fallback={null}>
          <DetailPanel
            open
            onOpenChange={setDetailOpen}
            group={group}
            chosenId={chosenId}
            blocked={blocked}
            reason={blockReason}
            onChoose={onChoose}
          />
        </Suspense>
      ) : null}
    </section>
  );
});
