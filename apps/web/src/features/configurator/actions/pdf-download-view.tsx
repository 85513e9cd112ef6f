import { AlertCircle, CheckCircle2, Download, FileText } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { Link, useLocation, useNavigate, usePageHeading } from "../../../lib/navigation.ts";
import { withSearch } from "../../../lib/search.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { useConfigurator } from "../context.ts";
import { useDesign } from "../design/use-design.ts";
import { useRoomPanel } from "../room/room-panel.ts";
import { SUMMARY } from "../selection/engine.ts";
import { LoginOnlyDialog } from "./login-only-dialog.tsx";
import { downloadDesignPdf } from "./pdf.ts";
import styles from "./pdf-download-view.module.css";

type Status = "preparing" | "ready" | "failed";

/**
 * The summary opened with `downloadPDF` (spec section 2): once every room is loaded, only a
 * loading text while the PDF is made, then "PDF is ready!" as the download starts by itself. A
 * guest is asked to log in first and comes back here.
 */
export function PdfDownloadView() {
  const pageHeading = usePageHeading();
  const { t } = useTranslation(["actions", "common"]);
  const state = useConfigurator();
  const design = useDesign();
  const loggedIn = usePrimaryStore((s) => s.token !== null);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>("preparing");
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const panel = useRoomPanel(SUMMARY);

  const download = async () => {
    setStatus("preparing");
    try {
      await downloadDesignPdf(state, design.choices);
      setStatus("ready");
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setStatus("failed");
    }
  };

  // Once, as soon as there is a login (React's development double effects included).
  useEffect(() => {
    if (!loggedIn || started.current) return;
    started.current = true;
    void download();
  });

  const summary = `${pathname}${withSearch(search, { downloadPDF: null })}`;
  return (
    <main id="main" className={styles.page}>
      <div {...panel} className={styles.card}>
        <div role="status" aria-live="polite" className={styles.status}>
          {!loggedIn || status === "preparing" ? (
            <>
              <Spinner />
              <p className={styles.text}>{t("actions:pdf.preparing")}</p>
            </>
          ) : status === "ready" ? (
            <>
              <span className={styles.icon} aria-hidden="true">
                <CheckCircle2 size={28} />
              </span>
              <h1 ref={pageHeading} tabIndex={-1} className={styles.title}>
                {t("actions:pdf.ready")}
              </h1>
              <p className={styles.text}>{t("actions:pdf.readyText")}</p>
            </>
          ) : (
            <>
              <span className={`${styles.icon} ${styles.iconFailed}`} aria-hidden="true">
                <AlertCircle size={28} />
              </span>
              <h1 ref={pageHeading} tabIndex={-1} className={styles.title}>
                {t("actions:pdf.failedTitle")}
              </h1>
              <p className={styles.text}>{failure}</p>
            </>
          )}
        </div>
        {loggedIn && status !== "preparing" ? (
          <div className={styles.buttons}>
            <Link to={summary} replace className={buttonClass("secondary")}>
              <FileText size={16} aria-hidden="true" />
              {t("actions:pdf.toSummary")}
            </Link>
            <Button variant="primary" onClick={() => void download()}>
              <Download size={16} aria-hidden="true" />
              {t("actions:pdf.again")}
            </Button>
          </div>
        ) : null}
      </div>
      {loggedIn ? null : (
        <LoginOnlyDialog
          text={t("actions:loginOnly.pdfText")}
          returnTo={`${pathname}${search}`}
          onClose={() => navigate(summary, { replace: true })}
        />
      )}
    </main>
  );
}
