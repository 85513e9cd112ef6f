import { pages, type WebhookAnswer } from "@home-designer/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { useSearchParams } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import type { BackOfficeAccess } from "../access.ts";
import {
  fetchWebhook,
  fetchWebhookDeliveries,
  removeWebhook,
  rotateWebhookSecret,
  saveWebhook,
} from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { FoundList } from "../components/found-list.tsx";
import { pageParam } from "../components/pagination-pages.ts";
import { useRelativeTime } from "../components/relative-time.ts";
import { TableScroll } from "../components/table-scroll.tsx";
import own from "./webhook.module.css";

/**
 * `/{lang}/admin/webhook?page=…`: the company's webhook for its ERP (docs/api.md, "Webhooks"):
 * the address events are sent to, the secret that signs them, and every attempt at sending one,
 * newest first. Only the company's admins may see or change it.
 */
export function WebhookScreen({ access }: { access: BackOfficeAccess }) {
  const { t } = useTranslation(["admin", "common"]);
  if (access !== "edit")
    return (
      <AdminPage title={t("webhook.title")} lead={t("webhook.lead")}>
        <p className={styles.muted}>{t("webhook.adminsOnly")}</p>
      </AdminPage>
    );
  return (
    <AdminPage title={t("webhook.title")} lead={t("webhook.lead")}>
      <WebhookSettings />
      <Deliveries />
    </AdminPage>
  );
}

