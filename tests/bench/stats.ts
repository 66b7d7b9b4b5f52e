export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export const ms = (values: readonly number[]) => values.map((value) => value.toFixed(0)).join(', ');

/** Beside a measured number: whether it met its target. */
export const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
/** A count as it is printed: 10,000,000. */
export const count = (value: number) => value.toLocaleString('en-US');

/** The 95th percentile (nearest rank): 95 in 100 values are at most this. */
export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}
