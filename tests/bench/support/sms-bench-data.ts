/**
 * What the SMS benches share: a fresh database of their own (PostgreSQL, or PGlite in a
 * temporary folder), the organizations, keywords and short codes messages are counted for, a
 * month of messages loaded inside the database (generate_series, not through HTTP), the plain
 * SQL aggregate reports are checked against, and an admin session.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { CAMPAIGN_SHORT_CODE_PRICES, OPERATORS } from '../../../src/shared/constants';
import { openDatabase, type Database, type DatabaseHandle } from '../../../src/server/db/database';
import { keywords, mnos, organizations, shortCodes } from '../../../src/server/db/schema';
import { withAdminClient } from '../../server/support/databases';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** How a server opens it. */
  location: { databaseUrl: string } | { dataDir: string };
  /** Closes the handle and deletes the database. */
  drop(): Promise<void>;
}

/** A new database `bo_bench_<random>` on the server of DATABASE_URL (or the local default), migrated. */
export async function createPostgresBenchDatabase(): Promise<BenchDatabase> {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const name = `bo_bench_${randomBytes(5).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = await openDatabase({ databaseUrl });
  return {
    handle,
    location: { databaseUrl },
    async drop() {
      await handle.close();
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** An embedded database in a new temporary folder, migrated. */
export async function createPgliteBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bo-bench-sms-'));
  const handle = await openDatabase({ dataDir });
  return {
    handle,
    location: { dataDir },
    async drop() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Raw results are `{ rows }` on both drivers; numbers of bigint and count come back as strings on node-postgres. */
export async function rowsOf<T extends Record<string, unknown>>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const ORGANIZATIONS = 5;
export const KEYWORDS_PER_ORGANIZATION = 10;
/** The campaign short codes (spec 9) and their prices, in a fixed order. */
export const BENCH_SHORT_CODES = Object.entries(CAMPAIGN_SHORT_CODE_PRICES).map(([code, price]) => ({ code: Number(code), price }));

export interface BenchKeyword {
  orgId: number;
  /** As stored (and as reports show it). */
  title: string;
}

export interface BenchCatalogue {
  orgIds: number[];
  /** ORGANIZATIONS × KEYWORDS_PER_ORGANIZATION, organization by organization. */
  keywords: BenchKeyword[];
}

/** Keyword n (0-based): English and Arabic alternate, every title unique across organizations. */
const keywordTitle = (index: number) => (index % 2 === 0 ? `GIFT${index + 1}` : `تبرع${index + 1}`);

/**
 * Five organizations taking part in reports (takamul_ngo_id not '0'), ten keywords each, and
 * every campaign short code on both operators for each of them (spec 9 prices).
 */
export async function seedBenchCatalogue(db: Database, now = new Date()): Promise<BenchCatalogue> {
  await db.insert(mnos).values(OPERATORS.map(({ id, nameEN, nameAR }) => ({ id, nameEN, nameAR }))).onConflictDoNothing();
  const orgRows = await db
    .insert(organizations)
    .values(
      Array.from({ length: ORGANIZATIONS }, (_, index) => ({
        intID: 9001 + index,
        nameAR: `جمعية قياس ${index + 1}`,
        nameEN: `Benchmark charity ${index + 1}`,
        takamul_ngo_id: String(5001 + index),
      })),
    )
    .returning({ id: organizations.id });
  const orgIds = orgRows.map((row) => row.id);
  const benchKeywords = Array.from({ length: ORGANIZATIONS * KEYWORDS_PER_ORGANIZATION }, (_, index) => ({
    orgId: orgIds[Math.floor(index / KEYWORDS_PER_ORGANIZATION)]!,
    title: keywordTitle(index),
  }));
  await db.insert(keywords).values(
    benchKeywords.map((keyword, index) => ({
      objectId: `bench${String(index).padStart(5, '0')}`,
      title: keyword.title,
      org_id: keyword.orgId,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await db.insert(shortCodes).values(
    orgIds.flatMap((orgid, orgIndex) =>
      BENCH_SHORT_CODES.flatMap(({ code, price }) =>
        OPERATORS.map(({ id }) => ({ orgid, mnoid: id, price, shortcode: code, keywordEN: `BENCH${orgIndex + 1}` })),
      ),
    ),
  );
  return { orgIds, keywords: benchKeywords };
}

export interface MessageLoad {
  /** First day of the month, yyyy-MM-dd. */
  month: string;
  messages: number;
  /** Distinct senders drawn from; with 10M messages over 3.15M, about 3M of them send. */
  senderPool: number;
  /** Rows per INSERT statement. */
  chunk?: number;
  onProgress?: (loaded: number) => void;
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Loads `messages` messages spread evenly over the month, as the intake stores them: into
 * sms_messages (its month's partition), sms_senders (keyed hashes, here of made-up numbers) and
 * sms_uncounted (waiting for the counter). Message i is shaped by two hashes of i: its keyword
 * (1 in 100 unmatched, half of those of no known organization), operator, short code (price),
 * and sender, so keywords, operators and senders are independent of each other.
 */
export async function loadMessages(db: Database, catalogue: BenchCatalogue, load: MessageLoad): Promise<void> {
  const [senderBase] = await rowsOf<{ base: string | number }>(db, sql`select coalesce(max(id), 0) as base from sms_senders`);
  const firstSender = Number(senderBase!.base) + 1;
  await db.execute(sql`insert into sms_senders (hash)
    select decode(md5('bench-sender-' || g), 'hex') from generate_series(1, ${load.senderPool}) as g order by g`);
  const [check] = await rowsOf<{ low: number; high: number }>(
    db,
    sql`select min(id) as low, max(id) as high from sms_senders where id >= ${firstSender}`,
  );
  // Sender ids are used by arithmetic below: they must be the dense range just added.
  if (Number(check!.low) !== firstSender || Number(check!.high) !== firstSender + load.senderPool - 1) {
    throw new Error(`sender ids are not the dense range ${firstSender}…${firstSender + load.senderPool - 1}`);
  }

  const [seqRow] = await rowsOf<{ last: string | number }>(db, sql`select last_value as last from sms_message_seq`);
  const seqBase = Number(seqRow!.last);
  await db.execute(sql`select sms_messages_ensure_month(${load.month}::date)`);
  const titles = `array[${catalogue.keywords.map((keyword) => sqlText(keyword.title)).join(',')}]::text[]`;
  const orgs = `array[${catalogue.keywords.map((keyword) => keyword.orgId).join(',')}]::int[]`;
  const codes = `array[${BENCH_SHORT_CODES.map((code) => code.code).join(',')}]::int[]`;
  const prices = `array[${BENCH_SHORT_CODES.map((code) => code.price).join(',')}]::int[]`;
  const keywordCount = catalogue.keywords.length;
  const [year, month] = load.month.split('-').map(Number) as [number, number];
  const monthSeconds = new Date(Date.UTC(year, month, 0)).getUTCDate() * 86_400;
  const chunk = load.chunk ?? 500_000;
  for (let first = 1; first <= load.messages; first += chunk) {
    const last = Math.min(load.messages, first + chunk - 1);
    await db.execute(sql`
      with source as (
        select i,
               hashint8(i)::bigint + 2147483648 as h1,
               hashint8(-i)::bigint + 2147483648 as h2,
               ${load.month}::timestamp + ((i - 1) * ${monthSeconds}::float8 / ${load.messages}) * interval '1 second' as local_at
        from generate_series(${first}::bigint, ${last}::bigint) as i
      ), shaped as (
        select i, local_at,
               (h1 % ${keywordCount})::int + 1 as k,
               (h1 / ${keywordCount}) % 100 = 0 as unmatched,
               (1 + (h1 / 5000) % 2)::smallint as mno,
               ((h1 / 10000) % ${BENCH_SHORT_CODES.length})::int + 1 as code,
               (${firstSender} + h2 % ${load.senderPool})::int as sender_id
        from source
      ), stored as (
        insert into sms_messages (seq, day, received_at, mno, operator_message_id, short_code, sender_id, text, org_id, keyword, price, source, stored_at)
        select ${seqBase} + i, local_at::date, local_at at time zone 'Asia/Dubai', mno, 'bench-' || i,
               (${sql.raw(codes)})[code], sender_id,
               case when unmatched then 'hello' else (${sql.raw(titles)})[k] end,
               case when unmatched and i % 2 = 0 then null else (${sql.raw(orgs)})[k] end,
               case when unmatched then null else (${sql.raw(titles)})[k] end,
               (${sql.raw(prices)})[code], 'gateway', local_at at time zone 'Asia/Dubai'
        from shaped
        returning seq, day, org_id
      )
      insert into sms_uncounted (seq, day, org_id) select seq, day, org_id from stored`);
    load.onProgress?.(last);
  }
  await db.execute(sql`select setval('sms_message_seq', ${seqBase + load.messages})`);
  await db.execute(sql`analyze`);
}

/** A report row's figures (reportFiguresSchema) with its keyword; null: unmatched. */
export interface FigureRow {
  keyword: string | null;
  count: number;
  Etisalat: number;
  Du: number;
  Uniquecount: number;
  total: number;
}

export interface PlainAggregate {
  rows: FigureRow[];
  totals: Omit<FigureRow, 'keyword'>;
}

/**
 * What a report shows, computed straight from the raw messages: count, count per operator,
 * distinct senders and the sum of prices per keyword, and over the whole period (one statement).
 * `orgId` null: every message of the period (the report of all organizations).
 */
export async function plainAggregate(db: Database, orgId: number | null, from: string, to: string): Promise<PlainAggregate> {
  const rows = await rowsOf<Record<string, string | number | null>>(
    db,
    sql`select grouping(keyword) as whole, keyword, count(*) as count,
               count(*) filter (where mno = 1) as etisalat, count(*) filter (where mno = 2) as du,
               count(distinct sender_id) as senders, coalesce(sum(price), 0) as total
        from sms_messages
        where day between ${from}::date and ${to}::date ${orgId === null ? sql`` : sql`and org_id = ${orgId}`}
        group by grouping sets ((keyword), ())`,
  );
  const figures = (row: Record<string, string | number | null>) => ({
    count: Number(row.count),
    Etisalat: Number(row.etisalat),
    Du: Number(row.du),
    Uniquecount: Number(row.senders),
    total: Number(row.total),
  });
  const whole = rows.find((row) => Number(row.whole) === 1);
  return {
    rows: rows.filter((row) => Number(row.whole) === 0).map((row) => ({ keyword: row.keyword as string | null, ...figures(row) })),
    totals: whole ? figures(whole) : { count: 0, Etisalat: 0, Du: 0, Uniquecount: 0, total: 0 },
  };
}

/** Per-day figures of the period (the report's `days`), optionally of one keyword. */
export async function plainDays(
  db: Database,
  orgId: number | null,
  from: string,
  to: string,
  keyword?: string,
): Promise<Array<Omit<FigureRow, 'keyword'> & { day: string }>> {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, count(*) as count,
               count(*) filter (where mno = 1) as etisalat, count(*) filter (where mno = 2) as du,
               count(distinct sender_id) as senders, coalesce(sum(price), 0) as total
        from sms_messages
        where day between ${from}::date and ${to}::date
          ${orgId === null ? sql`` : sql`and org_id = ${orgId}`}
          ${keyword === undefined ? sql`` : sql`and keyword = ${keyword}`}
        group by day order by day`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    count: Number(row.count),
    Etisalat: Number(row.etisalat),
    Du: Number(row.du),
    Uniquecount: Number(row.senders),
    total: Number(row.total),
  }));
}

