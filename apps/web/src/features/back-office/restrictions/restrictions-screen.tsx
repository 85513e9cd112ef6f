export function RestrictionsScreen() {
  return null;
}