function WebhookSettings() {
  const { t } = useTranslation(["admin", "common"]);
  const client = useQueryClient();
  const webhook = useQuery({
    queryKey: backOfficeKeys.webhook(),
    queryFn: ({ signal }) => fetchWebhook(signal),
  });
  const saved = (answer: WebhookAnswer) => client.setQueryData(backOfficeKeys.webhook(), answer);
  if (webhook.isPending) return <p role="status">{t("common:loading")}</p>;
  if (webhook.isError)
    return (
      <div role="alert" className={styles.refusal}>
        <p>{webhook.error.message}</p>
        <Button size="small" onClick={() => webhook.refetch()}>
          {t("common:retry")}
        </Button>
      </div>
    );
  const current = webhook.data.webhook;
  return (
    <section className={styles.card} aria-labelledby="webhook-address">
      <h2 id="webhook-address" className={styles.cardTitle}>
        {t("webhook.address")}
      </h2>
      <AddressForm url={current?.url ?? ""} onSaved={saved} />
      {current ? (
        <>
          <Secret secret={current.secret} onRotated={saved} />
          <RemoveButton onRemoved={() => saved({ webhook: null, events: webhook.data.events })} />
        </>
      ) : null}
      <h3 className={styles.subTitle}>{t("webhook.events")}</h3>
      <ul className={own.events}>
        {webhook.data.events.map((event) => (
          <li key={event}>
            {/* A key may not hold the event's dot, which the translations read as nesting. */}
            <code className={styles.code}>{event}</code> —{" "}
            {t(`webhook.event.${event.replace(".", "_") as "layout_confirmed"}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AddressForm({ url, onSaved }: { url: string; onSaved: (a: WebhookAnswer) => void }) {
  const { t } = useTranslation(["admin", "common"]);
  const [value, setValue] = useState(url);
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: () => saveWebhook(value.trim()),
    onSuccess: (answer) => {
      setDone(true);
      onSaved(answer);
    },
  });
  const fieldError =
    save.error instanceof ApiRequestError ? (save.error.errors.url?.[0] ?? null) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    save.mutate();
  };
  return (
    <form className={own.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor="webhook-url">{t("webhook.url")}</label>
        <input
          id="webhook-url"
          className={styles.input}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://erp.example.com/webhooks/home-designer"
          value={value}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "webhook-url-error" : "webhook-url-hint"}
          onChange={(event) => setValue(event.target.value)}
        />
        {fieldError ? (
          <p id="webhook-url-error" className={styles.fieldError}>
            {fieldError}
          </p>
        ) : (
          <p id="webhook-url-hint" className={styles.hint}>
            {t("webhook.urlHint")}
          </p>
        )}
      </div>
      <div className={styles.formActions}>
        <Button
          type="submit"
          variant="primary"
          disabled={save.isPending || value.trim() === ""}
          aria-busy={save.isPending || undefined}
        >
          {t("webhook.save")}
        </Button>
        <p role="status" className={styles.muted}>
          {done ? t("webhook.saved") : ""}
        </p>
      </div>
      {save.isError && !fieldError ? (
        <p role="alert" className={styles.fieldError}>
          {save.error.message}
        </p>
      ) : null}
    </form>
  );
}

function Secret({ secret, onRotated }: { secret: string; onRotated: (a: WebhookAnswer) => void }) {
  const { t } = useTranslation("admin");
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  const rotate = useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: (answer) => {
      setAsking(false);
      setShown(true);
      onRotated(answer);
    },
  });
  return (
    <div className={own.secret}>
      <h3 className={styles.subTitle}>{t("webhook.secret")}</h3>
      <p className={styles.hint}>{t("webhook.secretHint")}</p>
      <p className={own.secretValue}>
        <code className={styles.code} aria-live="polite">
          {shown ? secret : "whsec_••••••••••••••••"}
        </code>
      </p>
      <div className={styles.buttonRow}>
        <Button size="small" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? t("webhook.hideSecret") : t("webhook.showSecret")}
        </Button>
        {asking ? (
          <>
            <Button
              size="small"
              variant="primary"
              disabled={rotate.isPending}
              aria-busy={rotate.isPending || undefined}
              onClick={() => rotate.mutate()}
            >
              {t("webhook.rotateConfirm")}
            </Button>
            <Button size="small" onClick={() => setAsking(false)}>
              {t("webhook.cancel")}
            </Button>
          </>
        ) : (
          <Button size="small" onClick={() => setAsking(true)}>
            {t("webhook.rotate")}
          </Button>
        )}
      </div>
      {asking ? <p className={styles.warning}>{t("webhook.rotateWarning")}</p> : null}
      {rotate.isError ? (
        <p role="alert" className={styles.fieldError}>
          {rotate.error.message}
        </p>
      ) : null}
    </div>
  );
}

function RemoveButton({ onRemoved }: { onRemoved: () => void }) {
  const { t } = useTranslation("admin");
  const [asking, setAsking] = useState(false);
  const remove = useMutation({ mutationFn: removeWebhook, onSuccess: onRemoved });
  return (
    <div className={styles.buttonRow}>
      {asking ? (
        <>
          <Button
            size="small"
            variant="primary"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t("webhook.removeConfirm")}
          </Button>
          <Button size="small" onClick={() => setAsking(false)}>
            {t("webhook.cancel")}
          </Button>
        </>
      ) : (
        <Button size="small" onClick={() => setAsking(true)}>
          {t("webhook.remove")}
        </Button>
      )}
      {remove.isError ? (
        <p role="alert" className={styles.fieldError}>
          {remove.error.message}
        </p>
      ) : null}
    </div>
  );
}

function Deliveries() {
  const { t } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const relative = useRelativeTime();
  const [params] = useSearchParams();
  const page = pageParam(params.get("page"));
  const deliveries = useQuery({
    queryKey: backOfficeKeys.webhookDeliveries(page),
    queryFn: ({ signal }) => fetchWebhookDeliveries(page, signal),
    placeholderData: (previous) => previous,
  });
  return (
    <section className={styles.card} aria-labelledby="webhook-deliveries">
      <h2 id="webhook-deliveries" className={styles.cardTitle}>
        {t("webhook.deliveries")}
      </h2>
      <FoundList
        query={deliveries}
        found={(count) => t("webhook.found", { count })}
        hrefOf={(next) => pages.adminWebhook({ lang }, { page: next > 1 ? next : null })}
        pagesLabel={t("webhook.pages")}
      >
        {(data, busy) => (
          <TableScroll label={t("webhook.deliveries")}>
            <table className={styles.table} aria-busy={busy || undefined}>
              <caption className="sr-only">{t("webhook.deliveries")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("webhook.at")}</th>
                  <th scope="col">{t("webhook.event.name")}</th>
                  <th scope="col">{t("webhook.attempt")}</th>
                  <th scope="col">{t("webhook.status")}</th>
                  <th scope="col">{t("webhook.error")}</th>
                </tr>
              </thead>
              <tbody>
                {data.deliveries.map((delivery) => (
                  <tr key={delivery.id}>
                    <td>
                      <time dateTime={delivery.at} title={formatDate(delivery.at, lang)}>
                        {relative(delivery.at)}
                      </time>
                    </td>
                    <td className={own.nowrap}>
                      <code className={styles.code}>{delivery.event_type}</code>
                    </td>
                    <td>{delivery.attempt}</td>
                    <td>
                      <span className={delivery.error ? own.failed : own.delivered}>
                        {delivery.error ? t("webhook.failed") : t("webhook.delivered")}
                      </span>{" "}
                      {delivery.status_code ?? "—"}
                    </td>
                    <td className={styles.breakable}>{delivery.error ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </FoundList>
    </section>
  );
}
