/**
 * The final report of `npm run bench:peak` against what the phones sent. Each text a phone sent
 * to a short code of an operator is worked out once, by the attribution rule the intake applies
 * (services/sms/attribution.ts: its keyword and price), then multiplied by how many it sent: that
 * is what each (keyword, operator, short code) must add to the report, independently of what was
 * stored. The report has a row per keyword (messages, per operator, donations, distinct senders),
 * no column per short code: so each (keyword, operator, short code) line is checked against the
 * messages stored for it, and each keyword's row, less the same row of the report built before the
 * flood, against the sum of its lines. Distinct senders cannot be worked out from the phones
 * (fakesmsc draws its numbers at random): the report's are checked against the distinct senders
 * of the period's stored messages.
 */
import { sql } from 'drizzle-orm';
import type { Report, ReportFigures } from '../../../src/shared/entities/report';
import type { Database } from '../../../src/server/db/database';
import { rowsOf } from '../../../src/server/db/sql-rows';
import { attribute, currentSmsRouting } from '../../../src/server/services/sms/attribution';
import type { DonorMessage } from '../../server/support/kannel-phones';
import type { StoredMessage } from './peak-intake';

const ETISALAT = 1;
const DU = 2;

/** One text of the phones: where the rule puts it, how many were sent and how many stored. */
export interface PhoneLine {
  keyword: string | null;
  smscId: string;
  mno: number;
  shortCode: number;
  text: string;
  price: number;
  sent: number;
  stored: number;
}

export interface Difference {
  /** `keyword ERC`, or `ERC etisalat 4202 'erc'` for a line. */
  what: string;
  field: string;
  expected: number;
  found: number;
}

export interface ReportCheck {
  lines: PhoneLine[];
  /** Per keyword: what the phones add (count, Etisalat, Du, total) and the report's change; Uniquecount: the report's and the stored messages'. */
  rows: Array<{ keyword: string | null; expected: ReportFigures; found: ReportFigures }>;
  differences: Difference[];
}

const FIELDS = ['count', 'Etisalat', 'Du', 'total'] as const;
const emptyFigures = (): ReportFigures => ({ count: 0, Etisalat: 0, Du: 0, Uniquecount: 0, total: 0 });
const keywordName = (keyword: string | null) => keyword ?? '(unmatched)';

/** The phones' lines: each text's keyword and price by the rule on `day`, with what was sent and stored. */
export async function phoneLines(
  db: Database,
  sent: ReadonlyMap<DonorMessage, number>,
  mnoOf: (smscId: string) => number,
  day: string,
  stored: readonly StoredMessage[],
): Promise<PhoneLine[]> {
  const routing = await currentSmsRouting(db);
  const storedByText = new Map<string, number>();
  const textKey = (mno: number, shortCode: number, text: string) => `${mno}|${shortCode}|${text}`;
  for (const row of stored) storedByText.set(textKey(row.mno, row.shortCode, row.text), (storedByText.get(textKey(row.mno, row.shortCode, row.text)) ?? 0) + 1);
  return [...sent].map(([message, count]) => {
    const mno = mnoOf(message.smscId);
    const { keyword, price } = attribute(routing, { mno, shortCode: message.shortCode, text: message.text, day });
    return { keyword, smscId: message.smscId, mno, shortCode: message.shortCode, text: message.text, price, sent: count, stored: storedByText.get(textKey(mno, message.shortCode, message.text)) ?? 0 };
  });
}

/** Distinct senders of the period's stored messages, per keyword ('' unmatched) and over all. */
async function storedSenders(db: Database, period: { from_date: string; to_date: string }): Promise<{ byKeyword: Map<string, number>; total: number }> {
  const rows = rowsOf<{ keyword: string | null; senders: number | string }>(
    await db.execute(sql`
      SELECT keyword, count(DISTINCT sender_id) AS senders FROM sms_messages
      WHERE day BETWEEN ${period.from_date}::date AND ${period.to_date}::date GROUP BY keyword
    `),
  );
  const [all] = rowsOf<{ senders: number | string }>(
    await db.execute(sql`SELECT count(DISTINCT sender_id) AS senders FROM sms_messages WHERE day BETWEEN ${period.from_date}::date AND ${period.to_date}::date`),
  );
  return { byKeyword: new Map(rows.map((row) => [row.keyword ?? '', Number(row.senders)])), total: Number(all?.senders ?? 0) };
}

