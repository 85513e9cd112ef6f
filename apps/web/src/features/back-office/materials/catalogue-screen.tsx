import { pages, toCents } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { useEuro } from "../../../lib/company.ts";
import { useNavigate, useSearchParams } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import type { BackOfficeAccess } from "../access.ts";
import { fetchMaterials } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { FoundList, SearchFilters } from "../components/found-list.tsx";
import { pageParam } from "../components/pagination-pages.ts";
import { MaterialDialog } from "./material-dialog.tsx";

/** The material a form is open for: its place in the document, and its code then. */
type Editing = { index: number; code: string; name: string };

/**
 * `/{lang}/admin/catalogue?q=…&category=…&page=…`: the draft's materials, found by words and
 * category, a page at a time; each opens its form. The search is in the address, so Back returns
 * to it.
 */
export function CatalogueScreen({ access }: { access: BackOfficeAccess }) {
  const { t } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = {
    q: params.get("q") ?? "",
    category: params.get("category") ?? "",
    page: pageParam(params.get("page")),
  };
  const [editing, setEditing] = useState<Editing | null>(null);
  const materials = useQuery({
    queryKey: backOfficeKeys.materials(query),
    queryFn: ({ signal }) => fetchMaterials(query, signal),
    // The last page stays on screen while the next loads (react-query's keepPreviousData).
    placeholderData: (previous) => previous,
  });
  const hrefOf = (changes: Partial<typeof query>) => {
    const next = { ...query, ...changes };
    return pages.adminCatalogue(
      { lang },
      {
        q: next.q || null,
        category: next.category || null,
        page: next.page > 1 ? next.page : null,
      },
    );
  };
  // As the company writes amounts in this language, as its buyers read them.
  const euro = useEuro();
  const categories = materials.data?.categories ?? [];

  return (
    <AdminPage title={t("catalogue.title")} lead={t("catalogue.lead")}>
      <SearchFilters
        id="catalogue-q"
        label={t("catalogue.search")}
        value={query.q}
        onSearch={(q) => navigate(hrefOf({ q, page: 1 }))}
      >
        <div className={styles.field}>
          <label htmlFor="catalogue-category">{t("catalogue.category")}</label>
          <select
            id="catalogue-category"
            className={styles.input}
            value={query.category}
            onChange={(event) => navigate(hrefOf({ category: event.target.value, page: 1 }))}
          >
            <option value="">{t("catalogue.allCategories")}</option>
            {categories.map((category) => (
              <option key={category.code} value={category.code}>
                {category.name}
              </option>
            ))}
            <option value="-">{t("catalogue.noCategory")}</option>
          </select>
        </div>
      </SearchFilters>

      <FoundList
        query={materials}
        found={(count) => t("catalogue.found", { count })}
        hrefOf={(page) => hrefOf({ page })}
        pagesLabel={t("catalogue.pages")}
      >
        {(data, busy) =>
          data.materials.length > 0 ? (
            <div className={styles.tableScroll}>
              <table
                className={`${styles.table} ${styles.wideTable}`}
                aria-busy={busy || undefined}
              >
                <caption className="sr-only">{t("catalogue.caption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("catalogue.picture")}</th>
                    <th scope="col">{t("catalogue.code")}</th>
                    <th scope="col">{t("catalogue.name")}</th>
                    <th scope="col">{t("catalogue.category")}</th>
                    <th scope="col">{t("catalogue.manufacturer")}</th>
                    <th scope="col" className={styles.number}>
                      {t("catalogue.price")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.materials.map((material) => (
                    <tr key={material.index}>
                      <td>
                        {material.thumbnail_url ? (
                          // Shown beside its name, which says what it is: the picture adds no words.
                          <img
                            src={material.thumbnail_url}
                            alt=""
                            width={40}
                            height={40}
                            loading="lazy"
                            className={styles.thumbnail}
                          />
                        ) : (
                          <span className={styles.muted}>—</span>
                        )}
                      </td>
                      <td>
                        <code className={styles.code}>{material.code}</code>
                      </td>
                      <td>
                        <button
                          type="button"
                          className={styles.rowButton}
                          onClick={() =>
                            setEditing({
                              index: material.index,
                              code: material.code,
                              name: material.name || material.code,
                            })
                          }
                        >
                          {material.name || material.code}
                        </button>
                      </td>
                      <td>
                        {categories.find((c) => c.code === material.category)?.name ??
                          material.category ??
                          "—"}
                      </td>
                      <td className={styles.breakable}>{material.manufacturer ?? "—"}</td>
                      <td className={styles.number}>{euro(toCents(Number(material.price)))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null
        }
      </FoundList>
      {editing ? (
        <MaterialDialog
          key={`${editing.index} ${editing.code}`}
          index={editing.index}
          code={editing.code}
          name={editing.name}
          categories={categories}
          readOnly={access !== "edit"}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPage>
  );
}
