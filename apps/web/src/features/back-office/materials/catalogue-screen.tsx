import { pages, toCents } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useEuro } from "../../../lib/company.ts";
import { useNavigate, useSearchParams } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import type { BackOfficeAccess } from "../access.ts";
import { fetchMaterials, MATERIALS_PER_PAGE } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { Pagination } from "../components/pagination.tsx";
import { pageCount, pageParam } from "../components/pagination-pages.ts";
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
      <search>
        <form
          className={styles.filters}
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            navigate(hrefOf({ q: String(form.get("q") ?? "").trim(), page: 1 }));
          }}
        >
          <div className={styles.field}>
            <label htmlFor="catalogue-q">{t("catalogue.search")}</label>
            <input
              id="catalogue-q"
              name="q"
              type="search"
              key={query.q}
              defaultValue={query.q}
              className={styles.input}
              maxLength={100}
            />
          </div>
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
          <Button type="submit" variant="primary" className={styles.filterButton}>
            <Search size={16} aria-hidden="true" />
            {t("catalogue.find")}
          </Button>
        </form>
      </search>

      {materials.isPending ? (
        <p role="status">{t("common:loading")}</p>
      ) : materials.isError ? (
        <div role="alert" className={styles.refusal}>
          <p>{materials.error.message}</p>
          <Button size="small" onClick={() => materials.refetch()}>
            {t("common:retry")}
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.resultCount} role="status">
            {t("catalogue.found", { count: materials.data.total })}
          </p>
          {materials.data.materials.length > 0 ? (
            <div className={styles.tableScroll}>
              <table
                className={`${styles.table} ${styles.wideTable}`}
                aria-busy={materials.isPlaceholderData || undefined}
              >
                <caption className="sr-only">{t("catalogue.caption")}</caption>
                <thead>
                  <tr>
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
                  {materials.data.materials.map((material) => (
                    <tr key={material.index}>
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
          ) : null}
          <Pagination
            page={materials.data.page}
            count={pageCount(materials.data.total, MATERIALS_PER_PAGE)}
            hrefOf={(page) => hrefOf({ page })}
            label={t("catalogue.pages")}
          />
        </>
      )}
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
