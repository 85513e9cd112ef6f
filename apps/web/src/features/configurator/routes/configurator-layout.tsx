import { needsRooms, pages, readChoicesFromQuery, samePage, vatRate } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense, useEffect, useMemo } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { LoadingView } from "../../../components/ui/loading-view.tsx";
import { MessageView } from "../../../components/ui/message-view.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { isNotFound } from "../../../lib/api.ts";
import { useCompany } from "../../../lib/company.ts";
import { parseId } from "../../../lib/ids.ts";
import { Navigate, useLocation, useParams, useSearch } from "../../../lib/navigation.ts";
import { searchWithoutSelections } from "../../../lib/search.ts";
import { useAppFlags, usePrimaryStore } from "../../../lib/store.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { useIsDesktop } from "../../../lib/use-media-query.ts";
import { DesignWatchSlot } from "../actions/design-watch-slot.tsx";
import { useLayoutPackages } from "../api/layout-packages.ts";
import { configuratorQueries } from "../api/queries.ts";
import { LinkNoticeSlot } from "../components/link-notice-slot.tsx";
import { PackageBarSlot, RoomBar, useDesktopBarsLoaded } from "../components/room-bars.tsx";
import { ConfiguratorContext, type ConfiguratorState } from "../context.ts";
import { DesignProvider } from "../design/design-provider.tsx";
import { basePackageId, layoutKey } from "../selection/design.ts";
import { orderedRooms, resolvePackage, SUMMARY } from "../selection/engine.ts";
import { StaffBannerSlot } from "../staff/staff-banner-slot.tsx";
import styles from "./configurator-layout.module.css";

const NO_IDS: readonly number[] = [];

const TokenHandover = lazyPart(
  () =>
    import("../staff/lazy-staff.ts")
      .then((m) => m.loadTokenHandover())
      .then((m) => m.TokenHandover),
  { quiet: true },
);

/**
 * `/{lang}/{packageId}/…`. A designer arriving with a hand-over code in the address is let in
 * first (its code loads only then), so that every call of the layout carries their login.
 */
export function Component({ children }: { children?: ReactNode }) {
  const search = useSearch();
  const handoverCode = new URLSearchParams(search).get("token");
  if (handoverCode) {
    return (
      <Suspense fallback={null}>
        <TokenHandover code={handoverCode} />
      </Suspense>
    );
  }
  return <ConfiguratorLayout>{children}</ConfiguratorLayout>;
}

/**
 * Loads the layout's rooms, packages and symbol legends once, and keeps the package selector and
 * room tabs above whichever room or the summary is open.
 */
