import { i18n } from "../i18n/index.ts";

/**
 * Toasts without putting the toast library on any page's first load: the first toast mounts the
 * toaster (loading the library then), and every toast waits until the toaster is listening.
 */
type Sonner = typeof import("sonner");

let library: Promise<Sonner> | null = null;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const mountListeners = new Set<() => void>();
let mountRequested = false;

export function loadToastLibrary(): Promise<Sonner> {
  library ??= import("sonner");
  return library;
}

/** The toaster's host component waits for this to mount the toaster. */
export function onToasterRequested(listener: () => void): () => void {
  if (mountRequested) listener();
  mountListeners.add(listener);
  return () => mountListeners.delete(listener);
}

/** Called by the toaster once it is mounted and listening. */
export function toasterMounted(): void {
  markMounted();
}

/** Toasts close after 3 s; the error kinds the spec names (registration, send-link) after 5 s. */
export const TOAST_DURATION = 3000;
export const LONG_TOAST_DURATION = 5000;

type ToastOptions = { duration?: number };

function show(
  kind: "success" | "error" | "warning" | "message",
  message: string,
  options?: ToastOptions,
) {
  if (!mountRequested) {
    mountRequested = true;
    for (const listener of mountListeners) listener();
  }
  void Promise.all([loadToastLibrary(), mounted]).then(([{ toast: sonner }]) => {
    if (kind === "message") sonner(message, options);
    else sonner[kind](message, options);
  });
}

export const toast = {
  /** A success says what succeeded; without words of its own, "Operation successful!" (spec §8). */
  success: (message?: string, options?: ToastOptions) =>
    show("success", message || i18n.t("common:toast.success"), options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  warning: (message: string, options?: ToastOptions) => show("warning", message, options),
  message: (message: string, options?: ToastOptions) => show("message", message, options),
};
