import type { User } from "@home-designer/core";
import { pages } from "@home-designer/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { AdminBanner } from "../../components/ui/admin-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { MessageView } from "../../components/ui/message-view.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useCompany } from "../../lib/company.ts";
import { showFailure } from "../../lib/failure.ts";
import {
  Navigate,
  useNavigate,
  usePageHeading,
  useParams,
  useSearchParams,
} from "../../lib/navigation.ts";
import { usePrimaryStore } from "../../lib/store.ts";
import { toast } from "../../lib/toast.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { isStaff, storeUser, USER_QUERY_KEY, useCurrentUser } from "../../lib/user.ts";
import {
  EmailText,
  errorMessage,
  PROVIDER_NAMES,
  socialFailureText,
  useCountdown,
} from "../auth/account-kit.ts";
import { confirmAttachment, resendVerification } from "./api.ts";
import { ConnectionsEditor } from "./components/connections-editor.tsx";
import { DeleteAccount } from "./components/delete-account.tsx";
import { EmailEditor, NameEditor, PasswordEditor } from "./components/details-editors.tsx";
import { DownloadData } from "./components/download-data.tsx";
import { ProfileRow } from "./components/profile-row.tsx";
import styles from "./profile.module.css";

type Row = "name" | "email" | "password" | "connections";

/** The social logins of an account as people read them: "Facebook, Google". */
export function connectedAccounts(user: Pick<User, "providers">): string {
  return user.providers
    .flatMap((p) => (p.provider === "main" ? [] : [PROVIDER_NAMES[p.provider]]))
    .join(", ");
}

/** The query a designer acting for a customer carries from page to page. */
function actingQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ["selected_user", "name"]) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}

/**
 * `/{lang}/profile`, and `/{lang}/profile/{attachStatus}` on return from connecting a social
 * account (`attached` with a one-time `code`, else the reason's code in `errors`). Requires a login.
 */
