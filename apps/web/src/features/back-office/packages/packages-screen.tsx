import { type CompanyPackage, type CompanyRoomType, pages, toCents } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useEuro } from "../../../lib/company.ts";
import { useSearchParams } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import type { BackOfficeAccess } from "../access.ts";
import { fetchPackagePrices, fetchPart } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { missingLanguages, textIn } from "../components/translations.ts";
import { useCompanyLanguages } from "../components/use-company-languages.ts";
import { Refusal } from "../draft/refusal.tsx";
import { useDraftChange } from "../draft/use-draft-change.ts";
import { ProjectPicker, useProject } from "../rooms/project-picker.tsx";
import local from "../rooms/rooms.module.css";
import { PackageDialog } from "./package-dialog.tsx";

/**
 * `/{lang}/admin/packages?project=…`: a project's packages, what each costs on each layout (as
 * the configurator adds it up, from the draft's prices), whether layouts open with it and buyers
 * may confirm it; admins change a package's texts, those switches and the option it chooses in
 * each group, as an edit of the draft.
 */
export function PackagesScreen({ access }: { access: BackOfficeAccess }) {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const euro = useEuro();
  const [params] = useSearchParams();
  const { projects, list, index: p, project } = useProject(params.get("project"));
  const packagesPath = `/projects/${p}/packages`;
  const roomTypesPath = `/projects/${p}/room_types`;
  const packages = useQuery({
    queryKey: backOfficeKeys.part(packagesPath),
    queryFn: ({ signal }) => fetchPart(packagesPath, signal),
    enabled: p >= 0,
  });
  const roomTypes = useQuery({
    queryKey: backOfficeKeys.part(roomTypesPath),
    queryFn: ({ signal }) => fetchPart(roomTypesPath, signal),
    enabled: p >= 0,
  });
  const code = project?.code ?? "";
  const prices = useQuery({
    queryKey: backOfficeKeys.packagePrices(code),
    queryFn: ({ signal }) => fetchPackagePrices(code, signal),
    enabled: code !== "",
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const { change, refusal, dismiss } = useDraftChange();
  const edit = access === "edit";
  const names = new Intl.DisplayNames(i18n.language, { type: "language" });

  const all = (packages.data?.value ?? []) as CompanyPackage[];
  const types = (roomTypes.data?.value ?? []) as CompanyRoomType[];
  const languages = useCompanyLanguages(all.flatMap((pkg) => [pkg.name, pkg.description]));
  const version = packages.data?.version ?? 0;

  const body = () => {
    if (projects.isPending || (p >= 0 && (packages.isPending || roomTypes.isPending)))
      return <p role="status">{t("common:loading")}</p>;
    const failed = projects.error ?? packages.error ?? roomTypes.error;
    if (failed)
      return (
        <div role="alert" className={styles.refusal}>
          <p>{failed.message}</p>
          <Button
            size="small"
            onClick={() => {
              void projects.refetch();
              void packages.refetch();
              void roomTypes.refetch();
            }}
          >
            {t("common:retry")}
          </Button>
        </div>
      );
    if (!project) return <p>{t("rooms.noProjects")}</p>;
    const add = edit ? (
      <div>
        <Button size="small" onClick={() => setEditing(all.length)}>
          <Plus size={16} aria-hidden="true" />
          {t("packages.add")}
        </Button>
      </div>
    ) : null;
    if (all.length === 0)
      return (
        <>
          <p>{t("packages.none")}</p>
          {add}
        </>
      );
    const layouts = prices.data?.layouts ?? [];
    return (
      <>
        <div className={styles.tableScroll}>
          <table
            className={`${styles.table} ${styles.wideTable}`}
            aria-busy={prices.isFetching || undefined}
          >
            <caption className={local.caption}>{t("packages.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("packages.package")}</th>
                {layouts.map((layout) => (
                  <th scope="col" key={layout.room_types.join(",")} className={styles.number}>
                    {layout.names.join(", ")}
                    <span className={local.layoutCount}>
                      {t("packages.layoutCount", { count: layout.layout_count })}
                    </span>
                  </th>
                ))}
                <th scope="col">{t("staff.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {all.map((pkg, k) => {
                const name = textIn(pkg.name, lang, pkg.code);
                const missing = [
                  ...new Set([
                    ...missingLanguages(pkg.name, languages),
                    ...missingLanguages(pkg.description, languages),
                  ]),
                ];
                return (
                  <tr key={pkg.code}>
                    <th scope="row">
                      <span className={local.itemName}>{name}</span>{" "}
                      <code className={styles.code}>{pkg.code}</code>
                      <span className={local.badges}>
                        {pkg.default ? (
                          <span className={styles.badge}>{t("packages.default")}</span>
                        ) : null}
                        {pkg.can_confirm === false ? (
                          <span className={styles.badge}>{t("packages.notConfirmable")}</span>
                        ) : null}
                        {missing.length > 0 ? (
                          <span className={`${styles.badge} ${local.missing}`}>
                            {t("rooms.missing", {
                              languages: missing.map((l) => names.of(l) ?? l).join(", "),
                            })}
                          </span>
                        ) : null}
                      </span>
                    </th>
                    {layouts.map((layout) => {
                      const price = layout.prices.find((each) => each.package === pkg.code)?.price;
                      return (
                        <td key={layout.room_types.join(",")} className={styles.number}>
                          {price === null || price === undefined ? (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="sr-only">{t("packages.noPrice")}</span>
                            </>
                          ) : (
                            euro(toCents(Number(price)))
                          )}
                        </td>
                      );
                    })}
                    <td>
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={t(edit ? "rooms.editOf" : "rooms.showOf", { name })}
                        onClick={() => setEditing(k)}
                      >
                        {edit ? t("rooms.edit") : t("rooms.show")}
                      </Button>
                      {edit ? (
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={t("rooms.removeOf", { name })}
                          disabled={change.isPending}
                          onClick={() => setRemoving(k)}
                        >
                          {t("rooms.remove")}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {prices.isError ? (
          <p role="alert" className={styles.refusal}>
            {prices.error.message}
          </p>
        ) : null}
        <p className={styles.hint}>{t("packages.priceHint")}</p>
        {add}
      </>
    );
  };

  return (
    <AdminPage
      title={t("packages.title")}
      lead={edit ? t("packages.lead") : t("packages.readOnlyLead")}
    >
      <ProjectPicker
        id="packages-project"
        list={list}
        value={code}
        hrefOf={(next) => pages.adminPackages({ lang }, { project: next })}
      />
      <Refusal refusal={refusal} onDismiss={dismiss} />
      {body()}
      {editing !== null && editing <= all.length ? (
        <PackageDialog
          key={`${editing} ${version}`}
          listPath={packagesPath}
          index={editing}
          packages={all}
          roomTypes={types}
          version={version}
          languages={languages}
          readOnly={!edit}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t("packages.removeTitle", {
          name:
            removing === null ? "" : textIn(all[removing]?.name, lang, all[removing]?.code ?? ""),
        })}
        description={t("packages.removeText")}
        confirmLabel={t("rooms.remove")}
        cancelLabel={t("common:cancel")}
        closeLabel={t("common:close")}
        busy={change.isPending}
        tone="danger"
        onConfirm={() => {
          const pkg = removing === null ? undefined : all[removing];
          if (!pkg) return;
          const place = `${packagesPath}/${removing}`;
          change.mutate(
            {
              version,
              operations: [
                { op: "test", path: `${place}/code`, value: pkg.code },
                { op: "remove", path: place },
              ],
            },
            { onSettled: () => setRemoving(null) },
          );
        }}
      />
    </AdminPage>
  );
}
