import type { PackageAbilities } from "../api/packages.ts";

/** What the buyer is doing with the package on screen, besides looking at it. */
export type EditMode = {
  /** Choices no saved package holds: a changed package the person may not change in place. */
  isCustom: boolean;
  /** A package the person may change in place (`abilities.change`), changed and not yet saved. */
  isUserPackageUpdating: boolean;
};

export const VIEWING: EditMode = { isCustom: false, isUserPackageUpdating: false };

/**
 * What the modes need of a package: whether the person may save changes into it, as the server
 * decides it (a buyer's own unconfirmed package; for staff also a customer's confirmed one).
 */
type PackageState = { abilities: Pick<PackageAbilities, "change"> };

/**
 * The mode after the buyer changes a choice: changing a package they may change updates it;
 * changing anything else (a company package, a confirmed one, the custom package) is custom.
 */
export function modeAfterChange(mode: EditMode, pkg: PackageState | null): EditMode {
  if (mode.isCustom) return mode;
  if (pkg?.abilities.change) return { isCustom: false, isUserPackageUpdating: true };
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

/** "Save" stores changes in a package the person may change; anything else gets a new name. */
export function saveAction(pkg: PackageState | null): "save" | "saveAs" {
  return pkg?.abilities.change ? "save" : "saveAs";
}

export function hasUnsavedChanges(mode: EditMode): boolean {
  return mode.isCustom || mode.isUserPackageUpdating;
}
