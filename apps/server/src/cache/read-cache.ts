import { PromiseLru } from "../lib/promise-lru.ts";

/**
 * The database's counts of changes (`cache_version`): to what the read cache keeps, and to what
 * logged-in people's reads keep (auth/personal-cache.ts).
 */
export type ChangeCounts = { value: number; personal: number };

/**
 * Answers of read calls that do not depend on who asks (rooms, selection groups, catalogue,
 * legends, company packages), and the company's rows other calls look up alike (a layout with its
 * place, `companyLayout`), kept in process memory. It holds nothing that matters: a cleared
 * entry is simply loaded again. Concurrent misses share one load; failed loads are not kept.
 *
 * It must never answer from before a write that was acknowledged to anyone (read-your-writes, on
 * every server process). The database counts every change to the tables behind it, in the writing
 * transaction (cache_version, kept by triggers: migration 0002), and announces it (NOTIFY), so no
 * write path can forget to. How the cache learns of it depends on who else can write
 * (cache-version.ts): the embedded database has one process, which is told of each change before
 * the write's answer leaves; with PostgreSQL every request first compares the count. The same
 * comparison reads the count of changes to what logged-in people's reads keep, and clears that
 * cache (`personal`) when it moved.
 */
export class ReadCache {
  /** The least recently used entry goes when the cache is full. */
  private readonly entries: PromiseLru<unknown>;
  private version = Number.NEGATIVE_INFINITY;
  private personalVersion = Number.NEGATIVE_INFINITY;
  /** How many times the entries were forgotten: part of the key of answers built on them. */
  private forgotten = 0;
  /** The comparison under way, and when it started. */
  private running: { startedAt: number; done: Promise<void> } | null = null;
  /** The comparison that starts when the one under way ends, shared by all who wait for it. */
  private queued: Promise<void> | null = null;

  constructor(
    /** The database's counts of changes; null when changes are announced. */
    private readonly readVersion: (() => Promise<ChangeCounts>) | null,
    maxEntries = 5000,
    /** Logged-in people's reads, forgotten when their count moved (PostgreSQL). */
    private readonly personal: { clear(): void } | null = null,
  ) {
    this.entries = new PromiseLru(maxEntries);
  }

  /**
   * Brings the cache up to the database as it was when the request arrived (`performance.now()`
   * then). A comparison that started after the arrival serves; one that started before might
   * predate a write the caller has seen, so the request waits for the next one. One comparison
   * runs at a time, so under load the database sees about one per round trip, not one per request.
   */
  sync(arrivedAt: number): Promise<void> {
    if (!this.readVersion) return Promise.resolve();
    const running = this.running;
    if (running && running.startedAt > arrivedAt) return running.done;
    if (!running) return this.compare();
    this.queued ??= running.done
      .catch(() => {})
      .then(() => {
        this.queued = null;
        return this.compare();
      });
    return this.queued;
  }

  private compare(): Promise<void> {
    const read = this.readVersion;
    if (!read) return Promise.resolve();
    const done = read().then(({ value, personal }) => {
      // Counts only grow; a late answer of an older comparison changes nothing.
      if (value > this.version) {
        this.version = value;
        this.forget();
      }
      if (personal > this.personalVersion) {
        this.personalVersion = personal;
        this.personal?.clear();
      }
    });
    const running = { startedAt: performance.now(), done };
    this.running = running;
    const finish = () => {
      if (this.running === running) this.running = null;
    };
    done.then(finish, finish);
    return done;
  }

  /** Forgets everything: a change was announced. Loads under way still answer their requests. */
  forget(): void {
    this.entries.clear();
    this.forgotten++;
  }

  /**
   * Changes whenever the entries are forgotten: an answer made of cached parts and a person's
   * own (kept in the personal cache) names it in its key, so it is never older than its parts.
   */
  get generation(): number {
    return this.forgotten;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.entries.get(key, load) as Promise<T>;
  }

  get size(): number {
    return this.entries.size;
  }
}
