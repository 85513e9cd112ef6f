import { hasUnsavedChanges, pages, total } from "@home-designer/core";
import { BadgeCheck, ChevronRight, FileText, ImageIcon, Paperclip, Sparkles } from "lucide-react";
import { type ReactNode, Suspense, useEffect, useMemo } from "react";
import { buttonClass } from "../../../components/ui/button.tsx";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useCompany, useCompanyBuilding, useEuro } from "../../../lib/company.ts";
import { useFirstPaintDone } from "../../../lib/first-paint.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { Link, usePageHeading, useSearch } from "../../../lib/navigation.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { CompareLink } from "../actions/compare-link.tsx";
import { useSigningOutcome } from "../actions/signing-outcome.ts";
import { AvailabilityNote, useAvailability } from "../availability/availability.tsx";
import { AvailabilitySummary } from "../availability/availability-summary.tsx";
import { BudgetButton } from "../budget/budget-button.tsx";
import { useVatRateOf } from "../budget/budget-verdict.tsx";
import { DeadlineNoteSlot } from "../components/deadline-note-slot.tsx";
import { SpecialMark } from "../components/option-thumbnail.tsx";
import { useConfigurator } from "../context.ts";
import { useDesign, useFailedRooms } from "../design/use-design.ts";
import { addressLine, packageLabel, roomLabel, roomNumbers } from "../room/labels.ts";
import { useRoomNavigationLock } from "../room/room-navigation.ts";
import { useRoomPanel } from "../room/room-panel.ts";
import { scrollTargetState } from "../room/scroll-target.ts";
import { loadProgress } from "../selection/design.ts";
import { roomGroups, SUMMARY } from "../selection/engine.ts";
import styles from "./summary.module.css";
import { SummaryActions } from "./summary-actions.tsx";
import {
  confirmationOf,
  type SummaryLine,
  type SummaryRoom,
  shownVatPercent,
  summaryRooms,
} from "./summary-lines.ts";

const PdfDownloadView = lazyPart(
  () => import("../actions/pdf-download-view.tsx").then((m) => m.PdfDownloadView),
  { inline: true },
);

/** A confirmed package's changes against its version before: read and drawn only for one. */
const ConfirmationChanges = lazyPart(
  () => import("./confirmation-changes.tsx").then((m) => m.ConfirmationChanges),
  { quiet: true },
);

/** Who signed the confirmed package's version, and when: read only for a confirmed one. */
const ConfirmationSignature = lazyPart(
  () => import("./confirmation-changes.tsx").then((m) => m.ConfirmationSignature),
  { quiet: true },
);

/**
 * `/{lang}/{packageId}/summary` (and `/{lang}/custom/summary`): every room's choices with their
 * prices and the total, once every room is loaded. Its child routes open the save and terms
 * dialogs over it.
 */
export function Component({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(["summary", "configurator"]);
  useDocumentTitle(t("summary:title"));
  // Back from signing at the company's eID broker: how it ended, said once.
  useSigningOutcome();
  const { rooms } = useConfigurator();
  const { loaded, complete } = useDesign();
  const failedRooms = useFailedRooms();
  // While every room's choices load for the summary, moving between rooms waits (spec section 4).
  // A room that failed to load is not loading: the rooms stay open while the buyer retries it.
  const loading = !complete && failedRooms.length === 0;
  const setSummaryLoading = useRoomNavigationLock((s) => s.setSummaryLoading);
  useEffect(() => {
    setSummaryLoading(loading);
    return () => setSummaryLoading(false);
  }, [loading, setSummaryLoading]);
  // The page's first paint of the summary stands until the summary, or what stops it, shows.
  useFirstPaintDone(!loading);

  // The dialogs of the child routes stay in one place whether the summary is loading or shown, so
  // a name being typed into one is not lost as the last room arrives.
  return (
    <>
      {complete ? (
        <SummaryOrPdf />
      ) : (
        <SummaryLoading loading={loading} percent={loadProgress(loaded.size, rooms.length)} />
      )}
      {children}
    </>
  );
}

/** While every room's choices load: the progress, or that a room failed (its retry is above). */
function SummaryLoading({ loading, percent }: { loading: boolean; percent: number }) {
  const { t } = useTranslation("summary");
  const panel = useRoomPanel(SUMMARY);
  return (
    <main id="main" className={styles.loading}>
      <div {...panel} className={styles.loadingBox}>
        <div className={styles.loadingStatus} role="status" aria-live="polite">
          {/* The retry is in the notice under the room tabs (link-notice.tsx). */}
          {loading ? <Spinner /> : null}
          <p className={styles.loadingText}>{loading ? t("loading") : t("loadFailed")}</p>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t("progressLabel")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className={styles.progressBar} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.percent}>{percent} %</p>
        </div>
      </div>
    </main>
  );
}

