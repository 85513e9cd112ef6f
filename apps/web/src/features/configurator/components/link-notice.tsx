import { Link2Off, TriangleAlert, X } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useConfigurator } from "../context.ts";
import { dispatch } from "../design/store.ts";
import { useDesign, useFailedRooms, useLinkNotice } from "../design/use-design.ts";
import { roomLabel } from "../room/labels.ts";
import styles from "./link-notice.module.css";

/**
 * Under the room tabs: a link whose choices could not all be used (damaged, or naming options
 * that no longer exist), and rooms whose choices failed to load. The rest of the page works.
 * Loaded only when there is something to say (see link-notice-slot.tsx).
 */
export function LinkNotice() {
  const { t } = useTranslation("configurator");
  const notice = useLinkNotice();
  const { retry } = useDesign();
  const failedRooms = useFailedRooms();
  const { rooms, lang } = useConfigurator();
  // The rooms that failed by name, as their tabs say them (and mark them).
  const failed = rooms
    .filter((room) => failedRooms.includes(room.id))
    .map((room) => roomLabel(room, lang))
    .join(", ");

  return (
    <>
      {failedRooms.length > 0 ? (
        <div className={`${styles.notice} ${styles.error}`} role="alert">
          <TriangleAlert size={18} aria-hidden="true" className={styles.icon} />
          <p className={styles.text}>
            <strong>{t("design.loadFailed.title", { rooms: failed })}</strong>{" "}
            {t("design.loadFailed.text")}
          </p>
          <Button size="small" onClick={retry}>
            {t("design.loadFailed.retry")}
          </Button>
        </div>
      ) : null}
      {notice ? (
        <div className={styles.notice} role="status">
          <Link2Off size={18} aria-hidden="true" className={styles.icon} />
          <p className={styles.text}>
            {notice.kind === "unknown" ? (
              <>
                <strong>{t("design.linkUnknown.title")}</strong>{" "}
                {t("design.linkUnknown.text", { count: notice.count })}
              </>
            ) : notice.kind === "outdated" ? (
              <>
                <strong>{t("design.linkOutdated.title")}</strong> {t("design.linkOutdated.text")}
              </>
            ) : (
              <>
                <strong>{t("design.linkDamaged.title")}</strong> {t("design.linkDamaged.text")}
              </>
            )}
          </p>
          <Button
            variant="ghost"
            size="small"
            iconOnly
            aria-label={t("design.closeNotice")}
            onClick={() => dispatch({ type: "notice closed" })}
          >
            <X size={16} aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </>
  );
}
