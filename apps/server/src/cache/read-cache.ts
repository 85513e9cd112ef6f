/**
 * Answers of read calls that do not depend on who asks (rooms, selection groups, catalogue,
 * legends, company packages), kept in process memory. It holds nothing that matters: any change
 * to that data, in this process or another, clears it (see catalog-changes.ts), and a cleared
 * entry is simply loaded again. Concurrent misses share one load; failed loads are not kept.
 */
export class ReadCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries = 5000) {}

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

  /** Forgets everything; loads already under way still answer the requests waiting for them. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
