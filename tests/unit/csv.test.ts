/**
 * The pure half of the CSV export (src/main/core/csv.ts): what Excel will show.
 */
import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, UTF8_BOM } from '../../src/main/core/csv';
import { fetchEveryPage } from '../../src/main/core/paged-fetch';

const columns = [
  { key: 'nameAR', label: 'الاسم' },
  { key: 'nameEN', label: 'Name' },
  { key: 'order', label: 'Order' },
];

describe('buildCsv', () => {
  it('starts with the UTF-8 BOM and a header of the labels in the given order', () => {
    const csv = buildCsv([], columns);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1).trimEnd()).toBe('الاسم,Name,Order');
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes one line per row, only the given columns, Arabic intact', () => {
    const csv = buildCsv(
      [
        { nameAR: 'جمعية الشارقة الخيرية', nameEN: 'Sharjah Charity', order: 1, secret: 'not exported' },
        { nameAR: 'زكاة', nameEN: null, order: 2 },
      ],
      columns,
    );
    expect(csv.slice(1).split('\r\n')).toEqual(['الاسم,Name,Order', 'جمعية الشارقة الخيرية,Sharjah Charity,1', 'زكاة,,2']);
    expect(csv).not.toContain('not exported');
  });

  it('quotes commas, quotes and line breaks so every cell stays one cell', () => {
    const csv = buildCsv([{ nameAR: 'أ، ب', nameEN: 'a, "b"\nc', order: 3 }], columns);
    expect(csv.slice(1).split('\r\n').slice(1).join('\r\n')).toBe('أ، ب,"a, ""b""\nc",3');
  });

  it('defuses cells that a spreadsheet would run as formulas', () => {
    const cells = ['=1+1', '+971500000001', '-2+3', '@SUM(A1)', '\tx', 'safe = text'];
    const csv = buildCsv(cells.map((nameEN) => ({ nameEN })), [{ key: 'nameEN', label: '=header' }]);
    expect(csv.slice(1).split('\r\n')).toEqual(["'=header", "'=1+1", "'+971500000001", "'-2+3", "'@SUM(A1)", "'\tx", 'safe = text']);
    // Numbers are numbers, not formulas.
    expect(csvCell(-5)).toBe('-5');
  });

  it('ignores keys that only the prototype has', () => {
    expect(buildCsv([{ a: 1 }], [{ key: 'constructor', label: 'c' }, { key: 'a', label: 'a' }]).slice(1)).toBe('c,a\r\n,1');
  });
});

describe('fetchEveryPage', () => {
  it('reads page after page until a short page, so every row of a paged list is there', async () => {
    const all = Array.from({ length: 7 }, (_, index) => ({ id: index + 1 }));
    const asked: Array<{ skip: number; limit: number }> = [];
    const rows = await fetchEveryPage(async (page) => {
      asked.push(page);
      return all.slice(page.skip, page.skip + page.limit);
    }, 3);
    expect(rows).toEqual(all);
    expect(asked).toEqual([
      { skip: 0, limit: 3 },
      { skip: 3, limit: 3 },
      { skip: 6, limit: 3 },
    ]);
  });

  it('asks once more when the last page was exactly full', async () => {
    const all = [1, 2, 3, 4];
    let calls = 0;
    const rows = await fetchEveryPage(async ({ skip, limit }) => {
      calls += 1;
      return all.slice(skip, skip + limit);
    }, 2);
    expect(rows).toEqual(all);
    expect(calls).toBe(3);
  });

  it('stops a server that never stops sending full pages', async () => {
    await expect(fetchEveryPage(async ({ limit }) => Array.from({ length: limit }, () => 0), 10, 50)).rejects.toThrow(/more than 50 rows/);
  });
});
