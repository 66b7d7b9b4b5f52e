/**
 * A list's order by a column (src/renderer/src/components/list/sortRows.ts): text by the
 * language's collation with numbers in it compared as numbers, missing values last in both
 * orders, equal rows in the server's order in both orders; the descending order, made from the
 * ascending one without sorting again, is the one a stable sort of the descending comparison gives.
 */
import { describe, expect, it } from 'vitest';
import { dataColumn } from '../../src/renderer/src/components/list/columns';
import { nextSort, orderRows, rowsInOrder } from '../../src/renderer/src/components/list/sortRows';
import type { CellContext } from '../../src/renderer/src/components/list/types';

interface Named {
  id: number;
  nameAR: string;
  amount: number | null;
}
const context: CellContext = { language: 'ar', t: ((key: string) => key) as unknown as CellContext['t'] };
const byName = dataColumn<Named>('nameAR', 'columns.nameAR', true);
const byAmount = dataColumn<Named>('amount', 'columns.nameAR', true);
const ids = (rows: readonly Named[]) => rows.map((row) => row.id);

// In the server's order (by id); ties on the name (2, 4, 6) and on the amount (1, 3), missing values (5, 6, 7).
const rows: Named[] = [
  { id: 1, nameAR: 'بئر 10', amount: 50 },
  { id: 2, nameAR: 'مسجد', amount: 20 },
  { id: 3, nameAR: 'بئر 9', amount: 50 },
  { id: 4, nameAR: 'مسجد', amount: 5 },
  { id: 5, nameAR: '', amount: 70 },
  { id: 6, nameAR: 'مسجد', amount: null },
  { id: 7, nameAR: 'أيتام', amount: null },
];

/** The descending order as a stable sort makes it, compared with the made one. */
function sortedDescending(key: (row: Named) => string | number | null): number[] {
  const collator = new Intl.Collator('ar', { numeric: true, sensitivity: 'base' });
  const missing = (value: string | number | null) => value === null || value === '';
  return ids(
    [...rows].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (missing(x) || missing(y)) return missing(x) === missing(y) ? 0 : missing(x) ? 1 : -1;
      return typeof x === 'number' && typeof y === 'number' ? y - x : collator.compare(String(y), String(x));
    }),
  );
}

describe('orderRows', () => {
  it('orders text by collation, numbers in it as numbers, ties in the server order, missing last', () => {
    const order = orderRows(rows, { column: byName, context, locale: 'ar' });
    expect(ids(order.ascending)).toEqual([7, 3, 1, 2, 4, 6, 5]);
    expect(ids(order.descending())).toEqual([2, 4, 6, 1, 3, 7, 5]);
  });

  it('orders numbers as numbers, missing last in both orders', () => {
    const order = orderRows(rows, { column: byAmount, context, locale: 'ar' });
    expect(ids(order.ascending)).toEqual([4, 2, 1, 3, 5, 6, 7]);
    expect(ids(order.descending())).toEqual([5, 1, 3, 2, 4, 6, 7]);
  });

  it('turns round to what a stable sort of the descending comparison gives', () => {
    for (const [column, key] of [
      [byName, (row: Named) => row.nameAR],
      [byAmount, (row: Named) => row.amount],
    ] as const) {
      expect(ids(orderRows(rows, { column, context, locale: 'ar' }).descending())).toEqual(sortedDescending(key));
    }
  });

  it('keeps the default order, or the rows as they are, without a column', () => {
    expect(ids(orderRows(rows, { context, locale: 'ar' }).descending())).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const newestFirst = orderRows(rows, { defaultOrder: (a, b) => b.id - a.id, context, locale: 'ar' });
    expect(ids(newestFirst.ascending)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it('gives the order a header asks for: ascending first, the same header again descending', () => {
    const order = orderRows(rows, { column: byAmount, context, locale: 'ar' });
    const first = nextSort(null, 'amount');
    expect(ids(rowsInOrder(order, first.direction))).toEqual(ids(order.ascending));
    expect(ids(rowsInOrder(order, nextSort(first, 'amount').direction))).toEqual(ids(order.descending()));
  });
});
