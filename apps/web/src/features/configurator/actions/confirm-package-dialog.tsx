import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Building2, IdCard, Lock, Phone } from "lucide-react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError, call } from "../../../lib/api.ts";
import { useCompany, useEuro } from "../../../lib/company.ts";
import { isNetworkFailure, showFailure } from "../../../lib/failure.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { toast } from "../../../lib/toast.ts";
import { configuratorKeys } from "../api/keys.ts";
import { useConfigurator } from "../context.ts";
import { packageLabel } from "../room/labels.ts";
import styles from "./actions.module.css";
import { contentLocale } from "./payload.ts";
import { signAndConfirm } from "./sign-confirmation.ts";

/**
 * "Confirm this package?" with what confirming means: final, sent to the developer and on to the
 * construction team, undone only through the company. Confirming reloads the layout's packages,
 * so the summary shows the confirmation date; the server's refusals (409: another package of the
 * layout is confirmed) are said as it words them.
 *
 * A company with an eID broker has its buyers confirm by signing there (decision 048): the
 * dialog says so, and confirming sends the browser to the broker, which sends it back to the
 * summary with `?signing=` (signing-outcome.ts). Staff acting for a buyer confirm as before:
 * only the buyer signs.
 */
export function ConfirmPackageDialog({
  totalCents,
  onClose,
}: {
  totalCents: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(["actions", "summary", "common"]);
  const euro = useEuro();
  const state = useConfigurator();
  const company = useCompany();
  const queryClient = useQueryClient();
  const pkg = state.activePackage;
  const name = pkg ? packageLabel(pkg, state.lang) : "";
  const signing = state.selectedUser === null ? company.signing : null;

  const body = () => {
    if (!pkg) throw new Error("no package to confirm");
    return {
      apartment_id: state.tabs.apartmentId,
      apartment_layout_id: state.layoutId,
      package_id: pkg.id,
      selected_locale: contentLocale(state.lang),
    };
  };

  // Another confirmation may have happened elsewhere: the packages say what is true now.
  const failedConfirming = async () => {
    await queryClient.invalidateQueries({
      queryKey: configuratorKeys.layoutPackages(state.project, state.layoutId),
    });
    onClose();
  };

  // Pending until the page has left for the broker.
  const sign = useMutation({
    mutationFn: () => signAndConfirm(body()),
    onError: (error) => {
      showFailure(error, {
        retry: () => {
          sign.mutate();
        },
        key: "confirm",
      });
      // Nothing was confirmed. Without a network, or with the broker out of reach for now (503),
      // the dialog stays, to be signed again when the person chooses.
      const unreachable = error instanceof ApiRequestError && error.status === 503;
      if (isNetworkFailure(error) || unreachable) return;
      void failedConfirming();
    },
  });

  const confirm = useMutation({
    mutationFn: () =>
      call("POST /confirm-package", { query: { user_id: state.selectedUser }, body: body() }),
    onSuccess: async (answer) => {
      toast.success(answer.message || t("actions:confirm.done"));
      void queryClient.invalidateQueries({ queryKey: configuratorKeys.dashboard() });
      // From now on the rooms answer for the package as confirmed (its confirmed prices).
      void queryClient.invalidateQueries({
        queryKey: configuratorKeys.projectRoomGroups(state.project),
      });
      // A new version, with what it changed against the one before (the summary shows that).
      void queryClient.invalidateQueries({
        queryKey: configuratorKeys.confirmations(state.layoutId, usePrimaryStore.getState().token),
      });
      await queryClient.invalidateQueries({
        queryKey: configuratorKeys.layoutPackages(state.project, state.layoutId),
      });
      onClose();
    },
    onError: async (error) => {
      // Without a network nothing happened: the dialog stays, to be confirmed again when the
      // person chooses (a confirmation is final, so never by itself).
      showFailure(error, {
        retry: () => {
          confirm.mutate();
        },
        key: "confirm",
      });
      if (isNetworkFailure(error)) return;
      await failedConfirming();
    },
  });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("actions:confirm.title", { name })}
      description={t("actions:confirm.lead")}
      confirmLabel={signing ? t("actions:confirm.signAction") : t("actions:confirm.action")}
      cancelLabel={t("common:cancel")}
      closeLabel={t("common:close")}
      busy={confirm.isPending || sign.isPending}
      onConfirm={() => (signing ? sign.mutate() : confirm.mutate())}
    >
      <ul className={styles.points}>
        {signing ? (
          <li className={styles.point}>
            <span className={styles.pointIcon} aria-hidden="true">
              <IdCard size={15} />
            </span>
            <span className={styles.pointText}>
              {t("actions:confirm.signs", { label: signing.label })}
            </span>
          </li>
        ) : null}
        <li className={styles.point}>
          <span className={styles.pointIcon} aria-hidden="true">
            <Lock size={15} />
          </span>
          <span className={styles.pointText}>{t("actions:confirm.final")}</span>
        </li>
        <li className={styles.point}>
          <span className={styles.pointIcon} aria-hidden="true">
            <Building2 size={15} />
          </span>
          <span className={styles.pointText}>{t("actions:confirm.sent")}</span>
        </li>
        <li className={styles.point}>
          <span className={styles.pointIcon} aria-hidden="true">
            <Phone size={15} />
          </span>
          <span className={styles.pointText}>
            {t("actions:confirm.undo", { company: company.name })}
          </span>
        </li>
      </ul>
      <div className={styles.facts}>
        <span className={styles.factName}>
          <span className={styles.factLabel}>{t("summary:package")}</span>
          {name}
        </span>
        {totalCents !== null ? (
          <span className={styles.factValue}>
            <span className={styles.factLabel}>{t("actions:confirm.total")}</span>
            {euro(totalCents)}
          </span>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
