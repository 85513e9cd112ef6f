import type { Asset, Locale, Room } from "@home-designer/core";
import { api } from "../../../lib/api.ts";

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
  createSpecial: (body: { selection_group_id: number; package_id: number; tab_id: number }) =>
    api<{ selection_id: number; asset: Asset }>("/selections/special", { method: "POST", body }),

  /** One changed field; prices go as typed ("1 234,50"), the server reads them. */
  updateSpecial: (id: number, field: SpecialField, value: string, selectedLocale: Locale) =>
    api<{ message: string; asset: Asset }>(`/selections/special/${id}`, {
      method: "PATCH",
      body: { selectedLocale, [field]: value },
    }),

  /** New files, the earlier ones to keep, or the clear flag (see `filesForm`). */
  replaceFiles: (id: number, form: FormData) =>
    api<{ message: string; files: SpecialFile[] }>(`/selections/special/${id}`, {
      method: "POST",
      query: { _method: "PATCH" },
      body: form,
    }),

  /** The special switch turned off. */
  deleteSpecial: (id: number) =>
    api<{ message: string }>(`/selections/special/${id}`, { method: "DELETE" }),

  /** A room of the layout gets a new name in every language. */
  renameRoom: (roomId: number, name: string, layoutId: number) =>
    api<{ message: string; room: Room }>(`/tabs/${roomId}/rename`, {
      method: "POST",
      body: { name, apartment_layout_id: layoutId },
    }),
};
