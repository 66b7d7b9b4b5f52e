/**
 * `npm run bench:history`: record history at 10,000,000 entries over 100,000 records (about two
 * years of 20 admins' writes to 12 kinds of record) in a fresh PostgreSQL database (DATABASE_URL's
 * server, default postgres://postgres@127.0.0.1:5432; dropped at the end). The entries are loaded
 * inside the database (generate_series, a million rows per statement), not through HTTP. Prints:
 *  - the load's time and rate, and the table's size (heap, TOAST, each index) per million entries,
 *  - through the API, with random records and filters (warmed up, then --runs requests each,
 *    median and p95): a record's timeline, first 50 entries — target p95 ≤ 50 ms; the Activity
 *    screen's first page with its count, filtered by admin, by resource and action, by a date range,
 *    by a search of a record's name and by one common word of names — target p95 ≤ 100 ms each,
 *  - a save with its history row against the same save without one, side by side on the full table:
 *    a keyword's PUT over HTTP, alternating between the server and a second one on the same database
 *    whose history inserts do nothing — target overhead ≤ 10%; and, for context, the row's cost in a
 *    bare transaction at the database (the row FOR UPDATE, the versioned UPDATE, writeHistory or not).
 * Exits non-zero when the load (or a request) fails; a missed target is printed as MISSED.
 * Options: --rows N (default 10,000,000; --pglite 1,000,000), --records N (default rows / 100),
 * --runs N (requests per measurement, default 200), --saves N (saves of each kind, default 500);
 * --pglite: the embedded database instead.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { buildServer } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import { keywords, recordHistory, users } from '../../src/server/db/schema';
import { updateAtVersion } from '../../src/server/db/versioned-update';
import { notFound } from '../../src/server/http/api-error';
import { DEMO_IDENTITIES, seedDemoData } from '../../src/server/seed/demo';
import { writeHistory, type HistoryActor } from '../../src/server/services/history/record-history';
import type { ActivityPage, HistoryTimeline } from '../../src/shared/entities/history';
import type { Keyword } from '../../src/shared/entities/keyword';
import { entryOf, type ResourceName } from '../../src/shared/registry';
import { count, median, p95, verdict } from './stats';
import { CHARITY_PHRASES } from './support/charity-phrases';
import { signInAdmin } from './support/sign-in';
import { createPgliteBenchDatabase, createPostgresBenchDatabase, flag, numberOption, rowsOf, seconds } from './support/sms-bench-data';

const PGLITE = flag('pglite');
const ROWS = numberOption('rows', PGLITE ? 1_000_000 : 10_000_000);
const RECORDS = numberOption('records', Math.max(10, Math.round(ROWS / 100)));
const RUNS = numberOption('runs', 200);
const WARM_UP = 20;
const SAVES = numberOption('saves', 500);
const SAVE_WARM_UP = 50;
const CHUNK = 1_000_000;
const SPAN_DAYS = 730;
/** Distinct `changes` values (of each kind: an update's, a create's, a delete's) the entries draw from. */
const TEMPLATES = 4096;
const PAGE = 25;
const TIMELINE_LIMIT = 50;
const TARGET_TIMELINE_P95_MS = 50;
const TARGET_ACTIVITY_P95_MS = 100;
const TARGET_OVERHEAD_PERCENT = 10;

/** The records written to, by registry name, and their share of the records (in 100). */
const RESOURCES: Array<[ResourceName, number]> = [
  ['keywords', 16],
  ['projects', 14],
  ['causes', 12],
  ['memorials', 12],
  ['landingPages', 10],
  ['notifications', 8],
  ['ngoNews', 6],
  ['ambassadors', 5],
  ['organizations', 5],
  ['activities', 4],
  ['banners', 4],
  ['teams', 4],
];
/** Fields a change names; odd positions (1-based) hold English text, even ones Arabic. */
const FIELDS = ['title', 'nameAR', 'nameEN', 'infoAR', 'link', 'titleAR', 'notificationText', 'notificationTextInAR', 'infoEN', 'descriptionAR', 'Name', 'applicant_name'];
const ARABIC_TEXT = 'يقدم هذا المشروع المساعدة للأسر المحتاجة في مختلف المناطق ويوفر الغذاء والماء والدواء للمستحقين ';
const ENGLISH_TEXT = 'This project brings food, clean water and medicine to families in need across the region and beyond. ';
/** Of 100 entries: update 62, status 8, approval 4, payments 5, create 8, delete 5, restore 3, publish 2, purge 3. */
const ACTION_CASE = `case when a < 62 then 'update' when a < 70 then 'status' when a < 74 then 'approval' when a < 79 then 'payments'
  when a < 87 then 'create' when a < 92 then 'delete' when a < 95 then 'restore' when a < 97 then 'publish' else 'purge' end`;
