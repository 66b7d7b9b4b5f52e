/**
 * A fixed CPU load beside a bench, standing in for what else runs on an office machine (a virus
 * scan, a video call, a browser full of tabs): one worker thread per core, each spinning on
 * arithmetic for `busyMs` of every `periodMs` and sleeping the rest. Threads, not processes: they
 * live and die with the bench's own process, so an error or Ctrl+C cannot leave a spinner behind.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface BusyLoadOptions {
  /** Default: every core the system offers (os.availableParallelism()). */
  threads?: number;
  /** The share of each period a thread spins, in percent. Default 50. */
  dutyPercent?: number;
  /** Default 100 ms: short enough that the app meets the load in every interaction it makes. */
  periodMs?: number;
}

export interface BusyLoad {
  /** What the load is, in one sentence, for the bench's printout. */
  description: string;
  stop(): Promise<void>;
}

/**
 * The thread's body, as text: the worker runs it as plain JavaScript. It sleeps with Atomics.wait
 * (no timers, no event loop) and stops when the main thread writes 1 into its shared flag.
 */
const SPINNER = `
  const { workerData } = require('node:worker_threads');
  const flag = new Int32Array(workerData.stopFlag);
  let sink = 0;
  while (Atomics.load(flag, 0) === 0) {
    const busyUntil = performance.now() + workerData.busyMs;
    while (performance.now() < busyUntil) for (let i = 0; i < 1000; i += 1) sink = (sink + Math.sqrt(i * sink + 1)) % 1e9;
    if (workerData.idleMs > 0) Atomics.wait(flag, 0, 0, workerData.idleMs);
  }
`;

export function startBusyLoad(options: BusyLoadOptions = {}): BusyLoad {
  const threads = options.threads ?? availableParallelism();
  const dutyPercent = Math.min(100, Math.max(1, options.dutyPercent ?? 50));
  const periodMs = options.periodMs ?? 100;
  const busyMs = (periodMs * dutyPercent) / 100;
  const stopFlag = new SharedArrayBuffer(4);
  const workers = Array.from(
    { length: threads },
    () => new Worker(SPINNER, { eval: true, workerData: { stopFlag, busyMs, idleMs: periodMs - busyMs } }),
  );
  // A spinner must never keep the bench alive once its work is done.
  for (const worker of workers) worker.unref();
  return {
    description:
      `${threads} worker thread${threads === 1 ? '' : 's'} (one per core) in the bench's process, each spinning on arithmetic ` +
      `${busyMs.toFixed(0)} ms of every ${periodMs} ms (${dutyPercent}% of every core) at normal priority`,
    async stop() {
      const flag = new Int32Array(stopFlag);
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
