import type { CompanyFile } from "@home-designer/core";
import { ApiRequestError } from "../../../lib/api.ts";
import { fetchPart } from "../api/calls.ts";

/** The company-level fields of company.json the settings page edits (not projects, catalogue, staff). */
export const SETTINGS_FIELDS = [
  "name",
  "web",
  "email",
  "hosts",
  "colors",
  "logo",
  "favicons",
  "brand_marker",
  "vat",
  "newsletter",
  "pdf_footer",
  "amount_format",
  "building_word",
  "show_vat_amount",
  "terms",
  "mail",
  "quote_url",
  "home_designer_url",
  "help_videos",
  "eu_funding_mark",
] as const satisfies readonly (keyof CompanyFile)[];

export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type CompanySettings = Partial<Pick<CompanyFile, SettingsField>>;

/**
 * The draft's company-level fields, each read as its own part (the whole document holds the
 * catalogue and every project, far more than this page needs); a field company.json leaves out is
 * not found, and left out here too. The version is the newest the reads saw: each edit tests the
 * values it replaces, so a field changed between two reads is refused rather than overwritten.
 */
export async function fetchSettings(
  signal?: AbortSignal,
): Promise<{ version: number; settings: CompanySettings; files: Record<string, string> }> {
  const parts = await Promise.all(
    SETTINGS_FIELDS.map(async (field) => {
      try {
        return { field, ...(await fetchPart(`/${field}`, signal)) };
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return { field, version: 0 };
        throw error;
      }
    }),
  );
  const settings: Record<string, unknown> = {};
  const files: Record<string, string> = {};
  for (const part of parts) {
    if (!("value" in part)) continue;
    settings[part.field] = part.value;
    Object.assign(files, part.files);
  }
  return {
    version: Math.max(...parts.map((part) => part.version)),
    settings: settings as CompanySettings,
    // Where the browser shows each file the settings name (the logo, the icons), by its path.
    files,
  };
}
