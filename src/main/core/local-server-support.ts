/**
 * Helpers for starting the platform server as a child (Electron utilityProcess): pick a
 * free loopback port and wait until the server answers /health.
 */
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { endpoints } from '../../shared/endpoints';

export const LOOPBACK_HOST = '127.0.0.1';

/** A port that was free a moment ago. The server binds it right after, so the race is tiny. */
export function findFreePort(host = LOOPBACK_HOST): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('No port assigned'))));
    });
  });
}

export interface WaitForHealthOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Stops waiting early, e.g. when the server process has already exited. */
  failure?: () => Error | null;
}

/** Resolves once `GET <serverUrl>/health` answers 2xx; rejects after the timeout or on failure(). */
export async function waitForHealth(serverUrl: string, { timeoutMs = 60_000, intervalMs = 200, failure }: WaitForHealthOptions = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failed = failure?.();
    if (failed) throw failed;
    try {
      const response = await fetch(`${serverUrl}${endpoints.health.route}`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The platform server at ${serverUrl} did not become healthy within ${timeoutMs / 1000} s.`);
    await delay(intervalMs);
  }
}
