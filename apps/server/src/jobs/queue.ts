import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { type Database, type Db, rowsOf } from "../db/client.ts";

/** A transaction of the query builder, as `Db.transaction` hands it to its work. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Stores jobs as part of a transaction (`JobQueue.transaction`). */
export type TransactionJobs = {
  send<T extends object>(queue: string, data: T): Promise<string>;
};

/** What the queue needs of a logger (Fastify's, or a test's). */
export type JobLog = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/** Options every queue of ours is created with (docs/decisions/015-job-queue.md). */
export type QueueSettings = {
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each further one. */
  retryDelay: number;
  /** Seconds a job may run before it counts as failed. */
  expireInSeconds: number;
};

/** How a worker handles one job; throwing fails the attempt (and retries while retries remain). */
export type JobHandler<T> = (data: T, job: { id: string }) => Promise<void>;

/**
 * What every job's data carries besides its own fields: the id of the request that stored it
 * (`X-Request-Id`, decision 007), so a failure can be traced to the request's log lines. Absent
 * for jobs stored outside a request.
 */
export type JobOrigin = { requestId?: string };

/** One attempt at a job, as this process's worker ended it. */
export type JobAttempt = {
  queue: string;
  id: string;
  /** `done`; `retry`: it failed and will be tried again; `failed`: it failed for good. */
  outcome: "done" | "retry" | "failed";
  seconds: number;
  /** Why it failed (not for `done`). */
  error?: unknown;
  requestId?: string;
};

/**
 * The durable job queue (pg-boss) in the server's own database, reached through the database's
 * own connections: the pool of a PostgreSQL server, or the embedded database. Jobs are stored by
 * `send` and done by the workers `work` starts, in this process or any other on the database.
 */
export type JobQueue = {
  /**
   * Creates pg-boss's tables (schema `pgboss`) when missing and starts its upkeep; the queue's own
   * errors (a failed poll, a lost connection) go to `log`.
   */
  start(log: JobLog): Promise<void>;
  /** Stores a job and wakes this process's worker for it; resolves once the job is stored. */
  send<T extends object>(queue: string, data: T): Promise<string>;
  /**
   * Runs `work` in a transaction of `db` in which it may store jobs: they are stored if and only
   * if the transaction commits, so a process dying at any moment neither loses a job of what was
   * committed nor leaves one for what was not. The workers are woken once it has committed.
   */
  transaction<T>(db: Db, work: (tx: Transaction, jobs: TransactionJobs) => Promise<T>): Promise<T>;
  /** Creates a queue, or brings an existing one's settings up to date. */
  createQueue(queue: string, settings: QueueSettings): Promise<void>;
  /** Starts one worker on a queue, taking one job at a time. */
  work<T extends object>(queue: string, log: JobLog, handler: JobHandler<T>): Promise<void>;
  /**
   * Resolves when every job this process sent has had its first attempt here finished (done or
   * failed); retries are not waited for. Only for a queue created with `trackSent` (tests: in
   * production another process's worker may take a job, and this one would wait forever).
   */
  idle(): Promise<void>;
  /**
   * Calls `listener` after every attempt this process's workers end (metrics, error reports);
   * the returned function stops that.
   */
  watch(listener: (attempt: JobAttempt) => void): () => void;
  /**
   * Gives a job that failed for good one more attempt, as pg-boss's `retry` does, and wakes this
   * process's worker for it; false when no such failed job is there.
   */
  retry(queue: string, id: string): Promise<boolean>;
  /** Stops taking jobs, lets running ones finish within `timeoutMs`, then stops. */
  stop(timeoutMs: number): Promise<void>;
  /** pg-boss itself, for what the above does not cover (tests, inspection). */
  boss: PgBoss;
};

/**
 * How often a worker looks for jobs another process stored; our own sends wake it at once, or
 * once the process answers no request (`whenIdle`).
 */
const POLLING_SECONDS = 2;

export type JobQueueOptions = {
  /** Keep the ids of the jobs this process sent, for `idle` (tests). */
  trackSent?: boolean;
  /** The id of the request being answered, if any: stored in the data of each job it sends. */
  requestId?: () => string | undefined;
  /**
   * When a worker is told of a job this process sent: by default at once; the server's, once it
   * answers no request (http/requests-in-flight.ts), so that background work yields to people.
   */
  whenIdle?: (run: () => void) => void;
};

