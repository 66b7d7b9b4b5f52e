/**
 * What the server warms after its start (schedule.ts), through the same functions and routes the
 * requests use, so that whatever they load, compile or set up the first time is ready:
 *
 * - sign-in: a sign-in as its routes make it, rolled back, and the admin guard's lookup of a
 *   request's session, with a token nobody holds;
 * - rich text: the sanitizer's jsdom (loaded in pieces, jsdom-pieces.ts), its window and
 *   DOMPurify, with the editor's markup and the kinds of markup it removes, and a public page's variant;
 * - saves: a project read as its save reads it (the record with its lists, checked as its answer
 *   is), then the save itself (its body checked, the record changed with its JSON, its keywords'
 *   claims checked, its history row written, read back) in a transaction rolled back; then the
 *   edit form's read and its save through the routes, the save refused as stale before it writes;
 * - images: an upload through its route, stored as the route stores a rehearsal's (by the local
 *   store's code, in a folder of its own removed at once); libvips' first pictures: JPEG and PNG
 *   decoded, a page image's WebP widths encoded;
 * - pages: a project's pages built as a generation builds them (its slug, text, buttons), not saved;
 * - reports: the sender sets' WebAssembly (sets made, stored, read and joined), the daily figures
 *   of the last three weeks counted read as a build reads them and added up, that period's report
 *   built by the builder's job and read as its route answers it (rolled back), and a report read
 *   through its route as the screen polls it.
 *
 * The routes are reached by rehearsed requests (rehearsed-requests.ts): made in this process, never
 * over a socket, only ones that change nothing. Code run once is still interpreted: a real request
 * finds it as fast as a later one only once it has run a few times (V8 compiles the code that runs
 * often), so what a first use runs is run HOT_RUNS times.
 *
 * Inputs are made up, or read: nothing is written to the media folder (a rehearsed upload's
 * folder is removed), nothing written to the database stays (the rehearsed save and report build
 * are rolled back; a sequence they drew from stays advanced, as after any rolled back write), and
 * every result is thrown away.
 */
import { randomBytes } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { encode } from 'zod';
import { OTP_POLICY, REPORT_TIME_ZONE } from '../../shared/constants';
import { plainTextOf } from '../../shared/entities/rich-text';
import { projectSchema, type Project } from '../../shared/entities/project';
import { registry } from '../../shared/registry';
import { endpoints } from '../../shared/endpoints';
import { reportSchema } from '../../shared/entities/report';
import type { Database, Transaction } from '../db/database';
import { projects } from '../db/schema';
import { rowsOf } from '../db/sql-rows';
import { notFound } from '../http/api-error';
import type { Identity } from '../services/auth/identity';
import { requestOtp, verifyOtp, type OtpDeps } from '../services/auth/otp';
import { findLiveSession, openSession } from '../services/auth/sessions';
import { systemActor } from '../services/history/record-history';
import { projectsOwner } from '../services/content/payable/owners';
import { readRecord } from '../services/content/payable/record-json';
import { changeRecord } from '../services/content/payable/record-writes';
import { objectShapeOf, updateBodyOf } from '../services/resources/wire-schemas';
import { parseOrThrow } from '../http/validation';
import { sanitizeHtml, sanitizeHtmlForPage } from '../services/content/sanitize-html';
import { buildRecordPages } from '../services/landing-pages/build-page';
import { encodePageImages, PAGE_IMAGE_WIDTHS } from '../services/landing-pages/page-images';
import { findBySource } from '../services/landing-pages/page-store';
import { slugFor } from '../services/landing-pages/slugs';
import { createReportBuilder } from '../services/reports/build-job';
import { readBetweenChunks, type SmsCounter } from '../services/reports/counter';
import { everyDayOf, figuresOf, readPeriodData, type PeriodScope } from '../services/reports/period-figures';
import { readReport } from '../services/reports/report-reader';
import { withSenderSets } from '../services/reports/sender-sets';
import { detectImageType } from '../services/uploads/image-type';
import { dayInZone } from '../support/zoned-time';
import { jsdomInPieces } from './jsdom-pieces';
import { multipartForm } from './multipart-sample';
import { rehearseRequest } from './rehearsed-requests';
import { startWarmUp, watchQuietTime, type WarmUp, type WarmUpStep } from './schedule';

