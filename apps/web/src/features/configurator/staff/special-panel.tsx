import { type Asset, pickLabel, type SelectionGroup, saveDialogPath } from "@home-designer/core";
import * as Switch from "@radix-ui/react-switch";
import { Save, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { buttonClass } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { isNetworkFailure, showFailure } from "../../../lib/failure.ts";
import { Link, useLocation, useNavigate } from "../../../lib/navigation.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { toast } from "../../../lib/toast.ts";
import { useConfigurator } from "../context.ts";
import { useRoomNavigationLock } from "../room/room-navigation.ts";
import styles from "./special.module.css";
import { SpecialFields } from "./special-fields.tsx";
import { hasContent } from "./special-form.ts";
import { useSpecialSwitch } from "./use-special-switch.ts";

type SpecialPanelProps = {
  group: SelectionGroup;
  /** The group's chosen option; the switch is on when it is a special solution. */
  chosen: Asset | undefined;
};

/**
 * Staff's special solution of one selection group (configurator spec sections 3 to 8): the switch
 * makes or removes it, and while it is on the form edits its name, description, prices and files.
 * Special solutions belong to a customer's own package; on any other package the switch waits and
 * says how to get one. Failures of the switch say nothing (spec section 8): it keeps showing what
 * the server holds.
 */
export function SpecialPanel({ group, chosen }: SpecialPanelProps) {
  const { t } = useTranslation(["staff", "common"]);
  const { activePackage, lang } = useConfigurator();
  const special = useSpecialSwitch(group);
  const packageSaving = useRoomNavigationLock((s) => s.packageSaving);
  const loggedIn = usePrimaryStore((s) => s.token !== null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const switchId = useId();
  const hintId = useId();
  const on = chosen?.is_special === true;
  const own = activePackage?.user_package === true;
  const savePath = saveDialogPath(pathname, search);
  const groupTitle = pickLabel(group.title.label, lang);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      // The group's chosen option changed: the special solution, or the first regular option.
      toast.success(t("staff:special.selectionUpdated"));
      return true;
    } catch (error) {
      // Silent by the spec; the switch still shows the server's state, so nothing is out of step.
      // Only a missing network is said, with the change offered again.
      if (isNetworkFailure(error)) {
        showFailure(error, { retry: () => void run(action), key: "special-switch" });
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggle = (next: boolean) => {
    // Someone without an account is asked to save first (spec section 4).
    if (!loggedIn) {
      navigate(savePath);
      return;
    }
    if (next) {
      void run(special.turnOn);
      return;
    }
    if (!chosen) return;
    if (hasContent(chosen)) setConfirming(true);
    else void run(() => special.turnOff(chosen));
  };

  const waiting = !own && !on && loggedIn;
  return (
    <div className={`${styles.panel} ${on ? styles.panelOn : ""}`} data-special-panel={group.id}>
      <div className={styles.switchRow}>
        <div className={styles.switchText}>
          <label htmlFor={switchId} className={styles.switchLabel}>
            <Sparkles size={15} aria-hidden="true" className={styles.switchIcon} />
            {t("staff:special.switch")}
          </label>
          {on ? null : (
            <p id={hintId} className={styles.hint}>
              {waiting ? t("staff:special.needsOwnPackage") : t("staff:special.offHint")}
            </p>
          )}
        </div>
        {busy ? <Spinner size="small" /> : null}
        <Switch.Root
          id={switchId}
          className={styles.switch}
          checked={on}
          // The visible label is short; a screen reader also hears which group it is.
          aria-label={`${t("staff:special.switch")}: ${groupTitle}`}
          disabled={busy || packageSaving || !special.ready || waiting}
          aria-describedby={on ? undefined : hintId}
          onCheckedChange={toggle}
        >
          <Switch.Thumb className={styles.thumb} />
        </Switch.Root>
      </div>
      {waiting ? (
        <Link to={savePath} className={buttonClass("secondary", "small", false, styles.saveLink)}>
          <Save size={15} aria-hidden="true" />
          {t("staff:special.saveForClient")}
        </Link>
      ) : null}
      {on && chosen ? (
        <SpecialFields
          key={`${chosen.id}:${lang}`}
          special={chosen}
          group={group}
          onChange={special.changeSpecial}
        />
      ) : null}
      {confirming && chosen ? (
        <ConfirmDialog
          open
          onOpenChange={setConfirming}
          title={t("staff:special.removeTitle")}
          description={t("staff:special.removeText")}
          confirmLabel={t("staff:special.remove")}
          cancelLabel={t("staff:special.cancel")}
          closeLabel={t("common:close")}
          tone="danger"
          busy={busy}
          onConfirm={() => {
            void run(() => special.turnOff(chosen)).then((done) => {
              if (done) setConfirming(false);
            });
          }}
        />
      ) : null}
    </div>
  );
}