/** With `downloadPDF` the summary is only the PDF's making and download (spec section 2). */
function SummaryOrPdf() {
  const { t } = useTranslation("summary");
  const downloadPdf = new URLSearchParams(useSearch()).has("downloadPDF");
  if (!downloadPdf) return <SummaryPage />;
  return (
    <Suspense
      fallback={
        <main id="main" className={styles.loading} aria-busy="true">
          <div className={styles.loadingStatus} role="status">
            <Spinner />
            <p className={styles.loadingText}>{t("loading")}</p>
          </div>
        </main>
      }
    >
      <PdfDownloadView />
    </Suspense>
  );
}

function SummaryPage() {
  const pageHeading = usePageHeading();
  const { t } = useTranslation(["summary", "configurator"]);
  const euro = useEuro();
  const companyBuilding = useCompanyBuilding();
  const state = useConfigurator();
  const { rooms, tabs, lang, vatRate, activePackage, packageSegment } = state;
  const design = useDesign();
  const company = useCompany();
  const modified = hasUnsavedChanges(design.mode);
  const panel = useRoomPanel(SUMMARY);

  const listed = useMemo(
    () => summaryRooms(rooms, design.loaded, design.choices, vatRate, lang),
    [rooms, design.loaded, design.choices, vatRate, lang],
  );
  const vatRateOf = useVatRateOf();
  const sum = useMemo(() => {
    const engineRooms = rooms.flatMap((room) => {
      const groups = design.loaded.get(room.id);
      return groups ? [roomGroups(room, groups)] : [];
    });
    return total(engineRooms, design.choices, vatRateOf);
  }, [rooms, design.loaded, design.choices, vatRateOf]);

  const packageName = design.mode.isCustom
    ? t("configurator:customPackage")
    : activePackage
      ? packageLabel(activePackage, lang)
      : t("configurator:customPackage");
  const confirmation = confirmationOf(activePackage, design.mode);
  // The rooms state's VAT, else the company's (the same that labels the total), unless confirmed.
  const vatPercent = shownVatPercent(activePackage, design.mode, tabs.vat ?? company.vat);
  const address = addressLine(tabs.address, {
    building: (value) => companyBuilding(value) ?? value,
    apartment: (value) => t("configurator:address.apartment", { value }),
    layout: (value) => t("configurator:address.layout", { value }),
  });

  return (
    <main id="main" className={styles.page}>
      {/* The Summary tab's panel (on desktop), as each room's screen is its tab's. */}
      <div {...panel} className={styles.inner}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{address}</p>
          <h1 ref={pageHeading} tabIndex={-1} className={styles.title}>
            {t("summary:title")}
          </h1>
          <p className={styles.lead}>{t("summary:lead")}</p>
        </header>

        <div className={styles.columns}>
          <aside className={styles.aside} aria-labelledby="summary-selection-title">
            <div className={styles.card}>
              <h2 id="summary-selection-title" className={styles.cardTitle}>
                {t("summary:yourSelection")}
              </h2>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt>{t("summary:package")}</dt>
                  <dd>
                    <span className={styles.packageName}>{packageName}</span>
                    {modified ? (
                      <span className={styles.changed}>{t("summary:changed")}</span>
                    ) : null}
                  </dd>
                </div>
              </dl>
              <DeadlineNoteSlot className={styles.deadline} />
              <AvailabilitySummary rooms={listed} />
              {confirmation.confirmed ? (
                <p className={styles.confirmed}>
                  <BadgeCheck size={18} aria-hidden="true" />
                  <span>
                    <strong>
                      {confirmation.date
                        ? t("summary:confirmedOn", { date: formatDate(confirmation.date, lang) })
                        : t("configurator:confirmed.title")}
                    </strong>
                    <span className={styles.confirmedText}>{t("summary:confirmedText")}</span>
                    <Suspense fallback={null}>
                      <ConfirmationSignature className={styles.signature} />
                    </Suspense>
                  </span>
                </p>
              ) : null}
              <div className={styles.total}>
                <span className={styles.totalLabel}>
                  {vatRate !== null ? t("summary:totalWithVat") : t("summary:total")}
                </span>
                <strong className={styles.totalValue} data-summary="total">
                  {sum.priced ? euro(sum.cents) : "—"}
                </strong>
              </div>
              <p className={styles.vatNote}>
                {vatPercent === null || vatRate === null
                  ? t("summary:noVatNote")
                  : company.show_vat_amount && sum.priced
                    ? t("summary:vatAmountNote", {
                        vat: formatPercent(vatPercent, lang),
                        amount: euro(sum.vatCents),
                      })
                    : t("summary:vatNote", { vat: formatPercent(vatPercent, lang) })}
              </p>
              <div className={styles.actions}>
                <SummaryActions totalCents={sum.priced ? sum.cents : null} />
                {sum.priced && !design.readOnly ? <BudgetButton className={styles.save} /> : null}
                <CompareLink className={styles.terms} />
                <Link
                  to={pages.summaryTerms({ lang, packageId: packageSegment }, state.carriedSearch)}
                  className={buttonClass("ghost", "small", false, styles.terms)}
                >
                  <FileText size={16} aria-hidden="true" />
                  {t("summary:terms")}
                </Link>
              </div>
            </div>
          </aside>

          <div className={styles.rooms}>
            {confirmation.confirmed ? (
              <Suspense fallback={null}>
                <ConfirmationChanges />
              </Suspense>
            ) : null}
            {listed.map((entry) => (
              <RoomSection key={entry.room.id} entry={entry} />
            ))}
          </div>
        </div>
      </div>
    </main>
  );
}

