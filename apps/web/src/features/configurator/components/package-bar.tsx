import { hasUnsavedChanges } from "@home-designer/core";
import { MapPin } from "lucide-react";
import { memo, Suspense, useState } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { LazySelect as Select } from "../../../components/ui/lazy-select.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useCompanyBuilding } from "../../../lib/company.ts";
import { useAppFlags, usePrimaryStore } from "../../../lib/store.ts";
import { useIsDesktop } from "../../../lib/use-media-query.ts";
import { useMorePackages, withMorePackages } from "../api/more-packages.ts";
import { useConfigurator } from "../context.ts";
import { type Design, useDesign } from "../design/use-design.ts";
import { addressLine, packageLabel } from "../room/labels.ts";
import styles from "./package-bar.module.css";
import { PackageReset } from "./package-reset.tsx";

const UnsavedChangesDialog = lazyPart(() =>
  import("./unsaved-changes-dialog.tsx").then((m) => m.UnsavedChangesDialog),
);

/** The pseudo-package of the buyer's own combination, listed while the design is custom. */
export const CUSTOM = "custom";

/** The layout's address and the package dropdown; on phones it opens from the burger menu. */
export function PackageBar() {
  const { mode, pickPackage, changeAll, readOnly, complete } = useDesign();
  return (
    <PackageBarView
      mode={mode}
      pickPackage={pickPackage}
      changeAll={changeAll}
      canReset={complete && !readOnly}
    />
  );
}

type PackageBarViewProps = Pick<Design, "mode" | "pickPackage" | "changeAll"> & {
  canReset: boolean;
};

// Apart from the design, whose choices change with every click: the bar is drawn again only when
// the mode or the package changes.
const PackageBarView = memo(function PackageBarView({
  mode,
  pickPackage,
  changeAll,
  canReset,
}: PackageBarViewProps) {
  const { t } = useTranslation("configurator");
  const companyBuilding = useCompanyBuilding();
  const { tabs, packages, packageSegment, lang, project, layoutId, companyId, selectedUser } =
    useConfigurator();
  const token = usePrimaryStore((s) => s.token);
  const isDesktop = useIsDesktop();
  const open = useAppFlags((s) => s.packageBarOpen);
  // A package the buyer picked while holding unsaved changes, waiting for their confirmation.
  const [confirming, setConfirming] = useState<string | null>(null);
  // The list beyond its first page is read once the buyer goes to the picker.
  const [pickerUsed, setPickerUsed] = useState(false);
  const wantAll = () => setPickerUsed(true);
  const more = useMorePackages(
    { project, layoutId, companyId, userId: selectedUser, token, firstPage: packages },
    pickerUsed,
  );

  if (!isDesktop && !open) return null;

  const value = mode.isCustom || packageSegment === CUSTOM ? CUSTOM : packageSegment;
  const options = withMorePackages(packages, more.packages).map((p) => ({
    value: p.slug,
    label: packageLabel(p, lang),
    hint: p.user_package ? t("design.createdByUser") : t("design.createdByCompany"),
  }));
  if (value === CUSTOM)
    options.unshift({ value: CUSTOM, label: t("customPackage"), hint: t("design.customHint") });

  const onPick = (slug: string) => {
    // Custom is where the buyer already is; the package on screen unchanged is nothing to do.
    if (slug === CUSTOM || (slug === value && !hasUnsavedChanges(mode))) return;
    if (hasUnsavedChanges(mode)) setConfirming(slug);
    else pickPackage(slug);
  };

  return (
    <section className={styles.bar} aria-label={t("packageBar")}>
      <p className={styles.address}>
        <MapPin size={16} aria-hidden="true" className={styles.pin} />
        <span>
          {addressLine(tabs.address, {
            building: (v) => companyBuilding(v) ?? v,
            apartment: (v) => t("address.apartment", { value: v }),
            layout: (v) => t("address.layout", { value: v }),
          })}
        </span>
      </p>
      {/* Pointing at or moving to the picker reads the rest of the list before it opens. */}
      <div className={styles.picker} onPointerDownCapture={wantAll} onFocusCapture={wantAll}>
        <label htmlFor="package-select" className={styles.label}>
          {t("packageLabel")}
        </label>
        <Select
          id="package-select"
          label={t("choosePackage")}
          value={value}
          options={options}
          className={styles.select}
          onValueChange={onPick}
        />
        <PackageReset enabled={canReset} changeAll={changeAll} />
      </div>
      {confirming !== null ? (
        <Suspense fallback={null}>
          <UnsavedChangesDialog
            onConfirm={() => {
              setConfirming(null);
              pickPackage(confirming);
            }}
            onCancel={() => setConfirming(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
});
