import {
  type AnchorHTMLAttributes,
  createContext,
  createElement,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import { Route, Switch, useParams as useWouterParams, Router as WouterRouter } from "wouter";
import { flushAddress } from "./address.ts";

/**
 * The app's navigation: wouter matches the paths (`Switch`, `Route`, `useParams`), and this module
 * keeps the location and its history, with the shapes the app uses (docs/decisions/010-router.md):
 *
 * - a location is `{pathname, search, hash, state, key}`: `state` travels with a history entry
 *   (`navigate(to, { state })`), and `key` is new on every navigation (the configurator reads
 *   each new address once, by its key);
 * - the location changes only on the router's own navigations and on Back/Forward. A query
 *   written straight into the address bar (lib/address.ts: the buyer's choices, on every click)
 *   re-renders nothing;
 * - location changes are transitions, so a page whose code is still loading keeps the old page
 *   on screen instead of the loading view;
 * - the pathname, the query and the whole location are separate contexts: the route table and
 *   `usePathname()` readers are not re-rendered by a change of the query alone.
 *
 * Only this module (and navigation-testing.ts) imports wouter (biome.json).
 */

export { Route, Switch };

export type Location = {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry carried (`navigate(to, { state })`), or null. */
  state: unknown;
  /** New on every navigation; `"default"` for the entry the page was opened with. */
  key: string;
};

export type Path = { pathname: string; search: string; hash: string };
/** An absolute path (`/et/auth?x=1`), a query or hash of this page (`?x=1`), or its parts. */
export type To = string | Partial<Path>;
export type NavigateOptions = {
  replace?: boolean;
  state?: unknown;
  /**
   * A redirect: the page asked for is shown elsewhere (`<Navigate>`), which is part of opening a
   * page rather than the person moving to another (`usePageHeading`).
   */
  redirect?: boolean;
};
export type Navigate = {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or forward in the history. */
  (delta: number): void;
};

/** Where locations come from and are written to: the browser's history, or memory in tests. */
export type History = {
  /** The current entry. */
  read(): Location;
  write(location: Location, replace: boolean): void;
  go(delta: number): void;
  /** Calls back when the entry changes other than by `write` (Back, Forward, `go`). */
  listen(onChange: () => void): () => void;
};

/** What a history entry's state holds; react-router's names, so older entries keep theirs. */
type EntryState = { usr?: unknown; key?: string } | null;

function browserHistory(): History {
  return {
    read() {
      const { pathname, search, hash } = window.location;
      const entry = window.history.state as EntryState;
      return {
        pathname,
        search,
        hash,
        state: entry?.usr ?? null,
        key: entry?.key ?? "default",
      };
    },
    write(location, replace) {
      // The entry being left keeps the query it was about to get (the buyer's last choice).
      flushAddress();
      const entry: EntryState = { usr: location.state, key: location.key };
      const url = createPath(location);
      if (replace) window.history.replaceState(entry, "", url);
      else window.history.pushState(entry, "", url);
    },
    go(delta) {
      flushAddress();
      window.history.go(delta);
    },
    listen(onChange) {
      window.addEventListener("popstate", onChange);
      return () => window.removeEventListener("popstate", onChange);
    },
  };
}

export function createPath({ pathname, search, hash }: Path): string {
  return `${pathname}${search}${hash}`;
}

/**
 * `to` as a full path, read against the current pathname as a browser reads a link: the pathname
 * percent-encoded as the address bar has it, an empty query or hash dropped.
 */
export function resolvePath(to: To, current: string): Path {
  const base = new URL(current, "http://localhost");
  const url =
    typeof to === "string"
      ? new URL(to.replace(/ $/, "%20"), base)
      : new URL(
          `${to.pathname ?? current}${prefixed("?", to.search)}${prefixed("#", to.hash)}`,
          base,
        );
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function prefixed(mark: string, part: string | undefined): string {
  if (!part || part === mark) return "";
  return part.startsWith(mark) ? part : `${mark}${part}`;
}

function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

type RouterApi = {
  navigate: Navigate;
  /** The location as of the latest navigation (what a click now is read against). */
  current: () => Location;
  /** Follows Back and Forward; answers how to stop. */
  listen: () => () => void;
  /** The ref of a page's heading: see `usePageHeading`. */
  heading: (element: HTMLElement | null) => void;
};

function createApi(history: History, show: (location: Location) => void): RouterApi {
  let latest = history.read();
  // Whether the person has moved from the page they opened (a redirect is no move of theirs).
  let navigated = false;
  const moved = () => {
    latest = history.read();
    // A transition: a page whose code is still loading leaves the old one on screen meanwhile.
    startTransition(() => show(latest));
  };
  const navigate = ((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === "number") {
      history.go(to);
      return;
    }
    const path = resolvePath(to, latest.pathname);
    history.write({ ...path, state: options.state ?? null, key: createKey() }, !!options.replace);
    navigated ||= !options.redirect;
    moved();
  }) as Navigate;
  return {
    navigate,
    current: () => latest,
    listen: () =>
      history.listen(() => {
        navigated = true;
        moved();
      }),
    heading: (element) => {
      // A tab keeps focus: it names the panel it opened.
      if (element && navigated && !document.activeElement?.closest("[role=tab]")) element.focus();
    },
  };
}

const LocationContext = createContext<Location | null>(null);
const PathnameContext = createContext<string>("/");
const SearchContext = createContext<string>("");
const ApiContext = createContext<RouterApi | null>(null);

function useApi(): RouterApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error("a router hook outside <BrowserRouter> or <MemoryRouter>");
  return api;
}

