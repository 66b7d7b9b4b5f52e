/**
 * `npm run bench:reports`: SMS donation reports over a month of 10,000,000 messages (50 keywords
 * of 5 organizations, both operators, about 3,000,000 distinct senders, the four campaign short
 * codes' prices) in a fresh PostgreSQL database (DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432; dropped at the end). The messages are loaded inside the
 * database, then the counter adds them to the daily figures. Prints:
 *  - the counter's time for the whole load,
 *  - building the month's report for one organization and for all ('none'), through the API
 *    (PUT, then GET until ready) — target ≤ 2 s,
 *  - reading a built report (median of 20) — target ≤ 50 ms, and a keyword report,
 *  - the plain SQL aggregate over the raw messages for the same period, and how many times
 *    faster the built report is — target ≥ 10×,
 * and compares every figure of every row (and of every day) of the reports with the plain
 * aggregate: "figures equal: yes", or the differences and a non-zero exit.
 * Options: --messages N; --pglite: the embedded database instead (default 1,000,000 messages).
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildServer } from '../../src/server/app';
import { seedDemoData } from '../../src/server/seed/demo';
import { createSmsCounter } from '../../src/server/services/reports/counter';
import type { KeywordReport, Report } from '../../src/shared/entities/report';
import { count, median, ms, verdict } from './stats';
import { signInAdmin } from './support/sign-in';
import {
  compareFigures,
  createPgliteBenchDatabase,
  createPostgresBenchDatabase,
  flag,
  loadMessages,
  numberOption,
  plainAggregate,
  plainDays,
  seconds,
  seedBenchCatalogue,
  type FigureRow,
} from './support/sms-bench-data';

const PGLITE = flag('pglite');
const MESSAGES = numberOption('messages', PGLITE ? 1_000_000 : 10_000_000);
/** 3.15M senders drawn from by 10M messages: about 3M distinct ones (scaled with --messages). */
const SENDER_POOL = Math.max(1, Math.round(MESSAGES * 0.315));
/** A month well before the demo seed's recent messages. */
const FROM = '2025-01-01';
const TO = '2025-01-31';
const BUILD_RUNS = 3;
const READ_RUNS = 20;
const KEYWORD_RUNS = 5;
const TARGET_BUILD_MS = 2000;
const TARGET_READ_MS = 50;
const TARGET_SPEEDUP = 10;