export function Component() {
  const pageHeading = usePageHeading();
  const { t } = useTranslation(["profile", "common"]);
  const lang = useLocale();
  const loggedIn = usePrimaryStore((s) => s.token !== null);
  const user = useCurrentUser();
  const { attachStatus } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Row | null>(null);
  const [deleted, setDeleted] = useState(false);
  useDocumentTitle(t("profile:title"));

  // The return from connecting a provider, handled once (React's development double effects
  // included); the address drops it at once. The provider is connected only when this login sends
  // the return's code: the return may come to a browser that never started connecting (an address
  // sent by someone else), and the server then connects nothing.
  const reported = useRef(false);
  useEffect(() => {
    if (!attachStatus || reported.current) return;
    reported.current = true;
    const errors = params.get("errors");
    const code = params.get("code");
    navigate(pages.profile({ lang }, actingQuery(params)), { replace: true });
    if (attachStatus === "attached" && code && loggedIn) {
      confirmAttachment(code).then(
        async (answer) => {
          // The page's first read of the person may still be under way, started before the
          // connection: it is dropped, so the answer's logins are the ones shown.
          await queryClient.cancelQueries({ queryKey: [USER_QUERY_KEY] });
          storeUser(queryClient, answer);
          toast.success(t("profile:connections.attached"));
        },
        (error: unknown) => toast.error(errorMessage(error)),
      );
    } else if (errors) {
      toast.error(socialFailureText(params, t("profile:connections.failed")));
    }
  }, [attachStatus, params, lang, navigate, t, loggedIn, queryClient]);

  if (deleted) return null;
  if (!loggedIn) return <Navigate to={pages.login({ lang })} replace />;
  if (user.isPending) return <LoadingView label={t("common:loading")} />;
  if (user.isError) {
    return (
      <MessageView
        main
        alert
        title={t("common:errors.loadTitle")}
        text={errorMessage(user.error)}
        action={
          <Button variant="primary" onClick={() => user.refetch()}>
            {t("common:retry")}
          </Button>
        }
      />
    );
  }

  const me = user.data;
  const actingFor = params.get("selected_user") ? params.get("name") : null;
  const hasPassword = me.providers.some((p) => p.provider === "main");
  const toggle = (row: Row) => setOpen((current) => (current === row ? null : row));
  const close = () => setOpen(null);

  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(me.name)}
        </span>
        <div className={styles.headerText}>
          <h1 ref={pageHeading} tabIndex={-1} className={styles.title}>
            {t("profile:title")}
          </h1>
          <p className={styles.lead}>{t("profile:lead")}</p>
        </div>
      </header>

      {isStaff(me) ? (
        <AdminBanner title={t("profile:staff.title")}>
          {actingFor ? t("profile:staff.acting", { name: actingFor }) : t("profile:staff.text")}
        </AdminBanner>
      ) : null}

      <section className={styles.card} aria-labelledby="profile-details">
        <h2 id="profile-details" className={styles.cardTitle}>
          {t("profile:details")}
        </h2>
        <ProfileRow
          id="profile-name"
          label={t("profile:name.label")}
          value={me.name}
          open={open === "name"}
          onToggle={() => toggle("name")}
        >
          <NameEditor user={me} onDone={close} />
        </ProfileRow>
        <ProfileRow
          id="profile-email"
          label={t("profile:email.label")}
          value={<EmailText email={me.email} />}
          extra={me.email_verified_at ? null : <Unconfirmed />}
          open={open === "email"}
          onToggle={() => toggle("email")}
        >
          <EmailEditor user={me} onDone={close} />
        </ProfileRow>
        {hasPassword ? (
          <ProfileRow
            id="profile-password"
            label={t("profile:password.label")}
            value={
              <>
                <span aria-hidden="true">••••••••••</span>
                <span className="sr-only">{t("profile:password.hidden")}</span>
              </>
            }
            open={open === "password"}
            onToggle={() => toggle("password")}
          >
            <PasswordEditor user={me} onDone={close} />
          </ProfileRow>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="profile-logins">
        <h2 id="profile-logins" className={styles.cardTitle}>
          {t("profile:logins")}
        </h2>
        <ProfileRow
          id="profile-connections"
          label={t("profile:connections.label")}
          value={connectedAccounts(me) || t("profile:connections.none")}
          open={open === "connections"}
          onToggle={() => toggle("connections")}
        >
          <ConnectionsEditor user={me} />
        </ProfileRow>
      </section>

      <section className={styles.card} aria-labelledby="profile-data">
        <h2 id="profile-data" className={styles.cardTitle}>
          {t("profile:data.section")}
        </h2>
        <DownloadData />
      </section>

      <section className={`${styles.card} ${styles.dangerCard}`} aria-labelledby="profile-danger">
        <h2 id="profile-danger" className={styles.cardTitle}>
          {t("profile:delete.section")}
        </h2>
        <DeleteAccount onDeleted={() => setDeleted(true)} />
      </section>
    </main>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts.slice(0, 1);
  return letters.map((p) => [...(p ?? "")][0]?.toUpperCase() ?? "").join("") || "?";
}

/**
 * An address not yet confirmed, with another confirmation link on request; after each, the server
 * sends no other for 30 seconds, and the button says how long is left.
 */
function Unconfirmed() {
  const { t } = useTranslation("profile");
  const company = useCompany();
  const countdown = useCountdown();
  const resend = useMutation({
    mutationFn: () => resendVerification(company.id),
    onSuccess: ({ message }) => {
      toast.success(message);
      countdown.start();
    },
    onError: (error) =>
      showFailure(error, { retry: () => resend.mutate(), key: "resend-verification" }),
  });
  const waiting = countdown.remaining > 0;
  return (
    <>
      <p className={styles.unconfirmed}>
        <span className={styles.badge}>{t("email.unconfirmed")}</span>
        <button
          type="button"
          className={styles.inlineLink}
          aria-disabled={resend.isPending || waiting ? true : undefined}
          aria-describedby={waiting ? "profile-resend-wait" : undefined}
          onClick={() => {
            if (!resend.isPending && !waiting) resend.mutate();
          }}
        >
          {t("email.resend")}
        </button>
      </p>
      {waiting ? (
        <p id="profile-resend-wait" className={styles.resendWait}>
          {t("email.resendWait", { seconds: countdown.remaining })}
        </p>
      ) : null}
    </>
  );
}