export function createJobQueue(database: Database, options: JobQueueOptions = {}): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    // No cron schedules yet; nothing to keep a clock for.
    schedule: false,
    // A done job moves to pgboss.archive after an hour, a failed one after a week (time to look
    // at it and retry it); the archive is emptied after a day. Mail jobs carry their links (a
    // password reset's among them), which should not outlive their use by long.
    archiveCompletedAfterSeconds: 3600,
    archiveFailedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 1,
  });
  let errorLog: JobLog = {
    error: (details, message) => console.error(message, details),
    warn: (details, message) => console.warn(message, details),
  };
  boss.on("error", (error) => errorLog.error({ err: error }, "job queue error"));
  const workers = new Map<string, string>();
  // pg-boss's batch insert (`transaction`) stores nothing for a queue that does not exist, and
  // says nothing: a transaction's jobs go only to the queues this process created.
  const created = new Set<string>();
  const listeners = new Set<(attempt: JobAttempt) => void>();
  const withOrigin = <T extends object>(data: T): T & JobOrigin => {
    const requestId = options.requestId?.();
    return requestId ? { ...data, requestId } : data;
  };
  // For `idle`: jobs this process sent and has not tried yet; and jobs tried while a `send` was
  // still waiting for its id (the worker may be quicker), forgotten once no send waits.
  const pending = new Set<string>();
  const finishedEarly = new Set<string>();
  let sending = 0;
  let waiters: (() => void)[] = [];
  // One function per worker, so that waiting for a quiet moment holds each worker once.
  const notifiers = new Map<string, () => void>();
  const wake = (queue: string) => {
    const worker = workers.get(queue);
    if (!worker) return;
    let notify = notifiers.get(worker);
    if (!notify) {
      notify = () => boss.notifyWorker(worker);
      notifiers.set(worker, notify);
    }
    if (options.whenIdle) options.whenIdle(notify);
    else notify();
  };
  const settle = (id: string) => {
    if (!options.trackSent) return;
    if (!pending.delete(id) && sending > 0) finishedEarly.add(id);
    if (pending.size === 0) {
      for (const resolve of waiters) resolve();
      waiters = [];
    }
  };

  return {
    boss,
    async start(log) {
      errorLog = log;
      await boss.start();
    },
    async send(queue, data) {
      sending++;
      let id: string | null;
      try {
        id = await boss.send(queue, withOrigin(data));
        // The worker may have taken and finished it before `send` answered.
        if (id && options.trackSent && !finishedEarly.delete(id)) pending.add(id);
      } finally {
        sending--;
        if (sending === 0) finishedEarly.clear();
      }
      if (!id) throw new Error(`job of queue ${queue} was not stored`);
      wake(queue);
      return id;
    },
    async transaction(db, work) {
      const stored: { queue: string; id: string }[] = [];
      sending++;
      try {
        const result = await db.transaction(async (tx) => {
          const queued: PgBoss.JobInsert[] = [];
          const answer = await work(tx, {
            async send(queue, data) {
              if (!created.has(queue)) throw new Error(`job of queue ${queue}: no such queue`);
              const id = randomUUID();
              queued.push({ id, name: queue, data: withOrigin(data) });
              stored.push({ queue, id });
              return id;
            },
          });
          // The transaction's jobs in one statement, as its last: on the embedded database a
          // transaction holds every other statement back, a round trip for each job longer.
          if (queued.length > 0) {
            const db = { executeSql: (text: string, values: unknown[]) => run(tx, text, values) };
            await boss.insert(queued, { db });
          }
          return answer;
        });
        for (const { queue, id } of stored) {
          if (options.trackSent && !finishedEarly.delete(id)) pending.add(id);
          wake(queue);
        }
        return result;
      } finally {
        sending--;
        if (sending === 0) finishedEarly.clear();
      }
    },
    async createQueue(queue, settings) {
      await boss.createQueue(queue, { name: queue, retryBackoff: true, ...settings });
      // An existing queue keeps its options otherwise: a deployment's new settings apply.
      await boss.updateQueue(queue, { name: queue, retryBackoff: true, ...settings });
      created.add(queue);
    },
    async work(queue, log, handler) {
      const worker = await boss.work<object>(
        queue,
        { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          const started = performance.now();
          const { requestId } = job.data as JobOrigin;
          const ended = (outcome: JobAttempt["outcome"], error?: unknown) => {
            const attempt = { queue, id: job.id, outcome, error, requestId };
            const seconds = (performance.now() - started) / 1000;
            for (const listener of listeners) {
              // A listener's fault is no fault of the job's.
              try {
                listener({ ...attempt, seconds });
              } catch (error) {
                log.warn({ err: error, queue, job_id: job.id }, "job listener failed");
              }
            }
          };
          try {
            await handler(job.data as Parameters<typeof handler>[0], { id: job.id });
            ended("done");
          } catch (error) {
            const final = job.retryCount >= job.retryLimit;
            const details = {
              err: error,
              queue,
              job_id: job.id,
              request_id: requestId,
              attempt: job.retryCount + 1,
              attempts: job.retryLimit + 1,
            };
            if (final) log.error(details, "job failed for good; it stays in the queue as failed");
            else log.warn(details, "job failed; it will be retried");
            ended(final ? "failed" : "retry", error);
            throw error;
          } finally {
            settle(job.id);
            // Take the queue's next job at once rather than after a polling interval: pg-boss
            // forgets a wake that came before this job was fetched, so of two jobs stored
            // together (a confirmation's two mails) the second waited 2 s.
            wake(queue);
          }
        },
      );
      workers.set(queue, worker);
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async retry(queue, id) {
      // pg-boss's own `retry` statement, whose answer (the count) its types do not declare.
      const { rows } = await database.executeSql(
        `update pgboss.job set state = 'retry', retry_limit = retry_limit + 1
         where name = $1 and id = $2 and state = 'failed' returning id`,
        [queue, id],
      );
      if (rows.length > 0) wake(queue);
      return rows.length > 0;
    },
    idle() {
      if (pending.size === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}

/**
 * One of pg-boss's statements inside a transaction of the query builder: its `$1…$n` become the
 * builder's bound parameters (never spliced into the text), in the order the text names them.
 */
async function run(tx: Transaction, text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
  const parts = text.split(/\$(\d+)\b/);
  const chunks: SQL[] = parts.map((part, i) =>
    i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
  );
  return { rows: rowsOf(await tx.execute(sql.join(chunks))) };
}