async function main(): Promise<void> {
  console.log(`SMS reports bench on ${PGLITE ? 'PGlite (embedded)' : 'PostgreSQL'}: ${count(MESSAGES)} messages, ${FROM} … ${TO}`);
  const database = PGLITE ? await createPgliteBenchDatabase() : await createPostgresBenchDatabase();
  const { db } = database.handle;
  const differences: string[] = [];
  try {
    await seedDemoData(db);
    const catalogue = await seedBenchCatalogue(db);
    let started = performance.now();
    let reported = 0;
    await loadMessages(db, catalogue, {
      month: FROM,
      messages: MESSAGES,
      senderPool: SENDER_POOL,
      onProgress(loaded) {
        if (loaded - reported >= MESSAGES / 5 || loaded === MESSAGES) {
          reported = loaded;
          process.stdout.write(`  loaded ${count(loaded)} messages (${seconds(performance.now() - started)} s)\n`);
        }
      },
    });
    const loadMs = performance.now() - started;
    console.log(`load (SQL, not through HTTP): ${seconds(loadMs)} s, ${count(Math.round(MESSAGES / (loadMs / 1000)))} messages/s`);

    const counter = createSmsCounter({ db, clock: () => new Date(), log: { error: (line) => console.error(line) } });
    started = performance.now();
    await counter.drain();
    const countMs = performance.now() - started;
    await counter.close();
    console.log(`counting as messages arrive: ${seconds(countMs)} s (${count(Math.round(MESSAGES / (countMs / 1000)))} messages/s)`);
    // The month arrived in minutes instead of over a month: the drained queue still holds every
    // message as a dead row, which autovacuum clears in a running server. Cleared here at once, so
    // the reads below (whose staleness check looks at the queue) see it as a server would.
    started = performance.now();
    await db.execute(sql`vacuum (analyze) sms_uncounted`);
    console.log(`vacuum of the drained queue (autovacuum's work in a server): ${seconds(performance.now() - started)} s`);

    const app = await buildServer({ db, config: { devOutbox: true } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const api = await reportApi(url);
      const orgId = catalogue.orgIds[0]!;
      const keyword = catalogue.keywords.find((entry) => entry.orgId === orgId && /[\u0600-\u06ff]/.test(entry.title))!.title;

      const results: Array<{ label: string; buildMs: number; readMs: number; plainMs: number }> = [];
      for (const [label, org] of [
        ['one organization', String(orgId)],
        ["all organizations ('none')", 'none'],
      ] as const) {
        const buildTimes: number[] = [];
        let report: Report | undefined;
        for (let run = 0; run < BUILD_RUNS; run++) {
          const built = await api.build(org);
          buildTimes.push(built.ms);
          report = built.report;
        }
        const readTimes: number[] = [];
        for (let run = 0; run < READ_RUNS + 2; run++) {
          const read = await api.read(org);
          if (run >= 2) readTimes.push(read.ms);
        }
        started = performance.now();
        const plain = await plainAggregate(db, org === 'none' ? null : orgId, FROM, TO);
        const plainMs = performance.now() - started;
        const buildMs = median(buildTimes);
        const readMs = median(readTimes);
        console.log(`\n${label}: ${report!.rows.length} rows, ${count(report!.totals.count)} messages, ${count(report!.totals.Uniquecount)} distinct senders, AED ${count(report!.totals.total)}`);
        console.log(`  build the month: ${seconds(buildMs)} s median (runs: ${ms(buildTimes)} ms; target ≤ ${seconds(TARGET_BUILD_MS)} s) ${verdict(buildMs <= TARGET_BUILD_MS)}`);
        console.log(`  read the built report: ${readMs.toFixed(1)} ms median of ${READ_RUNS} (target ≤ ${TARGET_READ_MS} ms) ${verdict(readMs <= TARGET_READ_MS)}`);
        console.log(`  plain SQL aggregate over the raw messages: ${seconds(plainMs)} s`);
        const speedup = plainMs / buildMs;
        console.log(`  speedup: build ${speedup.toFixed(1)}× faster than the plain aggregate (target ≥ ${TARGET_SPEEDUP}×) ${verdict(speedup >= TARGET_SPEEDUP)}; read ${(plainMs / readMs).toFixed(0)}×`);
        results.push({ label, buildMs, readMs, plainMs });

        const keyOf = (row: FigureRow) => (row.keyword === null ? '(unmatched)' : row.keyword);
        differences.push(
          ...compareFigures(`${label} row`, plain.rows, report!.rows, keyOf),
          ...compareFigures(`${label} totals`, [{ ...plain.totals, keyword: null }], [{ ...report!.totals, keyword: null }], () => 'whole period'),
          ...compareFigures(`${label} day`, await plainDays(db, org === 'none' ? null : orgId, FROM, TO), report!.days.filter((day) => day.count > 0), (row) => row.day),
        );
      }

      const keywordTimes: number[] = [];
      let keywordReport: KeywordReport | undefined;
      for (let run = 0; run < KEYWORD_RUNS + 1; run++) {
        const read = await api.keyword(String(orgId), keyword);
        if (run >= 1) keywordTimes.push(read.ms);
        keywordReport = read.report;
      }
      const keywordMs = median(keywordTimes);
      console.log(`\nkeyword report (${keyword}, ${keywordReport!.rows.length} days): ${keywordMs.toFixed(1)} ms median of ${KEYWORD_RUNS} (target ≤ ${TARGET_READ_MS} ms) ${verdict(keywordMs <= TARGET_READ_MS)}`);
      const keywordDays = await plainDays(db, orgId, FROM, TO, keyword);
      differences.push(...compareFigures('keyword report day', keywordDays, keywordReport!.rows, (row) => row.day));
      const keywordTotals = (await plainAggregate(db, orgId, FROM, TO)).rows.find((row) => row.keyword === keyword)!;
      differences.push(...compareFigures('keyword report totals', [keywordTotals], [{ ...keywordReport!.totals, keyword }], () => keyword));
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
  if (differences.length === 0) {
    console.log('\nfigures equal: yes (every row, the totals and every day of both reports, and the keyword report)');
  } else {
    console.log(`\nfigures equal: NO, ${differences.length} differences:`);
    for (const line of differences.slice(0, 50)) console.log(`  ${line}`);
    process.exitCode = 1;
  }
}

interface Timed<T> {
  ms: number;
  report: T;
}

/** The reports API as the screen uses it, with an admin session, timed from the client. */
async function reportApi(url: string) {
  const headers = { ...(await signInAdmin(url)), 'content-type': 'application/json' };
  const period = `from_date=${FROM}&to_date=${TO}`;
  const getJson = async <T>(path: string): Promise<Timed<T>> => {
    const started = performance.now();
    const response = await fetch(url + path, { headers });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${text}`);
    return { ms: elapsed, report: JSON.parse(text) as T };
  };
  return {
    read: (org: string) => getJson<Report>(`/reports/${org}?${period}`),
    keyword: (org: string, keyword: string) =>
      getJson<KeywordReport>(`/reports/${org}/${encodeURIComponent(keyword)}?${period}&json=true`),
    /** PUT, then GET every few milliseconds until the build that PUT started is ready. */
    async build(org: string): Promise<Timed<Report>> {
      const started = performance.now();
      const response = await fetch(`${url}/reports/${org}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ from_date: FROM, to_date: TO }),
      });
      const text = await response.text();
      if (response.status !== 202 && response.status !== 200) throw new Error(`PUT /reports/${org}: ${response.status} ${text}`);
      let report = JSON.parse(text) as Report;
      while (report.status === 'building') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        report = (await getJson<Report>(`/reports/${org}?${period}`)).report;
      }
      const elapsed = performance.now() - started;
      if (report.status !== 'ready') throw new Error(`building /reports/${org} failed: ${JSON.stringify(report)}`);
      return { ms: elapsed, report };
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