function RoomSection({ entry }: { entry: SummaryRoom }) {
  const { t } = useTranslation(["summary", "configurator"]);
  const euro = useEuro();
  const { lang } = useConfigurator();
  const label = roomLabel(entry.room, lang);
  const numbers = roomNumbers(entry.room);
  const titleId = `summary-room-${entry.room.id}`;
  return (
    <section className={styles.room} aria-labelledby={titleId}>
      <header className={styles.roomHeader}>
        <div>
          <h2 id={titleId} className={styles.roomTitle}>
            {label}
          </h2>
          {numbers ? (
            <p className={styles.roomNumbers}>{t("configurator:roomNumbers", { numbers })}</p>
          ) : null}
        </div>
        {entry.lines.some((line) => line.price !== null) ? (
          <p className={styles.roomTotal}>
            <span>{t("summary:roomTotal")}</span>
            <strong>{euro(entry.subtotal)}</strong>
          </p>
        ) : null}
      </header>
      {entry.lines.length === 0 ? (
        <p className={styles.empty}>{t("summary:emptyRoom")}</p>
      ) : (
        <ul className={styles.lines}>
          {entry.lines.map((line) => (
            <Line key={line.groupId} line={line} roomSlug={entry.room.slug} roomName={label} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Line({
  line,
  roomSlug,
  roomName,
}: {
  line: SummaryLine;
  roomSlug: string;
  roomName: string;
}) {
  const { t } = useTranslation("summary");
  const euro = useEuro();
  const { lang, packageSegment, carriedSearch } = useConfigurator();
  const linkText = line.special ? t("look") : t("change");
  const warnings = useAvailability()(line.asset);
  return (
    <li className={styles.line}>
      {line.thumbnail ? (
        <img src={line.thumbnail} alt="" className={styles.thumb} loading="lazy" decoding="async" />
      ) : line.special ? (
        <SpecialMark className={styles.thumb} />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          <ImageIcon size={20} />
        </span>
      )}
      <div className={styles.lineText}>
        <p className={styles.group}>
          {line.groupTitle}
          {line.special ? (
            <span className={styles.special}>
              <Sparkles size={12} aria-hidden="true" />
              {t("special")}
            </span>
          ) : null}
        </p>
        <p className={styles.name}>{line.name}</p>
        {line.description ? <p className={styles.description}>{line.description}</p> : null}
        <AvailabilityNote warnings={warnings} />
        {line.special && line.asset.files?.length ? (
          <ul className={styles.files} aria-label={t("files")}>
            {line.asset.files.map((file) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noopener" className={styles.file}>
                  <Paperclip size={13} aria-hidden="true" />
                  <span>{file.name}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.lineEnd}>
        <p
          className={`${styles.price} ${line.price === 0 ? styles.included : ""}`}
          data-summary="price"
        >
          {line.price === null ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">{t("noPrice")}</span>
            </>
          ) : (
            euro(line.price)
          )}
        </p>
        <Link
          to={pages.room({ lang, packageId: packageSegment, room: roomSlug }, carriedSearch)}
          state={scrollTargetState(line.groupId)}
          className={styles.change}
          // The group and room make each link's name unique for screen readers.
          aria-label={`${linkText}: ${line.groupTitle}, ${roomName}`}
        >
          {linkText}
          <ChevronRight size={14} aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}

function formatPercent(value: number, lang: string): string {
  return new Intl.NumberFormat(lang === "en" ? "en-GB" : lang, { maximumFractionDigits: 2 }).format(
    value,
  );
}
