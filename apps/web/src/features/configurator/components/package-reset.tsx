import { Suspense, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import type { Design } from "../design/use-design.ts";
import styles from "./package-bar.module.css";

const ResetDialog = lazyPart(() => import("./reset-dialog.tsx").then((m) => m.ResetDialog));

type PackageResetProps = Pick<Design, "changeAll"> & {
  /** Every room is loaded and the design may be changed. */
  enabled: boolean;
};

/**
 * The package reset (spec section 4: the first option of every group), beside the package it
 * resets. It replaces every choice, so it asks first; the question loads only then.
 */
export function PackageReset({ enabled, changeAll }: PackageResetProps) {
  const { t } = useTranslation("configurator");
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        className={styles.reset}
        disabled={!enabled}
        onClick={() => setAsking(true)}
      >
        {t("design.reset")}
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <ResetDialog changeAll={changeAll} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
