import { pages } from "@home-designer/core";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2, Plus } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { MessageView } from "../../components/ui/message-view.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useCompany } from "../../lib/company.ts";
import { useStaffHandover } from "../../lib/handover.ts";
import { parseId } from "../../lib/ids.ts";
import {
  Link,
  Navigate,
  useLocation,
  useNavigate,
  usePageHeading,
  useParams,
  useSearchParams,
} from "../../lib/navigation.ts";
import { withSearch } from "../../lib/search.ts";
import { usePrimaryStore } from "../../lib/store.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { isStaff, useCurrentUser } from "../../lib/user.ts";
import { useSigningOutcome } from "../configurator/signing-kit.ts";
import { dashboardQueries } from "./api.ts";
import { AddLayoutDialog } from "./components/add-layout-dialog.tsx";
import { DashboardFilters } from "./components/dashboard-filters.tsx";
import { DesignerBanner } from "./components/designer-banner.tsx";
import { LayoutSection } from "./components/layout-section.tsx";
import { DashboardContext, type DashboardContextValue } from "./dashboard-context.ts";
import {
  hasFilters,
  layoutGroups,
  NO_FILTERS,
  newestMadePackage,
  placesOfLayouts,
  placesOfProjects,
  readLocationState,
} from "./dashboard-data.ts";
import styles from "./dashboard-route.module.css";

/**
 * `/{lang}/dashboard`, and `/{lang}/dashboard/{userId}?token=<code>&name=…` for staff acting for a
 * customer, which continues as `/{lang}/dashboard?selected_user=…&name=…` (the top navigation's
 * form, which keeps the customer in every link). Without a session, and without a hand-over code
 * in the address, it is the login page.
 */
export function Component() {
  const lang = useLocale();
  const { userId } = useParams();
  const [params] = useSearchParams();
  const handoverCode = params.get("token");
  const loggedIn = usePrimaryStore((s) => s.token !== null);
  const pathUser = userId === undefined ? null : parseId(userId);

  if (userId !== undefined && pathUser === null)
    return <Navigate to={pages.notFound({ lang })} replace />;
  // Staff work on as `?selected_user=…&name=…`, the form every other page and link keeps.
  const canonical =
    pathUser === null
      ? null
      : pages.dashboard(
          { lang },
          withSearch(params, { token: null, selected_user: String(pathUser) }),
        );
  if (handoverCode) return <StaffHandover code={handoverCode} next={canonical} />;
  if (canonical) return <Navigate to={canonical} replace />;
  if (!loggedIn) return <Navigate to={pages.login({ lang })} replace />;
  return (
    <DashboardPage
      actingUser={parseId(params.get("selected_user"))}
      actingName={params.get("name")?.trim() || null}
    />
  );
}

/**
 * Staff arrive with a one-time code in the address. It is traded for their login, then taken out
 * of the address, so that it is neither bookmarked, shared nor left in the history.
 */
function StaffHandover({ code, next }: { code: string; next: string | null }) {
  const { t } = useTranslation("dashboard");
  const lang = useLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const failure = useStaffHandover(code, () =>
    navigate(next ?? `${pathname}${withSearch(search, { token: null })}`, { replace: true }),
  );
  if (failure) {
    return (
      <MessageView
        main
        alert
        title={t("designer.handoverFailed")}
        text={failure.message}
        action={
          <Link to={pages.login({ lang })} className={buttonClass("primary")}>
            {t("designer.login")}
          </Link>
        }
      />
    );
  }
  return <LoadingView label={t("loading")} />;
}

const MINUTE = 60_000;

