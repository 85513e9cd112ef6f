import {
  type Asset,
  assetPrice,
  pickLabel,
  type SelectionGroup,
  specialVat,
} from "@home-designer/core";
import { FileText, ImageIcon, Lock } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { useEuro } from "../../../lib/company.ts";
import { useConfigurator } from "../context.ts";
import styles from "./special.module.css";
import { specialVatRate } from "./special-form.ts";

/**
 * A special solution as customers and guests see it: what staff wrote and attached, its price
 * with the VAT in it, and who to ask to change it. Nothing here can be changed.
 */
export function SpecialView({ group, special }: { group: SelectionGroup; special: Asset }) {
  const { t } = useTranslation("staff");
  const euro = useEuro();
  const { lang, rooms, vatRate } = useConfigurator();
  const titleId = useId();
  const rate = specialVatRate(
    rooms.find((room) => room.id === group.roomId),
    vatRate,
  );
  const name = pickLabel(special.label, lang) || pickLabel(special.title, lang);
  const description = pickLabel(special.description, lang);
  const files = special.files ?? [];
  const total = assetPrice(special, rate ?? 0) ?? 0;
  const percent =
    rate === null
      ? ""
      : new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 2 }).format(rate);

  return (
    <section className={styles.view} aria-labelledby={titleId} data-special-view={group.id}>
      <h3 id={titleId} className={styles.viewTitle}>
        {name}
      </h3>
      {description ? <p className={styles.viewText}>{description}</p> : null}
      {files.length > 0 ? (
        <ul className={styles.fileList} aria-label={t("view.files")}>
          {files.map((file) => (
            <li key={file.id} className={styles.file}>
              <a href={file.url} target="_blank" rel="noopener" className={styles.fileLink}>
                {file.type.startsWith("image/") ? (
                  <ImageIcon size={16} aria-hidden="true" />
                ) : (
                  <FileText size={16} aria-hidden="true" />
                )}
                <span className={styles.fileName}>{file.name}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.totals}>
        <div className={`${styles.totalLine} ${styles.grandTotal}`}>
          <dt>{rate !== null ? t("view.price") : t("view.priceNoVat")}</dt>
          <dd data-special="total">{euro(total)}</dd>
        </div>
      </dl>
      {rate !== null ? (
        <p className={styles.vatLine}>
          {t("view.vatIncluded", { vat: percent, amount: euro(specialVat(special, rate)) })}
        </p>
      ) : null}
      <p className={styles.viewNote}>
        <Lock size={14} aria-hidden="true" />
        <span>{t("view.note")}</span>
      </p>
    </section>
  );
}
