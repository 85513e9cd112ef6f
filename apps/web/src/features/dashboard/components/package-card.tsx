import type { DashboardEntry } from "@home-designer/core";
import { pages } from "@home-designer/core";
import { useQueryClient } from "@tanstack/react-query";
import {
  BadgeCheck,
  Copy,
  Ellipsis,
  Eye,
  FileDown,
  IdCard,
  Link2,
  Pencil,
  PenLine,
  Share2,
  Sparkles,
  Trash2,
} from "lucide-react";
import { type MouseEvent, useState } from "react";
import { ActionMenu, type ActionMenuItem } from "../../../components/ui/action-menu.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { ConfirmRefusalNote } from "../../../components/ui/confirm-refusal-note.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { canShareNatively } from "../../../lib/clipboard.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { Link, useNavigate } from "../../../lib/navigation.ts";
import { useIsDesktop } from "../../../lib/use-media-query.ts";
import { dashboardQueries } from "../api.ts";
import { actingSearch, useDashboard } from "../dashboard-context.ts";
import { freshnessOf } from "../dashboard-data.ts";
import { usePackageActions } from "../use-package-actions.ts";
import { CopyLinkDialog } from "./copy-link-dialog.tsx";
import styles from "./package-card.module.css";
import { RenameForm } from "./rename-form.tsx";

type OpenDialog = "confirm" | "delete" | null;

/**
 * One package of a layout: its picture, name, origin, state and what one can do with it, as the
 * answer's `abilities` say for this person.
 */
