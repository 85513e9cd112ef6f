import { type ReactNode, Suspense } from "react";
import { lazyPart } from "../../components/ui/lazy-part.tsx";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useAppFlags } from "../../lib/store.ts";
import { useUnsavedChanges } from "../../lib/unsaved-changes.ts";
import { useCurrentUser } from "../../lib/user.ts";
import styles from "./app-shell.module.css";
import { TopNav } from "./top-nav.tsx";

const LogoutDialog = lazyPart(() => import("./logout-dialog.tsx").then((m) => m.LogoutDialog));
const LeaveDialog = lazyPart(() => import("./leave-dialog.tsx").then((m) => m.LeaveDialog));

/** Top navigation above every page, a skip link for keyboard users, and the logout dialog. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const logoutOpen = useAppFlags((s) => s.logoutDialogOpen);
  const leaving = useUnsavedChanges((s) => s.pending !== null);
  // The stored login is checked once per visit: a token the server has ended (logged out
  // elsewhere, password changed) answers 401, which logs out here too.
  useCurrentUser();
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t("skipToContent")}
      </a>
      <TopNav />
      <Suspense fallback={<LoadingView label={t("loading")} />}>{children}</Suspense>
      {logoutOpen ? (
        <Suspense fallback={null}>
          <LogoutDialog />
        </Suspense>
      ) : null}
      {leaving ? (
        <Suspense fallback={null}>
          <LeaveDialog />
        </Suspense>
      ) : null}
    </>
  );
}
