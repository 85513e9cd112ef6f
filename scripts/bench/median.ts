/** The middle of `values` (the upper one of an even count); NaN for none, never a made-up 0. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}
