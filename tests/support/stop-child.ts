/**
 * Stops a child process as Debian's init scripts do (`start-stop-daemon --stop --retry 5`):
 * SIGTERM, and SIGKILL after 5 s; resolves once it is gone. Nothing to do for a process that never
 * started or has already ended.
 */
import type { ChildProcess } from 'node:child_process';

const FORCE_AFTER_MS = 5_000;

export function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), FORCE_AFTER_MS);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