function ConfiguratorLayout({ children }: { children?: ReactNode }) {
  useDesktopBarsLoaded();
  const { t } = useTranslation(["configurator", "common"]);
  const lang = useLocale();
  const company = useCompany();
  const { packageId = "" } = useParams();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const project = parseId(params.get("project"));
  const layoutId = parseId(params.get("apartment_layout_id"));
  const selectedUser = parseId(params.get("selected_user"));
  const token = usePrimaryStore((s) => s.token);
  const ready = project !== null && layoutId !== null;

  const tabs = useQuery({
    ...configuratorQueries.tabs(project ?? 0, layoutId ?? 0, company.id),
    enabled: ready,
  });
  // The list's first page, and the package in the address when it is beyond that page.
  const addressed = parseId(packageId);
  const packages = useLayoutPackages(
    {
      project: project ?? 0,
      layoutId: layoutId ?? 0,
      companyId: company.id,
      userId: selectedUser,
      token,
      enabled: ready,
    },
    addressed === null ? NO_IDS : [addressed],
  );
  // The plan's symbol legends are loaded with the layout, as the plan panel opens from any room.
  const legends = useQuery({ ...configuratorQueries.legends(company.id), enabled: ready });

  const setPackageBarAvailable = useAppFlags((s) => s.setPackageBarAvailable);
  const setProjectWebsite = useAppFlags((s) => s.setProjectWebsite);
  const projectUrl = tabs.data?.address.project_url ?? null;
  useEffect(() => {
    setPackageBarAvailable(true);
    return () => setPackageBarAvailable(false);
  }, [setPackageBarAvailable]);
  useEffect(() => {
    setProjectWebsite(projectUrl);
    return () => setProjectWebsite(null);
  }, [projectUrl, setProjectWebsite]);

  const currentTab = pathname.split("/")[3] || null;
  // The bars read what they need from context; made once, they are not re-rendered by an address
  // change that changes nothing they show (the address bar follows every choice).
  const bars = useMemo(
    () => (
      <>
        <StaffBannerSlot />
        <PackageBarSlot />
        <RoomBar />
        <LinkNoticeSlot />
        <DesignWatchSlot />
      </>
    ),
    [],
  );
  useDesktopScrollLock();
  const carriedSearch = searchWithoutSelections(search);

  const state = useMemo((): ConfiguratorState | null => {
    if (!tabs.data || !packages.data || project === null || layoutId === null) return null;
    const resolved = resolvePackage(packages.data, packageId);
    return {
      lang,
      companyId: company.id,
      vatRate: vatRate(tabs.data.vat ?? company.vat),
      project,
      layoutId,
      selectedUser,
      tabs: tabs.data,
      rooms: orderedRooms(tabs.data.rooms),
      packages: packages.data,
      activePackage: resolved.known ? resolved.package : null,
      packageSegment: resolved.custom ? "custom" : (resolved.package?.slug ?? packageId),
      currentTab,
      carriedSearch,
      basePackageId: basePackageId(resolved.package, packages.data),
      layoutKey: layoutKey(project, layoutId, selectedUser),
    };
  }, [
    tabs.data,
    packages.data,
    project,
    layoutId,
    packageId,
    lang,
    company,
    selectedUser,
    currentTab,
    carriedSearch,
  ]);

  if (!ready) {
    return <MessageView main title={t("contentMissing.title")} text={t("contentMissing.text")} />;
  }

  const failed = tabs.error ?? packages.error ?? legends.error;
  if (failed) {
    if (isNotFound(failed)) return <Navigate to={pages.notFound({ lang })} replace />;
    return (
      <MessageView
        main
        alert
        title={t("common:errors.loadTitle")}
        text={failed.message}
        action={
          <Button
            variant="primary"
            onClick={() => {
              void tabs.refetch();
              packages.refetch();
              void legends.refetch();
            }}
          >
            {t("common:retry")}
          </Button>
        }
      />
    );
  }

  if (!state) return <LoadingView label={t("common:loading")} />;

  // A package or room this layout does not have (any more): the not-found page. A link whose
  // package has gone but whose choices are readable still opens them, as the buyer's own design.
  const knownTab =
    currentTab === null || currentTab === SUMMARY || state.rooms.some((r) => r.slug === currentTab);
  const knownPackage = resolvePackage(state.packages, packageId).known;
  const linked = readChoicesFromQuery(params);
  // A version 3 link is read once the rooms are there; its form is enough to know it is one.
  if (!knownPackage && knownTab && (linked?.ok || needsRooms(linked))) {
    const custom = samePage(pathname, { packageId: "custom" }, search);
    return <Navigate to={custom ?? pages.package({ lang, packageId: "custom" }, search)} replace />;
  }
  if (!knownPackage || !knownTab) return <Navigate to={pages.notFound({ lang })} replace />;

  return (
    <ConfiguratorContext.Provider value={state}>
      <DesignProvider state={state}>
        <div className={styles.layout}>
          {bars}
          {children}
        </div>
      </DesignProvider>
    </ConfiguratorContext.Provider>
  );
}

/**
 * On desktop (768 px and wider) the page itself never scrolls (spec section 4): the room's list
 * and the summary scroll inside the screen, and the bars above stay put.
 */
function useDesktopScrollLock() {
  const isDesktop = useIsDesktop();
  useEffect(() => {
    if (!isDesktop) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = "hidden";
    return () => {
      body.style.overflow = previous;
    };
  }, [isDesktop]);
}