function DashboardPage({
  actingUser,
  actingName,
}: {
  actingUser: number | null;
  actingName: string | null;
}) {
  const pageHeading = usePageHeading();
  const { t } = useTranslation(["dashboard", "common"]);
  useDocumentTitle(t("dashboard:title"));
  const lang = useLocale();
  const company = useCompany();
  const token = usePrimaryStore((s) => s.token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // A signing the server could not place (used, or too old) comes back here to be said.
  useSigningOutcome();

  // What the previous page said (a new package, an added layout), read once; the history entry
  // is then cleared, so a reload does not announce it again.
  const [arrival] = useState(() => readLocationState(location.state));
  useEffect(() => {
    if (location.state !== null && location.state !== undefined) {
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location, navigate]);

  const [filters, setFilters] = useState(NO_FILTERS);
  const [marked, setMarked] = useState<ReadonlySet<number>>(
    () => new Set(arrival.packageId ? [arrival.packageId] : []),
  );
  // The layout to scroll to and mark: the one just saved or added, or found there already.
  const [highlight, setHighlight] = useState<{ layoutId: number; found: boolean } | null>(() =>
    arrival.layoutId ? { layoutId: arrival.layoutId, found: false } : null,
  );
  const [adding, setAdding] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    // Share links made earlier may carry choices changed since in the configurator.
    queryClient.removeQueries({ queryKey: ["share-link"] });
  }, [queryClient]);

  const user = useCurrentUser();
  const staff = user.data ? isStaff(user.data) : false;
  const everything = useInfiniteQuery(
    dashboardQueries.apartments(company.id, actingUser, token, NO_FILTERS),
  );
  const list = useInfiniteQuery(
    dashboardQueries.apartments(company.id, actingUser, token, filters),
  );
  const allGroups = useMemo(() => layoutGroups(everything.data?.pages ?? []), [everything.data]);
  const onDashboard = useMemo(() => new Set(allGroups.map((g) => g.layoutId)), [allGroups]);
  const groups = useMemo(() => layoutGroups(list.data?.pages ?? []), [list.data]);

  // The filters offer the places of the buyer's own layouts; only when those are too many for
  // one page, every place of the company's projects.
  const listComplete = everything.isSuccess && !everything.hasNextPage;
  const projects = useQuery({
    ...dashboardQueries.projects(company.id, actingUser),
    enabled: everything.isSuccess && everything.hasNextPage,
  });
  const places = useMemo(
    () => (listComplete ? placesOfLayouts(allGroups) : placesOfProjects(projects.data ?? [])),
    [listComplete, allGroups, projects.data],
  );

  const mark = useCallback((packageId: number) => {
    setMarked((current) => new Set([...current, packageId]));
  }, []);
  // A save that made a new package without naming it: the newest package the buyer made.
  const newFlagHandled = useRef(false);
  useEffect(() => {
    if (newFlagHandled.current || !arrival.new || arrival.packageId || !everything.isSuccess)
      return;
    newFlagHandled.current = true;
    const id = newestMadePackage(allGroups);
    if (id !== null) mark(id);
  }, [arrival, everything.isSuccess, allGroups, mark]);

  const refresh = useCallback(
    () =>
      queryClient.invalidateQueries({
        queryKey: dashboardQueries.root(company.id, actingUser, token),
      }),
    [queryClient, company.id, actingUser, token],
  );

  const context = useMemo<DashboardContextValue>(
    () => ({
      lang,
      companyId: company.id,
      actingUser,
      actingName,
      marked,
      mark,
      now,
      refresh,
    }),
    [lang, company.id, actingUser, actingName, marked, mark, now, refresh],
  );

  // More layouts load as the end of the list comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const showFilters = allGroups.length > 1 || hasFilters(filters);
  const openAdd = () => setAdding(true);

  let content: ReactNode;
  if (list.isPending) {
    content = <LoadingView label={t("dashboard:loading")} />;
  } else if (list.isError) {
    content = (
      <MessageView
        alert
        headingLevel={2}
        title={t("dashboard:loadFailed")}
        text={list.error.message}
        action={
          <Button variant="primary" onClick={() => void list.refetch()}>
            {t("common:retry")}
          </Button>
        }
      />
    );
  } else if (groups.length === 0 && hasFilters(filters)) {
    content = (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>{t("dashboard:emptyFiltered.title")}</h2>
        <p className={styles.emptyText}>{t("dashboard:emptyFiltered.text")}</p>
        <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
          {t("dashboard:filters.clear")}
        </Button>
      </div>
    );
  } else if (groups.length === 0) {
    content = (
      <div className={styles.empty}>
        <span className={styles.emptyIcon} aria-hidden="true">
          <Building2 size={32} />
        </span>
        <h2 className={styles.emptyTitle}>{t("dashboard:empty.title")}</h2>
        <p className={styles.emptyText}>{t("dashboard:empty.text")}</p>
        <Button variant="primary" onClick={openAdd}>
          <Plus size={16} aria-hidden="true" />
          {t("dashboard:empty.action")}
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        <div className={styles.layouts}>
          {groups.map((group) => (
            <LayoutSection
              key={group.layoutId}
              group={group}
              highlighted={
                group.layoutId !== highlight?.layoutId ? null : highlight.found ? "found" : "added"
              }
            />
          ))}
        </div>
        <div ref={sentinel} className={styles.more}>
          {isFetchingNextPage ? (
            <p className={styles.loadingMore} role="status">
              <Spinner size="small" />
              {t("dashboard:loadingMore")}
            </p>
          ) : hasNextPage ? (
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              {t("dashboard:loadMore")}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <DashboardContext.Provider value={context}>
      <main id="main" className={styles.page}>
        <div className={styles.inner}>
          {staff ? (
            <div className={styles.banner}>
              <DesignerBanner actingUser={actingUser} actingName={actingName} />
            </div>
          ) : null}
          <header className={styles.header}>
            <div className={styles.heading}>
              <h1 ref={pageHeading} tabIndex={-1} className={styles.title}>
                {t("dashboard:title")}
              </h1>
              <p className={styles.lead}>
                {actingUser === null ? t("dashboard:lead") : t("dashboard:leadActing")}
              </p>
            </div>
            <Button variant="primary" onClick={openAdd} className={styles.add}>
              <Plus size={18} aria-hidden="true" />
              {t("dashboard:addLayout")}
            </Button>
          </header>
          {showFilters ? (
            <div className={styles.filters}>
              <DashboardFilters places={places} filters={filters} onChange={setFilters} />
            </div>
          ) : null}
          {content}
        </div>
      </main>
      {adding ? (
        <AddLayoutDialog
          onDashboard={onDashboard}
          onClose={() => setAdding(false)}
          onAdded={(layoutId) => {
            setAdding(false);
            setFilters(NO_FILTERS);
            setHighlight({ layoutId, found: false });
          }}
          onShow={(layoutId) => {
            setAdding(false);
            setFilters(NO_FILTERS);
            setHighlight({ layoutId, found: true });
          }}
        />
      ) : null}
    </DashboardContext.Provider>
  );
}
