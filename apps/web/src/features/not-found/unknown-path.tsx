import { DEFAULT_LOCALE, isUiLocale } from "@home-designer/core";
import { useEffect } from "react";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useOptionalCompany } from "../../lib/company.ts";
import { useNavigate, useParams, useSearch } from "../../lib/navigation.ts";
import { unknownPathTarget } from "./unknown-path-target.ts";

/**
 * A path no page knows (spec: accounts, section 2): a loading view, then the configurator when the
 * query names a project or layout; on the company's branded host the redirect page, which replaces
 * the address with the company's public home-designer index; otherwise the login page.
 */
export function UnknownPath() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const search = useSearch();
  const navigate = useNavigate();
  const company = useOptionalCompany();
  const locale = isUiLocale(lang) ? lang : (company?.default_locale ?? DEFAULT_LOCALE);
  const target = unknownPathTarget(
    locale,
    search,
    company && {
      hostname: window.location.hostname,
      brandMarker: company.brand_marker,
      homeDesignerUrl: company.home_designer_url,
    },
  );
  const destination = target.kind === "page" ? target.path : target.url;

  useEffect(() => {
    // The index is another site: replaced, so that Back does not return to an address of nothing.
    if (target.kind === "index") window.location.replace(destination);
    else navigate(destination, { replace: true, redirect: true });
  }, [target.kind, destination, navigate]);

  if (target.kind === "index" && company) {
    return (
      <LoadingView
        label={t("redirectingToIndex", { company: company.name })}
        info={t("redirectingInfo")}
      />
    );
  }
  return <LoadingView label={t("loadingPage")} info={t("loadingInfo")} />;
}
