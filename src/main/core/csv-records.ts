/**
 * Reads CSV records (RFC 4180: commas, double-quoted fields that may hold commas, quotes and
 * line breaks, CRLF or LF) from text that arrives in pieces, so a large file is never held
 * whole. Each record says the line of the file it starts on. A malformed record (a quote inside
 * an unquoted field, text after a closing quote, a quote never closed) comes out as an error of
 * its own line and reading goes on with the next line: one bad line never ends a file.
 * Written here rather than with papaparse (which writes the list exports): papaparse accepts a
 * stray quote as data, reads on past a broken quote into the following lines, numbers no lines
 * and guesses the line break once from the first piece, so a CRLF cut between pieces leaks.
 */

export type CsvRecord = { line: number; fields: string[] } | { line: number; error: 'strayQuote' | 'unterminatedQuote' };

type State = 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted' | 'skipToLineEnd';

export interface CsvRecordReader {
  /** The records completed by this piece of text. */
  push(text: string): CsvRecord[];
  /** The last record, once the text has ended. */
  end(): CsvRecord[];
}

export function createCsvRecordReader(): CsvRecordReader {
  let state: State = 'fieldStart';
  let field = '';
  let fields: string[] = [];
  /** The line the current character is on, and the one the current record started on. */
  let line = 1;
  let recordLine = 1;
  /** A CR just ended a record: an LF right after it belongs to the same line break. */
  let afterCarriageReturn = false;
  let malformed: 'strayQuote' | null = null;
  let started = false;

  function finishRecord(out: CsvRecord[]): void {
    fields.push(field);
    // A blank line (a trailing line break, an empty line in the middle) is no record.
    const blank = fields.length === 1 && fields[0] === '' && !malformed;
    if (!blank) out.push(malformed ? { line: recordLine, error: malformed } : { line: recordLine, fields });
    field = '';
    fields = [];
    malformed = null;
    state = 'fieldStart';
    recordLine = line;
  }

  function push(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    for (let index = 0; index < text.length; index += 1) {
      let char = text[index]!;
      if (!started) {
        started = true;
        // The UTF-8 byte order mark Excel writes is not part of the first column's name.
        if (char === '\uFEFF') continue;
      }
      if (afterCarriageReturn) {
        afterCarriageReturn = false;
        if (char === '\n') continue;
      }
      const lineBreak = char === '\n' || char === '\r';
      if (char === '\r') char = '\n';

      switch (state) {
        case 'quoted':
          if (char === '"') state = 'quoteInQuoted';
          else field += text[index]!;
          break;
        case 'quoteInQuoted':
          if (char === '"') {
            field += '"';
            state = 'quoted';
          } else if (char === ',') {
            fields.push(field);
            field = '';
            state = 'fieldStart';
          } else if (!lineBreak) {
            malformed = 'strayQuote';
            state = 'skipToLineEnd';
          }
          break;
        case 'skipToLineEnd':
          break;
        case 'fieldStart':
        case 'unquoted':
          if (state === 'fieldStart' && char === '"') state = 'quoted';
          else if (char === ',') {
            fields.push(field);
            field = '';
            state = 'fieldStart';
          } else if (char === '"') {
            malformed = 'strayQuote';
            state = 'skipToLineEnd';
          } else {
            state = 'unquoted';
            if (!lineBreak) field += char;
          }
          break;
      }

      if (lineBreak) {
        line += 1;
        if (text[index] === '\r') afterCarriageReturn = true;
        if (state !== 'quoted') finishRecord(out);
      }
    }
    return out;
  }

  function end(): CsvRecord[] {
    const out: CsvRecord[] = [];
    if (state === 'quoted') {
      out.push({ line: recordLine, error: 'unterminatedQuote' });
      field = '';
      fields = [];
      state = 'fieldStart';
      return out;
    }
    finishRecord(out);
    return out;
  }

  return { push, end };
}
