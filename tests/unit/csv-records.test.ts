/** Statement CSVs are read in pieces: records, their line numbers and malformed lines do not depend on where a piece ends. */
import { describe, expect, it } from 'vitest';
import { createCsvRecordReader, type CsvRecord } from '../../src/main/core/csv-records';

function readAll(pieces: string[]): CsvRecord[] {
  const reader = createCsvRecordReader();
  return [...pieces.flatMap((piece) => reader.push(piece)), ...reader.end()];
}

/** Every way of cutting the text in two pieces gives the same records as the whole text. */
function expectSameAtEveryCut(text: string, expected: CsvRecord[]): void {
  expect(readAll([text])).toEqual(expected);
  for (let cut = 0; cut <= text.length; cut += 1) expect(readAll([text.slice(0, cut), text.slice(cut)])).toEqual(expected);
}

describe('csv records', () => {
  it('reads plain and quoted fields, CRLF and LF, a byte order mark and Arabic text', () => {
    const text = '\uFEFFmno,text\r\n1,"تبرع, ماء"\r\n2,"say ""hi"""\n2,water';
    expectSameAtEveryCut(text, [
      { line: 1, fields: ['mno', 'text'] },
      { line: 2, fields: ['1', 'تبرع, ماء'] },
      { line: 3, fields: ['2', 'say "hi"'] },
      { line: 4, fields: ['2', 'water'] },
    ]);
  });

  it('keeps a line break inside quotes in its field and counts the lines it spans', () => {
    expectSameAtEveryCut('a,"one\ntwo"\nb,c\n', [
      { line: 1, fields: ['a', 'one\ntwo'] },
      { line: 3, fields: ['b', 'c'] },
    ]);
  });

  it('skips blank lines but counts them', () => {
    expectSameAtEveryCut('a\n\n\nb\n', [
      { line: 1, fields: ['a'] },
      { line: 4, fields: ['b'] },
    ]);
  });

  it('reports a malformed line by its number and goes on with the next one', () => {
    expectSameAtEveryCut('a,b\nx"y,z\n"q"r,s\nc,d\n"never closed\ne,f', [
      { line: 1, fields: ['a', 'b'] },
      { line: 2, error: 'strayQuote' },
      { line: 3, error: 'strayQuote' },
      { line: 4, fields: ['c', 'd'] },
      { line: 5, error: 'unterminatedQuote' },
    ]);
  });

  it('keeps empty fields', () => {
    expect(readAll([',,\n'])).toEqual([{ line: 1, fields: ['', '', ''] }]);
  });
});
