/**
 * Every page address of the app, in one map: the pattern the web app's route table matches
 * (apps/web/src/app/routes.tsx, wouter's `:param` syntax) and, from the same pattern, the function
 * that builds the page's path from typed parameters, so a link and the route it leads to cannot
 * drift apart. The web app's links and navigations, the server's mail links (verification,
 * password reset, guest links, confirmations) and its redirects and short links all build their
 * addresses here. No zod here: every page of the web app loads it.
 */
import { isUiLocale, type UiLocale } from "./locale.ts";

/** In the route table's order: the first that matches a path is its page. */
const PATTERNS = {
  /** The configurator's start (`?project=…&apartment_layout_id=…`); alone, no page of its own. */
  start: "/:lang",
  notFound: "/:lang/404",
  login: "/:lang/auth",
  register: "/:lang/auth/register",
  forgotPassword: "/:lang/auth/forgot-password",
  /** Where a social login returns: `success?token=…` or `failure?errors=…&provider=…`. */
  socialReturn: "/:lang/auth/:socialLoginStatus",
  resetPassword: "/:lang/reset-password",
  sendVerification: "/:lang/send-verification",
  verifyEmail: "/:lang/email/verify/:customerId/:hash",
  dashboard: "/:lang/dashboard",
  /** A customer's dashboard as staff sees it. */
  customerDashboard: "/:lang/dashboard/:userId",
  profile: "/:lang/profile",
  /** Where connecting a login provider returns: `attached?code=…` or `failed?errors=…`. */
  profileReturn: "/:lang/profile/:attachStatus",
  deletedAccount: "/:lang/deleted-account",
  help: "/:lang/info",
  catalogue: "/:lang/kataloog",
  terms: "/:lang/terms-and-conditions",
  /** The back office of the company's staff (apps/web/src/features/back-office): its overview. */
  adminOverview: "/:lang/admin",
  /** The draft's materials (`?q=…&category=…&page=…`). */
  adminCatalogue: "/:lang/admin/catalogue",
  /** The company folder's upload (check, dry run, import) and its download. */
  adminImport: "/:lang/admin/import",
  /** What changed the company, when and by whom (`?project=…&page=…`). */
  adminHistory: "/:lang/admin/history",
  /** The draft's staff: who works in the back office, and in which role. */
  adminStaff: "/:lang/admin/staff",
  /** The draft's apartments with their buyers (`?project=…&q=…&page=…`). */
  adminBuyers: "/:lang/admin/buyers",
  /** The draft's projects, their buildings, apartments and layouts (`?project=…&building=…&page=…`). */
  adminProjects: "/:lang/admin/projects",
  /** A project's restrictions (`?project=…&q=…&page=…`). */
  adminRestrictions: "/:lang/admin/restrictions",
  /** A project's room types, their selection groups and options (`?project=…&room_type=…`). */
  adminRooms: "/:lang/admin/rooms",
  /** A project's packages: what each chooses, and what it costs per layout (`?project=…`). */
  adminPackages: "/:lang/admin/packages",
  /** How many saved and confirmed designs chose each option of a project (`?project=…`). */
  adminPopularChoices: "/:lang/admin/popular-choices",
  /** A project's audit trail, of one layout if chosen (`?project=…&layout=…&page=…`). */
  adminAudit: "/:lang/admin/audit",
  /** The company's webhook for its ERP, and its deliveries (`?page=…`). */
  adminWebhook: "/:lang/admin/webhook",
  /** The company's eID broker, with which its buyers sign their confirmations (decision 048). */
  adminSigning: "/:lang/admin/signing",
  /** The company's own settings: name, hosts, brand, VAT, legal texts, mail, links. */
  adminSettings: "/:lang/admin/settings",
  /**
   * Two or three designs of one layout side by side (`?project=…&apartment_layout_id=…&designs=…`,
   * the packages' ids in order): a page of its own, never a package.
   */
  compare: "/:lang/compare",
  /** A confirmation version's public verification page: what it is, and a PDF checked against it. */
  verifyConfirmation: "/:lang/verify/:code",
  /** A package (its id, or `custom` for a design of none): opens its first room. */
  package: "/:lang/:packageId",
  summary: "/:lang/:packageId/summary",
  summarySave: "/:lang/:packageId/summary/save",
  summaryTerms: "/:lang/:packageId/summary/terms",
  /** A room by its slug; `summary` in its place is the summary. */
  room: "/:lang/:packageId/:room",
  roomSave: "/:lang/:packageId/:room/save",
  /** A short address (`POST /api/short-links`), served by the server at the site's root. */
  shortLink: "/s/:code",
} as const;

