import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from "@home-designer/core";
import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";

/** One namespace per feature, so a page loads only the texts it shows. */
export const NAMESPACES = [
  "common",
  "nav",
  "configurator",
  "summary",
  "auth",
  "dashboard",
  "profile",
  "catalogue",
  "help",
  "legal",
  "actions",
  "staff",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type ResourceModule = { default: Record<string, unknown> };

// Each language × namespace file becomes its own small chunk, fetched when first needed.
const loaders = import.meta.glob<ResourceModule>("./locales/*/*.json");

export function hasResource(locale: string, namespace: string): boolean {
  return `./locales/${locale}/${namespace}.json` in loaders;
}

const lazyResources: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      // Russian is partial: a missing file falls back to English through fallbackLng.
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

/** The locale segment of a path (`/en/...` → `en`), or the default locale. */
export function localeFromPath(pathname: string): UiLocale {
  const first = pathname.split("/")[1];
  return isUiLocale(first) ? first : DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();

export function initI18n(language: UiLocale): Promise<unknown> {
  return i18n
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: ["et", "en", "de", "ru"],
      // Only Russian borrows from another language; the others are complete.
      fallbackLng: { ru: ["en"], default: [] },
      ns: ["common", "nav"],
      defaultNS: "common",
      load: "languageOnly",
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
}
