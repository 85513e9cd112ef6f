import { FIRST_VIEW_ELEMENT_ID, type FirstView } from "@home-designer/core";
import type { QueryClient } from "@tanstack/react-query";
import { configuratorQueries } from "../features/configurator/api/queries.ts";
import { rememberFirstViewLink } from "../features/configurator/selection/first-view-link.ts";
import { removeFirstPaint } from "../lib/first-paint.ts";
import { inPreview } from "../lib/preview.ts";
import { usePrimaryStore } from "../lib/store.ts";
import { companyQuery } from "./company-api.ts";

/** The longest the server's first paint may stand over the app (a very slow network's room). */
const FIRST_PAINT_LIMIT_MS = 30_000;

/**
 * Puts the first view the server sent with the page (`#first-view`, docs/decisions/
 * 008-first-view.md) into the query cache under the keys the configurator reads, so its first
 * screen renders without waiting for those calls. The server renders a guest's view: the
 * packages, whose answer depends on who asks (their key holds the token), are taken only while
 * no one is logged in here; the company, tabs and company rooms' groups are the same for
 * everyone. A page without the element (or with one that cannot be read) seeds nothing and the
 * app fetches as before.
 */
export function seedFirstView(client: QueryClient): void {
  // The server paints and sends what is published: a tab previewing the draft shows none of it
  // and reads everything anew.
  if (inPreview()) {
    removeFirstPaint();
    return;
  }
  // The room screen removes the page's first paint when it is ready; whatever happens instead,
  // the app is not hidden behind it for long.
  setTimeout(removeFirstPaint, FIRST_PAINT_LIMIT_MS);
  const element = document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!element?.textContent) return;
  let view: FirstView;
  try {
    view = JSON.parse(element.textContent) as FirstView;
  } catch {
    return;
  }
  const { company, project, layoutId } = view;
  client.setQueryData(companyQuery(window.location.origin).queryKey, company);
  client.setQueryData(configuratorQueries.tabs(project, layoutId, company.id).queryKey, view.tabs);
  if (usePrimaryStore.getState().token === null) {
    client.setQueryData(
      configuratorQueries.packages(project, layoutId, company.id, null, null).queryKey,
      view.packages,
    );
  }
  rememberFirstViewLink(view.link);
  for (const room of view.rooms) {
    client.setQueryData(
      configuratorQueries.roomGroups(project, room.id, layoutId, null, null).queryKey,
      room.groups,
    );
  }
}
