/**
 * A job's lease kept alive while it runs: `renew` every `everyMs`, for at most `maxMs` (a job
 * stuck beyond it stops renewing, so its lease runs out and another may take the work over). A
 * renewal that fails (the database away) is left to the next beat. Returns the stop.
 */
export function renewLeaseWhileRunning(renew: () => Promise<unknown>, options: { everyMs: number; maxMs: number }): () => void {
  const renewUntil = Date.now() + options.maxMs;
  const timer = setInterval(() => {
    if (Date.now() > renewUntil) return clearInterval(timer);
    renew().catch(() => undefined);
  }, options.everyMs);
  return () => clearInterval(timer);
}
