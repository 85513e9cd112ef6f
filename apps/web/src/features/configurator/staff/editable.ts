/**
 * A package as a person may change it. Confirmation is final for the buyer, but staff may still
 * edit a confirmed package in place (the server allows them): for staff it counts as open, so a
 * change updates it and "Save" keeps it rather than asking for a new name.
 */
export function editablePackage<T extends { confirmed: boolean }>(
  pkg: T | null,
  staff: boolean,
): T | null {
  return staff && pkg?.confirmed ? { ...pkg, confirmed: false } : pkg;
}
