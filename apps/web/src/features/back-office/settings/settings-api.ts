import type { CompanyFile } from "@home-designer/core";
import { call } from "../../../lib/api.ts";

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
  "time_zone",
  "deadline_reminder_days",
] as const satisfies readonly (keyof CompanyFile)[];

export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type CompanySettings = Partial<Pick<CompanyFile, SettingsField>>;

/**
 * The draft's company-level fields in one read of one version (the whole document holds the
 * catalogue and every project, far more than this page needs); a field company.json leaves out is
 * left out here too. Each section's edit tests the values it replaces, so a field changed since is
 * refused rather than overwritten.
 */
export async function fetchSettings(
  signal?: AbortSignal,
): Promise<{ version: number; settings: CompanySettings; files: Record<string, string> }> {
  const { version, values, files } = await call("GET /admin/draft/parts", {
    query: { paths: SETTINGS_FIELDS.map((field) => `/${field}`).join(",") },
    signal,
  });
  const settings: Record<string, unknown> = {};
  for (const field of SETTINGS_FIELDS)
    if (`/${field}` in values) settings[field] = values[`/${field}`];
  // Where the browser shows each file the settings name (the logo, the icons), by its path.
  return { version, settings: settings as CompanySettings, files };
}