type Patterns = typeof PATTERNS;
export type PageName = keyof Patterns;

/** The names of a pattern's parameters: `"/:lang/:packageId"` → `"lang" | "packageId"`. */
type ParamNames<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : P extends `:${infer Name}`
    ? Name
    : never;

/** Parameters with a narrower type than any id, code or slug. */
type ParamTypes = {
  lang: UiLocale;
  socialLoginStatus: "success" | "failure";
  attachStatus: "attached" | "failed";
};
type ParamValue<N extends string> = N extends keyof ParamTypes ? ParamTypes[N] : string | number;

/** What a page's path is built from. Each value is one path segment, never empty, `.` or `..`. */
export type PageParams<P extends string> = { [N in ParamNames<P>]: ParamValue<N> };
/** What a page's path says, read back: every parameter as the decoded text of its segment. */
export type MatchedParams<P extends string> = { [N in ParamNames<P>]: string };

/** Query values by name; null and undefined are left out. */
export type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;
/** The part of URLSearchParams a query is read from, so that core needs no DOM types. */
export type QueryPairs = { forEach(each: (value: string, name: string) => void): void };
/** A page's query: a search as an address has it (`?a=1`, `a=1` or ""), URLSearchParams, or values. */
export type PageQuery = string | QueryPairs | QueryValues;

/** Pages whose address means nothing without its query: the query is typed and required. */
type RequiredQueries = {
  resetPassword: { token: string; email: string };
  verifyEmail: { expires: number; signature: string };
};

type Build<P extends string, Q> = [Q] extends [undefined]
  ? (params: PageParams<P>, query?: PageQuery) => string
  : (params: PageParams<P>, query: Q) => string;

/** One page: builds its path (with a query), and has the pattern that matches it. */
export type Page<P extends string, Q = undefined> = Build<P, Q> & {
  readonly pattern: P;
  /** The parameters of a path (its query and hash ignored) of this page, or null. */
  match(path: string): MatchedParams<P> | null;
};

export type Pages = {
  readonly [K in PageName]: Page<
    Patterns[K],
    K extends keyof RequiredQueries ? RequiredQueries[K] : undefined
  >;
};

/** URLSearchParams, which browsers and Node both have: typed here, as core has neither's types. */
const SearchParams = (
  globalThis as unknown as {
    URLSearchParams: new (init: QueryPairs | string[][]) => { toString(): string };
  }
).URLSearchParams;

/** A query as `?…` (values written as URLSearchParams writes them), or "" when it has nothing. */
export function searchOf(query?: PageQuery): string {
  const text =
    typeof query === "string"
      ? query.replace(/^\?/, "")
      : query
        ? `${new SearchParams(
            typeof query.forEach === "function"
              ? (query as QueryPairs)
              : Object.entries(query as QueryValues)
                  .filter(([, value]) => value !== null && value !== undefined)
                  .map(([name, value]) => [name, String(value)]),
          )}`
        : "";
  return text ? `?${text}` : "";
}

