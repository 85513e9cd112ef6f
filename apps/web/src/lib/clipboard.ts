/** Copies a text; false when the browser refuses (no permission, an old or embedded browser). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether the browser has a share sheet (phones mostly). */
export function canShareNatively(): boolean {
  return typeof navigator.share === "function";
}

/**
 * Opens the browser's share sheet with what `data` answers (asked only when there is a sheet), or,
 * where there is none, tells the person so in an alert (spec: sharing unsupported is an alert with
 * `unsupported`). Closing the sheet is no failure; other failures are only logged (spec §8).
 */
export async function shareNatively(
  data: () => Promise<ShareData>,
  unsupported: string,
): Promise<void> {
  if (!canShareNatively()) {
    window.alert(unsupported);
    return;
  }
  try {
    await navigator.share(await data());
  } catch (error) {
    if (!(error instanceof DOMException && error.name === "AbortError")) {
      console.warn("Sharing failed.", error);
    }
  }
}

/** Whether the person most likely uses a touch screen (for the manual-copy hint). */
export function isTouchDevice(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(pointer: coarse)").matches;
}