export function PackageCard({ entry }: { entry: DashboardEntry }) {
  const { t } = useTranslation(["dashboard", "common"]);
  const dashboard = useDashboard();
  const { lang, companyId, marked, now } = dashboard;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const actions = usePackageActions(entry);
  const [renaming, setRenaming] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const can = entry.abilities;
  // A confirmed package is final unless this person may still change it (staff, for a customer).
  const editable = !entry.confirmed || can.change;
  // Its confirmation says why a confirmed package has no confirm button; others say why not.
  const refusal = entry.confirmed ? null : can.confirm_refusal;
  const fresh = freshnessOf(entry, now, marked);
  const projectId = entry.apartment_layout.apartment.building.project_id;
  const layoutId = entry.apartment_layout_id;
  const search = `?project=${projectId}&apartment_layout_id=${layoutId}${actingSearch(
    dashboard.actingUser,
    dashboard.actingName,
  )}`;
  // Without the rooms yet, the package's address opens its first room by itself.
  const editHref = pages.package({ lang, packageId: entry.package_id }, search);
  const summaryHref = pages.summary({ lang, packageId: entry.package_id }, search);
  const tabsQuery = dashboardQueries.tabs(projectId, layoutId, companyId);

  const openEditor = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    let room = "summary";
    try {
      room = (await queryClient.fetchQuery(tabsQuery)).rooms[0]?.slug ?? "summary";
    } catch {
      navigate(editHref);
      return;
    }
    navigate(pages.room({ lang, packageId: entry.package_id, room }, search));
  };

  const busy =
    actions.duplicate.isPending ||
    actions.remove.isPending ||
    actions.pdf.isPending ||
    actions.copyLink.isPending ||
    actions.shareNatively.isPending;

  const shareVisible = !desktop || canShareNatively();
  const menuItems: ActionMenuItem[] = [
    {
      key: "copy",
      label: t("dashboard:actions.copyLink"),
      icon: <Link2 size={16} aria-hidden="true" />,
      onSelect: () => actions.copyLink.mutate(),
    },
    ...(shareVisible
      ? [
          {
            key: "share",
            label: t("dashboard:actions.shareVia"),
            icon: <Share2 size={16} aria-hidden="true" />,
            onSelect: () => actions.shareNatively.mutate(),
          },
        ]
      : []),
    {
      key: "pdf",
      label: t("dashboard:actions.pdf"),
      icon: <FileDown size={16} aria-hidden="true" />,
      onSelect: () => actions.pdf.mutate(),
    },
    {
      key: "duplicate",
      label: t("dashboard:actions.duplicate"),
      icon: <Copy size={16} aria-hidden="true" />,
      onSelect: () => actions.duplicate.mutate(),
    },
    ...(can.rename || can.delete ? [{ key: "own", separator: true as const }] : []),
    ...(can.rename
      ? [
          {
            key: "rename",
            label: t("dashboard:actions.rename"),
            icon: <PenLine size={16} aria-hidden="true" />,
            onSelect: () => setRenaming(true),
          },
        ]
      : []),
    ...(can.delete
      ? [
          {
            key: "delete",
            label: t("dashboard:actions.delete"),
            icon: <Trash2 size={16} aria-hidden="true" />,
            danger: true,
            onSelect: () => setDialog("delete"),
          },
        ]
      : []),
  ];

  const headingId = `package-${entry.apartment_layout_id}-${entry.package_id}`;
  return (
    <article
      className={[
        styles.card,
        fresh && styles.fresh,
        entry.confirmed && styles.confirmed,
        renaming && styles.renaming,
      ]
        .filter(Boolean)
        .join(" ")}
      aria-labelledby={headingId}
      data-package={entry.package_id}
    >
      <div className={styles.picture}>
        {entry.package.img ? (
          <img src={entry.package.img} alt="" loading="lazy" decoding="async" />
        ) : (
          <div className={styles.ownPicture} aria-hidden="true">
            <OwnChoicesMark />
            <span>{t("dashboard:package.ownPicture")}</span>
          </div>
        )}
      </div>

      <div className={styles.body}>
        <div className={styles.labels}>
          {fresh ? (
            <span className={styles.freshBadge}>
              <Sparkles size={13} aria-hidden="true" />
              {fresh === "created"
                ? t("dashboard:package.justCreated")
                : t("dashboard:package.justDuplicated")}
            </span>
          ) : null}
          <p className={styles.origin}>
            {entry.package.custom
              ? t("dashboard:package.byUser")
              : t("dashboard:package.byCompany")}
          </p>
        </div>
        {renaming ? (
          <RenameForm
            initial={actions.name}
            busy={actions.rename.isPending}
            onCancel={() => setRenaming(false)}
            onSave={(name) => actions.rename.mutate(name, { onSuccess: () => setRenaming(false) })}
          />
        ) : (
          <div className={styles.nameRow}>
            {/* Focused when "show more" brings the card into the list. */}
            <h3 id={headingId} tabIndex={-1} className={styles.name}>
              {actions.name}
            </h3>
            {can.rename ? (
              <Button
                variant="ghost"
                size="small"
                iconOnly
                className={styles.renameButton}
                aria-label={t("dashboard:package.rename", { name: actions.name })}
                onClick={() => setRenaming(true)}
              >
                <Pencil size={15} aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        )}
        {actions.description && !renaming ? (
          <p className={styles.description}>{actions.description}</p>
        ) : null}
      </div>

      {entry.confirmed ? (
        <div className={styles.confirmedState}>
          <p className={styles.confirmedDate}>
            <BadgeCheck size={16} aria-hidden="true" />
            {t("dashboard:package.confirmedOn", {
              date: entry.confirmation_date ? formatDate(entry.confirmation_date, lang) : "",
            })}
          </p>
          <p className={styles.confirmedNote}>{t("dashboard:package.confirmedNote")}</p>
        </div>
      ) : null}
      {refusal ? (
        <ConfirmRefusalNote
          refusal={refusal}
          actingForCustomer={dashboard.actingUser !== null}
          className={styles.refusal}
        />
      ) : null}

      <div className={styles.actions}>
        {editable ? (
          <Link
            to={editHref}
            onClick={(event) => void openEditor(event)}
            className={buttonClass("secondary", "small", false, styles.action)}
          >
            <Pencil size={15} aria-hidden="true" />
            {t("dashboard:package.edit")}
          </Link>
        ) : (
          <Link
            to={summaryHref}
            className={buttonClass("secondary", "small", false, styles.action)}
          >
            <Eye size={15} aria-hidden="true" />
            {t("dashboard:package.open")}
          </Link>
        )}
        {can.confirm ? (
          <Button
            variant="secondary"
            size="small"
            className={`${styles.action} ${styles.confirm}`}
            onClick={() => setDialog("confirm")}
          >
            <BadgeCheck size={15} aria-hidden="true" />
            {t("dashboard:package.confirm")}
          </Button>
        ) : null}
        <span className={styles.spacer} />
        <ActionMenu
          onOpenChange={(open) => {
            if (open) actions.prepareShareLink();
          }}
          items={menuItems}
          trigger={
            <Button
              variant="ghost"
              size="small"
              iconOnly
              aria-label={t("dashboard:package.more", { name: actions.name })}
              aria-busy={busy || undefined}
              className={styles.more}
            >
              {busy ? (
                <span className={styles.busy} aria-hidden="true" />
              ) : (
                <Ellipsis size={18} aria-hidden="true" />
              )}
            </Button>
          }
        />
        <span className="sr-only" role="status">
          {actions.pdf.isPending ? t("dashboard:pdf.preparing") : ""}
        </span>
      </div>
      {actions.pdf.isPending ? (
        <p className={styles.pdfPreparing} aria-hidden="true">
          {t("dashboard:pdf.preparing")}
        </p>
      ) : null}

      {dialog === "confirm" ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          title={t("dashboard:confirmDialog.title", { name: actions.name })}
          description={t("dashboard:confirmDialog.text")}
          confirmLabel={
            actions.signing
              ? t("dashboard:confirmDialog.signAction")
              : t("dashboard:confirmDialog.action")
          }
          cancelLabel={t("common:cancel")}
          closeLabel={t("common:close")}
          busy={actions.confirm.isPending}
          onConfirm={() => actions.confirm.mutate(undefined, { onSettled: () => setDialog(null) })}
        >
          {actions.signing ? (
            <p className={styles.signs}>
              <IdCard size={16} aria-hidden="true" />
              <span>{t("dashboard:confirmDialog.signs", { label: actions.signing.label })}</span>
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
      {dialog === "delete" ? (
        <ConfirmDialog
          open
          tone="danger"
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          title={t("dashboard:deleteDialog.title", { name: actions.name })}
          description={t("dashboard:deleteDialog.text")}
          confirmLabel={t("dashboard:deleteDialog.action")}
          cancelLabel={t("common:cancel")}
          closeLabel={t("common:close")}
          busy={actions.remove.isPending}
          onConfirm={() => actions.remove.mutate(undefined, { onSettled: () => setDialog(null) })}
        />
      ) : null}
      {actions.manualLink ? (
        <CopyLinkDialog link={actions.manualLink} onClose={actions.closeManualLink} />
      ) : null}
    </article>
  );
}

/** The picture of a package the buyer put together: material swatches fanned out in a hand. */
function OwnChoicesMark() {
  return (
    <svg
      viewBox="0 0 120 80"
      width="120"
      height="80"
      className={styles.swatches}
      aria-hidden="true"
    >
      <g transform="rotate(-14 60 70)">
        <rect x="26" y="10" width="30" height="56" rx="6" className={styles.swatchA} />
      </g>
      <g transform="rotate(0 60 70)">
        <rect x="45" y="6" width="30" height="56" rx="6" className={styles.swatchB} />
      </g>
      <g transform="rotate(14 60 70)">
        <rect x="64" y="10" width="30" height="56" rx="6" className={styles.swatchC} />
      </g>
      <circle cx="60" cy="58" r="3.2" className={styles.pin} />
    </svg>
  );
}