function page<P extends string>(pattern: P) {
  const names = (pattern.match(/:[^/]+/g) ?? []).map((name) => name.slice(1));
  // As the route table reads a path: its fixed segments in any case, one trailing slash or none.
  const shape = new RegExp(`^${pattern.replace(/:[^/]+/g, "([^/]+)")}/?$`, "i");
  const build = (params: Record<string, string | number>, query?: PageQuery) =>
    pattern.replace(/:([^/]+)/g, (_, name: string) => encodeURIComponent(String(params[name]))) +
    searchOf(query);
  const match = (path: string) => {
    const found = shape.exec(path.replace(/[?#].*$/s, ""));
    try {
      return (
        found &&
        Object.fromEntries(
          names.map((name, i) => [name, decodeURIComponent(found[i + 1] as string)]),
        )
      );
    } catch {
      // A segment that is no percent-encoding of a text.
      return null;
    }
  };
  return Object.assign(build, { pattern, match });
}

/** A page as code that reads paths handles it: parameters as the texts a path has. */
export type AnyPage = ((
  params: Readonly<Record<string, string | number>>,
  query?: PageQuery,
) => string) & {
  readonly pattern: string;
  match(path: string): Record<string, string> | null;
};

/** Every page by its name, untyped: for code that takes a page from a path (`pageOf`). */
export const anyPages = Object.fromEntries(
  Object.entries(PATTERNS).map(([name, pattern]) => [name, page(pattern)]),
) as Record<PageName, AnyPage>;

/**
 * Every page of the app: `pages.room({ lang, packageId, room }, search)` is a room's path. The
 * same functions as `anyPages`, typed by each page's pattern.
 */
export const pages = anyPages as Pages;

/** Which page a path is: the first, in the route table's order, whose pattern matches it. */
export function pageOf(path: string): { name: PageName; params: Record<string, string> } | null {
  for (const name of Object.keys(PATTERNS) as PageName[]) {
    const params = anyPages[name].match(path);
    if (params) return { name, params };
  }
  return null;
}

/**
 * The same page as `path` with some of its parameters changed (another package for the same
 * screen), and `query`; null when the path is no page.
 */
export function samePage(
  path: string,
  changes: Readonly<Record<string, string | number>>,
  query?: PageQuery,
): string | null {
  const page = pageOf(path);
  return page && anyPages[page.name]({ ...page.params, ...changes }, query);
}

/** The configurator's dialogs with an address of their own, by the screen they open over. */
const DIALOG_SCREENS: Partial<Record<PageName, PageName>> = {
  roomSave: "room",
  summarySave: "summary",
  summaryTerms: "summary",
};
const SAVE_DIALOGS: Partial<Record<PageName, PageName>> = {
  room: "roomSave",
  summary: "summarySave",
};

/**
 * The configurator screen (a room or the summary) under a dialog of its own address, with
 * `query`: `/et/2/summary/save` → `/et/2/summary`. Any other path is itself.
 */
export function screenPath(path: string, query?: PageQuery): string {
  const page = pageOf(path);
  if (!page) return path.replace(/[?#].*$/s, "") + searchOf(query);
  return anyPages[DIALOG_SCREENS[page.name] ?? page.name](page.params, query);
}

/**
 * The save dialog over the configurator screen a path is (or is a dialog of), with `query`:
 * `/et/2/kitchen` → `/et/2/kitchen/save`. A path that is no room or summary stays itself.
 */
export function saveDialogPath(path: string, query?: PageQuery): string {
  const screen = screenPath(path, query);
  const page = pageOf(screen);
  const dialog = page && SAVE_DIALOGS[page.name];
  return dialog ? anyPages[dialog](page.params, query) : screen;
}

/**
 * Whether a path segment right after the language is a page of its own, never a package:
 * `/{lang}/{segment}/…` is the configurator for every other segment.
 */
export function isPageSegment(segment: string): boolean {
  return Object.values(PATTERNS).some((pattern) => {
    const [, lang, first] = pattern.split("/");
    return lang === ":lang" && first === segment && segment[0] !== ":";
  });
}

/**
 * The same page in another language: the path and query stay, only the locale segment changes.
 * A path without a locale segment gets one in front.
 */
export function swapLocale(pathname: string, search: string, locale: UiLocale): string {
  const segments = pathname.split("/");
  if (isUiLocale(segments[1])) {
    segments[1] = locale;
  } else {
    segments.splice(1, 0, locale);
  }
  const path = segments.join("/").replace(/\/+$/, "") || pages.start({ lang: locale });
  return `${path}${search}`;
}
