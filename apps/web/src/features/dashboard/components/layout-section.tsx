import { type ChangeRequest, pages, pickLabel, type Reopening } from "@home-designer/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ChevronDown,
  Columns3,
  ExternalLink,
  History,
  MapPin,
  MessageSquarePlus,
  RotateCcw,
  Sparkles,
  Trash2,
} from "lucide-react";
import { type Ref, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { DeadlineNote } from "../../../components/ui/deadline-note.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { showFailure } from "../../../lib/failure.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { Link } from "../../../lib/navigation.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { toast } from "../../../lib/toast.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { useIsStaff } from "../../../lib/user.ts";
import { compareUrl, firstDesigns } from "../../compare/compare-kit.ts";
import { dashboardCalls, dashboardQueries } from "../api.ts";
import { useDashboard } from "../dashboard-context.ts";
import { CARDS_PER_PAGE, type LayoutGroup, shownEntries } from "../dashboard-data.ts";
import { useBuildingName } from "../use-building-name.ts";
import { useAddressLine } from "../use-package-actions.ts";
import { AskChangeDialog, DeclineChangeDialog } from "./change-request-dialog.tsx";
import { ChangeRequestNote } from "./change-request-note.tsx";
import styles from "./layout-section.module.css";
import { PackageCard } from "./package-card.tsx";
import { ReopenDialog } from "./reopen-dialog.tsx";

type LayoutSectionProps = {
  group: LayoutGroup;
  /**
   * The layout was just added, or the add dialog found it on the dashboard already: it is
   * scrolled to and marked so.
   */
  highlighted: "added" | "found" | null;
};

/** One apartment layout: where it is, its plan, and a card for each package on it. */
export function LayoutSection({ group, highlighted }: LayoutSectionProps) {
  const { t } = useTranslation(["dashboard", "common"]);
  const { actingUser, companyId, refresh, marked } = useDashboard();
  const token = usePrimaryStore((s) => s.token);
  const lang = useLocale();
  const addressLine = useAddressLine();
  const buildingName = useBuildingName();
  const staff = useIsStaff();
  const queryClient = useQueryClient();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [askingReopen, setAskingReopen] = useState(false);
  const [askingChange, setAskingChange] = useState(false);
  const [declining, setDeclining] = useState<number | null>(null);
  const section = useRef<HTMLElement>(null);
  const reopenedNote = useRef<HTMLDivElement>(null);
  const requestNote = useRef<HTMLDivElement>(null);
  // Set when staff reopened the layout here: its note takes focus from the button that goes.
  const focusNote = useRef(false);
  const { layout } = group;
  const { apartment } = layout;
  const address = addressLine(layout);
  const headingId = `layout-${group.layoutId}`;
  const confirmed = group.entries.some((entry) => entry.confirmed);
  // A reopened layout has no confirmation of record; its entries carry the open reopening.
  const reopened = group.entries[0]?.reopening ?? null;
  // The server says whether the person (or the customer staff act for) buys the apartment.
  const buyer = group.entries.some((entry) => entry.abilities.confirm_refusal !== "not_buyer");
  // The dashboard's requests, read once for all its layouts: only when a layout has one to show
  // (confirmed or reopened) to someone who may read it, the buyer or the company's staff.
  const requestsQuery = dashboardQueries.changeRequests(companyId, actingUser, token);
  const requests = useQuery({
    ...requestsQuery,
    enabled: (confirmed || reopened !== null) && (staff || buyer),
  });
  const requestList = (requests.data?.change_requests ?? []).filter(
    (request) => request.apartment_layout_id === group.layoutId,
  );
  const openRequest = requestList.find((request) => request.status === "open") ?? null;
  // What a request waiting for an answer says; otherwise how the latest one was answered.
  const shownRequest = openRequest ?? requestList[0] ?? null;
  const mayAsk = !staff && buyer && confirmed && !requests.isPending && openRequest === null;

  useEffect(() => {
    if (!reopened || !focusNote.current) return;
    focusNote.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) reopenedNote.current?.focus();
  }, [reopened]);

  useEffect(() => {
    if (highlighted) section.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [highlighted]);

  /** A request of this layout as the server answered it now, shown at once and read again. */
  const keepRequest = (request: ChangeRequest) => {
    queryClient.setQueryData(requestsQuery.queryKey, (current) => ({
      change_requests: [
        { ...request, apartment_layout_id: group.layoutId },
        ...(current?.change_requests ?? []).filter((other) => other.id !== request.id),
      ],
    }));
    void queryClient.invalidateQueries({ queryKey: requestsQuery.queryKey });
  };

  const removeLayout = useMutation({
    mutationFn: () => dashboardCalls.removeLayout(group.layoutId, actingUser),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await refresh();
    },
    onError: (error) =>
      showFailure(error, {
        retry: () => removeLayout.mutate(),
        key: `remove-layout-${group.layoutId}`,
      }),
  });

  return (
    <section
      ref={section}
      className={`${styles.section} ${highlighted ? styles.highlighted : ""}`}
      aria-labelledby={headingId}
      data-layout={group.layoutId}
    >
      <header className={styles.header}>
        <div className={styles.plan}>
          {layout.web_img.url ? (
            <img
              src={layout.web_img.url}
              alt={t("dashboard:layout.picture", { value: layout.name })}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <MapPin size={28} aria-hidden="true" />
          )}
        </div>
        <div className={styles.place}>
          <p className={styles.project}>{apartment.building.project.name}</p>
          {/* Focused when the add dialog closes onto this layout. */}
          <h2 id={headingId} tabIndex={-1} className={styles.title}>
            {t("dashboard:layout.apartment", { value: apartment.number })}
            <span className={styles.titleLayout}>
              {t("dashboard:layout.layout", { value: layout.name })}
            </span>
          </h2>
          <p className={styles.address}>{address}</p>
          <ul className={styles.facts}>
            <li>{buildingName(apartment.building.building_number)}</li>
            <li>{t("dashboard:layout.packages", { count: group.entries.length })}</li>
          </ul>
          {reopened ? (
            <ReopenedNote
              ref={reopenedNote}
              reopening={reopened}
              projectId={apartment.building.project_id}
              layoutId={group.layoutId}
            />
          ) : null}
          {shownRequest ? (
            <ChangeRequestNote
              ref={requestNote}
              request={shownRequest}
              answering={
                staff && shownRequest.status === "open"
                  ? {
                      onReopen: () => setAskingReopen(true),
                      onDecline: () => setDeclining(shownRequest.id),
                    }
                  : null
              }
            />
          ) : null}
          {confirmed ? null : (
            <div className={styles.deadline}>
              <DeadlineNote deadlines={layout.deadlines} lang={lang} />
            </div>
          )}
          {highlighted ? (
            <p className={styles.added}>
              <Sparkles size={14} aria-hidden="true" />
              {highlighted === "found"
                ? t("dashboard:layout.alreadyHere")
                : t("dashboard:layout.justAdded")}
            </p>
          ) : null}
        </div>
        <div className={styles.links}>
          {apartment.www_detailed_url ? (
            <a
              href={apartment.www_detailed_url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("ghost", "small")}
            >
              <ExternalLink size={15} aria-hidden="true" />
              {t("dashboard:layout.apartmentPage")}
            </a>
          ) : null}
          <Link
            to={compareUrl({
              lang,
              project: apartment.building.project_id,
              layoutId: group.layoutId,
              designs: firstDesigns(
                group.entries.map((entry) => ({ id: entry.package_id, own: entry.package.custom })),
              ),
              selectedUser: actingUser,
            })}
            className={buttonClass("ghost", "small")}
          >
            <Columns3 size={15} aria-hidden="true" />
            {t("dashboard:layout.compare")}
          </Link>
          {staff ? (
            <Link
              to={pages.adminAudit(
                { lang },
                { project: apartment.building.project.code, layout: group.layoutId },
              )}
              className={buttonClass("ghost", "small")}
            >
              <History size={15} aria-hidden="true" />
              {t("dashboard:layout.auditTrail")}
            </Link>
          ) : null}
          {staff && confirmed && openRequest === null ? (
            <Button variant="ghost" size="small" onClick={() => setAskingReopen(true)}>
              <RotateCcw size={15} aria-hidden="true" />
              {t("dashboard:reopen.button")}
            </Button>
          ) : null}
          {mayAsk ? (
            <Button variant="ghost" size="small" onClick={() => setAskingChange(true)}>
              <MessageSquarePlus size={15} aria-hidden="true" />
              {t("dashboard:changeRequest.ask")}
            </Button>
          ) : null}
          {group.removable ? (
            <Button
              variant="ghost"
              size="small"
              className={styles.remove}
              onClick={() => setConfirmRemove(true)}
            >
              <Trash2 size={15} aria-hidden="true" />
              {t("dashboard:layout.remove")}
            </Button>
          ) : null}
        </div>
      </header>

      <PackageCards group={group} keep={(entry) => marked.has(entry.package_id)} />

      {askingReopen ? (
        <ReopenDialog
          layoutId={group.layoutId}
          projectId={apartment.building.project_id}
          changeRequestId={openRequest?.id}
          onClose={() => setAskingReopen(false)}
          onReopened={({ reopening }) => {
            setAskingReopen(false);
            focusNote.current = true;
            // The reopening accepted the buyer's request with its reason, as the server wrote it.
            if (openRequest) {
              keepRequest({
                ...openRequest,
                status: "accepted",
                answer: reopening.reason,
                answered_at: reopening.reopened_at,
              });
            }
            // The package is the buyer's to change again, wherever it was read as confirmed.
            void Promise.all([
              refresh(),
              queryClient.invalidateQueries({ queryKey: ["packages"] }),
              queryClient.invalidateQueries({ queryKey: ["room-groups"] }),
            ]);
          }}
        />
      ) : null}
      {askingChange ? (
        <AskChangeDialog
          layoutId={group.layoutId}
          onClose={() => setAskingChange(false)}
          onAsked={({ change_request }) => {
            setAskingChange(false);
            keepRequest(change_request);
          }}
          focusAfterSent={() => requestNote.current}
        />
      ) : null}
      {declining !== null ? (
        <DeclineChangeDialog
          requestId={declining}
          onClose={() => setDeclining(null)}
          onDeclined={({ change_request }) => {
            setDeclining(null);
            keepRequest(change_request);
          }}
          focusAfterSent={() => requestNote.current}
        />
      ) : null}
      {confirmRemove ? (
        <ConfirmDialog
          open
          tone="danger"
          onOpenChange={setConfirmRemove}
          title={t("dashboard:layout.removeTitle")}
          description={t("dashboard:layout.removeText", { address })}
          confirmLabel={t("dashboard:layout.remove")}
          cancelLabel={t("common:cancel")}
          closeLabel={t("common:close")}
          busy={removeLayout.isPending}
          onConfirm={() =>
            removeLayout.mutate(undefined, { onSettled: () => setConfirmRemove(false) })
          }
        />
      ) : null}
    </section>
  );
}

