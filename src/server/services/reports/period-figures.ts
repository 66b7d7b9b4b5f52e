/**
 * A period's figures, from the counter's daily tables only (never the messages themselves):
 * counts and donations are sums of `sms_daily_figures`, a few thousand rows for a month however
 * many messages it had; distinct senders are the sizes of unions of the `sms_daily_senders`
 * sets of the same (organization, day range), one union per keyword, per day and for the whole.
 *
 * Reading (`readPeriodData`) and adding up (`figuresOf`) are apart so that a build can read
 * inside its consistent snapshot and add up outside it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportDayRow, ReportFigures, ReportRow } from '../../../shared/entities/report';
import type { Queryable } from '../../db/database';
import { withSenderSets, type SenderSet } from './sender-sets';
import { rowsOf, toNumber } from '../../db/sql-rows';

const ETISALAT = 1;
const DU = 2;
const DAY_MS = 86_400_000;

export interface PeriodScope {
  /** null: every organization, and messages of none known. */
  orgId: number | null;
  from: string;
  to: string;
  /** Only these keywords (their titles as matched); undefined: every keyword and the unmatched. */
  keywords?: readonly string[];
}

interface FigureRow {
  keyword: string;
  day: string;
  mno: number;
  messages: number;
  donations: number;
}

interface SenderRow {
  keyword: string;
  day: string;
  senders: Uint8Array;
}

export interface PeriodData {
  figures: FigureRow[];
  senders: SenderRow[];
}

export interface PeriodFigures {
  /** One per keyword ('' the unmatched), by total donations, largest first. */
  rows: ReportRow[];
  totals: ReportFigures;
  /** One per day that had messages, in order. */
  days: ReportDayRow[];
}

/** The WHERE of a scope over either daily table. */
export function scopeFilter(scope: PeriodScope): SQL {
  const conditions = [sql`day BETWEEN ${scope.from}::date AND ${scope.to}::date`];
  if (scope.orgId !== null) conditions.push(sql`org_id = ${scope.orgId}`);
  if (scope.keywords !== undefined) {
    conditions.push(scope.keywords.length === 0 ? sql`false` : sql`keyword IN (${sql.join(scope.keywords.map((keyword) => sql`${keyword}`), sql`, `)})`);
  }
  return sql.join(conditions, sql` AND `);
}

export async function readPeriodFigures(db: Queryable, scope: PeriodScope): Promise<FigureRow[]> {
  const rows = rowsOf<FigureRow>(
    await db.execute(sql`
      SELECT keyword, day::text AS day, mno, sum(messages) AS messages, sum(donations) AS donations
      FROM sms_daily_figures WHERE ${scopeFilter(scope)}
      GROUP BY keyword, day, mno
    `),
  );
  return rows.map((row) => ({ ...row, mno: Number(row.mno), messages: toNumber(row.messages), donations: toNumber(row.donations) }));
}

export async function readPeriodSenders(db: Queryable, scope: PeriodScope): Promise<SenderRow[]> {
  return rowsOf<SenderRow>(
    await db.execute(sql`SELECT keyword, day::text AS day, senders FROM sms_daily_senders WHERE ${scopeFilter(scope)}`),
  );
}

export async function readPeriodData(db: Queryable, scope: PeriodScope): Promise<PeriodData> {
  return { figures: await readPeriodFigures(db, scope), senders: await readPeriodSenders(db, scope) };
}

const emptyFigures = (): ReportFigures => ({ count: 0, Etisalat: 0, Du: 0, Uniquecount: 0, total: 0 });

function add(into: ReportFigures, row: FigureRow): void {
  into.count += row.messages;
  into.total += row.donations;
  if (row.mno === ETISALAT) into.Etisalat += row.messages;
  else if (row.mno === DU) into.Du += row.messages;
}

/** Adds up a period's data: rows per keyword, days, and totals with distinct senders of the whole. */
export function figuresOf(data: PeriodData): PeriodFigures {
  const byKeyword = new Map<string, ReportFigures>();
  const byDay = new Map<string, ReportFigures>();
  const totals = emptyFigures();
  for (const row of data.figures) {
    add(totals, row);
    add(getOrAdd(byKeyword, row.keyword, emptyFigures), row);
    add(getOrAdd(byDay, row.day, emptyFigures), row);
  }

  withSenderSets((sets) => {
    const keywordSets = new Map<string, SenderSet[]>();
    const daySets = new Map<string, SenderSet[]>();
    for (const row of data.senders) {
      const set = sets.read(row.senders);
      getOrAdd(keywordSets, row.keyword, () => []).push(set);
      getOrAdd(daySets, row.day, () => []).push(set);
    }
    const keywordUnions: SenderSet[] = [];
    for (const [keyword, list] of keywordSets) {
      const union = sets.union(list);
      keywordUnions.push(union);
      getOrAdd(byKeyword, keyword, emptyFigures).Uniquecount = union.size;
    }
    for (const [day, list] of daySets) getOrAdd(byDay, day, emptyFigures).Uniquecount = sets.union(list).size;
    totals.Uniquecount = sets.union(keywordUnions).size;
  });

  const rows = [...byKeyword].map(([keyword, figures]) => ({ keyword: keyword === '' ? null : keyword, ...figures }));
  rows.sort((a, b) => b.total - a.total || b.count - a.count || (a.keyword ?? '').localeCompare(b.keyword ?? ''));
  const days = [...byDay].map(([day, figures]) => ({ day, ...figures })).sort((a, b) => a.day.localeCompare(b.day));
  return { rows, totals, days };
}

/** Every day of the period, those without messages with zero figures (the chart's days). */
export function everyDayOf(from: string, to: string, days: readonly ReportDayRow[]): ReportDayRow[] {
  const known = new Map(days.map((row) => [row.day, row]));
  const all: ReportDayRow[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    all.push(known.get(day) ?? { day, ...emptyFigures() });
  }
  return all;
}

function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
