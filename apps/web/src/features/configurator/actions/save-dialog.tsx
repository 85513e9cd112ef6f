import {
  hasUnsavedChanges,
  isValidEmail,
  PACKAGE_NAME_MAX_LENGTH,
  pages,
  saveAction,
  saveDialogPath,
  screenPath,
} from "@home-designer/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, CheckCircle2, Mail, UserRound } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TermsCheckbox } from "../../../components/ui/terms-checkbox.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError, call } from "../../../lib/api.ts";
import { useCompany } from "../../../lib/company.ts";
import { isNetworkFailure, showFailure } from "../../../lib/failure.ts";
import { useLocation, useNavigate } from "../../../lib/navigation.ts";
import { fromSummaryState, readResumedSave } from "../../../lib/pending-save.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { toast } from "../../../lib/toast.ts";
import { useConfigurator } from "../context.ts";
import { useDesign } from "../design/use-design.ts";
import { packageLabel } from "../room/labels.ts";
import styles from "./actions.module.css";
import {
  contentLocale,
  designLink,
  pendingSaveFor,
  searchWithChoices,
  shareTarget,
} from "./payload.ts";
import { openSavedPackage, REDIRECT_AFTER_SAVE_MS, savePackage } from "./save-package.ts";

/**
 * `…/{room}/save` and `…/summary/save`: a guest gets the e-mailed link or the way to an account;
 * a logged-in buyer names a new package ("Save as"), or saves their own package in place. The
 * design a guest takes through the login comes back here, to be named and saved.
 */
export function SaveDialog() {
  const loggedIn = usePrimaryStore((s) => s.token !== null);
  const { activePackage } = useConfigurator();
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  // Read as the dialog opens: the address is tidied afterwards, which drops navigation state.
  const [afterLogin] = useState(() => readResumedSave(state) !== null);
  const close = () => navigate(screenPath(pathname, search), { replace: true });

  if (!loggedIn) return <GuestSaveDialog onClose={close} />;
  if (saveAction(activePackage) === "save") return <SaveChangesDialog onClose={close} />;
  return <SaveAsDialog onClose={close} afterLogin={afterLogin} />;
}

/** A guest: the link to these choices by e-mail, or an account to save them in. */
function GuestSaveDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(["actions", "configurator", "common"]);
  const company = useCompany();
  const state = useConfigurator();
  const design = useDesign();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const emailId = useId();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const modified = hasUnsavedChanges(design.mode);

  const send = useMutation({
    mutationFn: (address: string) => {
      const target = shareTarget(state.activePackage, state.packageSegment, design.mode);
      // No `apartment`: the server names the apartment from the link's layout itself.
      return call("POST /guest/package", {
        body: {
          email: address,
          homeDesignerUrl: designLink({
            origin: window.location.origin,
            lang: state.lang,
            segment: target.segment,
            tab: state.currentTab ?? "summary",
            search,
            choices: target.withChoices ? design.linkChoices(target.segment) : null,
          }),
          lang: contentLocale(state.lang),
          companyId: company.id,
          terms_accepted: true,
        },
      });
    },
    onSuccess: () => {
      toast.success(t("actions:save.linkSent"));
      onClose();
    },
    onError: (error, address) => {
      if (error instanceof ApiRequestError && error.errors.email) setInvalid(true);
      // No answer came: the network toast offers to send again (the form keeps what was typed).
      else if (isNetworkFailure(error)) {
        showFailure(error, { retry: () => send.mutate(address), key: "guest-link" });
      } else setFailure(error.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || !design.complete) return;
    const address = email.trim();
    setFailure(null);
    const emailValid = isValidEmail(address);
    setInvalid(!emailValid);
    // The spec: an e-mailed offer needs the terms of use agreed to.
    setTermsMissing(!termsAccepted);
    if (!emailValid || !termsAccepted) return;
    send.mutate(address);
  };

  const login = (to: "login" | "register") => {
    const pending = pendingSaveFor({
      layoutId: state.layoutId,
      project: state.project,
      active: state.activePackage,
      tabs: state.tabs,
      mode: design.mode,
      returnTo: saveDialogPath(
        pathname,
        searchWithChoices(search, modified ? design.linkChoices(state.packageSegment) : null),
      ),
      tab: state.currentTab,
      wpid: new URLSearchParams(search).get("wpid"),
      totalCents: null,
    });
    navigate(pages[to]({ lang: state.lang }), { state: fromSummaryState(pending) });
  };

  const errorText = invalid ? t("actions:save.emailInvalid") : failure;
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("actions:save.guestTitle")}
      description={t("actions:save.guestLead")}
      closeLabel={t("common:close")}
    >
      <div className={styles.choices}>
        <section className={styles.option} aria-labelledby={`${emailId}-title`}>
          <span className={styles.optionIcon} aria-hidden="true">
            <Mail size={20} />
          </span>
          <h3 id={`${emailId}-title`} className={styles.optionTitle}>
            {t("actions:save.emailTitle")}
          </h3>
          <p className={styles.optionText}>{t("actions:save.emailText")}</p>
          <form className={styles.optionForm} noValidate onSubmit={submit}>
            <div className={styles.field}>
              <label htmlFor={emailId} className={styles.label}>
                {t("actions:save.emailLabel")}
              </label>
              <input
                id={emailId}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                className={styles.input}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (invalid && isValidEmail(event.target.value.trim())) setInvalid(false);
                }}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={`${emailId}-error`}
              />
              <p id={`${emailId}-error`} className={styles.error} aria-live="polite">
                {errorText ? (
                  <>
                    <AlertCircle size={16} aria-hidden="true" className={styles.errorIcon} />
                    <span>{errorText}</span>
                  </>
                ) : null}
              </p>
            </div>
            <TermsCheckbox
              id={`${emailId}-terms`}
              value={termsAccepted}
              onValueChange={(accepted) => {
                setTermsAccepted(accepted);
                if (accepted) setTermsMissing(false);
              }}
              error={termsMissing ? t("actions:save.termsRequired") : undefined}
            />
            <Button
              type="submit"
              variant="primary"
              className={styles.wideButton}
              disabled={send.isPending || !design.complete}
              aria-busy={send.isPending || undefined}
            >
              {send.isPending ? <span className={styles.busy} aria-hidden="true" /> : null}
              {t("actions:save.send")}
            </Button>
          </form>
        </section>

        <div className={styles.divider}>{t("actions:save.or")}</div>

        <section className={styles.option} aria-labelledby={`${emailId}-account`}>
          <span className={styles.optionIcon} aria-hidden="true">
            <UserRound size={20} />
          </span>
          <h3 id={`${emailId}-account`} className={styles.optionTitle}>
            {t("actions:save.accountTitle")}
          </h3>
          <p className={styles.optionText}>{t("actions:save.accountText")}</p>
          <div className={styles.optionButtons}>
            <Button variant="primary" className={styles.wideButton} onClick={() => login("login")}>
              {t("actions:save.login")}
            </Button>
            <Button className={styles.wideButton} onClick={() => login("register")}>
              {t("actions:save.register")}
            </Button>
          </div>
        </section>
      </div>
      {/* Mounted only while open: a closed dialog inside this one would keep it from giving
          focus back to its opener when it closes. */}
    </Dialog>
  );
}

