/** A CSV column that shows names (a project's category) writes the names the list shows, not the ids. */
import { expect, it } from 'vitest';
import { buildCsv } from '../../src/main/core/csv';
import { csvColumnSchema, type CsvColumn } from '../../src/shared/ipc';

it('writes the name of each value, and a value without a name as it is', () => {
  const columns: CsvColumn[] = [
    { key: 'id', label: 'ID' },
    { key: 'actid', label: 'Category', names: { '3': 'Water', '4': 'Food' } },
    { key: 'org_id', label: 'Organization', names: { '1': 'Dar Al Ber Society' } },
  ];
  for (const column of columns) expect(csvColumnSchema.safeParse(column).success).toBe(true);
  const rows = [
    { id: 10, actid: 3, org_id: 1 },
    { id: 11, actid: 9, org_id: 1 },
  ];
  expect(buildCsv(rows, columns).replace(/^\uFEFF/, '').split('\r\n')).toEqual(['ID,Category,Organization', '10,Water,Dar Al Ber Society', '11,9,Dar Al Ber Society']);
});
