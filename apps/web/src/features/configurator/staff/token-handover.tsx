import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { LoadingView } from "../../../components/ui/loading-view.tsx";
import { useCompany } from "../../../lib/company.ts";
import { parseId } from "../../../lib/ids.ts";
import { withSearch } from "../../../lib/paths.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { configuratorQueries } from "../api.ts";

/**
 * A designer arriving from outside with a token (`…/summary?token=…&selected_user=…&name=…`):
 * the token becomes the session, the selected customer's packages are loaded with it, and the
 * same page opens with `selected_user` and `name` but without the token, so that it is neither
 * bookmarked, shared nor left in the history (configurator spec section 2).
 */
export function TokenHandover() {
  const { t } = useTranslation("staff");
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const company = useCompany();
  const setToken = usePrimaryStore((s) => s.setToken);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get("token");
    if (!token) return;
    let current = true;
    setToken(token);
    const project = parseId(params.get("project"));
    const layoutId = parseId(params.get("apartment_layout_id"));
    const selectedUser = parseId(params.get("selected_user"));
    const packages =
      project !== null && layoutId !== null
        ? queryClient
            .fetchQuery(configuratorQueries.packages(project, layoutId, company.id, selectedUser))
            // The page shows a failure itself once it opens; the token is kept either way.
            .catch(() => undefined)
        : Promise.resolve(undefined);
    void packages.then(() => {
      if (current) navigate(`${pathname}${withSearch(search, { token: null })}`, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [pathname, search, setToken, queryClient, company.id, navigate]);

  return <LoadingView label={t("handover.loading")} />;
}
