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

/** Whether the person most likely uses a touch screen (for the manual-copy hint). */
export function isTouchDevice(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(pointer: coarse)").matches;
}
