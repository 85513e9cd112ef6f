/** The summary is a pseudo-room after the last room and before the first. */
export const SUMMARY = "summary";

/** The room after `current` (a room slug or `summary`): after the last room comes the summary. */
export function nextRoom(roomSlugs: readonly string[], current: string): string {
  if (current === SUMMARY) return roomSlugs[0] ?? SUMMARY;
  const i = roomSlugs.indexOf(current);
  return i === -1 || i === roomSlugs.length - 1 ? SUMMARY : (roomSlugs[i + 1] ?? SUMMARY);
}

/** The room before `current`: before the first room comes the summary, before the summary the last room. */
export function previousRoom(roomSlugs: readonly string[], current: string): string {
  if (current === SUMMARY) return roomSlugs.at(-1) ?? SUMMARY;
  const i = roomSlugs.indexOf(current);
  return i <= 0 ? SUMMARY : (roomSlugs[i - 1] ?? SUMMARY);
}
