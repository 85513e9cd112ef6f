import { SaveDialog } from "../actions/save-dialog.tsx";

/**
 * `…/{room}/save` and `…/summary/save`: the screen below with the save dialog open. Closing the
 * dialog goes back to the screen's own address.
 */
export function Component() {
  return <SaveDialog />;
}
