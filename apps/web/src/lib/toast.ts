import { i18n } from "../i18n/index.ts";

/**
 * Toasts without putting the toast library on any page's first load: the first toast mounts the
 * toaster (loading the library then), and every toast waits until the toaster is listening.
 */
type Sonner = typeof import("sonner");

let library: Promise<Sonner> | null = null;

/** The toaster's mounting: settled once it is listening, or once its code failed to load. */
function toasterMounting() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((onMounted, onFailed) => {
    resolve = onMounted;
    reject = onFailed;
  });
  // A failure nobody waits for is no error of its own.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

let mounting = toasterMounting();
const mountListeners = new Set<() => void>();
let mountRequested = false;

/** The library, loaded once; a failed load (offline) is tried again with the next toast. */
export function loadToastLibrary(): Promise<Sonner> {
  library ??= import("sonner").catch((error: unknown) => {
    library = null;
    throw error;
  });
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
  mounting.resolve();
}

/**
 * Called by the toaster when its code could not be loaded: the toasts waiting for it are shown
 * plainly, and the next toast asks for it again.
 */
export function toasterFailed(): void {
  mountRequested = false;
  const failed = mounting;
  mounting = toasterMounting();
  failed.reject(new Error("The toaster could not be loaded"));
}

/** Toasts close after 3 s; the error kinds the spec names (registration, send-link) after 5 s. */
export const TOAST_DURATION = 3000;
export const LONG_TOAST_DURATION = 5000;

export type ToastOptions = {
  duration?: number;
  /** A toast with the id of one still shown replaces it. */
  id?: string;
  /** A button on the toast (for instance "Try again"); pressing it closes the toast. */
  action?: { label: string; onClick: () => void };
  /** Closed by the person (close button, swipe) or by `toast.dismiss`. */
  onDismiss?: () => void;
};

function show(
  kind: "success" | "error" | "warning" | "message",
  message: string,
  options?: ToastOptions,
) {
  if (!mountRequested) {
    mountRequested = true;
    for (const listener of mountListeners) listener();
  }
  void Promise.all([loadToastLibrary(), mounting.promise]).then(
    ([{ toast: sonner }]) => {
      if (kind === "message") sonner(message, options);
      else sonner[kind](message, options);
    },
    // Offline before the first toast of the visit: the library (or the toaster) cannot be
    // fetched, and the message (often that very news) is shown plainly instead.
    () => showPlain(kind, message, options),
  );
}

const PLAIN_ID = "plain-toast";

/**
 * A toast without the library: the same place, colours, button and closing. Its look is in the
 * page's stylesheet (styles/tokens.css, `#plain-toast`), which every page has loaded already.
 */
function showPlain(
  kind: "success" | "error" | "warning" | "message",
  message: string,
  options: ToastOptions = {},
): void {
  document.getElementById(PLAIN_ID)?.remove();
  const box = document.createElement("div");
  box.id = PLAIN_ID;
  box.dataset.toast = options.id ?? "";
  box.dataset.kind = kind;
  box.setAttribute("role", kind === "error" || kind === "warning" ? "alert" : "status");
  const text = document.createElement("span");
  text.textContent = message;
  box.append(text);
  const button = (label: string, onClick: () => void) => {
    const element = document.createElement("button");
    element.type = "button";
    element.textContent = label;
    element.addEventListener("click", () => {
      box.remove();
      onClick();
    });
    box.append(element);
    return element;
  };
  if (options.action) button(options.action.label, options.action.onClick);
  button("×", () => options.onDismiss?.()).setAttribute("aria-label", i18n.t("common:close"));
  document.body.append(box);
  const duration = options.duration ?? TOAST_DURATION;
  if (Number.isFinite(duration)) setTimeout(() => box.remove(), duration);
}

export const toast = {
  /** A success says what succeeded; without words of its own, "Operation successful!" (spec §8). */
  success: (message?: string, options?: ToastOptions) =>
    show("success", message || i18n.t("common:toast.success"), options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  warning: (message: string, options?: ToastOptions) => show("warning", message, options),
  message: (message: string, options?: ToastOptions) => show("message", message, options),
  /** Closes the toast of that id, if it is shown. */
  dismiss: (id: string) => {
    const plain = document.getElementById(PLAIN_ID);
    if (plain?.dataset.toast === id) plain.remove();
    if (library)
      void library.then(
        ({ toast: sonner }) => sonner.dismiss(id),
        () => undefined,
      );
  },
};
