import type { Targeting } from "@home-designer/core";

/** The options a restriction allows in one group (from the engine's targets), if one applies. */
export type Allowed = ReadonlyMap<number, Targeting> | undefined;

/** An option is ruled out when a restriction applies to its group and does not point at it. */
export function isRuledOut(allowed: Allowed, assetId: number): boolean {
  return allowed !== undefined && allowed.size > 0 && !allowed.has(assetId);
}

/** The chosen options that cause a group's restriction, each once, in the order first met. */
export function restrictionSources(allowed: Allowed): Targeting[] {
  if (!allowed) return [];
  const seen = new Set<string>();
  const out: Targeting[] = [];
  for (const targeting of allowed.values()) {
    const key = `${targeting.sourceRoomId}:${targeting.sourceGroupId}:${targeting.sourceAssetId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(targeting);
  }
  return out;
}

/**
 * Whether two `allowed` maps say the same: the same options, allowed by the same chosen sources.
 * The engine builds new maps on every change; a row keeps the one it has while this holds.
 */
export function sameAllowed(a: Allowed, b: Allowed): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.size !== b.size) return false;
  for (const [assetId, x] of a) {
    const y = b.get(assetId);
    if (
      !y ||
      x.restrictionId !== y.restrictionId ||
      x.sourceRoomId !== y.sourceRoomId ||
      x.sourceGroupId !== y.sourceGroupId ||
      x.sourceAssetId !== y.sourceAssetId
    )
      return false;
  }
  return true;
}

/** Whether a restriction rules out any of a group's options. */
export function anyRuledOut(allowed: Allowed, assets: readonly { id: number }[]): boolean {
  return assets.some((asset) => isRuledOut(allowed, asset.id));
}
