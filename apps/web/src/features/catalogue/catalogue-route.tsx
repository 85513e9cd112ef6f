import {
  type CatalogueMaterial,
  type Material,
  type MaterialCategory,
  pickLabel,
} from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { ImageOff } from "lucide-react";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "../../components/ui/button.tsx";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { MessageView } from "../../components/ui/message-view.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { call } from "../../lib/api.ts";
import { useCompany, useEuro } from "../../lib/company.ts";
import { usePageHeading } from "../../lib/navigation.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useLocale } from "../../lib/use-locale.ts";
import styles from "./catalogue.module.css";
import {
  catalogueSections,
  categoryAnchor,
  FIRST_CARDS,
  MORE_CARDS,
  roomsText,
  unitPriceText,
} from "./catalogue-data.ts";
import { MaterialDialog } from "./material-dialog.tsx";

/** `/{lang}/kataloog`: every material of the company by category, open to visitors. */
export function Component() {
  const pageHeading = usePageHeading();
  const { t } = useTranslation(["catalogue", "common"]);
  useDocumentTitle(t("catalogue:title"));
  const lang = useLocale();
  const company = useCompany();
  const materials = useQuery({
    queryKey: ["materials", company.id],
    queryFn: ({ signal }) => call("GET /materials", { query: { company_id: company.id }, signal }),
  });
  const sections = useMemo(
    () => catalogueSections(materials.data ?? [], lang),
    [materials.data, lang],
  );
  const [open, setOpen] = useState<Material | null>(null);

  let content: ReactNode;
  if (materials.isPending) {
    content = <LoadingView label={t("catalogue:loading")} />;
  } else if (materials.isError) {
    content = (
      <MessageView
        alert
        headingLevel={2}
        title={t("catalogue:loadFailed")}
        text={materials.error.message}
        action={
          <Button variant="primary" onClick={() => void materials.refetch()}>
            {t("common:retry")}
          </Button>
        }
      />
    );
  } else if (sections.length === 0) {
    content = <p className={styles.empty}>{t("catalogue:empty")}</p>;
  } else {
    content = (
      <div className={styles.sections}>
        {sections.map((category) => (
          <CategorySection key={category.id} category={category} onOpen={setOpen} />
        ))}
      </div>
    );
  }

  return (
    <main id="main" className={styles.page}>
      <div className={styles.hero}>
        <div className={styles.inner}>
          <h1 ref={pageHeading} tabIndex={-1} className={styles.title}>
            {t("catalogue:title")}
          </h1>
          <p className={styles.lead}>{t("catalogue:lead")}</p>
        </div>
      </div>
      {sections.length > 0 ? (
        <nav className={styles.categories} aria-label={t("catalogue:categories")}>
          <ul className={styles.chips}>
            {sections.map((category) => (
              <li key={category.id}>
                <a href={`#${categoryAnchor(category)}`} className={styles.chip}>
                  <span className={styles.chipName}>{pickLabel(category.name, lang)}</span>
                  <span className={styles.chipCount}>{category.materials.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={`${styles.inner} ${styles.body}`}>
        {content}
        {sections.length > 0 ? <p className={styles.note}>{t("catalogue:priceNote")}</p> : null}
      </div>
      {open ? <MaterialDialog material={open} onClose={() => setOpen(null)} /> : null}
    </main>
  );
}

/** A category: its heading, the first cards, and a button that shows more of them. */
function CategorySection({
  category,
  onOpen,
}: {
  category: MaterialCategory;
  onOpen: (material: Material) => void;
}) {
  const { t } = useTranslation("catalogue");
  const lang = useLocale();
  const [shown, setShown] = useState(FIRST_CARDS);
  const list = useRef<HTMLUListElement>(null);
  const total = category.materials.length;
  const anchor = categoryAnchor(category);

  return (
    <section id={anchor} className={styles.section} aria-labelledby={`${anchor}-title`}>
      <header className={styles.sectionHeader}>
        <h2 id={`${anchor}-title`} className={styles.sectionTitle}>
          {pickLabel(category.name, lang)}
        </h2>
        <span className={styles.sectionCount}>{t("count", { count: total })}</span>
      </header>
      <ul ref={list} className={styles.grid}>
        {category.materials.slice(0, shown).map((material) => (
          <li key={material.id}>
            <MaterialCard material={material} onOpen={() => onOpen(material)} />
          </li>
        ))}
      </ul>
      {shown < total ? (
        <div className={styles.more}>
          <span className={styles.moreCount}>{t("shown", { shown, total })}</span>
          <Button
            variant="secondary"
            onClick={() => {
              flushSync(() => setShown(shown + MORE_CARDS));
              // The button moves below the new cards: the first of them takes the focus, so a
              // keyboard goes on reading where the list went on.
              list.current?.children[shown]?.querySelector("button")?.focus();
            }}
          >
            {t("more", { count: Math.min(MORE_CARDS, total - shown) })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function MaterialCard({ material, onOpen }: { material: CatalogueMaterial; onOpen: () => void }) {
  const { t } = useTranslation("catalogue");
  const lang = useLocale();
  const euro = useEuro();
  const name = pickLabel(material.desc_short, lang) || material.material_id;
  const type = pickLabel(material.product_type, lang);
  const rooms = roomsText(material, lang);
  const price = unitPriceText(material, lang, euro);
  return (
    <button
      type="button"
      className={styles.card}
      onClick={onOpen}
      aria-label={t("open", { name: rooms ? `${name} (${rooms})` : name })}
      aria-haspopup="dialog"
    >
      <span className={styles.thumb}>
        {material.url_sup ? (
          <img src={material.url_sup} alt="" loading="lazy" decoding="async" />
        ) : (
          <ImageOff size={24} aria-hidden="true" />
        )}
      </span>
      <span className={styles.cardBody}>
        {material.manufacturer ? (
          <span className={styles.maker}>{material.manufacturer}</span>
        ) : null}
        <span className={styles.name}>{name}</span>
        {type ? <span className={styles.type}>{type}</span> : null}
        {rooms ? <span className={styles.rooms}>{rooms}</span> : null}
        {price ? <span className={styles.price}>{price}</span> : null}
      </span>
    </button>
  );
}
