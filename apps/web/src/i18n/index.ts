import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from "@home-designer/core";
import { useSyncExternalStore } from "react";
import type { KeyOf, KeysFor, Namespace, PrefixedKey } from "./keys.ts";
import { createTranslator, type Resource, type TFunction, type Translator } from "./translator.ts";

export type { KeyOf, Namespace } from "./keys.ts";
export type { TFunction, TOptions } from "./translator.ts";

/** One namespace per feature, so a page loads only the texts it shows. */
export const NAMESPACES = [
  "common",
  "nav",
  "configurator",
  "panels",
  "summary",
  "auth",
  "dashboard",
  "profile",
  "catalogue",
  "help",
  "legal",
  "actions",
  "staff",
  "admin",
  "fields",
  "compare",
] as const satisfies readonly Namespace[];

type ResourceModule = { default: Resource };

// Each language × namespace file becomes its own small chunk, fetched when first needed.
const loaders = import.meta.glob<ResourceModule>("./locales/*/*.json");

export function hasResource(locale: string, namespace: string): boolean {
  return `./locales/${locale}/${namespace}.json` in loaders;
}

/**
 * The locale segment of a path (`/en/...` → `en`); for a path without one, `fallback` when it is a
 * locale (the page's `<html lang>`, which the server sets to the host's language: a German-only
 * host's `/` opens in German), else the default locale.
 */
export function localeFromPath(pathname: string, fallback: string = DEFAULT_LOCALE): UiLocale {
  const first = pathname.split("/")[1];
  if (isUiLocale(first)) return first;
  return isUiLocale(fallback) ? fallback : DEFAULT_LOCALE;
}

/** The translator with the keys of the reference texts: `t` takes the common namespace's. */
export type I18n = Omit<Translator, "t"> & {
  t: TFunction<KeyOf<"common"> | PrefixedKey<Namespace>>;
};

export const i18n: I18n = createTranslator({
  language: DEFAULT_LOCALE,
  defaultNamespace: "common",
  load: async (language, namespace) => {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    return load ? (await load()).default : undefined;
  },
});

/** Starts the interface in a language, fetching the texts every page shows. */
export function initI18n(language: UiLocale): Promise<void> {
  return i18n.init(language, ["common", "nav"]);
}

const DEFAULT_NAMESPACES: readonly Namespace[] = ["common"];

/** One `t` per language and namespaces, so that a new one means another language. */
const fixed = new Map<string, TFunction>();

const language = () => i18n.language;

/**
 * The texts of a namespace (by default `common`), or of a list of them (the first one's keys
 * without a prefix, the others' with theirs: `common:close`). Suspends until the namespaces are
 * there in the page's language, and renders again in a new language.
 */
export function useTranslation(): { t: TFunction<KeyOf<"common">>; i18n: I18n };
export function useTranslation<N extends Namespace>(
  namespace: N,
): {
  t: TFunction<KeysFor<N>>;
  i18n: I18n;
};
export function useTranslation<const Ns extends readonly [Namespace, ...Namespace[]]>(
  namespaces: Ns,
): { t: TFunction<KeysFor<Ns>>; i18n: I18n };
export function useTranslation(namespace?: Namespace | readonly Namespace[]): {
  t: TFunction;
  i18n: I18n;
} {
  const namespaces =
    namespace === undefined
      ? DEFAULT_NAMESPACES
      : typeof namespace === "string"
        ? [namespace]
        : namespace;
  const current = useSyncExternalStore(i18n.subscribe, language, language);
  if (!i18n.hasLoadedNamespaces(namespaces)) {
    // A failed fetch goes to the nearest boundary, which says that a part could not be loaded
    // and offers to try again (`lazyPart`, the page's `ErrorBoundary`).
    const failure = i18n.recentFailure(namespaces);
    if (failure) throw failure;
    // Suspends by throwing the (cached) fetch, as react-i18next did: React renders again once
    // it settles, also under testing-library's `act` (where `use` waits for an awaited `act`).
    throw i18n.loadNamespaces(namespaces);
  }
  const id = `${current}|${namespaces.join()}`;
  let t = fixed.get(id);
  if (!t) {
    t = i18n.getFixedT(namespaces);
    fixed.set(id, t);
  }
  return { t, i18n };
}
