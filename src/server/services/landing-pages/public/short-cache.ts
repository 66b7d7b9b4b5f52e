/**
 * A few seconds' memory of answers that many donors ask for at once (a page, its raised total):
 * one query per key and period serves every request meanwhile, so a page shared on social media
 * costs the database next to nothing, and what changes (a donation, a record switched off) still
 * shows within the period. Per instance, bounded, and a failure is never kept.
 *
 * With `keepOnFailureMs`, the last answer loaded also stands in for a load that fails, for that
 * long after it was loaded: while the database is away (restarting, failing over) an open page
 * keeps answering its last total instead of an error, and its bar stays where it was. Such an
 * answer is kept for one period like any other, so a database that is away is tried once per
 * period and key, not once per request.
 */

export interface ShortCache<Value> {
  get(key: string, load: () => Promise<Value>): Promise<Value>;
}

export interface ShortCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
  /** How long after it was loaded an answer may stand in for a failed load; default 0: never. */
  keepOnFailureMs?: number;
}

interface Entry<Value> {
  at: number;
  value: Promise<Value>;
  /** The last answer loaded for the key, and when. */
  lastLoaded?: { at: number; value: Value };
}

export function createShortCache<Value>(options: ShortCacheOptions): ShortCache<Value> {
  const keepOnFailureMs = options.keepOnFailureMs ?? 0;
  const entries = new Map<string, Entry<Value>>();
  return {
    get(key, load) {
      const now = options.now();
      const cached = entries.get(key);
      // A clock that went back (tests move it) makes an entry stale rather than fresh forever.
      if (cached && now >= cached.at && now - cached.at < options.ttlMs) return cached.value;
      const lastLoaded = cached?.lastLoaded;
      const entry: Entry<Value> = { at: now, value: Promise.resolve(undefined as Value), lastLoaded };
      entry.value = load().then(
        (value) => {
          entry.lastLoaded = { at: options.now(), value };
          return value;
        },
        (error: unknown) => {
          if (lastLoaded && keepOnFailureMs > 0 && options.now() - lastLoaded.at <= keepOnFailureMs) return lastLoaded.value;
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return entry.value;
    },
  };
}
