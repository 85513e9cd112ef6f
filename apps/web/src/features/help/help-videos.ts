import type { Company, UiLocale } from "@home-designer/core";
import { pickLabel } from "@home-designer/core";

type Video = Company["help_videos"][number]["videos"][number];

/** The groups the help page names; a company may configure others, shown by their key. */
export const HELP_GROUPS = [
  "onboarding",
  "packages",
  "saving-confirming",
  "sharing",
  "plan",
] as const;
export type HelpGroupKey = (typeof HELP_GROUPS)[number];

export const HELP_VIDEOS = [
  "create-email-account",
  "create-google-account",
  "create-facebook-account",
  "choose-layout-add-to-dashboard",
  "make-and-save-choices",
  "change-choices",
  "confirm-choices",
  "share-link-with-friend",
  "read-apartment-plan",
] as const;
export type HelpVideoKey = (typeof HELP_VIDEOS)[number];

export function isHelpGroup(key: string): key is HelpGroupKey {
  return (HELP_GROUPS as readonly string[]).includes(key);
}

export function isHelpVideo(key: string): key is HelpVideoKey {
  return (HELP_VIDEOS as readonly string[]).includes(key);
}

/** "share-link-with-friend" → "Share link with friend", for keys the texts do not know. */
export function titleFromKey(key: string): string {
  const words = key.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The embed address of a recording in the interface language (then English, then Estonian).
 * Only https addresses are embedded: the address comes from the company's settings.
 */
export function videoAddress(
  video: Video,
  device: "desktop" | "mobile",
  locale: UiLocale,
): string | null {
  const url = pickLabel(video[device], locale).trim();
  if (!url) return null;
  try {
    return new URL(url).protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** The anchor of a group on the page. */
export function groupAnchor(key: string): string {
  return `help-${key.replace(/[^a-z0-9-]/gi, "-")}`;
}
