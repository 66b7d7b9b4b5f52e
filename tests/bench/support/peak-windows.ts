/**
 * The faults of `npm run bench:peak` as windows of time, and latencies split by them. A window
 * runs from the fault (a server killed, PostgreSQL stopped, the phones held for Kannel's restart)
 * to its end (the server listening again, PostgreSQL started, the phones sending again) plus a
 * grace period: what was delayed meanwhile (smsbox tries a refused message again 10 s later,
 * HAProxy sees a server up after its health checks) still lands in its fault's window, not
 * outside. A measurement belongs to a fault when its interval (a message's sending to its
 * storing, a poll's sending to its answer) overlaps the window; outside, when it overlaps none.
 */

export interface FaultWindow {
  /** What happened, as printed: 'server1 killed → back'. */
  name: string;
  start: number;
  /** When the fault was over (ms since the epoch). */
  end: number;
  graceMs: number;
}

/** The last instant a measurement may touch to count for the window. */
export const windowEnd = (window: FaultWindow): number => window.end + window.graceMs;

/** The windows the interval [from, to] overlaps. */
export function windowsOf(windows: readonly FaultWindow[], from: number, to: number): FaultWindow[] {
  return windows.filter((window) => from <= windowEnd(window) && to >= window.start);
}

/** The nearest-rank percentile (0 < q ≤ 1) of values sorted ascending; NaN of none. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.max(0, Math.ceil(sorted.length * q) - 1)] ?? Number.NaN;
}

/** A latency measured over an interval, or a failure (no value) at its time. */
export interface Timed {
  from: number;
  to: number;
  /** ms; null: it failed (a poll answered 5xx or not at all). */
  value: number | null;
}

export interface SplitRow {
  label: string;
  n: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

/** One row outside any fault, then one per fault, in the windows' order. */
export function splitByFaults(windows: readonly FaultWindow[], samples: Iterable<Timed>): SplitRow[] {
  const groups = [{ label: 'outside any fault', values: [] as number[], failed: 0 }, ...windows.map((window) => ({ label: windowLabel(window), values: [] as number[], failed: 0 }))];
  for (const sample of samples) {
    const touched = windowsOf(windows, sample.from, sample.to);
    const into = touched.length === 0 ? [groups[0]!] : touched.map((window) => groups[windows.indexOf(window) + 1]!);
    for (const group of into) {
      if (sample.value === null) group.failed += 1;
      else group.values.push(sample.value);
    }
  }
  return groups.map(({ label, values, failed }) => {
    const sorted = values.sort((a, b) => a - b);
    return { label, n: sorted.length, failed, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN };
  });
}

export const windowLabel = (window: FaultWindow): string => `${window.name} (+${window.graceMs / 1000} s)`;

/** A table of split rows, in ms, with how many failed when any could. */
export function splitTable(rows: readonly SplitRow[], withFailures: boolean): string[] {
  const width = Math.max(...rows.map((row) => row.label.length));
  const number = (value: number) => (Number.isNaN(value) ? '–' : Math.round(value).toLocaleString('en-US'));
  return rows.map(
    (row) =>
      `  ${row.label.padEnd(width)}  ${number(row.n).padStart(9)}${withFailures ? ` (${number(row.failed)} failed)` : ''}  ` +
      `p50 ${number(row.p50).padStart(6)} ms  p99 ${number(row.p99).padStart(6)} ms  max ${number(row.max).padStart(6)} ms`,
  );
}
