/**
 * Answers of read calls that do not depend on who asks (rooms, selection groups, catalogue,
 * legends, company packages), kept in process memory. It holds nothing that matters: the
 * database counts every change to the tables behind it (`cache_version`, kept by triggers in the
 * writing transaction, migration 0002), and before a request is answered the cache compares that
 * count with the one it was filled at, forgetting everything when it moved. A cleared entry is
 * simply loaded again. Concurrent misses share one load; failed loads are not kept.
 *
 * Read-your-writes, across server processes: a request shares a version check only when the
 * check started after the request arrived, so a write acknowledged to anyone before the request
 * was sent is always seen. Checks started earlier may predate that write.
 */
export class ReadCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  private version = Number.NEGATIVE_INFINITY;
  private latestCheck: { startedAt: number; done: Promise<void> } | null = null;

  constructor(
    /** The database's count of changes to cached data (one indexed row). */
    private readonly readVersion: () => Promise<number>,
    private readonly maxEntries = 5000,
  ) {}

  /**
   * Brings the cache up to the database as it is now: call before answering a request, with the
   * moment (`performance.now()`) the request arrived.
   */
  sync(arrivedAt: number): Promise<void> {
    const latest = this.latestCheck;
    if (latest && latest.startedAt > arrivedAt) return latest.done;
    const startedAt = performance.now();
    const done = this.readVersion().then((version) => this.advanceTo(version));
    this.latestCheck = { startedAt, done };
    done.catch(() => {
      if (this.latestCheck?.done === done) this.latestCheck = null;
    });
    return done;
  }

  /** Versions only grow; a late answer of an older check changes nothing. */
  private advanceTo(version: number): void {
    if (version <= this.version) return;
    this.version = version;
    this.entries.clear();
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) {
      // Re-inserting keeps the Map's order least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached as Promise<T>;
    }
    const loading = load();
    this.entries.set(key, loading);
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return loading;
  }

  get size(): number {
    return this.entries.size;
  }
}
