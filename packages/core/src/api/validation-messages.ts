import type { Locale } from "../locale.ts";

/*
 * What a person reads when a request fails validation, in et, en and de: "Name must be at most 100
 * characters." Two tables make every message, so a new field or rule needs one entry, not code
 * per call:
 *
 * - FIELD_NAMES names each field of a request in words, keyed by its path with list positions as
 *   `*` (`selections.*.tab_id`). German names carry their article, since they open the sentence.
 * - RULES says what is wrong, by zod's issue code and its facts (`too_big` of a string with
 *   `maximum` 100), or, for a rule of our own (a refine, a pattern), by the rule's key, which the
 *   schema gives as its message (`rule("password")`).
 *
 * No zod here: the browser may use these texts without loading a schema library.
 */

type Texts = Record<Locale, string>;

/** Field names by path; `""` is the request as a whole (a body that is not an object). */
export const FIELD_NAMES: Record<string, Texts> = {
  "": { en: "request", et: "päring", de: "die Anfrage" },
  _method: { en: "method", et: "meetod", de: "die Methode" },
  apartment: { en: "apartment", et: "korter", de: "die Wohnung" },
  apartmentId: { en: "apartment", et: "korter", de: "die Wohnung" },
  apartment_id: { en: "apartment", et: "korter", de: "die Wohnung" },
  apartment_layout_id: {
    en: "apartment layout",
    et: "korteri planeering",
    de: "der Grundriss",
  },
  layoutId: { en: "apartment layout", et: "korteri planeering", de: "der Grundriss" },
  browser_key: { en: "browser key", et: "brauseri võti", de: "der Browserschlüssel" },
  building: { en: "building", et: "hoone", de: "das Gebäude" },
  building_id: { en: "building", et: "hoone", de: "das Gebäude" },
  code: { en: "login code", et: "sisselogimiskood", de: "der Anmeldecode" },
  compact: { en: "list format", et: "loendi kuju", de: "das Listenformat" },
  company: { en: "company", et: "ettevõte", de: "das Unternehmen" },
  companyId: { en: "company", et: "ettevõte", de: "das Unternehmen" },
  company_id: { en: "company", et: "ettevõte", de: "das Unternehmen" },
  device: { en: "known browser", et: "tuntud brauser", de: "der bekannte Browser" },
  // An export's days (from, to) and its CSV's column separator.
  from: { en: "first day", et: "esimene päev", de: "der erste Tag" },
  to: { en: "last day", et: "viimane päev", de: "der letzte Tag" },
  separator: { en: "column separator", et: "veergude eraldaja", de: "das Spaltentrennzeichen" },
  // Staff reopening a confirmed layout: why, and which rooms.
  reason: { en: "reason", et: "põhjus", de: "der Grund" },
  tab_ids: { en: "rooms", et: "ruumid", de: "die Räume" },
  "tab_ids.*": { en: "room", et: "ruum", de: "der Raum" },
  change_request_id: { en: "change request", et: "muudatuse soov", de: "der Änderungswunsch" },
  requestId: { en: "change request", et: "muudatuse soov", de: "der Änderungswunsch" },
  message: { en: "message", et: "sõnum", de: "die Nachricht" },
  // A project's audit trail of one layout.
  layout: { en: "apartment layout", et: "korteri planeering", de: "der Grundriss" },
  // A company's eID broker for signed confirmations.
  issuer: {
    en: "identity service address",
    et: "identiteediteenuse aadress",
    de: "die Adresse des Identitätsdienstes",
  },
  client_id: { en: "client ID", et: "kliendi tunnus", de: "die Client-ID" },
  client_secret: { en: "client secret", et: "kliendi salasõna", de: "das Client-Secret" },
  // The draft's parts the settings page reads at once.
  paths: { en: "parts of the draft", et: "mustandi osad", de: "die Teile des Entwurfs" },
  current_password: {
    en: "current password",
    et: "praegune parool",
    de: "das aktuelle Passwort",
  },
  old_password: { en: "current password", et: "praegune parool", de: "das aktuelle Passwort" },
  customerId: { en: "account", et: "konto", de: "das Konto" },
  description: { en: "description", et: "kirjeldus", de: "die Beschreibung" },
  dry_run: { en: "trial run", et: "proovimine", de: "der Probelauf" },
  email: { en: "e-mail address", et: "e-posti aadress", de: "die E-Mail-Adresse" },
  emails: {
    en: "list of e-mail addresses",
    et: "e-posti aadresside loend",
    de: "die Liste der E-Mail-Adressen",
  },
  "emails.*": {
    en: "each e-mail address",
    et: "iga e-posti aadress",
    de: "jede E-Mail-Adresse",
  },
  error: {
    en: "login service's error",
    et: "sisselogimise teenuse viga",
    de: "der Fehler des Anmeldedienstes",
  },
  error_description: {
    en: "login service's error description",
    et: "sisselogimise teenuse veateade",
    de: "die Fehlerbeschreibung des Anmeldedienstes",
  },
  expires: { en: "confirmation link", et: "kinnituslink", de: "der Bestätigungslink" },
  hash: { en: "confirmation link", et: "kinnituslink", de: "der Bestätigungslink" },
  signature: { en: "confirmation link", et: "kinnituslink", de: "der Bestätigungslink" },
  homeDesignerUrl: {
    en: "link to the design",
    et: "kujunduse link",
    de: "der Link zum Entwurf",
  },
  id: { en: "special solution", et: "eritellimus", de: "die Sonderlösung" },
  jobId: { en: "failed job", et: "ebaõnnestunud töö", de: "der fehlgeschlagene Auftrag" },
  install_price: { en: "installation price", et: "paigalduse hind", de: "der Montagepreis" },
  unit_price: { en: "product price", et: "toote hind", de: "der Produktpreis" },
  is_subscribed: {
    en: "newsletter choice",
    et: "uudiskirja valik",
    de: "die Auswahl zum Newsletter",
  },
  label: { en: "name", et: "nimi", de: "der Name" },
  name: { en: "name", et: "nimi", de: "der Name" },
  lang: { en: "language", et: "keel", de: "die Sprache" },
  locale: { en: "language", et: "keel", de: "die Sprache" },
  selectedLocale: { en: "language", et: "keel", de: "die Sprache" },
  selected_locale: { en: "language", et: "keel", de: "die Sprache" },
  packageId: { en: "package", et: "pakett", de: "das Paket" },
  package_id: { en: "package", et: "pakett", de: "das Paket" },
  package: { en: "package", et: "pakett", de: "das Paket" },
  page: { en: "page number", et: "lehekülje number", de: "die Seitenzahl" },
  per_page: { en: "number per page", et: "arv lehel", de: "die Anzahl pro Seite" },
  q: { en: "search words", et: "otsingusõnad", de: "die Suchbegriffe" },
  category: { en: "category", et: "kategooria", de: "die Kategorie" },
  path: {
    en: "place in the company data",
    et: "koht ettevõtte andmetes",
    de: "die Stelle in den Unternehmensdaten",
  },
  version: { en: "draft version", et: "mustandi versioon", de: "die Version des Entwurfs" },
  operations: { en: "list of changes", et: "muudatuste loend", de: "die Liste der Änderungen" },
  "operations.*": { en: "each change", et: "iga muudatus", de: "jede Änderung" },
  "operations.*.op": { en: "kind of change", et: "muudatuse liik", de: "die Art der Änderung" },
  "operations.*.path": {
    en: "place of a change",
    et: "muudatuse koht",
    de: "die Stelle einer Änderung",
  },
  "operations.*.value": {
    en: "value of a change",
    et: "muudatuse väärtus",
    de: "der Wert einer Änderung",
  },
  perPage: { en: "page size", et: "lehekülje suurus", de: "die Seitengröße" },
  password: { en: "password", et: "parool", de: "das Passwort" },
  password_confirmation: {
    en: "repeated password",
    et: "korratud parool",
    de: "die Wiederholung des Passworts",
  },
  project: { en: "project", et: "projekt", de: "das Projekt" },
  project_id: { en: "project", et: "projekt", de: "das Projekt" },
  provider: { en: "login service", et: "sisselogimise teenus", de: "der Anmeldedienst" },
  purpose: {
    en: "purpose of the login code",
    et: "sisselogimiskoodi otstarve",
    de: "der Zweck des Anmeldecodes",
  },
  roomId: { en: "room", et: "ruum", de: "der Raum" },
  state: {
    en: "login service's return",
    et: "sisselogimise teenuse vastus",
    de: "die Antwort des Anmeldedienstes",
  },
  room: { en: "room", et: "ruum", de: "der Raum" },
  tab_id: { en: "room", et: "ruum", de: "der Raum" },
  selection_group_id: { en: "selection group", et: "valikugrupp", de: "die Auswahlgruppe" },
  selections: { en: "list of choices", et: "valikute loend", de: "die Liste der Auswahlen" },
  compressed_selections: {
    en: "compressed choices",
    et: "pakitud valikud",
    de: "die komprimierte Auswahl",
  },
  "selections.*": { en: "each choice", et: "iga valik", de: "jede Auswahl" },
  "selections.*.selection_id": {
    en: "chosen option",
    et: "valitud variant",
    de: "die gewählte Option",
  },
  "selections.*.tab_id": {
    en: "room of a choice",
    et: "valiku ruum",
    de: "der Raum einer Auswahl",
  },
  terms_accepted: {
    en: "terms of use",
    et: "kasutustingimused",
    de: "die Nutzungsbedingungen",
  },
  token: {
    en: "password reset link",
    et: "parooli taastamise link",
    de: "der Link zum Zurücksetzen des Passworts",
  },
  url: { en: "address", et: "aadress", de: "die Adresse" },
  userId: { en: "customer", et: "klient", de: "der Kunde" },
  user_id: { en: "customer", et: "klient", de: "der Kunde" },
  workbook: { en: "workbook", et: "tööraamat", de: "die Arbeitsmappe" },
};

