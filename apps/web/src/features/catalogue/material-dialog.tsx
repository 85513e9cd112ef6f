import { type Material, pickLabel } from "@home-designer/core";
import { ExternalLink, Images } from "lucide-react";
import { useState } from "react";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useEuro } from "../../lib/company.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { unitPriceText } from "./catalogue-data.ts";
import styles from "./material-dialog.module.css";

type MaterialDialogProps = { material: Material; onClose: () => void };

/**
 * A material's details: descriptions, finish, maker and seller, codes, whether a sample can be
 * had, its pictures, and the maker's website.
 */
export function MaterialDialog({ material, onClose }: MaterialDialogProps) {
  const { t } = useTranslation(["catalogue", "common"]);
  const lang = useLocale();
  const euro = useEuro();
  const name = pickLabel(material.desc_short, lang) || material.material_id;
  const pictures = [material.url_sup, material.url_pip].filter((url): url is string => !!url);
  const [showAll, setShowAll] = useState(false);
  const [current, setCurrent] = useState(0);
  const shown = pictures[current];
  const text = (value: string | null | undefined) => value?.trim() || "–";
  const price = unitPriceText(material, lang, euro);

  const facts: [string, string][] = [
    [t("catalogue:detail.finish"), text(pickLabel(material.product_finishing, lang))],
    [t("catalogue:detail.type"), text(pickLabel(material.product_type, lang))],
    [t("catalogue:detail.manufacturer"), text(material.manufacturer)],
    [t("catalogue:detail.seller"), text(material.seller)],
    [t("catalogue:detail.materialId"), text(material.material_id)],
    [t("catalogue:detail.productId"), text(material.producer_product_id)],
    [
      t("catalogue:detail.sample"),
      material.is_sample_available ? t("catalogue:detail.yes") : t("catalogue:detail.no"),
    ],
  ];

  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={name}
      closeLabel={t("common:close")}
    >
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <div className={styles.picture}>
            {shown ? (
              <img src={shown} alt={name} />
            ) : (
              <span className={styles.noPicture}>{t("catalogue:detail.noPicture")}</span>
            )}
          </div>
          {showAll && pictures.length > 1 ? (
            <fieldset className={styles.thumbs}>
              <legend className={styles.legend}>{t("catalogue:detail.photos")}</legend>
              {pictures.map((url, index) => (
                <button
                  key={url}
                  type="button"
                  className={styles.thumb}
                  aria-pressed={index === current}
                  aria-label={t("catalogue:detail.photo", { number: index + 1 })}
                  onClick={() => setCurrent(index)}
                >
                  <img src={url} alt="" />
                </button>
              ))}
            </fieldset>
          ) : pictures.length > 1 ? (
            <Button
              variant="secondary"
              size="small"
              className={styles.more}
              onClick={() => {
                setShowAll(true);
                setCurrent(1);
              }}
            >
              <Images size={16} aria-hidden="true" />
              {t("catalogue:detail.morePhotos")}
            </Button>
          ) : null}
        </div>

        <div className={styles.info}>
          {price ? (
            <p className={styles.price}>
              <span className={styles.priceLabel}>{t("catalogue:detail.price")}</span>
              <strong>{price}</strong>
            </p>
          ) : null}
          {pickLabel(material.desc_long, lang) ? (
            <p className={styles.description}>{pickLabel(material.desc_long, lang)}</p>
          ) : null}
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {material.url ? (
            <a
              href={material.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("primary", "medium", false, styles.website)}
            >
              {t("catalogue:detail.website")}
              <ExternalLink size={16} aria-hidden="true" />
            </a>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
