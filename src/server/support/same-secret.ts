/**
 * Two secrets compared in constant time: a shared secret a caller presents (the Kannel adapter's
 * URL secret, the marketing system's API key). Both are hashed first, so neither their contents
 * nor their lengths show in how long the comparison takes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function sameSecret(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
}
