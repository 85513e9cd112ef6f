import { hasUnsavedChanges } from "@home-designer/core";
import { BadgeCheck, Download, FileSignature } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmRefusalNote } from "../../../components/ui/confirm-refusal-note.tsx";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { i18n, useTranslation } from "../../../i18n/index.ts";
import { useCompany } from "../../../lib/company.ts";
import { showFailure } from "../../../lib/failure.ts";
import { useLocation, useNavigate } from "../../../lib/navigation.ts";
import { withSearch } from "../../../lib/search.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { toast } from "../../../lib/toast.ts";
import { useCurrentUser } from "../../../lib/user.ts";
import { SaveButton } from "../actions/save-button.tsx";
import { ShareButton } from "../actions/share-button.tsx";
import { useConfigurator } from "../context.ts";
import { useDesign } from "../design/use-design.ts";
import styles from "./summary-actions.module.css";

const ConfirmPackageDialog = lazyPart(() =>
  import("../actions/confirm-package-dialog.tsx").then((m) => m.ConfirmPackageDialog),
);
const LoginOnlyDialog = lazyPart(() =>
  import("../actions/login-only-dialog.tsx").then((m) => m.LoginOnlyDialog),
);
const loadPdf = () => import("../actions/pdf.ts");
const loadPayload = () => import("../actions/payload.ts");

/**
 * The summary's actions on the design: confirm (when the package may be confirmed) or why not,
 * save or save as, share, the PDF (logged in) and, where the project offers it, asking for an
 * offer on the company site (its quote page, or the apartment's page). Their code loads when they
 * are used.
 */
export function SummaryActions({ totalCents }: { totalCents: number | null }) {
  const { t } = useTranslation("summary");
  const state = useConfigurator();
  const design = useDesign();
  const loggedIn = usePrimaryStore((s) => s.token !== null);
  const user = useCurrentUser().data;
  const company = useCompany();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"confirm" | "quoteLogin" | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const pkg = state.activePackage;
  // Whether this person may confirm is the server's answer. Changed choices are not the package's
  // (they are saved first) and a confirmed package says so itself: neither gets a button or a
  // reason here.
  const unchanged = pkg !== null && !pkg.confirmed && !hasUnsavedChanges(design.mode);
  const confirmable = unchanged && pkg.abilities.confirm;
  const refusal = unchanged ? pkg.abilities.confirm_refusal : null;
  // The project offers it, and it leads somewhere: the company's quote page, else the apartment's.
  const quoteOffered =
    state.tabs.show_quite_generation && Boolean(company.quote_url || state.tabs.apartment_url);

  const downloadPdf = async () => {
    setPdfBusy(true);
    try {
      const { downloadDesignPdf } = await loadPdf();
      await downloadDesignPdf(state, design.choices);
      await i18n.loadNamespaces("actions");
      toast.success(i18n.t("actions:pdf.ready"));
    } catch (error) {
      showFailure(error, { retry: () => void downloadPdf(), whenOnline: true, key: "pdf" });
    } finally {
      setPdfBusy(false);
    }
  };

  const goToQuote = async (email: string) => {
    let quoteUrl: Awaited<ReturnType<typeof loadPayload>>["quoteUrl"];
    try {
      ({ quoteUrl } = await loadPayload());
    } catch (error) {
      showFailure(error, { retry: () => void goToQuote(email), key: "quote" });
      return;
    }
    const url = quoteUrl(company.quote_url, state.tabs.apartment_url, {
      apartmentId: state.tabs.apartmentId,
      projectId: state.project,
      wpid: new URLSearchParams(search).get("wpid"),
      layoutId: state.layoutId,
      totalCents: totalCents ?? 0,
      email,
    });
    if (url) window.location.assign(url);
  };

  // Back from a login asked for on the way to an offer (`generate_quote`): straight on to it.
  const quoteRequested = new URLSearchParams(search).has("generate_quote");
  const quoteStarted = useRef(false);
  useEffect(() => {
    if (!quoteRequested || !quoteOffered || !user || quoteStarted.current) return;
    quoteStarted.current = true;
    navigate(
      { pathname, search: withSearch(search, { generate_quote: null, total_sum: null }) },
      { replace: true },
    );
    void goToQuote(user.email);
  });

  return (
    <>
      {confirmable ? (
        <Button variant="primary" className={styles.wide} onClick={() => setDialog("confirm")}>
          <BadgeCheck size={16} aria-hidden="true" />
          {t("confirm")}
        </Button>
      ) : null}
      {refusal ? (
        <ConfirmRefusalNote refusal={refusal} actingForCustomer={state.selectedUser !== null} />
      ) : null}
      <SaveButton variant={confirmable ? "secondary" : "primary"} className={styles.wide} />
      <div className={styles.row}>
        <ShareButton className={styles.rowButton} />
        {loggedIn ? (
          <Button
            className={styles.rowButton}
            disabled={pdfBusy || !design.complete}
            aria-busy={pdfBusy || undefined}
            onPointerEnter={() => void loadPdf()}
            onClick={() => void downloadPdf()}
          >
            {pdfBusy ? (
              <span className={styles.busy} aria-hidden="true" />
            ) : (
              <Download size={16} aria-hidden="true" />
            )}
            {pdfBusy ? t("pdfPreparing") : t("pdf")}
          </Button>
        ) : null}
      </div>
      <span className="sr-only" role="status">
        {pdfBusy ? t("pdfPreparing") : ""}
      </span>
      {quoteOffered ? (
        <Button
          className={styles.wide}
          onClick={() => {
            if (user) void goToQuote(user.email);
            else if (!loggedIn) setDialog("quoteLogin");
          }}
        >
          <FileSignature size={16} aria-hidden="true" />
          {t("quote")}
        </Button>
      ) : null}
      {dialog === "confirm" ? (
        <Suspense fallback={null}>
          <ConfirmPackageDialog totalCents={totalCents} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {dialog === "quoteLogin" ? (
        <Suspense fallback={null}>
          <QuoteLogin
            returnTo={`${pathname}${withSearch(search, { generate_quote: "1" })}`}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function QuoteLogin({ returnTo, onClose }: { returnTo: string; onClose: () => void }) {
  const { t } = useTranslation("actions");
  return <LoginOnlyDialog text={t("loginOnly.quoteText")} returnTo={returnTo} onClose={onClose} />;
}