const ADMINS = 20;
/** Of 100 entries, the demo admin (who the bench signs in as) wrote this many. */
const DEMO_ADMIN_SHARE = 15;

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(sqlText).join(',')}]::text[]`;
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

interface Admin {
  id: string;
  name: string;
}

/**
 * Entry i (1…rows) is shaped by hashes of i: its record (3 in 10 entries go to the busiest tenth
 * of the records), action, admin, client and changes (one of TEMPLATES per kind, 1–3 fields,
 * texts of 20–200 characters: building each entry's own would take most of the load's time); a
 * record's resource, id and name are functions of its number, so every entry of a record agrees
 * on them. `at` grows with i over the two years before `now`, as ids do.
 */
async function loadHistory(db: Database, admins: readonly Admin[], now: Date, onChunk: (loaded: number) => void): Promise<void> {
  const slots = RESOURCES.flatMap(([, share], index) => Array<number>(share).fill(index + 1));
  const resourceNames = textArray(RESOURCES.map(([name]) => name));
  const objectIds = `array[${RESOURCES.map(([name]) => entryOf(name).idShape === 'objectId').join(',')}]::boolean[]`;
  const start = new Date(now.getTime() - SPAN_DAYS * 86_400_000).toISOString();
  const spanSeconds = SPAN_DAYS * 86_400;
  const hot = Math.max(1, Math.floor(RECORDS / 10));
  const fields = textArray(FIELDS);
  /** Change j (1…3) of an entry: a field, and texts of 20–200 characters before and after (none before a create, none after a delete). */
  const change = (j: number) => {
    const field = `(1 + ((h3 / 3 + ${j}) % ${FIELDS.length})::int)`;
    const source = `case when ${field} % 2 = 0 then texts.arabic else texts.english end`;
    const part = (offsetDivisor: number, lengthDivisor: number) =>
      `substr(${source}, 1 + ((h4 / ${offsetDivisor}) % 200)::int, 20 + ((h4 / ${lengthDivisor}) % 181)::int)`;
    return sql.raw(
      `jsonb_build_object('field', (${fields})[${field}], ` +
        `'before', case when action = 'create' then null else ${part([1, 7, 49][j - 1]!, [13, 31, 71][j - 1]!)} end, ` +
        `'after', case when action in ('delete', 'purge') then null else ${part([3, 17, 61][j - 1]!, [5, 23, 97][j - 1]!)} end)`,
    );
  };
  for (let first = 1; first <= ROWS; first += CHUNK) {
    const last = Math.min(ROWS, first + CHUNK - 1);
    await db.execute(sql`
      with source as (
        select i,
               hashint8(i)::bigint + 2147483648 as h1,
               hashint8(-i)::bigint + 2147483648 as h2,
               hashint8(i + 1000000000000)::bigint + 2147483648 as h3
        from generate_series(${first}::bigint, ${last}::bigint) as i
      ), recorded as (
        select i, h3,
               case when h1 % 10 < 3 then 1 + (h1 / 10) % ${hot} else 1 + (h1 / 10) % ${RECORDS} end as r,
               (h2 % 100)::int as a,
               ((h2 / 100) % 100)::int as who,
               (h2 / 10000) % 10 < 8 as desktop
        from source
      ), shaped as materialized (
        select i, h3, r, who, desktop, ${sql.raw(ACTION_CASE)} as action,
               (${sql.raw(`array[${slots.join(',')}]::int[]`)})[1 + ((hashint8(r)::bigint + 2147483648) % 100)::int] as k,
               1 + ((hashint8(r + 7)::bigint + 2147483648) % ${CHARITY_PHRASES.length})::int as w
        from recorded
      ), texts as (
        select repeat(${ARABIC_TEXT}, 4) as arabic, repeat(${ENGLISH_TEXT}, 4) as english
      ), templates as materialized (
        select n, kind,
               case 1 + (h3 % 3)::int when 1 then jsonb_build_array(${change(1)})
                                      when 2 then jsonb_build_array(${change(1)}, ${change(2)})
                                      else jsonb_build_array(${change(1)}, ${change(2)}, ${change(3)}) end as changes
        from (select n, kind,
                     hashint8(n + 3000000000000)::bigint + 2147483648 as h3,
                     hashint8(n + 4000000000000)::bigint + 2147483648 as h4,
                     case kind when 1 then 'create' when 2 then 'delete' else 'update' end as action
              from generate_series(0, ${TEMPLATES - 1}::bigint) as n, generate_series(0, 2) as kind) as drawn,
             texts
      )
      insert into record_history (resource, record_id, record_name, action, admin_id, admin_name, at, client, client_version, record_version, changes)
      select (${sql.raw(resourceNames)})[k],
             case when (${sql.raw(objectIds)})[k] then substr(md5('bench-record-' || r), 1, 10) else r::text end,
             (${sql.raw(textArray(CHARITY_PHRASES.map(([arabic]) => arabic)))})[w] || ' ' || r || ' · ' || (${sql.raw(textArray(CHARITY_PHRASES.map(([, english]) => english)))})[w] || ' ' || r,
             action,
             (${sql.raw(textArray(admins.map((admin) => admin.id)))})[case when who < ${DEMO_ADMIN_SHARE} then 1 else 2 + who % ${ADMINS - 1} end],
             (${sql.raw(textArray(admins.map((admin) => admin.name)))})[case when who < ${DEMO_ADMIN_SHARE} then 1 else 2 + who % ${ADMINS - 1} end],
             ${start}::timestamptz + ((i - 1) * ${spanSeconds}::float8 / ${ROWS}) * interval '1 second',
             case when desktop then 'desktop' else 'browser' end,
             '1.' || ((i - 1) * 12 / ${ROWS}) || '.' || (h3 % 4),
             1 + (h3 / 4 % 150)::int,
             templates.changes
      from shaped
      join templates on templates.n = shaped.h3 / 600 % ${TEMPLATES}
                    and templates.kind = case when action = 'create' then 1 when action in ('delete', 'purge') then 2 else 0 end
      order by i`);
    onChunk(last);
  }
}

interface Timed<T> {
  ms: number;
  body: T;
}

/** GET with the admin's session, timed from the client; anything but 200 stops the bench. */
/**
 * The database as a server sees it, except that inserts into record_history do nothing: the bench's
 * server "without its history row", for the side-by-side only (nothing in the product can do this).
 */
function withoutHistoryRows(db: Database): Database {
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property, object);
        if (typeof value !== 'function') return value;
        if (property === 'insert') return (table: unknown) => (table === recordHistory ? { values: async () => undefined } : value.call(object, table));
        if (property === 'transaction') return (run: (tx: object) => Promise<unknown>, config?: unknown) => value.call(object, (tx: object) => run(wrap(tx)), config);
        return value.bind(object);
      },
    });
  return wrap(db);
}

function apiOf(url: string, headers: Record<string, string>) {
  return async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<Timed<T>> => {
    const started = performance.now();
    const response = await fetch(url + path, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
    return { ms: elapsed, body: JSON.parse(text) as T };
  };
}

interface Measured {
  median: number;
  p95: number;
  counts: number[];
}

/** WARM_UP requests, then RUNS timed ones, each to a new path. */
async function measure<T>(get: (path: string) => Promise<Timed<T>>, nextPath: () => string, countOf: (body: T) => number): Promise<Measured> {
  for (let run = 0; run < WARM_UP; run++) await get(nextPath());
  const times: number[] = [];
  const counts: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { ms, body } = await get(nextPath());
    times.push(ms);
    counts.push(countOf(body));
  }
  return { median: median(times), p95: p95(times), counts };
}

const timing = (measured: Measured, target: number) =>
  `median ${measured.median.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms (target p95 ≤ ${target} ms) ${verdict(measured.p95 <= target)}`;

/** A keyword row as the API answers it (what the class store gives writeHistory). */
const answered = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !key.endsWith('Search'))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

async function main(): Promise<void> {
  console.log(
    `Record history bench on ${PGLITE ? 'PGlite (embedded)' : 'PostgreSQL'}: ${count(ROWS)} entries over ${count(RECORDS)} records, ${RESOURCES.length} resources, ${ADMINS} admins, ${SPAN_DAYS} days`,
  );
  const database = PGLITE ? await createPgliteBenchDatabase() : await createPostgresBenchDatabase();
  const { db } = database.handle;
  try {
    const now = new Date();
    await seedDemoData(db, now);
    const [demoAdmin] = await db
      .select({ objectId: users.objectId, name: users.name })
      .from(users)
      .where(eq(users.mobileNumber, DEMO_IDENTITIES.admin.mobile_number));
    const admins: Admin[] = [
      { id: demoAdmin!.objectId, name: demoAdmin!.name ?? 'Demo Admin' },
      ...Array.from({ length: ADMINS - 1 }, (_, index) => ({
        id: `benchAdm${String(index + 1).padStart(2, '0')}`,
        name: index % 2 === 0 ? `مشرف ${index + 1}` : `Admin ${index + 1}`,
      })),
    ];

    let started = performance.now();
    await loadHistory(db, admins, now, (loaded) => {
      const elapsed = performance.now() - started;
      process.stdout.write(`  loaded ${count(loaded)} entries (${seconds(elapsed)} s, ${count(Math.round(loaded / (elapsed / 1000)))} entries/s)\n`);
    });
    const loadMs = performance.now() - started;
    console.log(`load (SQL, not through HTTP): ${seconds(loadMs)} s, ${count(Math.round(ROWS / (loadMs / 1000)))} entries/s`);
    // An insert-only table is vacuumed by autovacuum after its inserts (PostgreSQL ≥ 13), which also
    // sets the visibility map its counts' index-only scans read: done here at once, with ANALYZE.
    started = performance.now();
    await db.execute(sql`vacuum (analyze) record_history`);
    console.log(`vacuum and analyze (autovacuum's work in a server): ${seconds(performance.now() - started)} s`);

    const [size] = await rowsOf<Record<string, string | number>>(
      db,
      sql`select count(*) as entries, pg_total_relation_size('record_history') as total, pg_relation_size('record_history') as heap,
                 pg_table_size('record_history') - pg_relation_size('record_history') as toast, pg_indexes_size('record_history') as indexes
          from record_history`,
    );
    const entries = Number(size!.entries);
    const perMillion = (bytes: string | number | undefined) => megabytes(Number(bytes ?? 0) / (entries / 1_000_000));
    console.log(
      `table size: ${megabytes(Number(size!.total))} in all for ${count(entries)} entries (${perMillion(size!.total)} per million): ` +
        `heap ${megabytes(Number(size!.heap))} (${perMillion(size!.heap)}/M), TOAST and maps ${megabytes(Number(size!.toast))}, indexes ${megabytes(Number(size!.indexes))} (${perMillion(size!.indexes)}/M)`,
    );
    const indexSizes = await rowsOf<{ name: string; bytes: string | number }>(
      db,
      sql`select indexrelid::regclass::text as name, pg_relation_size(indexrelid) as bytes from pg_index where indrelid = 'record_history'::regclass order by 1`,
    );
    for (const index of indexSizes) console.log(`  index ${index.name}: ${megabytes(Number(index.bytes))} (${perMillion(index.bytes)}/M)`);

    // Records to open and names to search: those of random entries (busy records come up more, as they would).
    const [range] = await rowsOf<{ low: string | number; high: string | number }>(db, sql`select min(id) as low, max(id) as high from record_history`);
    const low = Number(range!.low);
    const high = Number(range!.high);
    const sampleIds = Array.from({ length: 2000 }, () => low + Math.floor(Math.random() * (high - low + 1)));
    const records = await rowsOf<{ resource: string; record_id: string; record_name: string }>(
      db,
      sql`select resource, record_id, record_name from record_history where id = any(${`{${sampleIds.join(',')}}`}::bigint[])`,
    );

    const app = await buildServer({ db, config: { devOutbox: true } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const api = apiOf(url, await signInAdmin(url));
      const activity = (path: string) => api<ActivityPage>(path);
      const ofCount = (page: ActivityPage) => page.count;
      const matches = (measured: Measured) => `${count(median(measured.counts))} matches (median count)`;

      console.log(`\nthrough the API, ${WARM_UP} requests to warm up, then ${RUNS} each:`);
      const timeline = await measure(
        (path) => api<HistoryTimeline>(path),
        () => {
          const record = pick(records);
          return `/history/records/${record.resource}/${encodeURIComponent(record.record_id)}?limit=${TIMELINE_LIMIT}`;
        },
        (body) => body.entries.length,
      );
      console.log(`  a record's timeline, first ${TIMELINE_LIMIT} (median ${median(timeline.counts)} entries): ${timing(timeline, TARGET_TIMELINE_P95_MS)}`);

      const byAdmin = await measure(activity, () => `/history?adminId=${pick(admins).id}&limit=${PAGE}`, ofCount);
      console.log(`  Activity by admin, ${matches(byAdmin)}: ${timing(byAdmin, TARGET_ACTIVITY_P95_MS)}`);

      const actions = ['update', 'status', 'create', 'delete', 'payments', 'approval'];
      const byResource = await measure(activity, () => `/history?resource=${pick(RESOURCES)[0]}&action=${pick(actions)}&limit=${PAGE}`, ofCount);
      console.log(`  Activity by resource and action, ${matches(byResource)}: ${timing(byResource, TARGET_ACTIVITY_P95_MS)}`);

      const firstDay = now.getTime() - SPAN_DAYS * 86_400_000;
      const byDays = await measure(
        activity,
        () => {
          const days = 1 + Math.floor(Math.random() * 31);
          const from = firstDay + Math.floor(Math.random() * (SPAN_DAYS - days)) * 86_400_000;
          return `/history?from=${isoDay(from)}&to=${isoDay(from + (days - 1) * 86_400_000)}&limit=${PAGE}`;
        },
        ofCount,
      );
      console.log(`  Activity by a date range of 1–31 days, ${matches(byDays)}: ${timing(byDays, TARGET_ACTIVITY_P95_MS)}`);

      const bySearch = await measure(
        activity,
        () => {
          // A word and the number of a record's name, in one language or the other ('مسجد 1234', 'building 1234').
          const [arabic = '', english = ''] = pick(records).record_name.split(' · ');
          const words = (Math.random() < 0.5 ? arabic : english).split(' ');
          return `/history?search=${encodeURIComponent(words.slice(-2).join(' '))}&limit=${PAGE}`;
        },
        ofCount,
      );
      console.log(`  Activity by a search of a record's name, ${matches(bySearch)}: ${timing(bySearch, TARGET_ACTIVITY_P95_MS)}`);

      const byWord = await measure(
        activity,
        () => {
          // One common word ('مسجد', 'building'): thousands of matches, the newest page and an estimated count.
          const [arabic = '', english = ''] = pick(records).record_name.split(' · ');
          return `/history?search=${encodeURIComponent((Math.random() < 0.5 ? arabic : english).split(' ')[0]!)}&limit=${PAGE}`;
        },
        ofCount,
      );
      console.log(`  Activity by a search of one common word, ${matches(byWord)}: ${timing(byWord, TARGET_ACTIVITY_P95_MS)}`);

      // A save as the admin's client makes it (PUT of a keyword over HTTP), with and without its
      // history row, side by side: a second server on the same database whose inserts into
      // record_history do nothing, the requests alternating between the two.
      const withoutHistory = await buildServer({ db: withoutHistoryRows(db), config: { devOutbox: true } });
      await withoutHistory.listen({ host: '127.0.0.1', port: 0 });
      try {
        const withoutUrl = `http://127.0.0.1:${(withoutHistory.server.address() as AddressInfo).port}`;
        const apiWithout = apiOf(withoutUrl, await signInAdmin(withoutUrl));
        const saved = await db.select().from(keywords).orderBy(keywords.objectId).limit(4);
        const put = async (through: typeof api, keyword: (typeof saved)[number], run: number): Promise<number> => {
          const { body: read } = await through<{ keyword: Keyword }>(`/classes/keywords/${keyword.objectId}`);
          const { ms } = await through<{ keyword: Keyword }>(`/classes/keywords/${keyword.objectId}`, {
            method: 'PUT',
            body: { title: `${keyword.title} ${run}`, org_id: keyword.org_id, version: read.keyword.version },
          });
          return ms;
        };
        const withTimes: number[] = [];
        const withoutTimes: number[] = [];
        for (let run = 0; run < SAVE_WARM_UP + SAVES; run++) {
          const order = run % 2 === 0 ? [true, false] : [false, true];
          for (const withHistory of order) {
            // Each save reads the keyword's version first, so either server may save any keyword.
            const keyword = saved[run % saved.length]!;
            const elapsed = await put(withHistory ? api : apiWithout, keyword, run);
            if (run >= SAVE_WARM_UP) (withHistory ? withTimes : withoutTimes).push(elapsed);
          }
        }
        const withMedian = median(withTimes);
        const withoutMedian = median(withoutTimes);
        const overhead = ((withMedian - withoutMedian) / withoutMedian) * 100;
        const p95Overhead = ((p95(withTimes) - p95(withoutTimes)) / p95(withoutTimes)) * 100;
        console.log(`\na keyword's save, PUT /classes/keywords/{objectId} over HTTP (${SAVES} of each, alternating, after ${SAVE_WARM_UP} of each to warm up):`);
        console.log(`  without its history row: median ${withoutMedian.toFixed(2)} ms, p95 ${p95(withoutTimes).toFixed(2)} ms`);
        console.log(`  with its history row:    median ${withMedian.toFixed(2)} ms, p95 ${p95(withTimes).toFixed(2)} ms`);
        console.log(
          `  overhead of the history row: ${overhead.toFixed(1)}% of the median (target ≤ ${TARGET_OVERHEAD_PERCENT}%) ${verdict(overhead <= TARGET_OVERHEAD_PERCENT)}; ${p95Overhead.toFixed(1)}% at p95`,
        );
      } finally {
        await withoutHistory.close();
      }

      // For context, the row's cost at the database alone: a bare transaction (the row FOR UPDATE,
      // the versioned UPDATE) and the same with writeHistory, interleaved. Any one more statement is
      // a round trip, a large share of so small a transaction.
      const bare = await db.select().from(keywords).orderBy(keywords.objectId).limit(4);
      const actor: HistoryActor = { adminId: admins[0]!.id, adminName: admins[0]!.name, client: 'desktop', clientVersion: '1.0.0' };
      let saveNumber = 0;
      const bareSave = async (withHistory: boolean): Promise<number> => {
        const keyword = bare[saveNumber % bare.length]!;
        const title = `${keyword.title} ${++saveNumber}`;
        const begun = performance.now();
        await db.transaction(async (tx) => {
          const key = eq(keywords.objectId, keyword.objectId);
          const [before] = await tx.select().from(keywords).where(key).for('update');
          const at = new Date();
          const after = await updateAtVersion(tx, { table: keywords, key, versionColumn: keywords.version }, before!.version, { title, updatedAt: at }, () =>
            notFound('There is no such keyword.'),
          );
          if (withHistory) {
            await writeHistory(tx, actor, at, [
              { resource: 'keywords', recordId: keyword.objectId, action: 'update', before: answered(before!), after: answered(after) },
            ]);
          }
        });
        return performance.now() - begun;
      };
      const bareWith: number[] = [];
      const bareWithout: number[] = [];
      for (let run = 0; run < SAVE_WARM_UP + SAVES; run++) {
        for (const withHistory of run % 2 === 0 ? [true, false] : [false, true]) {
          const elapsed = await bareSave(withHistory);
          if (run >= SAVE_WARM_UP) (withHistory ? bareWith : bareWithout).push(elapsed);
        }
      }
      const rowCost = median(bareWith) - median(bareWithout);
      console.log(
        `  at the database alone, a bare transaction: median ${median(bareWithout).toFixed(2)} ms without, ${median(bareWith).toFixed(2)} ms with its history row ` +
          `(${rowCost.toFixed(2)} ms, ${((rowCost / median(bareWithout)) * 100).toFixed(1)}%)`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
