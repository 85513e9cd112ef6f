/** Work repeated in the background until stopped. */
export type Repeating = { stop(): Promise<void> };

/**
 * Runs `turn` after `firstDelayMs`, then again `intervalMs` after each turn ends: one turn at a
 * time, so two never overlap. `turn` handles its own failures (a rejection is ignored and the
 * next turn comes as planned). The timer does not keep the process alive on its own; `stop`
 * waits for a turn in progress, so what it uses can be closed after it.
 */
export function repeatEvery(
  intervalMs: number,
  firstDelayMs: number,
  turn: () => Promise<void>,
): Repeating {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout;
  const schedule = (delay: number) => {
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = () => {
    running = turn().catch(() => undefined);
    void running.then(() => {
      if (!stopped) schedule(intervalMs);
    });
  };
  schedule(firstDelayMs);
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
