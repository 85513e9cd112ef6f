import { pages } from "@home-designer/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TermsDialog } from "../../../components/ui/terms-dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { showFailure } from "../../../lib/failure.ts";
import { useNavigate } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { forgetLogin } from "../../../lib/user.ts";
import { deleteAccount } from "../api.ts";
import styles from "../profile.module.css";

/**
 * Deleting the account: a confirmation dialog with the buttons reversed (delete first, the safe
 * cancel last and prominent), then the farewell page; the login ends in this browser too.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation(["profile", "common"]);
  const lang = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);

  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // My account stops showing first: it would otherwise send the now logged-out visitor to
      // login before the move to the farewell page is done.
      onDeleted();
      navigate(pages.deletedAccount({ lang }), { replace: true });
      forgetLogin(queryClient);
    },
    // Never by itself: deleting the account is offered again only as "Try again".
    onError: (error) => showFailure(error, { retry: () => remove.mutate(), key: "delete-account" }),
  });

  return (
    <div className={styles.row}>
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <h3 className={styles.rowLabel}>{t("delete.label")}</h3>
          <p className={styles.rowNote}>{t("delete.note")}</p>
        </div>
        <Button className={styles.dangerButton} onClick={() => setOpen(true)}>
          {t("delete.open")}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!remove.isPending) setOpen(next);
        }}
        title={t("delete.title")}
        description={t("delete.description")}
        closeLabel={t("common:close")}
        actions={
          <div className={styles.reversedActions}>
            <Button
              className={styles.dangerButton}
              aria-busy={remove.isPending ? true : undefined}
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t("delete.confirm")}
            </Button>
            <Button variant="primary" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t("delete.cancel")}
            </Button>
          </div>
        }
      >
        <p className={styles.question}>{t("delete.question")}</p>
        <p className={styles.termsLine}>
          {t("delete.termsText")}{" "}
          <button
            type="button"
            className={styles.inlineLink}
            aria-haspopup="dialog"
            onClick={() => setTermsOpen(true)}
          >
            {t("delete.terms")}
          </button>
        </p>
        <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
      </Dialog>
    </div>
  );
}