// wouter's view of the location: the pathname to match routes against, and how to go elsewhere.
function useWouterLocation(): [string, (to: string, options?: NavigateOptions) => void] {
  return [useContext(PathnameContext), useApi().navigate];
}
function useWouterSearch(): string {
  return useContext(SearchContext);
}

/**
 * The router over a history (read once: a later `history` is not looked at); `BrowserRouter`
 * for the page, navigation-testing.ts for tests.
 */
export function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.read);
  const [api] = useState(() => createApi(history, setLocation));
  useLayoutEffect(() => api.listen(), [api]);

  return createElement(
    ApiContext.Provider,
    { value: api },
    createElement(
      LocationContext.Provider,
      { value: location },
      createElement(
        PathnameContext.Provider,
        { value: location.pathname },
        createElement(
          SearchContext.Provider,
          { value: location.search },
          createElement(WouterRouter, {
            hook: useWouterLocation,
            searchHook: useWouterSearch,
            children,
          }),
        ),
      ),
    ),
  );
}

let pageHistory: History | null = null;

/** The page's router, over the browser's history. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  pageHistory ??= browserHistory();
  return createElement(Router, { history: pageHistory }, children);
}

/** The current location; re-renders on every navigation. */
export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error("useLocation() outside <BrowserRouter> or <MemoryRouter>");
  return location;
}

/** The current pathname; re-renders only when it changes, not for the query or state. */
export function usePathname(): string {
  return useContext(PathnameContext);
}

/** The current query; re-renders only when it changes. */
export function useSearch(): string {
  return useContext(SearchContext);
}

/**
 * The ref of a page's main heading (an h1 with `tabIndex={-1}`): when the page is shown because
 * the person moved to it (a link, a form's result, Back), the heading takes focus, so a screen
 * reader reads where they are. On the page they opened, and after its redirects, focus stays
 * where the browser put it; a page that stays mounted (the configurator from room to room, from
 * choice to choice, a query) keeps its heading and does not take focus again. The function never
 * changes.
 */
export function usePageHeading(): (element: HTMLElement | null) => void {
  return useApi().heading;
}

/** Goes to a path (`{ replace, state }`), or back (-1). The function never changes. */
export function useNavigate(): Navigate {
  return useApi().navigate;
}

/**
 * The current query's parameters, and a function that navigates to this page with others
 * (a new history entry unless `{ replace: true }`).
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string> | string, options?: NavigateOptions) => void,
] {
  const search = useSearch();
  const { navigate, current } = useApi();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useMemo(
    () => (next: URLSearchParams | Record<string, string> | string, options?: NavigateOptions) =>
      navigate(
        { pathname: current().pathname, search: new URLSearchParams(next).toString() },
        options,
      ),
    [navigate, current],
  );
  return [params, setParams];
}

/** The parameters of the enclosing route's path (`/:lang/:packageId` → `{ lang, packageId }`). */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useWouterParams() as Readonly<Record<string, string | undefined>>;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  /** Replace the current history entry; by default a link to the current path does. */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link the router follows without reloading the page; a modified click (new tab, new window)
 * or another target is left to the browser.
 */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const { navigate, current } = useApi();
  // A string is the link's address as it is; a relative one the browser reads as `resolvePath` does.
  const href = typeof to === "string" ? to : createPath(resolvePath(to, current().pathname));
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (rest.target && rest.target !== "_self")
    )
      return;
    event.preventDefault();
    const here = current();
    const path = resolvePath(to, here.pathname);
    navigate(path, { replace: replace ?? createPath(path) === createPath(here), state });
  };
  return createElement("a", { ...rest, href, onClick: click });
}

/** Navigates once rendered (after its effects), as a redirect. */
export function Navigate({
  to,
  replace,
  state,
}: {
  to: To;
  replace?: boolean;
  state?: unknown;
}): null {
  const navigate = useNavigate();
  const target = typeof to === "string" ? to : JSON.stringify(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `target` stands for `to`, which may be a new object on every render
  useEffect(() => {
    navigate(to, { replace, state, redirect: true });
  }, [navigate, target, replace, state]);
  return null;
}
