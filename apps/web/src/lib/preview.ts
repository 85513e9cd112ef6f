/**
 * The preview of the company's draft (docs/decisions/042-draft-preview.md), kept per tab: a tab in
 * preview sends the `Preview` header with every call, and the server answers it from the draft's
 * hidden copy for the company's staff only. sessionStorage keeps it through reloads of this tab
 * and nowhere else, so the staff's other tabs, and everyone else, read what is published.
 */
const PREVIEW_STORAGE = "hd-preview";

export function inPreview(storage: Storage | null = safeSessionStorage()): boolean {
  try {
    return storage?.getItem(PREVIEW_STORAGE) === "draft";
  } catch {
    return false;
  }
}

/**
 * Opens `address` in preview in this tab. A whole page load, so nothing read from what is published
 * (the company, its first view, the query cache) is shown as the draft's or the other way round.
 */
export function openPreview(address: string, storage: Storage | null = safeSessionStorage()): void {
  storage?.setItem(PREVIEW_STORAGE, "draft");
  window.location.assign(address);
}

/** Leaves the preview for `address` (the back office), again as a whole page load. */
export function leavePreview(
  address: string,
  storage: Storage | null = safeSessionStorage(),
): void {
  storage?.removeItem(PREVIEW_STORAGE);
  window.location.assign(address);
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