export async function checkReport(
  db: Database,
  period: { from_date: string; to_date: string },
  lines: readonly PhoneLine[],
  before: Report,
  after: Report,
): Promise<ReportCheck> {
  const differences: Difference[] = [];
  for (const line of lines) {
    if (line.sent !== line.stored) differences.push({ what: `${keywordName(line.keyword)} ${line.smscId} ${line.shortCode} '${line.text}'`, field: 'messages stored', expected: line.sent, found: line.stored });
  }

  const expected = new Map<string, ReportFigures>();
  const figuresOf = (map: Map<string, ReportFigures>, keyword: string | null) => {
    const key = keyword ?? '';
    const figures = map.get(key) ?? emptyFigures();
    map.set(key, figures);
    return figures;
  };
  for (const line of lines) {
    const figures = figuresOf(expected, line.keyword);
    figures.count += line.sent;
    if (line.mno === ETISALAT) figures.Etisalat += line.sent;
    if (line.mno === DU) figures.Du += line.sent;
    figures.total += line.sent * line.price;
  }
  const senders = await storedSenders(db, period);
  const rowOf = (report: Report, key: string) => report.rows.find((row) => (row.keyword ?? '') === key) ?? emptyFigures();
  const keys = new Set([...expected.keys(), ...after.rows.map((row) => row.keyword ?? ''), ...before.rows.map((row) => row.keyword ?? '')]);
  const rows: ReportCheck['rows'] = [];
  for (const key of [...keys].sort()) {
    const keyword = key === '' ? null : key;
    const wanted = { ...figuresOf(expected, keyword), Uniquecount: senders.byKeyword.get(key) ?? 0 };
    const [now, then] = [rowOf(after, key), rowOf(before, key)];
    const found = { ...emptyFigures(), Uniquecount: now.Uniquecount };
    for (const field of FIELDS) found[field] = now[field] - then[field];
    rows.push({ keyword, expected: wanted, found });
    for (const field of [...FIELDS, 'Uniquecount'] as const) {
      if (wanted[field] !== found[field]) differences.push({ what: `keyword ${keywordName(keyword)}`, field, expected: wanted[field], found: found[field] });
    }
  }
  const totals = { ...emptyFigures(), Uniquecount: senders.total };
  for (const row of rows) for (const field of FIELDS) totals[field] += row.expected[field];
  for (const field of [...FIELDS, 'Uniquecount'] as const) {
    const found = field === 'Uniquecount' ? after.totals.Uniquecount : after.totals[field] - before.totals[field];
    if (totals[field] !== found) differences.push({ what: 'totals', field, expected: totals[field], found });
  }
  return { lines: [...lines], rows, differences };
}

/** The check as printed: the phones' lines, the report's rows, then every difference (or none). */
export function reportCheckLines(check: ReportCheck): string[] {
  const number = (value: number) => value.toLocaleString('en-US');
  const pair = (expected: number, found: number) => (expected === found ? number(found) : `${number(expected)}≠${number(found)}`);
  const out = ['  sent by the phones, per keyword, operator and short code (stored beside):'];
  for (const line of [...check.lines].sort((a, b) => keywordName(a.keyword).localeCompare(keywordName(b.keyword)) || a.mno - b.mno || a.shortCode - b.shortCode)) {
    out.push(
      `    ${keywordName(line.keyword).padEnd(12)} ${line.smscId.padEnd(9)} ${String(line.shortCode).padEnd(5)} AED ${String(line.price).padStart(4)}  ` +
        `'${line.text}'  sent ${number(line.sent).padStart(7)}  stored ${number(line.stored).padStart(7)} ${line.sent === line.stored ? '✓' : '✗'}`,
    );
  }
  out.push('  the report per keyword (its change over the flood; distinct senders against the stored messages), expected≠reported where they differ:');
  for (const row of check.rows) {
    const fields = `messages ${pair(row.expected.count, row.found.count)}, Etisalat ${pair(row.expected.Etisalat, row.found.Etisalat)}, ` +
      `Du ${pair(row.expected.Du, row.found.Du)}, AED ${pair(row.expected.total, row.found.total)}, senders ${pair(row.expected.Uniquecount, row.found.Uniquecount)}`;
    const same = (['count', 'Etisalat', 'Du', 'total', 'Uniquecount'] as const).every((field) => row.expected[field] === row.found[field]);
    out.push(`    ${keywordName(row.keyword).padEnd(12)} ${fields} ${same ? '✓' : '✗'}`);
  }
  if (check.differences.length === 0) {
    out.push('  differences: none ✓');
  } else {
    out.push(`  DIFFERENCES (${check.differences.length}):`);
    out.push(`    ${'what'.padEnd(40)} ${'field'.padEnd(16)} ${'expected'.padStart(12)} ${'found'.padStart(12)} ${'difference'.padStart(11)}`);
    for (const difference of check.differences) {
      out.push(
        `    ${difference.what.padEnd(40)} ${difference.field.padEnd(16)} ${number(difference.expected).padStart(12)} ${number(difference.found).padStart(12)} ` +
          `${(difference.found - difference.expected > 0 ? '+' : '') + number(difference.found - difference.expected)}`.padStart(11),
      );
    }
  }
  return out;
}
