/**
 * A few seconds' memory of answers that many donors ask for at once (a page, its raised total):
 * one query per key and period serves every request meanwhile, so a page shared on social media
 * costs the database next to nothing, and what changes (a donation, a record switched off) still
 * shows within the period. Per instance, bounded, and a failure is never kept.
 */

export interface ShortCache<Value> {
  get(key: string, load: () => Promise<Value>): Promise<Value>;
}

export function createShortCache<Value>(options: { ttlMs: number; maxEntries: number; now: () => number }): ShortCache<Value> {
  const entries = new Map<string, { at: number; value: Promise<Value> }>();
  return {
    get(key, load) {
      const now = options.now();
      const cached = entries.get(key);
      // A clock that went back (tests move it) makes an entry stale rather than fresh forever.
      if (cached && now >= cached.at && now - cached.at < options.ttlMs) return cached.value;
      const value = load();
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      entries.delete(key);
      entries.set(key, { at: now, value });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
