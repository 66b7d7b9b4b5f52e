/**
 * For the command-line entry points (platform server, browser host): on the first SIGINT or
 * SIGTERM, close what runs, then exit 0, or 1 when closing fails.
 */
export function closeOnSignals(close: () => Promise<void>, onSignal?: (signal: NodeJS.Signals) => void): void {
  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    onSignal?.(signal);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
}
