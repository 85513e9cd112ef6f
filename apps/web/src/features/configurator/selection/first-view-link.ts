import { ANOTHER_CATALOGUE, type DecodeResult, type FirstView } from "@home-designer/core";

/**
 * What the page's first view says its version 3 link names. The app has only the open room's and
 * the room-type rooms' groups at first and could read such a link only once every room has
 * loaded; the server read it with all of them (docs/decisions/005), so the open room shows the
 * link's design at once.
 */
let known: { selections: string; linked: DecodeResult } | null = null;

export function rememberFirstViewLink(link: FirstView["link"]): void {
  known = link
    ? {
        selections: link.selections,
        linked: link.choices
          ? { ok: true, choices: link.choices }
          : { ok: false, reason: ANOTHER_CATALOGUE },
      }
    : null;
}

/** The server's reading of the link in `search`, when the first view carried that same link. */
export function firstViewLinkOf(search: string): DecodeResult | undefined {
  const params = new URLSearchParams(search);
  const selections = params.get("selections") ?? params.get("compressed_selections");
  return known && selections === known.selections ? known.linked : undefined;
}
