import { LRUCache } from "lru-cache";

/**
 * Values by key as promises, for work worth doing once: callers asking for a key while it loads
 * share the one load, a failed load is forgotten (the next caller tries again), and beyond `max`
 * keys the least recently used goes.
 */
export class PromiseLru<T> {
  private readonly entries: LRUCache<string, Promise<T>>;

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    // A real promise, settled once: a query builder is a thenable that runs its query again each
    // time it is awaited, so keeping the builder itself would keep nothing.
    const loading = Promise.resolve(load());
    this.entries.set(key, loading);
    loading.catch(() => {
      if (this.entries.peek(key) === loading) this.entries.delete(key);
    });
    return loading;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
