/**
 * One run at a time of a background job (the notification worker, the SMS counter): asking
 * for a run while one is under way makes that run look once more when it ends, instead of
 * starting a second one beside it.
 */
export interface SerialRun {
  /** Runs now, or once more after the run under way; resolves when nothing is left to do. */
  run(): Promise<void>;
  /** The run under way, if any (to wait for it when closing). */
  readonly current: Promise<void> | null;
}

export function createSerialRun(runOnce: () => Promise<void>, isClosed: () => boolean): SerialRun {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    run() {
      if (isClosed()) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await runOnce();
        } while (again && !isClosed());
      })().finally(() => {
        running = null;
      });
      return running;
    },
    get current() {
      return running;
    },
  };
}
