import type { Server } from "node:http";

/**
 * The requests this process is answering, so that background work can wait for them: a job a
 * request queued (a confirmation's mails and PDF of record) starts once the process has answered
 * the requests in flight, instead of taking the CPU from the people still waiting for theirs.
 * With ten buyers confirming at once on PostgreSQL, the slowest answer came after about 175 ms
 * instead of 300 (docs/benchmarks.md, "Confirming a package"). Counted per process, as the CPU
 * is shared by all of its servers. Nothing waits for a quiet moment that never comes: the job
 * queue's polling takes its jobs within seconds whatever this says.
 */
let inFlight = 0;
/** What runs once no request is in flight; a set, so a caller waits once however often it asks. */
const waiting = new Set<() => void>();

/** Counts the requests of `server` from their arrival until their answer ends or breaks off. */
export function countRequestsInFlight(server: Server): void {
  server.on("request", (_request, response) => {
    inFlight++;
    response.once("close", () => {
      inFlight--;
      if (inFlight > 0) return;
      const runs = [...waiting];
      waiting.clear();
      for (const run of runs) run();
    });
  });
}

/** Runs `run` now when no request is being answered, else once none is. */
export function whenNoRequestInFlight(run: () => void): void {
  if (inFlight === 0) run();
  else waiting.add(run);
}
