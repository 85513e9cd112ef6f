/**
 * The id of the app page's element that carries the first view (api/first-view.ts). Apart from
 * the schema, so that the web app's entry reads it without loading zod.
 */
export const FIRST_VIEW_ELEMENT_ID = "first-view";
