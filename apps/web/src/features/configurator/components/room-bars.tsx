import { type ComponentType, Suspense, use } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useAppFlags } from "../../../lib/store.ts";
import { DESKTOP_QUERY, useIsDesktop } from "../../../lib/use-media-query.ts";
import { useRoomNavigationDisabled } from "../room/room-navigation.ts";
import styles from "./room-bars.module.css";
import { RoomDropdown } from "./room-dropdown.tsx";

/**
 * A part only some screens show, loaded where it shows: rendered as itself once its code is
 * there (so a screen that waited for it draws it in the same frame as the rest), through
 * `lazyPart` before that.
 */
function partLoadedWhereShown<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // Asked for again when the part shows its failure's "Try again".
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazyPart(start, { inline: true });
  function Part(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { start, Part };
}

// The desktop's room tabs and package bar: a phone chooses its room from the dropdown and opens
// the package bar from the burger menu, so neither is in a phone's first load.
const tabs = partLoadedWhereShown(() => import("./room-tabs.tsx").then((m) => m.RoomTabs));
const packageBar = partLoadedWhereShown(() =>
  import("./package-bar.tsx").then((m) => m.PackageBar),
);

/**
 * Settled once a desktop's bars have loaded (or failed to): asked for with this module on a wide
 * screen, as the server's preloads for that screen already have (route-assets.ts).
 */
const desktopBars = window.matchMedia(DESKTOP_QUERY).matches
  ? // A failure shows where the bars go (lazyPart), not in place of the screen.
    Promise.all([tabs.start(), packageBar.start()]).catch(() => undefined)
  : null;

/**
 * On desktop, suspends the screen until its bars' code is there, so that the room, the bars and
 * the page's first paint leaving come in one frame: nothing moves down when the bars arrive (CLS
 * stays 0). Their code was fetched with the screen's, in parallel; a phone does not wait.
 */
export function useDesktopBarsLoaded(): void {
  if (desktopBars) use(desktopBars);
}

/** The package bar: always on desktop, on phones once opened from the burger menu. */
export function PackageBarSlot() {
  const isDesktop = useIsDesktop();
  const open = useAppFlags((s) => s.packageBarOpen);
  return isDesktop || open ? <packageBar.Part /> : null;
}

/** The rooms: tabs on desktop; on phones a dropdown of the rooms and the summary, no tabs. */
export function RoomBar() {
  const { t } = useTranslation("configurator");
  const isDesktop = useIsDesktop();
  const disabled = useRoomNavigationDisabled();
  if (isDesktop) return <tabs.Part />;
  return (
    <nav className={styles.bar} aria-label={t("rooms")} aria-busy={disabled || undefined}>
      <RoomDropdown disabled={disabled} />
    </nav>
  );
}
