/**
 * `npm run bench:first-use`: whether a server just started answers the first save of a project
 * with rich text, the first landing-page generation, the first SMS report build and the first
 * image upload as fast as the later ones. What a first use pays is paid once per process, so
 * each measurement starts the server as `npm run server` does (a child process running
 * src/server/cli.ts under tsx, nothing loaded beforehand) on a fresh database with the demo data:
 * one server per operation, once as it starts by default (with its warm-up) and once with
 * `WARM_UP=0`. The bench signs in over HTTP, does the operation once, then nine more times, as
 * the desktop client does them, and prints the first against the median of the nine: the target
 * is the first within 20% of them (`ok` or `MISSED`). A first run is one sample, so this is done
 * in rounds (7 by default, each on a new server and database, the two modes alternating) and the
 * verdict is on the median of the rounds' ratios: with 3, the same code's ratio moved between 1.1×
 * and 1.5× from one run to the next (an operation of 5 to 90 ms, its first run one sample).
 *
 * With the warm-up, the first operation comes once the server has logged that it is done, as it
 * would after a person has signed in (the time it took is printed); meanwhile the bench asks
 * `GET /health` every 200 ms (as the desktop app does while its local server starts) and prints
 * the slowest answer: how long a request may wait for the warm-up.
 *
 * What each operation needs is written before its server starts (by SQL, or through a server
 * inside the bench's own process, which warms nothing in the measured one): ten projects with
 * an uploaded photo each for the pages, a month of messages counted into the daily figures for
 * the reports (one organization's report of 21 days, a different period each time).
 *
 * Options: --pglite: the embedded database (a folder of its own) instead of PostgreSQL
 * (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432, a database of its own,
 * dropped at the end); --only save|pages|reports|images; --rounds N (default 7); --messages N
 * (the reports' month, default 100,000).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildServer } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/database';
import { seedDemoData } from '../../src/server/seed/demo';
import { createSmsCounter } from '../../src/server/services/reports/counter';
import type { Report } from '../../src/shared/entities/report';
import { freshPgliteDataDir } from '../server/support/databases';
import { count, median, verdict } from './stats';
import { benchPhoto, uploadImage } from './support/landing-page-setup';
import { signInAdmin } from './support/sign-in';
import { createPostgresBenchDatabase, flag, loadMessages, numberOption, seconds, textOption, seedBenchCatalogue, type BenchDatabase } from './support/sms-bench-data';

const PGLITE = flag('pglite');
const ONLY = textOption('only');
const MESSAGES = numberOption('messages', 100_000);
const ROUNDS = numberOption('rounds', 7);
const LATER_RUNS = 9;
/** The first within 20% of the later ones. */
const TARGET_RATIO = 1.2;
const HEALTH_PROBE_MS = 200;
const REPORT_POLL_MS = 5;
const START_TIMEOUT_MS = 120_000;
const ROOT = resolve(__dirname, '../..');
const REPORT_MONTH = '2025-01-01';

type Session = Record<string, string>;

/** Rich text as the editor writes it, both languages, with what the sanitizer removes; `run` makes each save a change. */
const richText = (run: number, lang: 'ar' | 'en') =>
  lang === 'ar'
    ? `<h2 class="ql-align-right ql-direction-rtl">بئر الماء ${run}</h2><p class="ql-align-right ql-direction-rtl">يوفر المشروع <strong>الماء النظيف</strong> ` +
      `لألف أسرة. للاستفسار اتصل على 800-4242 أو <a href="https://charity.example.org/well">موقعنا</a>.</p><ul><li>حفر البئر</li><li><em>المضخة</em></li></ul>` +
      `<p><img src="x" onerror="alert(1)"><script>alert(1)</script></p>`
    : `<h2>A water well ${run}</h2><p>The project brings <strong>clean water</strong> to a thousand families. Call 800-4242 or ` +
      `<a href="https://charity.example.org/well">visit us</a>.</p><ol><li>Drilling</li><li><u>The pump</u></li></ol>` +
      `<p style="color:red" onclick="steal()">Thank you.<a href="javascript:alert(1)">x</a></p>`;

interface Operation {
  key: string;
  label: string;
  /** Writes what the ten runs need into the fresh database, before the measured server starts. */
  prepare(db: Database, mediaDir: string): Promise<void>;
  /** Run `run` (0: the first), timed from the client, in milliseconds. */
  run(api: Api, run: number): Promise<number>;
}

