import type { Asset, Locale } from "@home-designer/core";
import { type CallBody, call } from "../../../lib/api.ts";

/** One file of a special solution, as the server lists it. */
export type SpecialFile = NonNullable<Asset["files"]>[number];

/** The fields of a special solution that are saved one at a time, as the form leaves each. */
export type SpecialField = "label" | "description" | "unit_price" | "install_price";

/**
 * The staff calls of the configurator (docs/api.md, Staff). The server decides who may make them
 * and for which customer's package; the answers carry the special solution as the room shows it.
 */
export const staffApi = {
  /** The special switch turned on: a new special solution, chosen in the package at once. */
  createSpecial: (body: CallBody<"POST /selections/special">) =>
    call("POST /selections/special", { body }),

  /** One changed field; prices go as typed ("1 234,50"), the server reads them. */
  updateSpecial: (id: number, field: SpecialField, value: string, selectedLocale: Locale) =>
    call("PATCH /selections/special/:id", {
      params: { id },
      body: { selectedLocale, [field]: value },
    }),

  /** New files, the earlier ones to keep, or the clear flag (see `filesForm`). */
  replaceFiles: (id: number, form: FormData) =>
    call("POST /selections/special/:id", {
      params: { id },
      query: { _method: "PATCH" },
      body: form,
    }),

  /** The special switch turned off. */
  deleteSpecial: (id: number) => call("DELETE /selections/special/:id", { params: { id } }),

  /** A room of the layout gets a new name in every language. */
  renameRoom: (roomId: number, name: string, layoutId: number) =>
    call("POST /tabs/:roomId/rename", {
      params: { roomId },
      body: { name, apartment_layout_id: layoutId },
    }),
};
