import { pages } from "@home-designer/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { call } from "../../lib/api.ts";
import { useNavigate } from "../../lib/navigation.ts";
import { useAppFlags, usePrimaryStore } from "../../lib/store.ts";
import { toast } from "../../lib/toast.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { forgetLogin } from "../../lib/user.ts";

/**
 * Confirms logging out. Logging out ends the token on the server (`POST /api/auth/logout`), so a
 * copied token is worthless afterwards, clears the user here and goes to the login page. The
 * browser forgets the login at once; the server's answer is not waited for, and a token the
 * server had already ended (401) is simply gone.
 */
export function LogoutDialog() {
  const { t } = useTranslation(["nav", "common"]);
  const open = useAppFlags((s) => s.logoutDialogOpen);
  const setOpen = useAppFlags((s) => s.setLogoutDialogOpen);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLocale();

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t("nav:logoutDialog.title")}
      description={t("nav:logoutDialog.text")}
      closeLabel={t("common:close")}
      actions={
        <>
          <Button onClick={() => setOpen(false)}>{t("common:cancel")}</Button>
          <Button
            variant="primary"
            onClick={() => {
              setOpen(false);
              const { token } = usePrimaryStore.getState();
              if (token) {
                void call("POST /auth/logout", { token }).catch(() => undefined);
              }
              forgetLogin(queryClient);
              navigate(pages.login({ lang }));
              toast.success(t("nav:logoutSuccess"));
            }}
          >
            {t("nav:logout")}
          </Button>
        </>
      }
    />
  );
}
