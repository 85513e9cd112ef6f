import { expect } from "vitest";

/** The text of `GET /metrics` at `base` (a server's metrics port), with the token when given. */
export async function scrape(base: string | null, token: string | null): Promise<string> {
  if (!base) throw new Error("the server has no metrics port");
  const res = await fetch(`${base}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * The value of the sample `name` whose labels are exactly `labels`, in Prometheus's text format;
 * undefined when there is none.
 */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    const wanted = Object.entries(labels);
    if (
      Object.keys(found).length === wanted.length &&
      wanted.every(([key, value]) => found[key] === value)
    ) {
      return Number(match[3]);
    }
  }
  return undefined;
}
