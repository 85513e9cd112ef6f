import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "../../../i18n/index.ts";
import formStyles from "../form/form.module.css";
import styles from "./auth-pages.module.css";

type ResendBoxProps = {
  id: string;
  /** Seconds until another link may be asked for; 0 when it may. */
  remaining: number;
  busy: boolean;
  /** A link was sent again: "We have sent you another link." */
  anotherSent: boolean;
  onResend: () => void;
};

/**
 * Another link, and after each one the 30-second wait the server holds to (`remaining`). The
 * button stays focusable while it waits (marked unavailable), so focus is not lost after pressing
 * it; the seconds left are read with it.
 */
export function ResendBox({ id, remaining, busy, anotherSent, onResend }: ResendBoxProps) {
  const { t } = useTranslation("auth");
  const waiting = remaining > 0 || busy;
  const waitId = `${id}-wait`;
  return (
    <div className={styles.resend}>
      <p role="status" className={styles.anotherSent}>
        {anotherSent ? (
          <>
            <CheckCircle2 size={18} aria-hidden="true" />
            {t("resend.anotherSent")}
          </>
        ) : null}
      </p>
      <p className={styles.resendRow}>
        {t("resend.question")}{" "}
        <button
          type="button"
          className={formStyles.textButton}
          aria-disabled={waiting ? true : undefined}
          aria-describedby={remaining > 0 ? waitId : undefined}
          onClick={() => {
            if (!waiting) onResend();
          }}
        >
          {t("resend.again")}
        </button>
      </p>
      {remaining > 0 ? (
        <p id={waitId} className={styles.countdown}>
          {t("resend.wait", { seconds: remaining })}
        </p>
      ) : null}
    </div>
  );
}
