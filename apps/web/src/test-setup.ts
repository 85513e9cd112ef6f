import { configure } from "@testing-library/react";

/*
 * The web project's component tests wait up to 10 s for what a screen shows (testing-library's
 * default is 1 s): CI runs them beside the browser tests on the same two cores, where a screen's
 * first render with its texts and lazy parts was seen to take longer than a second. A test whose
 * screen never shows still fails, ten seconds later.
 */
configure({ asyncUtilTimeout: 10_000 });

/*
 * jsdom has the <dialog> element but not its modal methods. The phone's group sheet opens with
 * `showModal` (the browser's top layer and inert page are the browser's, tested in Chromium by the
 * browser tests); here the dialog does what the element does for a test: it opens, moves focus to
 * its first control, turns Escape into its cancelable `cancel` event, and closes.
 */
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  const escapes = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (this.dispatchEvent(new Event("cancel", { cancelable: true }))) this.close();
    };
    escapes.set(this, onEscape);
    this.ownerDocument.addEventListener("keydown", onEscape);
    this.querySelector<HTMLElement>("button, [href], input, select, textarea")?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    const onEscape = escapes.get(this);
    if (onEscape) this.ownerDocument.removeEventListener("keydown", onEscape);
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}
