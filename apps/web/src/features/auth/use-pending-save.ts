import { useCallback, useState } from "react";
import { useLocation } from "../../lib/navigation.ts";
import {
  dropPendingSave,
  keptPendingSave,
  type PendingSave,
  readPendingSave,
} from "../../lib/pending-save.ts";

/**
 * The design waiting to be saved on an account page (lib/pending-save.ts): the one the page was
 * opened with from the save dialog, else the one kept in this browser by an earlier step (a
 * sign-up, a login before the e-mail was confirmed, a social login). `kept` says it is the
 * browser's, which the page mentions, with `discard` to forget it.
 */
export function usePendingSave(): {
  pending: PendingSave | null;
  kept: boolean;
  discard: () => void;
} {
  const location = useLocation();
  const fromPage = readPendingSave(location.state);
  // Read once, when the page opens: what the page shows does not change under the person.
  const [kept, setKept] = useState(() => (fromPage ? null : keptPendingSave()));
  const discard = useCallback(() => {
    dropPendingSave();
    setKept(null);
  }, []);
  return { pending: fromPage ?? kept, kept: fromPage === null && kept !== null, discard };
}