const FIGURES = ['count', 'Etisalat', 'Du', 'Uniquecount', 'total'] as const;

/**
 * Every figure of `actual` against `expected`, rows matched by `key`: the differences as
 * readable lines (none when equal).
 */
export function compareFigures<T extends Omit<FigureRow, 'keyword'>>(
  label: string,
  expected: readonly T[],
  actual: readonly T[],
  key: (row: T) => string,
): string[] {
  const differences: string[] = [];
  const actualByKey = new Map(actual.map((row) => [key(row), row]));
  for (const row of expected) {
    const other = actualByKey.get(key(row));
    actualByKey.delete(key(row));
    if (!other) {
      differences.push(`${label} ${key(row)}: missing from the report`);
      continue;
    }
    for (const figure of FIGURES) {
      if (row[figure] !== other[figure]) differences.push(`${label} ${key(row)} ${figure}: SQL ${row[figure]}, report ${other[figure]}`);
    }
  }
  for (const extra of actualByKey.keys()) differences.push(`${label} ${extra}: in the report only`);
  return differences;
}


/** Value of `--name N` on the command line, else `fallback`. */
/** The value after `--name` on the command line, if given. */
export function textOption(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

export function numberOption(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]?.replaceAll('_', ''));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} takes a positive whole number`);
  return value;
}

export const flag = (name: string) => process.argv.includes(`--${name}`);

export const seconds = (ms: number) => (ms / 1000).toFixed(2);
