import { useEffect, useState } from "react";

/** Seconds to wait before another link may be asked for (spec: accounts, section 9). */
export const RESEND_SECONDS = 30;

/**
 * A countdown in whole seconds: `start()` begins it, `remaining` falls to 0. Counted from the
 * clock rather than from ticks, so a tab that slept shows the right number when it wakes.
 */
export function useCountdown(initialSeconds = 0) {
  const [until, setUntil] = useState(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);

  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  const start = (seconds = RESEND_SECONDS) => {
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
  };
  return { remaining, start };
}