interface Api {
  url: string;
  session: Session;
  /** A JSON request with the session; anything but an expected status stops the bench. */
  json<T>(method: string, path: string, body?: unknown, expected?: readonly number[]): Promise<T>;
}

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

interface ProjectAnswer {
  id: number;
  actid: number;
  org_id: number;
  nameAR: string;
  nameEN: string;
  mediaURL: string | null;
  Order: number;
  version: number;
}

const OPERATIONS: Operation[] = [
  {
    key: 'save',
    label: 'save of a project with rich text (PUT /projects/{id})',
    prepare: async () => undefined,
    async run(api, run) {
      // As the edit form does: the project read first, then saved with its version.
      const { project } = await api.json<{ project: ProjectAnswer }>('GET', '/projects/1');
      const body = {
        project_data_to_update: {
          act_id: project.actid,
          org_id: project.org_id,
          nameAR: project.nameAR,
          nameEN: project.nameEN,
          infoAR: richText(run, 'ar'),
          infoEN: richText(run, 'en'),
          mediaURL: project.mediaURL ?? '',
          Order: project.Order,
        },
        id: project.id,
        version: project.version,
      };
      return timed(() => api.json('PUT', `/projects/${project.id}`, body));
    },
  },
  {
    key: 'pages',
    label: "generation of a project's landing pages (POST /landing_pages)",
    async prepare(db, mediaDir) {
      await withServerInProcess(db, mediaDir, async (url, session) => {
        const post = jsonOf(url, session);
        const { project: demo } = await post<{ project: ProjectAnswer }>('GET', '/projects/1');
        for (let run = 0; run <= LATER_RUNS; run++) {
          const image = await uploadImage(url, session, 'projects', await benchPhoto((run * 37) % 360));
          await post(
            'POST',
            '/projects',
            {
              act_id: demo.actid,
              org_id: demo.org_id,
              nameAR: `بئر الماء ${run + 1}`,
              nameEN: `Water well ${run + 1}`,
              infoAR: richText(run, 'ar'),
              infoEN: richText(run, 'en'),
              mediaURL: image,
              Order: run,
              sms_payment: [{ mno: 1, price: 10, short_code: 4202, keyword_ar: `بئر${run + 1}`, keyword_en: `WELL${run + 1}` }],
              bank_payment: [],
              cc_payment: [{ cc_url: 'https://charity.example.org/well' }],
            },
            [201],
          );
        }
      });
    },
    async run(api, run) {
      const [project] = await api.json<{ data: { projects: Array<{ id: number; nameEN: string }> } }>('GET', '/projects').then((answer) =>
        answer.data.projects.filter((row) => row.nameEN === `Water well ${run + 1}`),
      );
      if (!project) throw new Error(`project "Water well ${run + 1}" is missing`);
      return timed(() => api.json('POST', '/landing_pages', { type: 'project', id: project.id }, [201]));
    },
  },
  {
    key: 'reports',
    label: 'build of an SMS report, 21 days of one organization (PUT, then GET until ready)',
    async prepare(db) {
      const catalogue = await seedBenchCatalogue(db);
      await loadMessages(db, catalogue, { month: REPORT_MONTH, messages: MESSAGES, senderPool: Math.max(1, Math.round(MESSAGES * 0.315)) });
      const counter = createSmsCounter({ db, clock: () => new Date(), log: { error: (line) => console.error(line) } });
      await counter.drain();
      await counter.close();
      // As autovacuum leaves them in a running server: the drained queue's dead rows cleared, and
      // the daily tables' new rows marked visible to all (else the first build to read a day marks
      // its rows, some 10 ms that belong to the counting, not to a first use).
      await db.execute(sql`vacuum (analyze) sms_uncounted, sms_daily_figures, sms_daily_senders`);
    },
    async run(api, run) {
      const [organization] = await api.json<{ data: { organizations: Array<{ id: number; nameEN: string }> } }>('GET', '/organizations').then((answer) =>
        answer.data.organizations.filter((row) => row.nameEN === 'Benchmark charity 1'),
      );
      if (!organization) throw new Error('the bench organization is missing');
      // Periods of the same length, each new: every run builds as much as the first.
      const period = { from_date: `2025-01-${String(run + 1).padStart(2, '0')}`, to_date: `2025-01-${String(run + 21).padStart(2, '0')}` };
      const query = new URLSearchParams(period).toString();
      return timed(async () => {
        await api.json('PUT', `/reports/${organization.id}`, period, [202]);
        for (;;) {
          const report = await api.json<Report>('GET', `/reports/${organization.id}?${query}`);
          if (report.status === 'ready') return;
          if (report.status === 'failed') throw new Error(`the report of ${query} failed`);
          await sleep(REPORT_POLL_MS);
        }
      });
    },
  },
  {
    key: 'images',
    label: 'upload of a photo (POST /uploads?folder=projects)',
    // The bench's own first multipart request (its fetch's form encoding) is not the server's: made
    // here, to another server. It also makes the projects' media folder, as a server restarted in
    // use finds it (a folder's first file costs the file system more than the next).
    prepare: (db, mediaDir) =>
      withServerInProcess(db, mediaDir, async (url, session) => void (await uploadImage(url, session, 'projects', await benchPhoto(0)))),
    async run(api, run) {
      const photo = await benchPhoto((run * 37 + 11) % 360);
      return timed(() => uploadImage(api.url, api.session, 'projects', photo));
    },
  },
];