/** What is wrong, as a sentence with `{field}` and the issue's facts (`{maximum}`, `{values}`). */
export const RULES = {
  required: {
    en: "{field} is required.",
    et: "{field} on kohustuslik.",
    de: "{field} ist erforderlich.",
  },
  terms: {
    en: "Please agree to the terms of use.",
    et: "Palun nõustu kasutustingimustega.",
    de: "Bitte stimmen Sie den Nutzungsbedingungen zu.",
  },
  invalid: {
    en: "{field} is not valid.",
    et: "{field} ei ole korrektne.",
    de: "{field} ist ungültig.",
  },
  once: {
    en: "{field} may be given only once.",
    et: "{field} võib olla antud ainult üks kord.",
    de: "{field} darf nur einmal angegeben werden.",
  },
  number: {
    en: "{field} must be a number.",
    et: "{field} peab olema number.",
    de: "{field} muss eine Zahl sein.",
  },
  whole_number: {
    en: "{field} must be a positive whole number.",
    et: "{field} peab olema positiivne täisarv.",
    de: "{field} muss eine positive ganze Zahl sein.",
  },
  list: {
    en: "{field} must be a list.",
    et: "{field} peab olema loend.",
    de: "{field} muss eine Liste sein.",
  },
  text_min: {
    en: "{field} must be at least {minimum} characters.",
    et: "{field} peab olema vähemalt {minimum} märki.",
    de: "{field} muss mindestens {minimum} Zeichen lang sein.",
  },
  text_max: {
    en: "{field} must be at most {maximum} characters.",
    et: "{field} võib olla kuni {maximum} märki.",
    de: "{field} darf höchstens {maximum} Zeichen lang sein.",
  },
  number_min: {
    en: "{field} must be at least {minimum}.",
    et: "{field} peab olema vähemalt {minimum}.",
    de: "{field} muss mindestens {minimum} sein.",
  },
  number_max: {
    en: "{field} must be at most {maximum}.",
    et: "{field} võib olla kuni {maximum}.",
    de: "{field} darf höchstens {maximum} sein.",
  },
  list_min: {
    en: "{field} needs at least {minimum} entries.",
    et: "{field} vajab vähemalt {minimum} kirjet.",
    de: "{field} braucht mindestens {minimum} Einträge.",
  },
  list_max: {
    en: "{field} may have at most {maximum} entries.",
    et: "{field} võib sisaldada kuni {maximum} kirjet.",
    de: "{field} darf höchstens {maximum} Einträge haben.",
  },
  exactly: {
    en: "{field} must be {values}.",
    et: "{field} peab olema {values}.",
    de: "{field} muss {values} sein.",
  },
  one_of: {
    en: "{field} must be one of: {values}.",
    et: "{field} peab olema üks järgmistest: {values}.",
    de: "{field} muss einer dieser Werte sein: {values}.",
  },
  email: {
    en: "{field} must be a valid e-mail address.",
    et: "{field} peab olema kehtiv e-posti aadress.",
    de: "{field} muss eine gültige E-Mail-Adresse sein.",
  },
  url: {
    en: "{field} must be a full web address, such as https://example.com.",
    et: "{field} peab olema täielik veebiaadress, näiteks https://example.com.",
    de: "{field} muss eine vollständige Webadresse sein, etwa https://example.com.",
  },
  password: {
    en: "{field} needs at least 8 characters, with an uppercase letter, a lowercase letter and a digit.",
    et: "{field} vajab vähemalt 8 märki, sealhulgas suurtähte, väiketähte ja numbrit.",
    de: "{field} braucht mindestens 8 Zeichen, darunter einen Großbuchstaben, einen Kleinbuchstaben und eine Ziffer.",
  },
  password_mismatch: {
    en: "{field} does not match the password.",
    et: "{field} ei ühti parooliga.",
    de: "{field} stimmt nicht mit dem Passwort überein.",
  },
  name_or_email: {
    en: "Please give a name or an e-mail address.",
    et: "Palun sisesta nimi või e-posti aadress.",
    de: "Bitte geben Sie einen Namen oder eine E-Mail-Adresse an.",
  },
  one_special_field: {
    en: "Please change one of the name, description, product price and installation price at a time.",
    et: "Palun muuda korraga ühte: nime, kirjeldust, toote hinda või paigalduse hinda.",
    de: "Bitte ändern Sie jeweils nur eines: Name, Beschreibung, Produktpreis oder Montagepreis.",
  },
  price: {
    en: "{field} must be an amount in euros, such as 1234,50.",
    et: "{field} peab olema summa eurodes, näiteks 1234,50.",
    de: "{field} muss ein Betrag in Euro sein, etwa 1234,50.",
  },
} satisfies Record<string, Texts>;
export type ValidationRule = keyof typeof RULES;

