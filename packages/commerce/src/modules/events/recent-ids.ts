/**
 * A bounded set of recently seen ids with a time to live: least recently added ids go first when
 * full. A Map keeps insertion order, which is all an LRU of "seen once" needs.
 */
export class RecentIds {
  private readonly seen = new Map<string, number>();

  private readonly capacity: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(capacity: number, ttlMs: number, now: () => number = Date.now) {
    this.capacity = capacity;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  /** Records the id; false when it was already recorded and still fresh. */
  add(id: string): boolean {
    const at = this.seen.get(id);
    const now = this.now();
    if (at !== undefined && now - at < this.ttlMs) return false;
    this.seen.delete(id);
    this.seen.set(id, now);
    while (this.seen.size > this.capacity) this.seen.delete(this.seen.keys().next().value as string);
    return true;
  }

  /** Forgets an id, so a send that failed can be retried. */
  delete(id: string): void {
    this.seen.delete(id);
  }

  get size(): number {
    return this.seen.size;
  }
}
