import { useEffect, useState } from "react";

/**
 * False until the browser is first idle after `after` became true (or `timeoutMs` has passed),
 * then true: for parts of a screen its first view does not need, whose code would otherwise
 * compete with the screen's own. Browsers without idle callbacks wait a short moment instead.
 */
export function useIdle(after = true, timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!after) return;
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(done, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, 300);
    return () => window.clearTimeout(id);
  }, [after, timeoutMs]);
  return idle;
}
