/**
 * A per-address request limit kept in this instance's memory, for the public pages' cheap,
 * read-only answers (a cached total, a slug that names no page). The database-backed limit of
 * the sign-in and the consent (auth/rate-limit.ts) writes a row per request: for a page that
 * thousands of donors poll every few seconds, that row would cost more than the answer it guards.
 * Here the limit protects what a flood costs, this instance's time; with several instances a
 * client may reach each one's limit, which is still a bounded amount of cheap work.
 */
import type { LimitDecision } from '../services/auth/rate-limit';

export interface AddressLimit {
  max: number;
  windowMs: number;
}

export interface AddressLimiter {
  /** Counts one request of `requester` now and judges it. */
  attempt(requester: string): LimitDecision;
}

/** Requesters remembered at most; beyond it the oldest windows are forgotten (a fresh budget, never a refusal). */
const REQUESTERS_MAX = 50_000;

export function createAddressLimiter(limit: AddressLimit, now: () => number): AddressLimiter {
  // Fixed windows starting at a requester's first request: simple, and at most twice the rate at a window's edge.
  const windows = new Map<string, { start: number; count: number }>();
  return {
    attempt(requester) {
      const at = now();
      let window = windows.get(requester);
      if (!window || at < window.start || at - window.start >= limit.windowMs) {
        windows.delete(requester);
        window = { start: at, count: 0 };
        windows.set(requester, window);
        if (windows.size > REQUESTERS_MAX) windows.delete(windows.keys().next().value!);
      }
      window.count += 1;
      if (window.count <= limit.max) return { allowed: true };
      return { allowed: false, retryAfterMs: window.start + limit.windowMs - at };
    },
  };
}
