import type { PlaceStep, ProblemPlaces } from "@home-designer/core";
import { ApiRequestError } from "../../../lib/api.ts";

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A place's step key of the locale files (`places.room_type` for the kind "room type"). */
const stepKey = (kind: string) => `places.${kind.replaceAll(" ", "_")}`;

/**
 * A place of company.json in the reader's words (docs/decisions/039, amended), from the steps the
 * server resolved in the document the check ran on: "Hafenblick › Paket „Basis“ › Optionen". A
 * building with the company's word for it ("Haus A"); a field by the words of the change list
 * (`changes.fields.*`), or by company.json's name where it has none.
 */
export function placeWords(steps: readonly PlaceStep[], t: Translate): string {
  return steps
    .map((step) => {
      switch (step.kind) {
        case "building":
          return step.word
            ? `${step.word} ${step.name}`
            : t(stepKey("building"), { name: step.name });
        case "item":
          return step.name
            ? t("places.itemNamed", { name: step.name })
            : t("places.item", { number: step.number });
        case "field": {
          const key = `changes.fields.${step.name}`;
          const words = t(key);
          return words === key ? step.name : words;
        }
        default: {
          // A kind the server has and these words not yet: its name alone.
          const words = t(stepKey(step.kind), { name: step.name });
          return words === stepKey(step.kind) ? step.name : words;
        }
      }
    })
    .join(" › ");
}

/** The places in words a refusal of the draft names (a 422's `places`), if any. */
export function refusalPlaces(error: unknown): ProblemPlaces | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return (error.details as { places?: ProblemPlaces }).places;
}
