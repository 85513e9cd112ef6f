/**
 * The texts of the interface in one language at a time, without React: what the app needs of a
 * translation library and nothing more (docs/decisions/009-own-translations-module.md).
 *
 * - Texts come in namespaces (one JSON file per language and namespace), loaded when first
 *   asked for; each file is fetched once, a failed fetch is tried again when next asked for.
 * - A key is a dotted path in its namespace (`sections.terms.title`), or `namespace:path` for a
 *   namespace other than the first one asked for.
 * - `{{name}}` is replaced by the value given for it, as it is: no escaping (React escapes what
 *   it shows). A placeholder without a value stays as written.
 * - `count` picks the plural form (`key_one`, `key_other`…) by the language's rules
 *   (`Intl.PluralRules`), then the plain key.
 * - Every language has all its texts (i18n/resources.test.ts); a key not found is shown as
 *   written, without its namespace.
 */

/** A namespace's texts: strings, grouped in objects. */
export type Resource = { readonly [key: string]: string | Resource };

/** Fetches one namespace of one language; `undefined` when the language has no such file. */
export type LoadResource = (language: string, namespace: string) => Promise<Resource | undefined>;

/** The values of a text's placeholders, and `count` for its plural form. */
export type TOptions = {
  readonly count?: number;
  readonly [name: string]: string | number | undefined;
};

export type TFunction<Key extends string = string> = (key: Key, options?: TOptions) => string;

export type TranslatorOptions = {
  /** The language until `init` or `changeLanguage` says otherwise. */
  language: string;
  /** The namespace of a key without one, for `t` itself. */
  defaultNamespace: string;
  load: LoadResource;
};

export type Translator = {
  /** The language texts are shown in. */
  readonly language: string;
  /** The default namespace's texts (and any namespace's with a `namespace:` prefix). */
  t: TFunction;
  /** A `t` whose keys without a prefix are in the first of the namespaces. */
  getFixedT(namespaces: readonly string[]): TFunction;
  /** Whether the namespaces are there for the language. */
  hasLoadedNamespaces(namespaces: readonly string[]): boolean;
  /** Fetches the namespaces for the language; the same promise while it is. */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void>;
  /**
   * Why fetching the namespaces failed, for a moment after it did: what renders then shows the
   * failure rather than fetching them again at once, over and over.
   */
  recentFailure(namespaces: readonly string[]): unknown;
  /** Starts in a language at once, before its texts are there, and fetches the namespaces. */
  init(language: string, namespaces: readonly string[]): Promise<void>;
  /**
   * Switches language once the namespaces asked for so far are there in it, so that nothing
   * shown waits; of several calls in a row, the last one wins.
   */
  changeLanguage(language: string): Promise<void>;
  /** Called after each change of language; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
};

/** How long a failed fetch is shown as failed before rendering fetches it again. */
const RECENT_FAILURE_MS = 1000;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The text with each `{{name}}` that has a value replaced by it. */
export function interpolate(text: string, values: TOptions | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of a count in a language: `one`, `few`, `other`… */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The string at a dotted path of a resource. */
function lookup(resource: Resource | undefined, path: string): string | undefined {
  let value: string | Resource | undefined = resource;
  for (const part of path.split(".")) {
    if (typeof value !== "object") return undefined;
    value = value[part];
  }
  return typeof value === "string" ? value : undefined;
}

export function createTranslator(options: TranslatorOptions): Translator {
  const { defaultNamespace, load } = options;
  let language = options.language;
  /** `language/namespace` → its texts, once fetched. */
  const resources = new Map<string, Resource>();
  /** `language/namespace` → its fetch, while it runs or once it succeeded. */
  const loading = new Map<string, Promise<void>>();
  /** `language|namespaces` → the fetch of them all, so that React sees one promise. */
  const batches = new Map<string, Promise<void>>();
  /** `language|namespaces` → the failure of their last fetch, and when it came. */
  const failures = new Map<string, { error: unknown; at: number }>();
  /** Every namespace asked for: a new language fetches them before it is switched to. */
  const used = new Set<string>();
  const listeners = new Set<() => void>();
  let switching = 0;

  function loadOne(lang: string, namespace: string): Promise<void> {
    const id = `${lang}/${namespace}`;
    let pending = loading.get(id);
    if (!pending) {
      pending = load(lang, namespace).then(
        (resource) => {
          resources.set(id, resource ?? {});
        },
        (error: unknown) => {
          loading.delete(id);
          throw error;
        },
      );
      loading.set(id, pending);
    }
    return pending;
  }

  const batchId = (lang: string, namespaces: readonly string[]) => `${lang}|${namespaces.join()}`;

  function loadIn(lang: string, namespaces: readonly string[]): Promise<void> {
    const id = batchId(lang, namespaces);
    let batch = batches.get(id);
    if (!batch) {
      for (const namespace of namespaces) used.add(namespace);
      batch = Promise.all(namespaces.map((namespace) => loadOne(lang, namespace))).then(
        () => {
          failures.delete(id);
        },
        (error: unknown) => {
          batches.delete(id);
          failures.set(id, { error, at: Date.now() });
          throw error;
        },
      );
      batches.set(id, batch);
    }
    return batch;
  }

  function translate(namespaces: readonly string[], key: string, values?: TOptions): string {
    const colon = key.indexOf(":");
    const namespace = colon > 0 ? key.slice(0, colon) : (namespaces[0] ?? defaultNamespace);
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const count = values?.count;
    const resource = resources.get(`${language}/${namespace}`);
    const text =
      (count === undefined
        ? undefined
        : lookup(resource, `${path}_${pluralCategory(language, count)}`)) ?? lookup(resource, path);
    return text === undefined ? path : interpolate(text, values);
  }

  function notify() {
    for (const listener of [...listeners]) listener();
  }

  return {
    get language() {
      return language;
    },
    t: (key, values) => translate([defaultNamespace], key, values),
    getFixedT: (namespaces) => (key, values) => translate(namespaces, key, values),
    hasLoadedNamespaces: (namespaces) =>
      namespaces.every((ns) => resources.has(`${language}/${ns}`)),
    loadNamespaces: (namespaces) =>
      loadIn(language, typeof namespaces === "string" ? [namespaces] : namespaces),
    recentFailure(namespaces) {
      const failure = failures.get(batchId(language, namespaces));
      return failure && Date.now() - failure.at < RECENT_FAILURE_MS ? failure.error : undefined;
    },
    init(next, namespaces) {
      switching++;
      if (next !== language) {
        language = next;
        notify();
      }
      return loadIn(next, namespaces);
    },
    async changeLanguage(next) {
      const ticket = ++switching;
      // A failed fetch switches all the same: what then needs the texts fetches them again
      // and says that it could not.
      await loadIn(next, [...used]).catch(() => {});
      if (ticket !== switching || next === language) return;
      language = next;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
