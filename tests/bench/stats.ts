export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export const ms = (values: readonly number[]) => values.map((value) => value.toFixed(0)).join(', ');

/** Beside a measured number: whether it met its target. */
export const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
/** A count as it is printed: 10,000,000. */
export const count = (value: number) => value.toLocaleString('en-US');
