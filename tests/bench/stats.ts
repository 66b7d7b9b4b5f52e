export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export const ms = (values: readonly number[]) => values.map((value) => value.toFixed(0)).join(', ');
