/**
 * Where an unknown path leads: with a project or layout in the query to the configurator's start
 * (`/{lang}?…`, which finds the package and room), otherwise to the login page.
 */
export function unknownPathTarget(locale: string, search: string): string {
  const params = new URLSearchParams(search);
  if (params.has("project") || params.has("apartment_layout_id")) return `/${locale}${search}`;
  return `/${locale}/auth`;
}
