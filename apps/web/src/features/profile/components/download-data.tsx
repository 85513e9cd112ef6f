import { useMutation } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import { downloadMyData } from "../api.ts";
import styles from "../profile.module.css";

/**
 * Downloading one's own data (GDPR article 20): one .zip the browser saves. It may take a moment
 * (the files of the person's special solutions go in too), so the button says it is busy meanwhile.
 */
export function DownloadData() {
  const { t } = useTranslation("profile");
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: () => toast.success(t("data.ready")),
    onError: (error) =>
      showFailure(error, { retry: () => download.mutate(), key: "download-my-data" }),
  });
  return (
    <div className={styles.row}>
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <h3 className={styles.rowLabel}>{t("data.label")}</h3>
          <p className={styles.rowNote} id="profile-data-note">
            {t("data.note")}
          </p>
        </div>
        <Button
          aria-describedby="profile-data-note"
          aria-busy={download.isPending ? true : undefined}
          aria-disabled={download.isPending ? true : undefined}
          onClick={() => {
            if (!download.isPending) download.mutate();
          }}
        >
          {t("data.download")}
        </Button>
      </div>
    </div>
  );
}
