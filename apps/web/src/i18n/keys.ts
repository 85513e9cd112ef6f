import type actions from "./locales/et/actions.json";
import type admin from "./locales/et/admin.json";
import type auth from "./locales/et/auth.json";
import type catalogue from "./locales/et/catalogue.json";
import type common from "./locales/et/common.json";
import type compare from "./locales/et/compare.json";
import type configurator from "./locales/et/configurator.json";
import type dashboard from "./locales/et/dashboard.json";
import type fields from "./locales/et/fields.json";
import type help from "./locales/et/help.json";
import type legal from "./locales/et/legal.json";
import type nav from "./locales/et/nav.json";
import type panels from "./locales/et/panels.json";
import type profile from "./locales/et/profile.json";
import type staff from "./locales/et/staff.json";
import type summary from "./locales/et/summary.json";

/**
 * The keys `t` takes, from the Estonian texts, the reference language: a key that is not there
 * fails the type check.
 */
type Resources = {
  common: typeof common;
  nav: typeof nav;
  configurator: typeof configurator;
  panels: typeof panels;
  summary: typeof summary;
  auth: typeof auth;
  dashboard: typeof dashboard;
  profile: typeof profile;
  catalogue: typeof catalogue;
  help: typeof help;
  legal: typeof legal;
  actions: typeof actions;
  staff: typeof staff;
  admin: typeof admin;
  fields: typeof fields;
  compare: typeof compare;
};

export type Namespace = keyof Resources;

/** The dotted paths of a resource's texts. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** `count` chooses between `key_one` and `key_other`: the call names `key`. */
type WithPlural<K> = K extends `${infer Base}_${Intl.LDMLPluralRule}` ? K | Base : K;

/** Each namespace's keys, worked out once. */
type KeysOf = { [N in Namespace]: WithPlural<Paths<Resources[N]>> };

/** A namespace's keys, without a prefix. */
export type KeyOf<N extends Namespace> = KeysOf[N];

/** The keys of the namespaces with their `namespace:` prefix. */
export type PrefixedKey<N extends Namespace> = N extends Namespace ? `${N}:${KeysOf[N]}` : never;

/**
 * The keys of `useTranslation(namespaces)`'s `t`: the first namespace's without a prefix; with
 * a list, each listed namespace's with its prefix.
 */
export type KeysFor<Ns extends Namespace | readonly Namespace[]> = Ns extends Namespace
  ? KeyOf<Ns>
  : Ns extends readonly [infer First extends Namespace, ...Namespace[]]
    ? KeyOf<First> | PrefixedKey<Ns[number]>
    : never;
