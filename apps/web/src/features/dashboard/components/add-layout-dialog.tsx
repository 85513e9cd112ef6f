import { useMutation, useQuery } from "@tanstack/react-query";
import { ArrowDown, Plus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import {
  addStep,
  chooseLevel,
  type LayoutLevel,
  layoutOptions,
  NO_LAYOUT_CHOICE,
} from "../add-layout-choices.ts";
import { dashboardCalls, dashboardQueries } from "../api.ts";
import { useDashboard } from "../dashboard-context.ts";
import { useBuildingName } from "../use-building-name.ts";
import styles from "./add-layout-dialog.module.css";

type AddLayoutDialogProps = {
  /** The layouts on the dashboard already (as far as it has loaded them). */
  onDashboard: ReadonlySet<number>;
  onClose: () => void;
  /** After the layout is on the dashboard. */
  onAdded: (layoutId: number) => void;
  /** The chosen layout was on the dashboard already: it is shown there instead. */
  onShow: (layoutId: number) => void;
};

/**
 * Adds an apartment layout to the dashboard: project, building, apartment and layout are chosen
 * in that order, and the layout comes with its project's default package. A layout on the
 * dashboard already is said to be there, and the button goes to it instead. Either way the dialog
 * closes onto the layout's heading, so focus and a screen reader are where it is.
 */
export function AddLayoutDialog({ onDashboard, onClose, onAdded, onShow }: AddLayoutDialogProps) {
  const { t } = useTranslation(["dashboard", "common"]);
  const buildingName = useBuildingName();
  const { companyId, actingUser, refresh } = useDashboard();
  const projects = useQuery(dashboardQueries.projects(companyId, actingUser));
  const [choice, setChoice] = useState(NO_LAYOUT_CHOICE);
  const ids = useId();
  const all = projects.data ?? [];
  const options = layoutOptions(all, choice);
  const step = addStep(all, choice, onDashboard);
  const chosenLayout = options.layouts.find((l) => l.id === choice.layout);
  // The layout the dialog closes onto: its heading takes focus (LayoutSection's `layout-{id}`).
  const goneTo = useRef<number | null>(null);

  const add = useMutation({
    mutationFn: (to: { layoutId: number; packageId: number }) =>
      dashboardCalls.addLayout(to.layoutId, to.packageId, actingUser),
    onSuccess: async ({ message }, to) => {
      toast.success(message);
      await refresh();
      goneTo.current = to.layoutId;
      onAdded(to.layoutId);
    },
    // The dialog stays open with the choice made; without a network it is offered again.
    onError: (error, to) => showFailure(error, { retry: () => add.mutate(to), key: "add-layout" }),
  });

  const pick = (level: LayoutLevel) => (value: string) =>
    setChoice((current) => chooseLevel(current, level, Number(value)));

  const field = (
    level: LayoutLevel,
    label: string,
    placeholder: string,
    items: { value: string; label: string }[],
    enabled: boolean,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${ids}-${level}`} className={styles.label}>
        {label}
      </label>
      <Select
        id={`${ids}-${level}`}
        label={label}
        placeholder={placeholder}
        value={choice[level] === null ? "" : String(choice[level])}
        onValueChange={pick(level)}
        options={items}
        disabled={!enabled || add.isPending}
        className={styles.select}
      />
    </div>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !add.isPending) onClose();
      }}
      title={t("dashboard:addDialog.title")}
      description={t("dashboard:addDialog.description")}
      closeLabel={t("common:close")}
      focusOnClose={() =>
        goneTo.current === null ? null : document.getElementById(`layout-${goneTo.current}`)
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            {t("common:cancel")}
          </Button>
          {step?.kind === "add" ? (
            <Button
              variant="primary"
              onClick={() => add.mutate(step)}
              disabled={add.isPending}
              aria-busy={add.isPending || undefined}
            >
              <Plus size={16} aria-hidden="true" />
              {t("dashboard:addDialog.add")}
            </Button>
          ) : step?.kind === "show" ? (
            <Button
              variant="primary"
              aria-describedby={`${ids}-there`}
              onClick={() => {
                goneTo.current = step.layoutId;
                onShow(step.layoutId);
              }}
            >
              <ArrowDown size={16} aria-hidden="true" />
              {t("dashboard:addDialog.show")}
            </Button>
          ) : null}
        </>
      }
    >
      {projects.isPending ? (
        <div className={styles.status} role="status">
          <Spinner size="small" />
          {t("dashboard:addDialog.loading")}
        </div>
      ) : options.projects.length === 0 ? (
        <p className={styles.status}>{t("dashboard:addDialog.noProjects")}</p>
      ) : (
        <div className={styles.fields}>
          {field(
            "project",
            t("dashboard:addDialog.project"),
            t("dashboard:addDialog.chooseProject"),
            options.projects.map((p) => ({ value: String(p.id), label: p.name })),
            true,
          )}
          {field(
            "building",
            t("dashboard:addDialog.building"),
            t("dashboard:addDialog.chooseBuilding"),
            options.buildings.map((b) => ({
              value: String(b.id),
              label: buildingName(b.building_number),
            })),
            choice.project !== null,
          )}
          {field(
            "apartment",
            t("dashboard:addDialog.apartment"),
            t("dashboard:addDialog.chooseApartment"),
            options.apartments.map((a) => ({
              value: String(a.id),
              label: t("dashboard:filters.apartmentNumber", { value: a.number }),
            })),
            choice.building !== null,
          )}
          {field(
            "layout",
            t("dashboard:addDialog.layout"),
            t("dashboard:addDialog.chooseLayout"),
            options.layouts.map((l) => ({ value: String(l.id), label: l.name })),
            choice.apartment !== null,
          )}
          {chosenLayout?.web_img.url ? (
            <figure className={styles.preview}>
              <img
                src={chosenLayout.web_img.url}
                alt={t("dashboard:addDialog.preview", { value: chosenLayout.name })}
              />
            </figure>
          ) : null}
        </div>
      )}
      {/* Present from the start, so that a screen reader says its text when it comes. */}
      <p id={`${ids}-there`} role="status" className={styles.there}>
        {step?.kind === "show" ? t("dashboard:addDialog.alreadyThere") : null}
      </p>
    </Dialog>
  );
}
