import { pages } from "@home-designer/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, MailWarning } from "lucide-react";
import { useEffect } from "react";
import { buttonClass } from "../../components/ui/button.tsx";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useCompany } from "../../lib/company.ts";
import { Link, useParams, useSearchParams } from "../../lib/navigation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { USER_QUERY_KEY } from "../../lib/user.ts";
import { verifyEmail } from "./api.ts";
import { AuthLayout } from "./components/auth-layout.tsx";
import styles from "./components/auth-pages.module.css";
import { KeptSaveNote } from "./components/kept-save-note.tsx";
import { errorMessage } from "./errors.ts";
import { usePendingSave } from "./use-pending-save.ts";

/**
 * `/{lang}/email/verify/{customerId}/{hash}?expires&signature`, the mailed confirmation link: a
 * loading view, then the confirmation with the way to log in, or why the link did not work.
 */
export function Component() {
  const { t } = useTranslation("auth");
  const company = useCompany();
  const lang = useLocale();
  const queryClient = useQueryClient();
  const { customerId = "", hash = "" } = useParams();
  const [params] = useSearchParams();
  const expires = params.get("expires");
  const signature = params.get("signature");
  const { kept, discard } = usePendingSave();

  const verification = useQuery({
    queryKey: ["verify-email", customerId, hash, expires, signature],
    queryFn: () => verifyEmail(customerId, hash, { expires, signature, company_id: company.id }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  // Someone logged in on this browser sees their address as confirmed from now on.
  const confirmed = verification.isSuccess;
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries({ queryKey: [USER_QUERY_KEY] });
  }, [confirmed, queryClient]);

  if (verification.isPending) return <LoadingView label={t("verifyEmail.checking")} />;

  const loginButton = (
    <Link
      to={pages.login({ lang })}
      className={buttonClass("primary", "medium", false, styles.fullButton)}
    >
      {t("verifyEmail.login")}
    </Link>
  );

  if (verification.isSuccess) {
    return (
      <AuthLayout
        icon={<CheckCircle2 size={28} aria-hidden="true" />}
        title={t("verifyEmail.successTitle")}
        lead={
          <>
            <p>{verification.data.message}</p>
            {kept ? <KeptSaveNote onDiscard={discard} /> : null}
          </>
        }
      >
        {loginButton}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<MailWarning size={26} aria-hidden="true" />}
      title={t("verifyEmail.failedTitle")}
      lead={
        <p role="alert" className={styles.failure}>
          {errorMessage(verification.error)}
        </p>
      }
    >
      {loginButton}
    </AuthLayout>
  );
}
