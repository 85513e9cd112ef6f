import { useState } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Trans } from "../../i18n/trans.tsx";
import styles from "./checkbox-field.module.css";
import { CheckboxField, type CheckboxFieldProps } from "./checkbox-field.tsx";
import { TermsDialog } from "./terms-dialog.tsx";

/**
 * "I agree to the terms of use", the terms opening over the form (which stays as it was): one
 * label for every form that asks (the sign-up form, a guest's e-mail link request).
 */
export function TermsCheckbox(props: Omit<CheckboxFieldProps, "label" | "required">) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  return (
    <>
      <CheckboxField
        {...props}
        required
        label={
          <Trans
            t={t}
            i18nKey="termsAgree"
            components={{
              terms: (
                <button
                  type="button"
                  className={styles.termsButton}
                  aria-haspopup="dialog"
                  onClick={() => setOpen(true)}
                />
              ),
            }}
          />
        }
      />
      {/* Mounted only while open, so that closing it gives focus back to the button. */}
      {open ? <TermsDialog open onOpenChange={setOpen} /> : null}
    </>
  );
}
