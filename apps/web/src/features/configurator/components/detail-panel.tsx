import {
  type Asset,
  assetPrice,
  assetThumbnail,
  pickLabel,
  type SelectionGroup,
  type SlotKey,
  type UiLocale,
  vatRate,
} from "@home-designer/core";
import { Ban, Check, ChevronDown, ExternalLink, ImageIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Sheet } from "../../../components/ui/sheet.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useEuro } from "../../../lib/company.ts";
import { useConfigurator } from "../context.ts";
import { groupSlot } from "../selection/engine.ts";
import styles from "./detail-panel.module.css";
import { SpecialMark } from "./option-thumbnail.tsx";

/** The panel scrolls to the chosen option once it has slid in (spec section 9). */
export const SCROLL_TO_SELECTED_MS = 500;

type DetailPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group: SelectionGroup;
  /** The group's chosen option. */
  chosenId: number | undefined;
  /** Whether an option cannot be chosen now (a restriction, a confirmed package, …). */
  blocked: (assetId: number) => boolean;
  /** Why blocked options cannot be chosen now. */
  reason: string;
  onChoose: (key: SlotKey, assetId: number) => void;
};

/**
 * Every option of a group in full: picture, descriptions, finishing and price, and on request the
 * manufacturer, product code, material id and the manufacturer's website. Choosing here is the
 * same as choosing a thumbnail.
 */
export function DetailPanel({
  open,
  onOpenChange,
  group,
  chosenId,
  blocked,
  reason,
  onChoose,
}: DetailPanelProps) {
  const { t } = useTranslation(["panels", "common"]);
  const { lang } = useConfigurator();
  const bodyRef = useRef<HTMLDivElement>(null);

  // Once per opening, and found in the page, so that choosing in the panel never jumps the list.
  useEffect(() => {
    if (!open) return;
    const id = window.setTimeout(() => {
      const item = bodyRef.current?.querySelector<HTMLElement>('[data-selected="true"]');
      item?.scrollIntoView({ block: "start", behavior: "smooth" });
    }, SCROLL_TO_SELECTED_MS);
    return () => window.clearTimeout(id);
  }, [open]);

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={pickLabel(group.title.label, lang)}
      description={t("panels:detail.options", { count: group.assets.length })}
      closeLabel={t("common:close")}
      bodyRef={bodyRef}
    >
      <ul className={styles.list}>
        {group.assets.map((asset) => (
          <DetailItem
            key={asset.id}
            asset={asset}
            selected={asset.id === chosenId}
            ruledOut={blocked(asset.id)}
            reason={reason}
            roomId={group.roomId}
            onSelect={() => onChoose(groupSlot(group), asset.id)}
          />
        ))}
      </ul>
    </Sheet>
  );
}

function pictureOf(asset: Asset): string | null {
  if (asset.is_special) return assetThumbnail(asset);
  return asset.material?.url_pip ?? asset.material?.url_sup ?? asset.image?.url ?? null;
}

function texts(asset: Asset, locale: UiLocale) {
  const material = asset.material;
  if (asset.is_special) {
    return {
      title: pickLabel(asset.label, locale) || pickLabel(asset.title, locale),
      long: pickLabel(asset.description, locale),
      finishing: "",
    };
  }
  return {
    title: pickLabel(material?.desc_short, locale) || pickLabel(asset.title, locale),
    long: pickLabel(material?.desc_long, locale),
    finishing: pickLabel(material?.product_finishing, locale),
  };
}

/** Only web addresses become links; anything else in the field is not followed. */
function websiteOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

type DetailItemProps = {
  asset: Asset;
  selected: boolean;
  ruledOut: boolean;
  reason: string;
  /** The room the group is in; a special solution is priced with its VAT. */
  roomId: number;
  onSelect: () => void;
};

function DetailItem({ asset, selected, ruledOut, reason, roomId, onSelect }: DetailItemProps) {
  const { t } = useTranslation(["panels", "configurator"]);
  const { lang, vatRate: layoutVat, rooms } = useConfigurator();
  const euro = useEuro();
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const titleId = useId();
  const reasonId = useId();
  const { title, long, finishing } = texts(asset, lang);
  const price = assetPrice(
    asset,
    vatRate(rooms.find((r) => r.id === roomId)?.vat) ?? layoutVat ?? 0,
  );
  const picture = pictureOf(asset);
  const material = asset.material;
  const website = websiteOf(material?.url);
  const facts = [
    { label: t("detail.manufacturer"), value: material?.manufacturer },
    { label: t("detail.productCode"), value: material?.producer_product_id },
    { label: t("detail.materialId"), value: material?.material_id },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  const hasMore = facts.length > 0 || website !== null;

  return (
    <li
      className={`${styles.item} ${selected ? styles.selected : ""} ${ruledOut ? styles.ruledOut : ""}`}
      data-asset={asset.id}
      data-selected={selected}
      aria-labelledby={titleId}
    >
      <div className={styles.picture}>
        {picture ? (
          <img src={picture} alt="" loading="lazy" decoding="async" />
        ) : asset.is_special ? (
          <SpecialMark className={styles.noPicture} />
        ) : (
          <span className={styles.noPicture}>
            <ImageIcon size={24} aria-hidden="true" />
            <span className="sr-only">{t("detail.noPicture")}</span>
          </span>
        )}
      </div>
      <div className={styles.text}>
        <div className={styles.head}>
          <h3 id={titleId} className={styles.title}>
            {title}
          </h3>
          {price !== null ? (
            <p className={styles.price}>
              <span className="sr-only">{t("detail.price")}: </span>
              {euro(price)}
              <span className="sr-only"> {t("configurator:priceWithVat")}</span>
            </p>
          ) : null}
        </div>
        {long && long !== title ? <p className={styles.long}>{long}</p> : null}
        {finishing ? (
          <p className={styles.finishing}>
            <span className={styles.factLabel}>{t("detail.finishing")}</span> {finishing}
          </p>
        ) : null}

        {ruledOut ? (
          <p id={reasonId} className={styles.reason}>
            <Ban size={14} aria-hidden="true" />
            {reason}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.select} ${selected ? styles.isSelected : ""}`}
            aria-pressed={selected}
            aria-describedby={ruledOut ? reasonId : undefined}
            disabled={ruledOut}
            onClick={() => {
              if (!selected) onSelect();
            }}
          >
            {selected ? <Check size={16} aria-hidden="true" /> : null}
            {selected ? t("detail.selected") : t("detail.select")}
          </button>
          {hasMore ? (
            <button
              type="button"
              className={styles.more}
              aria-expanded={expanded}
              aria-controls={moreId}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? t("detail.showLess") : t("detail.showMore")}
              <ChevronDown
                size={16}
                aria-hidden="true"
                className={expanded ? styles.chevronOpen : styles.chevron}
              />
            </button>
          ) : null}
        </div>
        {hasMore ? (
          <div id={moreId} hidden={!expanded} className={styles.facts}>
            <dl>
              {facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
            {website ? (
              <a href={website} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {t("detail.website")}
                <ExternalLink size={14} aria-hidden="true" />
                <span className="sr-only"> ({t("detail.newTab")})</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
