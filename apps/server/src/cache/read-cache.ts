import { PromiseLru } from "../lib/promise-lru.ts";

/**
 * Answers of read calls that do not depend on who asks (rooms, selection groups, catalogue,
 * legends, company packages), kept in process memory. It holds nothing that matters: a cleared
 * entry is simply loaded again. Concurrent misses share one load; failed loads are not kept.
 *
 * It must never answer from before a write that was acknowledged to anyone (read-your-writes, on
 * every server process). The database counts every change to the tables behind it, in the writing
 * transaction (cache_version, kept by triggers: migration 0002), and announces it (NOTIFY), so no
 * write path can forget to. How the cache learns of it depends on who else can write
 * (cache-version.ts): the embedded database has one process, which is told of each change before
 * the write's answer leaves; with PostgreSQL every request first compares the count.
 */
export class ReadCache {
  /** The least recently used entry goes when the cache is full. */
  private readonly entries: PromiseLru<unknown>;
  private version = Number.NEGATIVE_INFINITY;
  /** The comparison under way, and when it started. */
  private running: { startedAt: number; done: Promise<void> } | null = null;
  /** The comparison that starts when the one under way ends, shared by all who wait for it. */
  private queued: Promise<void> | null = null;

  constructor(
    /** The database's count of changes to cached data; null when changes are announced. */
    private readonly readVersion: (() => Promise<number>) | null,
    maxEntries = 5000,
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
    const done = read().then((version) => {
      // Versions only grow; a late answer of an older comparison changes nothing.
      if (version > this.version) {
        this.version = version;
        this.entries.clear();
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
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.entries.get(key, load) as Promise<T>;
  }

  get size(): number {
    return this.entries.size;
  }
}
