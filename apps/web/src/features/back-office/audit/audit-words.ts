import {
  type AuditDetails,
  type AuditEvent,
  type Cents,
  type I18nText,
  pickLabel,
  toCents,
  type UiLocale,
} from "@home-designer/core";
import type { KeyOf, TFunction } from "../../../i18n/index.ts";
import { formatDay } from "../../../lib/format-date.ts";

/** What the trail's texts are written with: the page's language and the company's formats. */
export type AuditWords = {
  t: TFunction<KeyOf<"admin">>;
  lang: UiLocale;
  /** An amount as the company writes it in the page's language. */
  euro: (cents: Cents) => string;
  /** A building as the company names it ("Haus A"). */
  building: (number: string) => string;
};

/** The fields of a special solution an event may name, by their words. */
const SPECIAL_FIELDS = {
  name: "audit.fields.name",
  label: "audit.fields.name",
  description: "audit.fields.description",
  price: "audit.fields.price",
  unit_price: "audit.fields.unit_price",
  install_price: "audit.fields.install_price",
  files: "audit.fields.files",
} as const satisfies Record<string, KeyOf<"admin">>;

const isSpecialField = (field: string): field is keyof typeof SPECIAL_FIELDS =>
  Object.hasOwn(SPECIAL_FIELDS, field);

/** Names or addresses one after another, as the trail lists them. */
const listed = (items: readonly string[]) => items.join(", ");

/**
 * What an event did, as one sentence in the page's language with its details: "Confirmed version 2
 * (amendment) of “Premium”, 12 345,00 €". Every action has its sentence: a new one in core's
 * `auditDetailsSchema` fails the type check here until it has one too.
 */
export function auditSentence(details: AuditDetails, { t, lang, euro }: AuditWords): string {
  const label = (text: I18nText) => pickLabel(text, lang);
  switch (details.action) {
    case "design_saved":
      return t(details.new ? "audit.actions.design_saved_new" : "audit.actions.design_saved", {
        package: label(details.package),
      });
    case "design_renamed":
      return t("audit.actions.design_renamed", {
        package: label(details.package),
        from: label(details.from),
      });
    case "design_duplicated":
      return t("audit.actions.design_duplicated", {
        package: label(details.package),
        from: label(details.from),
      });
    case "design_deleted":
      return t("audit.actions.design_deleted", { package: label(details.package) });
    case "designs_deleted":
      return t("audit.actions.designs_deleted", { count: details.count });
    case "confirmed": {
      const values = {
        version: details.version,
        package: label(details.package),
        total: euro(toCents(details.total)),
      };
      // Signed at the company's eID broker: the name it verified.
      if (details.signed_by !== null)
        return t(
          details.kind === "amendment"
            ? "audit.actions.confirmed_amendment_signed"
            : "audit.actions.confirmed_buyer_signed",
          { ...values, name: details.signed_by },
        );
      return t(
        details.kind === "amendment"
          ? "audit.actions.confirmed_amendment"
          : "audit.actions.confirmed_buyer",
        values,
      );
    }
    case "reopened":
      return details.rooms === null
        ? t("audit.actions.reopened_all", { version: details.version, reason: details.reason })
        : t("audit.actions.reopened_rooms", {
            version: details.version,
            rooms: listed(details.rooms.map(label)),
            reason: details.reason,
          });
    case "change_requested":
      return t("audit.actions.change_requested", { version: details.version });
    case "change_declined":
      return t("audit.actions.change_declined", {
        version: details.version,
        reason: details.reason,
      });
    case "buyers_changed": {
      const changes = [
        details.added.length > 0
          ? t("audit.actions.buyers_added", { emails: listed(details.added) })
          : null,
        details.removed.length > 0
          ? t("audit.actions.buyers_removed", { emails: listed(details.removed) })
          : null,
      ].filter((change) => change !== null);
      return changes.length === 0
        ? t("audit.actions.buyers_unchanged")
        : t("audit.actions.buyers_changed", { changes: changes.join("; ") });
    }
    case "special_added":
      return t("audit.actions.special_added", {
        package: label(details.package),
        group: label(details.group),
      });
    case "special_changed":
      return t("audit.actions.special_changed", {
        package: label(details.package),
        name: label(details.name),
        fields: listed(
          details.fields.map((field) => (isSpecialField(field) ? t(SPECIAL_FIELDS[field]) : field)),
        ),
      });
    case "special_deleted":
      return t("audit.actions.special_deleted", {
        package: label(details.package),
        name: label(details.name),
      });
    case "room_renamed":
      return t("audit.actions.room_renamed", { name: details.name });
    case "imported":
      return t("audit.actions.imported", {
        source: t(`audit.sources.${details.source}`),
        count: details.things,
      });
    case "deadlines_changed":
      return details.deadlines.length === 0
        ? t("audit.actions.deadlines_none")
        : t("audit.actions.deadlines_changed", {
            deadlines: listed(
              details.deadlines.map((deadline) =>
                t("audit.actions.deadline", {
                  name: label(deadline.name) || deadline.code,
                  date: formatDay(deadline.date, lang),
                }),
              ),
            ),
          });
    default: {
      // A newer server's action this page does not know yet: its name rather than nothing.
      const unknown: never = details;
      return (unknown as { action: string }).action;
    }
  }
}

type Person = NonNullable<AuditEvent["by"]>;

/** A person as the trail names them: their address and role, or that the account is gone. */
function personOf(person: Person, t: AuditWords["t"]): string {
  const name = person.email ?? t("audit.who.deleted");
  return person.role === null
    ? name
    : t("audit.who.person", { name, role: t(`audit.roles.${person.role}`) });
}

/** Who did it: a person (acting for a customer, if they did), or the system itself. */
export function auditWho(event: Pick<AuditEvent, "by" | "for">, { t }: AuditWords): string {
  if (event.by === null) return t("audit.who.system");
  const who = personOf(event.by, t);
  if (event.for === null) return who;
  // Its own sentence: "acting for" inflects the account in German and Russian.
  if (event.for.email === null) return t("audit.who.actingForDeleted", { who });
  return t("audit.who.actingFor", { who, customer: personOf(event.for, t) });
}

/** Where it was done: an apartment ("Building A, apartment 12"), or null for the whole project. */
function auditApartment(
  event: Pick<AuditEvent, "apartment">,
  { t, building }: AuditWords,
): string | null {
  return event.apartment === null
    ? null
    : t("projects.apartmentName", {
        building: building(event.apartment.building),
        number: event.apartment.number,
      });
}

/** Where it was done, as one text: the apartment and layout, or the whole project. */
export function auditWhere(
  event: Pick<AuditEvent, "apartment" | "layout">,
  words: AuditWords,
): string {
  const { t } = words;
  const apartment = auditApartment(event, words);
  const layout = event.layout && t("audit.where.layout", { name: event.layout.name });
  return [apartment, layout].filter(Boolean).join(", ") || t("audit.where.project");
}