/**
 * A rule of our own, as a schema's message: `.refine(isValidEmail, rule("email"))`. `params` are
 * facts its sentence names (`{minimum}`).
 */
export function rule(key: ValidationRule, params?: Record<string, string | number>) {
  return params ? { error: key, params } : { error: key };
}

/** The facts of a zod issue that the sentences use (a structural subset of zod's issue). */
export type IssueFacts = {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  values?: readonly unknown[];
  params?: Record<string, unknown>;
};

/** The key of FIELD_NAMES for an issue's path: list positions become `*`. */
export function fieldKey(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === "number" ? "*" : String(p))).join(".");
}

function isRule(message: string | undefined): message is ValidationRule {
  return message !== undefined && Object.hasOwn(RULES, message);
}

/** Which sentence fits an issue: the schema's own rule, else one from zod's code and facts. */
export function issueRule(issue: IssueFacts): ValidationRule {
  if (isRule(issue.message)) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "required";
      if (issue.expected === "number") return "number";
      if (issue.expected === "int") return "whole_number";
      if (issue.expected === "array") return "list";
      if (Array.isArray(issue.input)) return "once";
      return "invalid";
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "required" : "text_min";
      return issue.origin === "array" ? "list_min" : "number_min";
    case "too_big":
      if (issue.origin === "string") return "text_max";
      return issue.origin === "array" ? "list_max" : "number_max";
    case "invalid_format":
      if (issue.format === "email") return "email";
      if (issue.format === "url") return "url";
      return "invalid";
    case "invalid_value":
      return issue.values?.length === 1 ? "exactly" : "one_of";
    default:
      return "invalid";
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * One issue as a sentence in the locale, naming the field in words: "Name must be at most 100
 * characters." A field missing from FIELD_NAMES is named by its path (a test keeps that from
 * happening for any field the API reads).
 */
export function issueMessage(issue: IssueFacts, locale: Locale): string {
  const key = fieldKey(issue.path);
  const field = FIELD_NAMES[key]?.[locale] ?? key;
  const facts: Record<string, unknown> = {
    minimum: issue.minimum,
    maximum: issue.maximum,
    values: issue.values?.map(String).join(", "),
    ...issue.params,
  };
  const text = RULES[issueRule(issue)][locale].replace(/\{(\w+)\}/g, (_, name: string) =>
    name === "field" ? field : String(facts[name] ?? ""),
  );
  return capitalize(text);
}
