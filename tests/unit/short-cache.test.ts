/**
 * The donation pages' short memory of answers (src/server/services/landing-pages/public/short-cache.ts):
 * one load per key and period, a failure never kept, and with `keepOnFailureMs` the last answer
 * loaded standing in for a failed load (the database away) for that long after it was loaded.
 * The clock is the cache's injected `now`.
 */
import { describe, expect, it, vi } from 'vitest';
import { createShortCache } from '../../src/server/services/landing-pages/public/short-cache';

const TTL_MS = 1_000;
const KEEP_MS = 10 * 60_000;

function cacheAt(options: { keepOnFailureMs?: number } = {}) {
  let current = 0;
  const cache = createShortCache<string>({ ttlMs: TTL_MS, maxEntries: 10, now: () => current, ...options });
  return {
    get: cache.get,
    set: (ms: number) => {
      current = ms;
    },
  };
}

const away = new Error('connect ECONNREFUSED 127.0.0.1:5432');
const loads = (value: string) => vi.fn(() => Promise.resolve(value));
const fails = () => vi.fn(() => Promise.reject(away));

describe('createShortCache', () => {
  it('loads a key once per period and again after it', async () => {
    const cache = cacheAt();
    const first = loads('first');
    expect(await cache.get('page', first)).toBe('first');
    cache.set(TTL_MS - 1);
    expect(await cache.get('page', loads('not asked'))).toBe('first');
    cache.set(TTL_MS);
    expect(await cache.get('page', loads('second'))).toBe('second');
    expect(first).toHaveBeenCalledTimes(1);
  });

  describe('without keepOnFailureMs', () => {
    it('answers a failed load with its error, and loads again at the next request', async () => {
      const cache = cacheAt();
      await cache.get('page', loads('loaded'));
      cache.set(TTL_MS);
      await expect(cache.get('page', fails())).rejects.toBe(away);
      const again = loads('back');
      expect(await cache.get('page', again)).toBe('back');
      expect(again).toHaveBeenCalledTimes(1);
    });
  });

  describe('with keepOnFailureMs', () => {
    it('answers the last loaded value when a load fails within the window', async () => {
      const cache = cacheAt({ keepOnFailureMs: KEEP_MS });
      await cache.get('page', loads('loaded'));
      cache.set(5 * 60_000);
      const failing = fails();
      expect(await cache.get('page', failing)).toBe('loaded');
      expect(failing).toHaveBeenCalledTimes(1);
    });

    it('keeps that answer for one period, so the database is asked once per period, not per request', async () => {
      const cache = cacheAt({ keepOnFailureMs: KEEP_MS });
      await cache.get('page', loads('loaded'));
      cache.set(60_000);
      expect(await cache.get('page', fails())).toBe('loaded');
      cache.set(60_000 + TTL_MS - 1);
      const meanwhile = fails();
      expect(await cache.get('page', meanwhile)).toBe('loaded');
      expect(meanwhile).not.toHaveBeenCalled();
    });

    it('answers the window’s last moment, and the error after it', async () => {
      const kept = cacheAt({ keepOnFailureMs: KEEP_MS });
      await kept.get('page', loads('loaded'));
      kept.set(KEEP_MS);
      expect(await kept.get('page', fails())).toBe('loaded');

      const late = cacheAt({ keepOnFailureMs: KEEP_MS });
      await late.get('page', loads('loaded'));
      late.set(KEEP_MS + 1);
      await expect(late.get('page', fails())).rejects.toBe(away);
    });

    it('counts the window from the last successful load, not from the answers kept since', async () => {
      const cache = cacheAt({ keepOnFailureMs: KEEP_MS });
      await cache.get('page', loads('loaded'));
      cache.set(6 * 60_000);
      expect(await cache.get('page', fails())).toBe('loaded');
      cache.set(KEEP_MS + 1);
      await expect(cache.get('page', fails())).rejects.toBe(away);
    });

    it('fails when the key was never loaded, even if another key was, and keeps no failure', async () => {
      const cache = cacheAt({ keepOnFailureMs: KEEP_MS });
      await cache.get('other page', loads('other'));
      await expect(cache.get('page', fails())).rejects.toBe(away);
      const again = loads('back');
      expect(await cache.get('page', again)).toBe('back');
      expect(again).toHaveBeenCalledTimes(1);
    });

    it('answers a new value once loads succeed again, and keeps that one from then on', async () => {
      const cache = cacheAt({ keepOnFailureMs: KEEP_MS });
      await cache.get('page', loads('before'));
      cache.set(60_000);
      expect(await cache.get('page', fails())).toBe('before');
      cache.set(2 * 60_000);
      expect(await cache.get('page', loads('after'))).toBe('after');
      cache.set(2 * 60_000 + KEEP_MS);
      expect(await cache.get('page', fails())).toBe('after');
    });
  });
});