/** What the editor writes (both directions, every element and kind of class it has) and what the sanitizer must remove. */
const SAMPLE_RICH_TEXT = [
  '<h1>Water</h1><h2 class="ql-align-right ql-direction-rtl">بئر <strong>الماء</strong></h2>',
  '<p class="ql-align-right ql-direction-rtl ql-indent-1">اتصل على 800-4242 أو <a href="https://example.org/give">example.org</a> و<a href="mailto:give@example.org">البريد</a></p>',
  '<ol><li><em>One</em></li><li><u>Two</u> <s>three</s></li></ol><ul><li><span class="ql-size-large">Four</span></li></ul><blockquote>Quote</blockquote><p><br></p>',
  '<p style="color:red" onclick="steal()" data-x="1">Text<img src="x" onerror="alert(1)"><script>alert(1)</script>',
  '<a href="javascript:alert(1)" target="_top" rel="opener">link</a><svg><g onload="alert(1)"></g></svg><iframe src="https://example.org"></iframe></p>',
].join('');

/** What the sanitizer must make of the sample: anything else means it did not run as the routes run it. */
function expectSanitized(html: string): void {
  if (!html.includes('rel="noopener noreferrer"') || /script|onerror|onclick|javascript:|<svg|<iframe|style=/i.test(html)) {
    throw new Error('the sanitizer did not clean its sample as expected');
  }
}

const today = () => dayInZone(new Date(), REPORT_TIME_ZONE);

/** The project the reads are made on: the first one, or none in an empty database. */
async function someProjectId(db: Database): Promise<number | undefined> {
  const [row] = await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.id)).limit(1);
  return row?.id;
}

/** An identity no one signs in with (`.invalid` is reserved): its user is made and rolled back with the rest. */
const REHEARSED_IDENTITY: Identity = { channel: 'email', value: 'warm-up@example.invalid' };
/** A documentation address (RFC 5737): the rehearsal's attempts are counted apart from any real client's. */
const REHEARSED_CLIENT_IP = '192.0.2.1';

/**
 * A sign-in as the routes make it: a code asked for (its limits, its challenge, its message, here
 * caught instead of sent), the code checked, the user found or made, a session made and found by
 * the admin guard's lookup; in a transaction rolled back. It is the first thing a session does
 * after a start, and its queries first run there brought the database layer's shared code shapes
 * it had not seen: V8 threw away what it had optimized for the warm-up's own queries and
 * optimized it again during the first saves and builds (`--log-deopt`). Then the guard's lookup
 * with a token nobody holds, found by none.
 */
const signIn = (db: Database): WarmUpStep => ({
  name: 'sign-in',
  pieces: () => [
    ...repeated(HOT_RUNS, () =>
      rehearse(db, async (tx) => {
        let code: string | undefined;
        const deps: OtpDeps = {
          db: tx,
          clock: () => new Date(),
          policy: OTP_POLICY,
          hmacKey: randomBytes(32),
          sender: { kind: 'rehearsal', send: async (message) => void (code = message.code) },
        };
        const issued = await requestOtp(deps, REHEARSED_IDENTITY, REHEARSED_CLIENT_IP);
        if (code === undefined) throw new Error('the rehearsed sign-in sent no code');
        await verifyOtp(deps, { challengeToken: issued.challengeToken, identity: REHEARSED_IDENTITY, timestamp: issued.timestamp, code, clientIp: REHEARSED_CLIENT_IP });
        const now = new Date();
        const { user, token } = await openSession(tx, REHEARSED_IDENTITY, now);
        if (!(await findLiveSession(tx, token, user.objectId, now))) throw new Error('the rehearsed session was not found');
      }),
    ),
    ...repeated(HOT_RUNS, async () => {
      if (await findLiveSession(db, randomBytes(32).toString('base64url'), 'warm-up', new Date())) throw new Error('a made-up token found a session');
    }),
  ],
});

const richText = (): WarmUpStep => ({
  name: 'rich text',
  pieces: () => [
    ...jsdomInPieces(),
    ...repeated(HOT_RUNS, () => expectSanitized(sanitizeHtml(SAMPLE_RICH_TEXT))),
    ...repeated(HOT_RUNS, () => expectSanitized(sanitizeHtmlForPage(SAMPLE_RICH_TEXT))),
  ],
});

/**
 * How often what a first use runs is run: enough for V8 to have compiled its hot code
 * (bench:first-use). With ten, V8's function log (`--log-function-events`) still showed inner
 * functions of the sanitizer and of the database driver being optimized during the first real saves.
 */
const HOT_RUNS = 25;
const repeated = <T,>(times: number, piece: () => T): Array<() => T> => Array.from({ length: times }, () => piece);

/** Thrown to roll a rehearsal back. */
const REHEARSED = Symbol('rehearsed');

/** Runs `work` in a transaction that is then rolled back: its writes never land (a sequence it drew from stays advanced). */
async function rehearse(db: Database, work: (tx: Transaction) => Promise<void>): Promise<void> {
  await db
    .transaction(async (tx) => {
      await work(tx);
      throw REHEARSED;
    })
    .catch((error: unknown) => {
      if (error !== REHEARSED) throw error;
    });
}

