import { DEFAULT_LOCALE, isUiLocale } from "@home-designer/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { useOptionalCompany } from "../../lib/company.ts";
import { unknownPathTarget } from "./unknown-path-target.ts";

/**
 * A path no page knows: a short loading view, then the configurator when the query names a
 * project or layout, otherwise the login page.
 */
export function UnknownPath() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const company = useOptionalCompany();
  const locale = isUiLocale(lang) ? lang : (company?.default_locale ?? DEFAULT_LOCALE);

  useEffect(() => {
    navigate(unknownPathTarget(locale, search), { replace: true });
  }, [locale, search, navigate]);

  return <LoadingView label={t("loadingPage")} info={t("loadingInfo")} />;
}
