/** What the buyer is doing with the package on screen, besides looking at it. */
export type EditMode = {
  /** Choices no saved package holds: a company package changed, or a confirmed one. */
  isCustom: boolean;
  /** The buyer's own unconfirmed package, changed and not yet saved. */
  isUserPackageUpdating: boolean;
};

export const VIEWING: EditMode = { isCustom: false, isUserPackageUpdating: false };

type PackageState = { user_package: boolean; confirmed: boolean };

/**
 * The mode after the buyer changes a choice: editing their own unconfirmed package updates it;
 * changing anything else (a company package, a confirmed package, the custom package) is custom.
 */
export function modeAfterChange(mode: EditMode, pkg: PackageState | null): EditMode {
  if (mode.isCustom) return mode;
  if (pkg?.user_package && !pkg.confirmed) return { isCustom: false, isUserPackageUpdating: true };
  return { isCustom: true, isUserPackageUpdating: false };
}

/** Opening a link whose choices are in the URL: the same as a change to the named package. */
export function modeForLinkedChoices(pkg: PackageState | null): EditMode {
  return modeAfterChange(VIEWING, pkg);
}

/** Picking a package from the selector starts over from that package's own choices. */
export function modeAfterPackagePicked(): EditMode {
  return VIEWING;
}

/** "Save" stores the buyer's own package in place; anything else is saved under a new name. */
export function saveAction(pkg: PackageState | null): "save" | "saveAs" {
  return pkg?.user_package && !pkg.confirmed ? "save" : "saveAs";
}

export function hasUnsavedChanges(mode: EditMode): boolean {
  return mode.isCustom || mode.isUserPackageUpdating;
}

/** A logged-in buyer may confirm a package the company allows, not yet confirmed, unchanged. */
export function canConfirm(
  loggedIn: boolean,
  pkg: (PackageState & { can_confirm: boolean }) | null,
  mode: EditMode,
): boolean {
  return loggedIn && !!pkg?.can_confirm && !pkg.confirmed && !hasUnsavedChanges(mode);
}
