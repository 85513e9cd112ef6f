import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * The requests this process is answering, so that background work can wait for them: a job a
 * request queued (a confirmation's mails and PDF of record) starts once the process has answered
 * the requests in flight, instead of taking the CPU from the people still waiting for theirs.
 * With ten buyers confirming at once on PostgreSQL, the slowest answer came after about 175 ms
 * instead of 300 (docs/benchmarks.md, "Confirming a package"). Counted per process, as the CPU
 * is shared by all of its servers. Nothing waits for a quiet moment that never comes: the job
 * queue's polling takes its jobs within seconds whatever this says.
 *
 * The same count per connection tells a shutdown which connections it may end (shutdown.ts).
 */
let inFlight = 0;
/** The requests each connection is carrying: read, and their answer not yet ended. */
const carrying = new WeakMap<Socket, number>();
/** What runs once no request is in flight; a set, so a caller waits once however often it asks. */
const waiting = new Set<() => void>();

/** Counts the requests of `server` from their arrival until their answer ends or breaks off. */
export function countRequestsInFlight(server: Server): void {
  server.on("request", (request, response) => {
    const socket = request.socket;
    inFlight++;
    carrying.set(socket, (carrying.get(socket) ?? 0) + 1);
    response.once("close", () => {
      carrying.set(socket, (carrying.get(socket) ?? 1) - 1);
      inFlight--;
      if (inFlight > 0) return;
      const runs = [...waiting];
      waiting.clear();
      for (const run of runs) run();
    });
  });
}

/** Whether a request on `socket` is being read or answered (of a server counted above). */
export function carriesRequest(socket: Socket): boolean {
  return (carrying.get(socket) ?? 0) > 0;
}

/** Runs `run` now when no request is being answered, else once none is. */
export function whenNoRequestInFlight(run: () => void): void {
  if (inFlight === 0) run();
  else waiting.add(run);
}
