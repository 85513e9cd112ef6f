import type { Choices, RouteAnswer } from "@home-designer/core";
import { pages } from "@home-designer/core";
import type { QueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/index.ts";
import { call } from "../../../lib/api.ts";
import { showFailure } from "../../../lib/failure.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { toast } from "../../../lib/toast.ts";
import { configuratorKeys } from "../api/keys.ts";
import type { ConfiguratorState } from "../context.ts";
import { dispatch } from "../design/store.ts";
import { useRoomNavigationLock } from "../room/room-navigation.ts";
import { savedSelections } from "./payload.ts";

/** After a new package is saved, its own address opens this long after the message (spec §9). */
export const REDIRECT_AFTER_SAVE_MS = 1500;

type SaveRequest = {
  state: ConfiguratorState;
  choices: Choices;
  queryClient: QueryClient;
  /** "Save as": the new package's name. Saving the buyer's own package in place needs none. */
  name?: string;
  /** The save a guest asked for before logging in: its messages say both happened. */
  afterLogin?: boolean;
  /**
   * Runs the save again after a network failure ("Try again", or by itself back online). By
   * default this same save; a dialog passes its own, so that its success closes it.
   */
  retry?: () => void;
};

/**
 * Saves the design: every slot of every room, from the package it started on (or `custom`), for
 * the customer a designer acts for when there is one. Room tabs wait while it runs. On success
 * the lists that show packages are refreshed; a package saved in place shows its new choices as
 * its own (the unsaved-changes state ends). A new package's lock on the tabs stays until its
 * address opens (`openSavedPackage`).
 */
export async function savePackage(request: SaveRequest): Promise<RouteAnswer<"POST /packages">> {
  const { state, choices, queryClient, name, afterLogin = false } = request;
  const lock = useRoomNavigationLock.getState();
  lock.setPackageSaving(true);
  let created = false;
  try {
    const answer = await call("POST /packages", {
      body: {
        apartment_layout_id: state.layoutId,
        package_id: state.activePackage?.id ?? "custom",
        selections: savedSelections(choices),
        ...(name === undefined ? {} : { name }),
        ...(state.selectedUser === null ? {} : { user_id: state.selectedUser }),
      },
    });
    created = answer.created;
    await i18n.loadNamespaces("actions");
    toast.success(i18n.t(afterLogin ? "actions:save.savedAfterLogin" : "actions:save.saved"));
    void queryClient.invalidateQueries({ queryKey: configuratorKeys.dashboard() });
    // The new package must be in the layout's list before its address opens. Beyond the list's
    // first page its address reads it on its own: the answer has it as that read would.
    await queryClient.invalidateQueries({
      queryKey: configuratorKeys.layoutPackages(state.project, state.layoutId),
    });
    queryClient.setQueryData(
      configuratorKeys.onePackage(
        state.project,
        state.layoutId,
        state.companyId,
        state.selectedUser,
        usePrimaryStore.getState().token,
        answer.package.id,
      ),
      answer.package,
    );
    if (!created) {
      // The package's own choices are now the saved ones: read them before dropping the changes.
      await queryClient.invalidateQueries({
        queryKey: configuratorKeys.projectRoomGroups(state.project),
      });
      dispatch({ type: "saved", layout: state.layoutKey });
    }
    return answer;
  } catch (error) {
    const retry = request.retry ?? (() => void savePackage(request).catch(() => undefined));
    await reportFailure(error, afterLogin, retry);
    throw error;
  } finally {
    if (!created) lock.setPackageSaving(false);
  }
}

/** The new package's address: the same screen, the query without choices (spec section 2). */
export function savedPackagePath(state: ConfiguratorState, packageId: number): string {
  const tab = state.currentTab ?? "summary";
  return pages.room({ lang: state.lang, packageId, room: tab }, state.carriedSearch);
}

/** Opens a newly saved package: its changes are its own now, so the stored design goes. */
export function openSavedPackage(
  state: ConfiguratorState,
  packageId: number,
  navigate: (to: string, options: { replace: boolean }) => void,
): void {
  dispatch({ type: "saved", layout: state.layoutKey });
  navigate(savedPackagePath(state, packageId), { replace: true });
  useRoomNavigationLock.getState().setPackageSaving(false);
}

/**
 * The server's message as an error; after a login, as a warning that the login itself worked
 * (spec section 8). A 401 has said so already and logged out. Without a network the save is
 * offered again, and made by itself once the browser is back online: nothing is lost.
 */
async function reportFailure(
  error: unknown,
  afterLogin: boolean,
  retry: () => void,
): Promise<void> {
  if (afterLogin) await i18n.loadNamespaces("actions");
  showFailure(error, {
    retry,
    whenOnline: true,
    key: "save-package",
    ...(afterLogin
      ? {
          kind: "warning" as const,
          describe: (message: string) => `${i18n.t("actions:save.failedAfterLogin")}: ${message}`,
        }
      : {}),
  });
}