function jsonOf(url: string, session: Session) {
  return async <T>(method: string, path: string, body?: unknown, expected: readonly number[] = [200]): Promise<T> => {
    const response = await fetch(url + path, {
      method,
      headers: body === undefined ? session : { ...session, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!expected.includes(response.status)) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  };
}

/** A server in the bench's own process, for writing what an operation needs through the API. */
async function withServerInProcess(db: Database, mediaDir: string, work: (url: string, session: Session) => Promise<void>): Promise<void> {
  const app = await buildServer({ db, config: { devOutbox: true, mediaDir } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await work(url, await signInAdmin(url));
  } finally {
    await app.close();
  }
}

/** A database of its own: PostgreSQL's, or an embedded one in a folder (a copy of a migrated template). */
async function freshDatabase(): Promise<BenchDatabase> {
  if (!PGLITE) return createPostgresBenchDatabase();
  const dataDir = await freshPgliteDataDir();
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

interface ServerProcess {
  url: string;
  /** Resolves with the warm-up's time when it logs that it is done. */
  warmedUp: Promise<number>;
  stop(): Promise<void>;
}

interface LogLine {
  msg?: string;
}

/** `npm run server`'s program as a child process on the database, its log in JSON lines. */
async function startServerProcess(location: BenchDatabase['location'], mediaDir: string, warmUp: boolean): Promise<ServerProcess> {
  const { DATABASE_URL: _adminUrl, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      ...('databaseUrl' in location ? { DATABASE_URL: location.databaseUrl } : { BACKOFFICE_DATA_DIR: location.dataDir }),
      BACKOFFICE_MEDIA_DIR: mediaDir,
      PORT: '0',
      DEV_OUTBOX: '1',
      LOG_FORMAT: 'json',
      WARM_UP: warmUp ? '1' : '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let onWarmedUp: (ms: number) => void = () => undefined;
  const warmedUp = new Promise<number>((resolveWarmUp) => (onWarmedUp = resolveWarmUp));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const url = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start in time:\n${lines.join('\n')}`)), START_TIMEOUT_MS);
    const read = (line: string) => {
      lines.push(line);
      const listening = /^Platform server: (\S+)$/.exec(line);
      if (listening) {
        clearTimeout(timer);
        ready(listening[1]!);
      }
      if (!line.startsWith('{')) return;
      const done = /^Warm-up done in (\d+) ms/.exec((JSON.parse(line) as LogLine).msg ?? '');
      if (done) onWarmedUp(Number(done[1]));
    };
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream?.setEncoding('utf8').on('data', (chunk: string) => {
        const parts = (partial + chunk).split('\n');
        partial = parts.pop() ?? '';
        parts.forEach(read);
      });
    }
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited with ${code}:\n${lines.join('\n')}`));
    });
  });
  return {
    url,
    warmedUp,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** `GET /health` every HEALTH_PROBE_MS until `until` settles: the slowest answer and how many there were. */
async function probeHealth(url: string, until: Promise<unknown>): Promise<{ slowestMs: number; answered: number }> {
  let settled = false;
  void until.then(() => (settled = true));
  let slowestMs = 0;
  let answered = 0;
  while (!settled) {
    const ms = await timed(async () => {
      const response = await fetch(`${url}/health`);
      if (!response.ok) throw new Error(`GET /health: HTTP ${response.status}`);
      await response.text();
    });
    slowestMs = Math.max(slowestMs, ms);
    answered += 1;
    await sleep(HEALTH_PROBE_MS);
  }
  return { slowestMs, answered };
}

interface Measured {
  firstMs: number;
  laterMs: number;
  runs: number[];
  /** The start, and with the warm-up its time and the slowest /health meanwhile. */
  note: string;
}

async function measure(operation: Operation, warmUp: boolean): Promise<Measured> {
  const database = await freshDatabase();
  const mediaDir = await mkdtemp(join(tmpdir(), 'bo-bench-first-use-media-'));
  try {
    await seedDemoData(database.handle.db, new Date(), { mediaDir });
    await operation.prepare(database.handle.db, mediaDir);
    // One process opens an embedded database: the measured server's, from here on.
    await database.handle.close();
    const started = performance.now();
    const server = await startServerProcess(database.location, mediaDir, warmUp);
    try {
      let note = `started in ${seconds(performance.now() - started)} s`;
      if (warmUp) {
        const health = await probeHealth(server.url, server.warmedUp);
        note += `, its warm-up took ${seconds(await server.warmedUp)} s (${health.answered} × GET /health meanwhile, the slowest ${health.slowestMs.toFixed(0)} ms)`;
      }
      const session = await signInAdmin(server.url);
      const api: Api = { url: server.url, session, json: jsonOf(server.url, session) };
      const runs: number[] = [];
      for (let run = 0; run <= LATER_RUNS; run++) runs.push(await operation.run(api, run));
      return { firstMs: runs[0]!, laterMs: median(runs.slice(1)), runs, note };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    await rm(mediaDir, { recursive: true, force: true });
  }
}

const ratioOf = ({ firstMs, laterMs }: Measured) => firstMs / laterMs;

/** The rounds of one operation in one mode: each round's figures, then their medians against the target. */
function report(mode: string, rounds: readonly Measured[]): number {
  const ratio = median(rounds.map(ratioOf));
  console.log(
    `  ${mode}: first ${median(rounds.map((round) => round.firstMs)).toFixed(1)} ms, later nine ${median(rounds.map((round) => round.laterMs)).toFixed(1)} ms ` +
      `(medians of ${rounds.length} rounds): ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO.toFixed(2)}×) ${verdict(ratio <= TARGET_RATIO)}`,
  );
  return ratio;
}

async function main(): Promise<void> {
  const operations = OPERATIONS.filter((operation) => !ONLY || operation.key === ONLY);
  if (operations.length === 0) throw new Error(`--only takes one of ${OPERATIONS.map((operation) => operation.key).join(', ')}`);
  console.log(
    `First use after a start, on ${PGLITE ? 'PGlite (embedded)' : 'PostgreSQL'}: a server per operation, mode and round (${ROUNDS} rounds), ` +
      `the first run against the median of ${LATER_RUNS} more (reports over ${count(MESSAGES)} messages)`,
  );
  const summary: string[] = [];
  for (const operation of operations) {
    console.log(`\n${operation.label}`);
    const without: Measured[] = [];
    const warmed: Measured[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // The two modes alternate, so a machine that gets busier weighs on both alike.
      for (const warmUp of round % 2 === 1 ? [false, true] : [true, false]) {
        const measured = await measure(operation, warmUp);
        (warmUp ? warmed : without).push(measured);
        console.log(
          `  round ${round}, ${warmUp ? 'with warm-up' : 'without (WARM_UP=0)'}: ${measured.note}; runs ${measured.runs.map((ms) => ms.toFixed(1)).join(', ')} ms: ` +
            `${ratioOf(measured).toFixed(2)}×`,
        );
      }
    }
    const withoutRatio = report('without warm-up', without);
    const withRatio = report('with warm-up   ', warmed);
    summary.push(`  ${operation.key}: without warm-up ${withoutRatio.toFixed(2)}×, with it ${withRatio.toFixed(2)}× ${verdict(withRatio <= TARGET_RATIO)}`);
  }
  console.log(`\nFirst against the median of the later nine (median of ${ROUNDS} rounds; target ≤ ${TARGET_RATIO.toFixed(2)}×):`);
  for (const line of summary) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
