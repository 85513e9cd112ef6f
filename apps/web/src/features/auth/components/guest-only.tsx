import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LoadingView } from "../../../components/ui/loading-view.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { Navigate, useLocation, useSearchParams } from "../../../lib/navigation.ts";
import { readPendingSave } from "../../../lib/pending-save.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { userQuery } from "../../../lib/user.ts";
import { nextAfterLogin } from "../after-login.ts";

/**
 * The login and registration forms are for guests. Someone already logged in who opens one is sent
 * where a login would take them (a design from the summary to save, the `redirect` page, or their
 * dashboard). Decided by the login the page was opened with: a login made on the page goes on by
 * itself, and a login the server no longer knows (logged out on its 401) gets the form.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const location = useLocation();
  const [params] = useSearchParams();
  const token = usePrimaryStore((s) => s.token);
  const [arrivedWith] = useState(token);
  const stillThere = arrivedWith !== null && token === arrivedWith;
  const user = useQuery({ ...userQuery(arrivedWith), enabled: stillThere });

  if (!stillThere || user.isError) return children;
  if (!user.data) return <LoadingView label={t("loading")} />;
  const next = nextAfterLogin({
    lang,
    token: arrivedWith,
    user: user.data,
    pending: readPendingSave(location.state),
    redirect: params.get("redirect"),
  });
  return <Navigate to={next.to} state={next.state} replace />;
}