/** A project's save body (`project_data_to_update`) with the record's own values and the sample rich text. */
function projectSaveBodyOf(record: Project): Record<string, unknown> {
  const entry = registry.projects;
  const fields = Object.keys(objectShapeOf(entry, 'update')).filter((key) => key !== 'version');
  const data = Object.fromEntries(fields.filter((key) => key in record).map((key) => [key, record[key as keyof Project]]));
  // The record names its category `actid`; a body, `act_id`.
  return { ...data, act_id: record.actid, infoAR: SAMPLE_RICH_TEXT, infoEN: SAMPLE_RICH_TEXT };
}

/** Far past any version a record reaches: a save naming it is refused as stale. */
const VERSION_NOT_REACHED = 2_000_000_000;

const saves = (app: FastifyInstance, db: Database): WarmUpStep => ({
  name: 'saves',
  pieces: () => {
    let id: number | undefined;
    let record: Project | undefined;
    const entry = registry.projects;
    return [
      async () => (id = await someProjectId(db)),
      // Read as the save reads it, checked as its answer is (the registry's record schema).
      async () => {
        if (id !== undefined) record = projectSchema.parse(await readRecord(db, projectsOwner, id, () => notFound('The project went away.')));
      },
      // The save itself, as PUT /projects/{id} makes it: its body checked, its values made (rich
      // text sanitized), the record changed with its JSON, its keywords' claims checked and its
      // history row (the comparison of before and after) written, and read back; then rolled
      // back. The project's row is locked for those few milliseconds, as by any save.
      ...repeated(HOT_RUNS, async () => {
        if (id === undefined || record === undefined) return;
        const projectId = id;
        const body = parseOrThrow(updateBodyOf(entry), { [entry.wrapUpdateIn]: projectSaveBodyOf(record), version: record.version }) as Record<string, unknown> & {
          version?: number;
        };
        await rehearse(db, async (tx) => {
          const values = await projectsOwner.values(body[entry.wrapUpdateIn] as Parameters<typeof projectsOwner.values>[0], tx, 'update', entry.wrapUpdateIn);
          await changeRecord(tx, projectsOwner, projectId, { version: body.version, now: new Date(), values, history: { actor: systemActor, action: 'update' } });
          projectSchema.parse(await readRecord(tx, projectsOwner, projectId, () => notFound('The project went away.')));
        });
      }),
      // The same through the routes: the edit form's read, then its save naming a version the
      // record has not reached, refused (409) once its values are made, before anything is written.
      ...repeated(HOT_RUNS, async () => {
        if (id === undefined || record === undefined) return;
        await rehearseRequest(app, { method: 'GET', url: `/projects/${id}`, expect: [200] });
        const payload = { [entry.wrapUpdateIn]: projectSaveBodyOf(record), id, version: VERSION_NOT_REACHED };
        await rehearseRequest(app, { method: 'PUT', url: `/projects/${id}`, payload, expect: [409] });
      }),
    ];
  },
});

/** A picture of the given format, wider than the widest page image, so every width is encoded. */
const samplePicture = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: PAGE_IMAGE_WIDTHS.at(-1)! + 40, height: 720, channels: 3, background: { r: 30, g: 110, b: 180 } } })
    .toFormat(format)
    .toBuffer();

const images = (app: FastifyInstance): WarmUpStep => ({
  name: 'images',
  pieces: () => {
    let picture: Buffer = Buffer.alloc(0);
    const encodePicture = async () => {
      if (!detectImageType(picture)) throw new Error('the sample picture was not recognised');
      if ((await encodePageImages(picture)).length !== PAGE_IMAGE_WIDTHS.length) throw new Error('the sample picture was not re-encoded');
    };
    return [
      async () => (picture = await samplePicture('jpeg')),
      // An upload through its route, its answer and its storing (apart from the media: uploads/routes.ts).
      ...repeated(HOT_RUNS, async () => {
        const form = multipartForm(picture);
        await rehearseRequest(app, { method: 'POST', url: `${endpoints.upload.route}?folder=projects`, headers: form.headers, payload: form.body, expect: [200] });
      }),
      encodePicture,
      async () => (picture = await samplePicture('png')),
      encodePicture,
    ];
  },
});

const pages = (db: Database): WarmUpStep => ({
  name: 'pages',
  pieces: () => {
    let id: number | undefined;
    return [
      () => slugFor('بئر الماء (٢٠٢٥)') && plainTextOf(SAMPLE_RICH_TEXT),
      async () => (id = await someProjectId(db)),
      ...repeated(HOT_RUNS, async () => id !== undefined && (await buildRecordPages(db, 'project', id, new Date()))),
      ...repeated(HOT_RUNS, async () => id !== undefined && (await findBySource(db, 'project', String(id), 'ar'))),
    ];
  },
});

