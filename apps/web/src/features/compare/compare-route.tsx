import { pages } from "@home-designer/core";
import { Link2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { MessageView } from "../../components/ui/message-view.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { isNotFound } from "../../lib/api.ts";
import { copyText } from "../../lib/clipboard.ts";
import { parseId } from "../../lib/ids.ts";
import { Navigate, usePageHeading, useSearchParams } from "../../lib/navigation.ts";
import { toast } from "../../lib/toast.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { useIsDesktop } from "../../lib/use-media-query.ts";
import styles from "./compare.module.css";
import { readDesigns } from "./compare-address.ts";
import { CompareCarousel } from "./components/compare-carousel.tsx";
import { CompareColumns } from "./components/compare-columns.tsx";
import { DesignPicker } from "./components/design-picker.tsx";
import { type Comparison, shownDesigns, useComparison } from "./use-comparison.ts";

/**
 * `/{lang}/compare?project=…&apartment_layout_id=…&designs=12,3,4`: two or three designs of one
 * layout side by side, room by room, only what differs unless asked for everything. The address
 * names the designs by their packages' ids, so it is shared as it is; whoever opens it sees the
 * designs they may see (anyone the company's packages, only its owner and staff a buyer's own).
 */
export function Component() {
  const { t } = useTranslation("compare");
  useDocumentTitle(t("title"));
  const lang = useLocale();
  const [params] = useSearchParams();
  const project = parseId(params.get("project"));
  const layoutId = parseId(params.get("apartment_layout_id"));
  if (project === null || layoutId === null) {
    return <Navigate to={pages.notFound({ lang })} replace />;
  }
  return <ComparePage project={project} layoutId={layoutId} />;
}

function ComparePage({ project, layoutId }: { project: number; layoutId: number }) {
  const { t } = useTranslation(["compare", "common"]);
  const lang = useLocale();
  const [params, setParams] = useSearchParams();
  const designsParam = params.get("designs");
  const designs = useMemo(() => readDesigns(designsParam), [designsParam]);
  const selectedUser = parseId(params.get("selected_user"));
  const state = useComparison(project, layoutId, designs, selectedUser);

  if (state.status === "loading") return <LoadingView label={t("common:loading")} />;
  if (state.status === "failed") {
    if (isNotFound(state.error)) return <Navigate to={pages.notFound({ lang })} replace />;
    return (
      <MessageView
        main
        alert
        title={t("common:errors.loadTitle")}
        text={state.error.message}
        action={
          <Button variant="primary" onClick={state.retry}>
            {t("common:retry")}
          </Button>
        }
      />
    );
  }
  const pick = (ids: readonly number[]) => {
    const next = new URLSearchParams(params);
    next.set("designs", ids.join(","));
    // Picking designs is part of this page, not a page of its own to go back to.
    setParams(next, { replace: true });
  };
  return <CompareView data={state.data} onPick={pick} />;
}

function CompareView({
  data,
  onPick,
}: {
  data: Comparison;
  onPick: (ids: readonly number[]) => void;
}) {
  const { t } = useTranslation("compare");
  const pageHeading = usePageHeading();
  const desktop = useIsDesktop();
  const [showAll, setShowAll] = useState(false);
  const shown = shownDesigns(data);
  const { address } = data.tabs;

  const copyLink = async () => {
    if (await copyText(window.location.href)) toast.success(t("linkCopied"));
    else toast.error(t("copyFailed"));
  };

  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 ref={pageHeading} tabIndex={-1} className={styles.title}>
            {t("title")}
          </h1>
          <p className={styles.lead}>
            {[address.project, t("apartment", { value: address.apartment })].join(", ")}
          </p>
        </div>
        <Button variant="secondary" size="small" onClick={() => void copyLink()}>
          <Link2 size={15} aria-hidden="true" />
          {t("copyLink")}
        </Button>
      </header>

      <DesignPicker columns={data.columns} packages={data.packages} onPick={onPick} />

      {shown.length < 2 ? (
        <p className={styles.note}>{t("pickMore")}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <label className={styles.toggle}>
              <input
                type="checkbox"
                checked={showAll}
                onChange={(event) => setShowAll(event.target.checked)}
              />
              {t("showAll")}
            </label>
            {showAll ? null : <p className={styles.hint}>{t("onlyDifferences")}</p>}
          </div>
          {desktop ? (
            <CompareColumns data={data} showAll={showAll} />
          ) : (
            <CompareCarousel data={data} showAll={showAll} />
          )}
        </>
      )}
    </main>
  );
}