type PackageCardsProps = {
  group: LayoutGroup;
  /** A package this visit made (duplicated here, saved in the configurator), shown wherever it is. */
  keep: (entry: LayoutGroup["entries"][number]) => boolean;
};

/**
 * The layout's packages, a page at a time: a buyer may have saved hundreds on one layout. "Show
 * more" adds the next page and takes the focus to the first package it added; the line above it,
 * a polite live region, says how many of how many are shown, so a screen reader hears it change.
 */
function PackageCards({ group, keep }: PackageCardsProps) {
  const { t } = useTranslation("dashboard");
  const [limit, setLimit] = useState(CARDS_PER_PAGE);
  const list = useRef<HTMLDivElement>(null);
  // The packages shown before "show more" was pressed: the first one after them takes the focus.
  const before = useRef<ReadonlySet<number> | null>(null);
  const shown = shownEntries(group.entries, limit, keep);
  const total = group.entries.length;
  const hidden = total - shown.length;
  const statusId = `layout-${group.layoutId}-shown`;

  useLayoutEffect(() => {
    const earlier = before.current;
    if (earlier === null) return;
    before.current = null;
    const first = shown.find((entry) => !earlier.has(entry.package_id));
    if (!first) return;
    list.current
      ?.querySelector<HTMLElement>(`#package-${group.layoutId}-${first.package_id}`)
      ?.focus();
  });

  return (
    <div className={styles.packages}>
      <div ref={list} className={styles.cards}>
        {shown.map((entry) => (
          <PackageCard key={entry.package_id} entry={entry} />
        ))}
      </div>
      {total > CARDS_PER_PAGE ? (
        <div className={styles.more}>
          <p id={statusId} role="status" className={styles.shown}>
            {hidden > 0
              ? t("layout.shown", { count: total, shown: shown.length })
              : t("layout.shownAll", { count: total })}
          </p>
          {hidden > 0 ? (
            <Button
              variant="secondary"
              aria-describedby={statusId}
              onClick={() => {
                before.current = new Set(shown.map((entry) => entry.package_id));
                setLimit((current) => current + CARDS_PER_PAGE);
              }}
            >
              <ChevronDown size={16} aria-hidden="true" />
              {t("layout.showMore", { count: Math.min(hidden, CARDS_PER_PAGE) })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

type ReopenedNoteProps = {
  reopening: Reopening;
  projectId: number;
  layoutId: number;
  ref: Ref<HTMLDivElement>;
};

/** Staff reopened the layout's confirmation: when, why, and which rooms may be changed. */
function ReopenedNote({ reopening, projectId, layoutId, ref }: ReopenedNoteProps) {
  const { t } = useTranslation("dashboard");
  const { companyId } = useDashboard();
  const lang = useLocale();
  // The rooms by name, when only some were reopened (the configurator reads the same answer).
  const tabs = useQuery({
    ...dashboardQueries.tabs(projectId, layoutId, companyId),
    enabled: reopening.tab_ids !== null,
  });
  const names =
    reopening.tab_ids === null
      ? null
      : (tabs.data?.rooms ?? [])
          .filter((room) => reopening.tab_ids?.includes(room.id))
          .map((room) => pickLabel(room.label, lang) || room.slug)
          .join(", ");
  return (
    <div ref={ref} tabIndex={-1} className={styles.reopened} role="note">
      <p className={styles.noteTitle}>
        <RotateCcw size={15} aria-hidden="true" />
        {t("reopen.noted", { date: formatDate(reopening.reopened_at, lang) })}
      </p>
      <p className={styles.noteText}>{t("reopen.notedReason", { reason: reopening.reason })}</p>
      {names === null ? (
        <p className={styles.noteText}>{t("reopen.allRooms")}</p>
      ) : names ? (
        <p className={styles.noteText}>{t("reopen.someRooms", { rooms: names })}</p>
      ) : null}
    </div>
  );
}
