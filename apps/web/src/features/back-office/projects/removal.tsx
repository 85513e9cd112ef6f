import { useRef, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { Refusal } from "../draft/refusal.tsx";
import { useDraftChange } from "../draft/use-draft-change.ts";

/** A project, building, apartment or layout about to be removed: its pointer and code. */
export type Removing = {
  kind: "project" | "building" | "apartment" | "layout";
  /** Its name as shown ("Building A", "Apartment A-12"). */
  name: string;
  place: string;
  code: string;
};

/** What the question says, by what is removed. */
const TEXTS = {
  project: { title: "projects.removeProjectTitle", text: "projects.removeProjectText" },
  building: { title: "projects.removeBuildingTitle", text: "projects.removeBuildingText" },
  apartment: { title: "projects.removeApartmentTitle", text: "projects.removeApartmentText" },
  layout: { title: "projects.removeLayoutTitle", text: "projects.removeLayoutText" },
} as const;

type RemovalOptions = {
  /** Where focus goes once the thing is removed: its button goes with it. */
  focusAfter: () => HTMLElement | null;
  /** What else the screen does then (leave a removed project's page). */
  onRemoved?: (removed: Removing) => void;
};

/**
 * Removing a thing of a project from the draft, asked first: `ask` opens the question, `dialog`
 * is it, `refusal` says why the draft did not take it (an apartment with buyers, a layout with
 * buyers' designs: the server names them at their places), with focus back on the button.
 */
export function useRemoval(version: number, { focusAfter, onRemoved }: RemovalOptions) {
  const { t } = useTranslation(["admin", "common"]);
  const { change, refusal, dismiss } = useDraftChange();
  const [removing, setRemoving] = useState<Removing | null>(null);
  const removed = useRef(false);
  const ask = (what: Removing) => {
    removed.current = false;
    setRemoving(what);
  };
  const remove = (what: Removing) =>
    change.mutate(
      {
        version,
        operations: [
          { op: "test", path: `${what.place}/code`, value: what.code },
          { op: "remove", path: what.place },
        ],
      },
      {
        onSuccess: () => {
          removed.current = true;
          onRemoved?.(what);
        },
        onSettled: () => setRemoving(null),
      },
    );
  const texts = TEXTS[removing?.kind ?? "project"];
  const dialog = (
    <ConfirmDialog
      open={removing !== null}
      onOpenChange={(open) => {
        if (!open) setRemoving(null);
      }}
      title={t(texts.title, { name: removing?.name ?? "" })}
      description={t(texts.text)}
      confirmLabel={t("projects.remove")}
      cancelLabel={t("common:cancel")}
      closeLabel={t("common:close")}
      onConfirm={() => removing && remove(removing)}
      busy={change.isPending}
      tone="danger"
      focusOnClose={() => (removed.current ? focusAfter() : null)}
    />
  );
  return {
    ask,
    dialog,
    refusal: <Refusal refusal={refusal} onDismiss={dismiss} />,
  };
}
