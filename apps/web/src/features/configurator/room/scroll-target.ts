/**
 * A link to one group of a room (the summary's "change selection") carries a scroll target in
 * its navigation state, in the form the spec names: `selection-group-{groupId}--targetedFromRestriction-null`.
 */
export type ScrollTargetState = { scrollTo: string };

export function scrollTargetState(groupId: number): ScrollTargetState {
  return { scrollTo: `selection-group-${groupId}--targetedFromRestriction-null` };
}

/** The group a navigation state asks to scroll to, if any. */
export function scrollTargetGroupId(state: unknown): number | null {
  if (typeof state !== "object" || state === null || !("scrollTo" in state)) return null;
  const { scrollTo } = state;
  if (typeof scrollTo !== "string") return null;
  const match = /^selection-group-([1-9][0-9]*)(?:--|$)/.exec(scrollTo);
  return match ? Number(match[1]) : null;
}