/** As long a period as the bench's reports (bench:first-use). */
const REHEARSED_REPORT_DAYS = 21;

/**
 * What a build reads, with rows in it: the last three weeks counted of the organization counted
 * last (a read of rows runs the code that parses and adds them up, a read of none does not);
 * today's, of every organization, before any message was counted.
 */
export async function recentReportScope(db: Database): Promise<PeriodScope> {
  const [last] = rowsOf<{ org_id: number; from: string; to: string }>(
    await db.execute(sql`
      SELECT org_id, (day - ${REHEARSED_REPORT_DAYS - 1}::int)::text AS "from", day::text AS "to"
      FROM sms_daily_figures ORDER BY day DESC LIMIT 1
    `),
  );
  return last ? { orgId: last.org_id, from: last.from, to: last.to } : { orgId: null, from: today(), to: today() };
}

/** Nothing to count first: the rehearsal reads what the daily tables hold. */
const NOTHING_WAITING: SmsCounter = { kick: () => undefined, drain: async () => undefined, close: async () => undefined };

/**
 * A report built by the builder's own job on the transaction, then read and encoded as the route
 * answers it. The build's last step stores a ready row: a report never ready was not built.
 */
async function rehearseReportBuild(tx: Transaction, scope: PeriodScope): Promise<void> {
  const period = { from_date: scope.from, to_date: scope.to };
  let failure = '';
  const builder = createReportBuilder({ db: tx, clock: () => new Date(), counter: NOTHING_WAITING, log: { error: (line) => (failure = line) } });
  await builder.startBuild(scope.orgId, period);
  await builder.close();
  const report = encode(reportSchema, await readReport(tx, scope.orgId, period, new Date()));
  if (report.status !== 'ready') throw new Error(`the rehearsed report build ended ${report.status}: ${failure}`);
  JSON.stringify(report);
}

const reports = (app: FastifyInstance, db: Database): WarmUpStep => ({
  name: 'reports',
  pieces: () => {
    let scope: PeriodScope | undefined;
    return [
      ...repeated(HOT_RUNS, () => {
        // Two days of one keyword, senders 1–3 then 3–4: four distinct senders in all.
        const [first, second] = withSenderSets((sets) => [sets.withAdded(null, [1, 2, 3]), sets.withAdded(sets.withAdded(null, [3]), [4])]);
        const figures = figuresOf({
          figures: [
            { keyword: 'WARM', day: '2025-01-01', mno: 1, messages: 3, donations: 30 },
            { keyword: 'WARM', day: '2025-01-02', mno: 2, messages: 2, donations: 100 },
            { keyword: '', day: '2025-01-02', mno: 1, messages: 1, donations: 10 },
          ],
          senders: [
            { keyword: 'WARM', day: '2025-01-01', senders: first! },
            { keyword: 'WARM', day: '2025-01-02', senders: second! },
          ],
        });
        everyDayOf('2025-01-01', '2025-01-03', figures.days);
        if (figures.totals.Uniquecount !== 4) throw new Error('the sender sets did not count their sample');
      }),
      async () => (scope = await recentReportScope(db)),
      // A build's reads as it makes them (between two of the counter's chunks), of rows that exist.
      ...repeated(HOT_RUNS, async () => {
        const read = scope;
        if (read) figuresOf(await readBetweenChunks(db, (tx) => readPeriodData(tx, read)));
      }),
      // A build as PUT /reports starts it (the report claimed, its job run: lease, progress, the
      // reads, the sums, the row stored) and its report read as GET /reports answers it, ready.
      // Its reads run in a savepoint of the rehearsal's transaction; the piece above makes them
      // in a transaction of their own, as a real build does.
      ...repeated(HOT_RUNS, async () => {
        const build = scope;
        if (build) await rehearse(db, (tx) => rehearseReportBuild(tx, build));
      }),
      // The screen's polling, through its route: today's report of every organization, usually never built (404).
      ...repeated(HOT_RUNS, () =>
        rehearseRequest(app, { method: 'GET', url: `/reports/none?from_date=${today()}&to_date=${today()}`, expect: [200, 404] }),
      ),
    ];
  },
});

/** Warms a listening server, giving way to the requests of this process; its log says when it is done. */
export function startServerWarmUp(app: FastifyInstance, db: Database): WarmUp {
  // In the order their first uses are likely to come after a start.
  const steps = [signIn(db), richText(), saves(app, db), images(app), pages(db), reports(app, db)];
  const quiet = watchQuietTime();
  const warmUp = startWarmUp(steps, { quietForMs: quiet.ms, log: app.log });
  void warmUp.done.finally(() => quiet.stop());
  return warmUp;
}
