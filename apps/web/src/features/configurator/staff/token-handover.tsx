import { pages } from "@home-designer/core";
import { useQueryClient } from "@tanstack/react-query";
import { buttonClass } from "../../../components/ui/button.tsx";
import { LoadingView } from "../../../components/ui/loading-view.tsx";
import { MessageView } from "../../../components/ui/message-view.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useCompany } from "../../../lib/company.ts";
import { useStaffHandover } from "../../../lib/handover.ts";
import { parseId } from "../../../lib/ids.ts";
import { Link, useLocation, useNavigate } from "../../../lib/navigation.ts";
import { withSearch } from "../../../lib/search.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { configuratorQueries } from "../api/queries.ts";

/**
 * A designer arriving from outside with a one-time code (`…/summary?token=<code>&selected_user=…
 * &name=…`): the code is traded for their login, the selected customer's packages are loaded with
 * it, and the same page opens with `selected_user` and `name` but without the code, so that it is
 * neither bookmarked, shared nor left in the history (configurator spec section 2).
 */
export function TokenHandover({ code }: { code: string }) {
  const { t } = useTranslation("staff");
  const lang = useLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const company = useCompany();

  const failure = useStaffHandover(code, () => {
    const params = new URLSearchParams(search);
    const project = parseId(params.get("project"));
    const layoutId = parseId(params.get("apartment_layout_id"));
    const selectedUser = parseId(params.get("selected_user"));
    const packages =
      project !== null && layoutId !== null
        ? queryClient
            .fetchQuery(
              configuratorQueries.packages(
                project,
                layoutId,
                company.id,
                selectedUser,
                // The login the code was just traded for.
                usePrimaryStore.getState().token,
              ),
            )
            // The page shows a failure itself once it opens; the login is kept either way.
            .catch(() => undefined)
        : Promise.resolve(undefined);
    void packages.then(() =>
      navigate(`${pathname}${withSearch(search, { token: null })}`, { replace: true }),
    );
  });

  if (failure) {
    return (
      <MessageView
        main
        alert
        title={t("handover.failed")}
        text={failure.message}
        action={
          <Link to={pages.login({ lang })} className={buttonClass("primary")}>
            {t("handover.login")}
          </Link>
        }
      />
    );
  }
  return <LoadingView label={t("handover.loading")} />;
}