/** Once a new package is saved, its own address opens after a moment (spec section 2). */
function useOpenSavedPackage(savedId: number | null) {
  const state = useConfigurator();
  const navigate = useNavigate();
  useEffect(() => {
    if (savedId === null) return;
    const timer = window.setTimeout(
      () => openSavedPackage(state, savedId, navigate),
      REDIRECT_AFTER_SAVE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [savedId, state, navigate]);
}

/** "Save as": the design becomes a new package of the buyer's, under a name they give. */
function SaveAsDialog({ onClose, afterLogin }: { onClose: () => void; afterLogin: boolean }) {
  const { t } = useTranslation(["actions", "common"]);
  const state = useConfigurator();
  const design = useDesign();
  const queryClient = useQueryClient();
  const nameId = useId();
  const [name, setName] = useState("");
  const [savedId, setSavedId] = useState<number | null>(null);
  useOpenSavedPackage(savedId);

  const save = useMutation({
    mutationFn: (packageName: string) =>
      savePackage({
        state,
        choices: design.choices,
        queryClient,
        name: packageName,
        afterLogin,
        retry: () => {
          save.mutate(packageName);
        },
      }),
    onSuccess: (answer) => {
      if (answer.created) setSavedId(answer.id);
      else onClose();
    },
  });

  const trimmed = name.trim();
  const busy = save.isPending || savedId !== null;
  const ready = trimmed.length > 0 && design.complete && !busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) save.mutate(trimmed);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t("actions:save.asTitle")}
      description={afterLogin ? t("actions:save.asAfterLogin") : t("actions:save.asText")}
      closeLabel={t("common:close")}
    >
      {savedId !== null ? (
        <p className={styles.success} role="status">
          <CheckCircle2 size={20} aria-hidden="true" />
          {t("actions:save.opening")}
        </p>
      ) : (
        <form id={`${nameId}-form`} noValidate onSubmit={submit}>
          <div className={styles.field}>
            <div className={styles.labelRow}>
              <label htmlFor={nameId} className={styles.label}>
                {t("actions:save.nameLabel")}
              </label>
              <span className={styles.count} aria-hidden="true">
                {t("actions:save.nameCount", {
                  count: name.length,
                  max: PACKAGE_NAME_MAX_LENGTH,
                })}
              </span>
            </div>
            <input
              id={nameId}
              name="package-name"
              className={styles.input}
              value={name}
              maxLength={PACKAGE_NAME_MAX_LENGTH}
              placeholder={t("actions:save.namePlaceholder")}
              autoComplete="off"
              required
              aria-required="true"
              onChange={(event) => setName(event.target.value)}
              disabled={save.isPending}
            />
          </div>
          {design.complete ? null : (
            <p className={styles.note} role="status">
              {t("actions:save.waitRooms")}
            </p>
          )}
        </form>
      )}
      <div className={styles.actions}>
        <Button onClick={onClose} disabled={busy}>
          {t("common:cancel")}
        </Button>
        <Button
          type="submit"
          form={`${nameId}-form`}
          variant="primary"
          disabled={!ready}
          aria-busy={busy || undefined}
        >
          {busy ? <span className={styles.busy} aria-hidden="true" /> : null}
          {t("actions:save.confirmAs")}
        </Button>
      </div>
    </Dialog>
  );
}

/** A package the person may change in place: its changes are saved into it. */
function SaveChangesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(["actions", "common"]);
  const state = useConfigurator();
  const design = useDesign();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      savePackage({
        state,
        choices: design.choices,
        queryClient,
        retry: () => {
          save.mutate();
        },
      }),
    onSuccess: onClose,
  });
  const name = state.activePackage ? packageLabel(state.activePackage, state.lang) : "";
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      title={t("actions:save.changesTitle")}
      description={t("actions:save.changesText", { name })}
      closeLabel={t("common:close")}
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            {t("common:cancel")}
          </Button>
          <Button
            variant="primary"
            disabled={save.isPending || !design.complete}
            aria-busy={save.isPending || undefined}
            onClick={() => save.mutate()}
          >
            {save.isPending ? <span className={styles.busy} aria-hidden="true" /> : null}
            {t("actions:save.confirmChanges")}
          </Button>
        </>
      }
    />
  );
}
