import type { SigningAnswer } from "@home-designer/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { copyText } from "../../../lib/clipboard.ts";
import type { BackOfficeAccess } from "../access.ts";
import { fetchSigning, removeSigning, saveSigning } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { TextField } from "../components/text-field.tsx";
import own from "./signing.module.css";

type Settings = NonNullable<SigningAnswer["signing"]>;
type Values = { issuer: string; client_id: string; client_secret: string; label: string };
const FIELDS = ["issuer", "client_id", "client_secret", "label"] as const;

/**
 * `/{lang}/admin/signing`: the company's eID broker (an OpenID Connect identity service), with
 * which its buyers sign their confirmations (decision 048): its issuer, the client id and secret
 * it issued (the secret is never read back: left empty, the saved one stays), the label buyers
 * read, and the return address to register with it. Only the company's admins see it: the menu
 * shows it to them alone, and the server answers no one else.
 */
export function SigningScreen({ access }: { access: BackOfficeAccess }) {
  const { t } = useTranslation(["admin", "common"]);
  if (access !== "edit")
    return (
      <AdminPage title={t("signing.title")}>
        <p className={styles.muted}>{t("signing.adminsOnly")}</p>
      </AdminPage>
    );
  return (
    <AdminPage title={t("signing.title")} lead={t("signing.lead")}>
      <SigningSettings />
    </AdminPage>
  );
}

function SigningSettings() {
  const { t } = useTranslation(["admin", "common"]);
  const client = useQueryClient();
  const signing = useQuery({
    queryKey: backOfficeKeys.signing(),
    queryFn: ({ signal }) => fetchSigning(signal),
  });
  const saved = (answer: SigningAnswer) => client.setQueryData(backOfficeKeys.signing(), answer);
  if (signing.isPending) return <p role="status">{t("common:loading")}</p>;
  if (signing.isError)
    return (
      <div role="alert" className={styles.refusal}>
        <p>{signing.error.message}</p>
        <Button size="small" onClick={() => signing.refetch()}>
          {t("common:retry")}
        </Button>
      </div>
    );
  const current = signing.data.signing;
  return (
    <>
      <section className={styles.card} aria-labelledby="signing-service">
        <h2 id="signing-service" className={styles.cardTitle}>
          {t("signing.service")}
        </h2>
        <p className={current ? own.on : own.off}>
          {current ? t("signing.on", { label: current.label }) : t("signing.off")}
        </p>
        <SettingsForm current={current} onSaved={saved} />
        {current ? <RemoveButton onRemoved={saved} /> : null}
      </section>
      <ReturnAddress address={signing.data.redirect_uri} />
    </>
  );
}

function SettingsForm({
  current,
  onSaved,
}: {
  current: Settings | null;
  onSaved: (answer: SigningAnswer) => void;
}) {
  const { t } = useTranslation("admin");
  const [done, setDone] = useState(false);
  // The fields follow what the server keeps: saved, they show it (the secret empty again, as it
  // is never read back); removed, they are empty.
  const form = useForm<Values>({
    values: {
      issuer: current?.issuer ?? "",
      client_id: current?.client_id ?? "",
      client_secret: "",
      label: current?.label ?? "",
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      saveSigning({
        issuer: values.issuer.trim(),
        client_id: values.client_id.trim(),
        label: values.label.trim(),
        // Left empty, the secret saved before stays (it is never read back).
        ...(values.client_secret.trim() ? { client_secret: values.client_secret.trim() } : {}),
      }),
    onSuccess: (answer) => {
      setDone(true);
      onSaved(answer);
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return;
      // The server's refusals at their fields, in the page's language; the first one takes focus.
      let first = true;
      for (const field of FIELDS) {
        const message = error.errors[field]?.[0];
        if (!message) continue;
        form.setError(field, { type: "server", message }, { shouldFocus: first });
        first = false;
      }
    },
  });
  const refused = save.error instanceof ApiRequestError ? save.error : null;
  const refusedAtField = FIELDS.some((field) => refused?.errors[field]?.length);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    form.clearErrors();
    save.reset();
    void form.handleSubmit((values) => save.mutate(values))(event);
  };
  const errorOf = (field: keyof Values) => form.formState.errors[field]?.message;

  return (
    <form className={own.form} onSubmit={submit} noValidate>
      <TextField
        id="signing-issuer"
        label={t("signing.issuer")}
        hint={t("signing.issuerHint")}
        error={errorOf("issuer")}
        type="url"
        inputMode="url"
        autoComplete="off"
        {...form.register("issuer")}
      />
      <TextField
        id="signing-client-id"
        label={t("signing.clientId")}
        hint={t("signing.clientIdHint")}
        error={errorOf("client_id")}
        autoComplete="off"
        {...form.register("client_id")}
      />
      <TextField
        id="signing-client-secret"
        label={t("signing.clientSecret")}
        hint={current ? t("signing.secretKept") : t("signing.secretHint")}
        error={errorOf("client_secret")}
        type="password"
        autoComplete="new-password"
        {...form.register("client_secret")}
      />
      <TextField
        id="signing-label"
        label={t("signing.label")}
        hint={t("signing.labelHint")}
        error={errorOf("label")}
        autoComplete="off"
        {...form.register("label")}
      />
      <div className={styles.formActions}>
        <p role="status" className={own.status}>
          {done && current ? t("signing.saved") : ""}
        </p>
        <Button
          type="submit"
          variant="primary"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? t("signing.checking") : t("signing.save")}
        </Button>
      </div>
      {save.isError && !refusedAtField ? (
        <p role="alert" className={styles.fieldError}>
          {save.error.message}
        </p>
      ) : null}
    </form>
  );
}

/** The address the identity service sends buyers back to on this site, to register with it. */
function ReturnAddress({ address }: { address: string }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t("signing.redirect")}
      </h2>
      <p className={styles.hint} id={`${id}-hint`}>
        {t("signing.redirectHint")}
      </p>
      <div className={own.copyRow}>
        {/* Written out whole, wrapping on a phone, to be read, selected or copied. */}
        <code id={id} className={own.address} aria-describedby={`${id}-hint`}>
          {address}
        </code>
        <Button
          size="small"
          aria-describedby={id}
          onClick={async () => {
            setCopied(await copyText(address));
          }}
        >
          <Copy size={16} aria-hidden="true" />
          {t("signing.copy")}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {copied === null ? "" : copied ? t("signing.copied") : t("signing.copyFailed")}
      </p>
    </section>
  );
}

function RemoveButton({ onRemoved }: { onRemoved: (answer: SigningAnswer) => void }) {
  const { t } = useTranslation(["admin", "common"]);
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: removeSigning,
    onSuccess: (answer) => {
      setAsking(false);
      onRemoved(answer);
    },
  });
  return (
    <div className={styles.buttonRow}>
      <Button size="small" onClick={() => setAsking(true)}>
        {t("signing.remove")}
      </Button>
      {remove.isError && !asking ? (
        <p role="alert" className={styles.fieldError}>
          {remove.error.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("signing.removeTitle")}
        description={t("signing.removeText")}
        confirmLabel={t("signing.removeConfirm")}
        cancelLabel={t("common:cancel")}
        closeLabel={t("common:close")}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      >
        {remove.isError ? (
          <p role="alert" className={styles.fieldError}>
            {remove.error.message}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
