/**
 * What the server warms after its start (schedule.ts), through the same functions the routes
 * call, so that whatever they load, compile or set up the first time is ready:
 *
 * - rich text: the sanitizer's jsdom (loaded in pieces, jsdom-pieces.ts), its window and
 *   DOMPurify, with the editor's markup and the kinds of markup it removes, and a public page's variant;
 * - saves: a project read as its save reads it (the record with its lists, checked as its answer
 *   is), then the save itself (its body checked, the record changed with its JSON, its keywords'
 *   claims checked, its history row written, read back) in a transaction rolled back;
 * - images: an upload's multipart body parsed (multipart-sample.ts); libvips' first pictures: JPEG
 *   and PNG decoded, a page image's WebP widths encoded;
 * - pages: a project's pages built as a generation builds them (its slug, text, buttons), not saved;
 * - reports: the sender sets' WebAssembly (sets made, stored, read and joined), a day of the daily
 *   figures read and added up, and a report read as the screen polls it.
 *
 * Inputs are made up, or read: nothing is written to a file, nothing written to the database stays
 * (the rehearsed save is rolled back; a sequence it drew from stays advanced, as after any rolled
 * back write), and every result is thrown away.
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { REPORT_TIME_ZONE } from '../../shared/constants';
import { plainTextOf } from '../../shared/entities/rich-text';
import { projectSchema, type Project } from '../../shared/entities/project';
import { registry } from '../../shared/registry';
import type { Database, Transaction } from '../db/database';
import { projects } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
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
import { everyDayOf, figuresOf, readPeriodData } from '../services/reports/period-figures';
import { readReport } from '../services/reports/report-reader';
import { withSenderSets } from '../services/reports/sender-sets';
import { detectImageType } from '../services/uploads/image-type';
import { dayInZone } from '../support/zoned-time';
import { jsdomInPieces } from './jsdom-pieces';
import { parseMultipartSample } from './multipart-sample';
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

const richText = (): WarmUpStep => ({
  name: 'rich text',
  pieces: () => [
    ...jsdomInPieces(),
    () => expectSanitized(sanitizeHtml(SAMPLE_RICH_TEXT)),
    () => expectSanitized(sanitizeHtmlForPage(SAMPLE_RICH_TEXT)),
  ],
});

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

const saves = (db: Database): WarmUpStep => ({
  name: 'saves',
  pieces: () => {
    let id: number | undefined;
    let record: Project | undefined;
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
      async () => {
        if (id === undefined || record === undefined) return;
        const projectId = id;
        const entry = registry.projects;
        const fields = Object.keys(objectShapeOf(entry, 'update')).filter((key) => key !== 'version');
        const data = Object.fromEntries(fields.filter((key) => key in record!).map((key) => [key, record![key as keyof Project]]));
        // The record names its category `actid`; a body, `act_id`.
        const changed = { ...data, act_id: record.actid, infoAR: SAMPLE_RICH_TEXT };
        const body = parseOrThrow(updateBodyOf(entry), { [entry.wrapUpdateIn]: changed, version: record.version }) as Record<string, unknown> & {
          version?: number;
        };
        await rehearse(db, async (tx) => {
          const values = await projectsOwner.values(body[entry.wrapUpdateIn] as Parameters<typeof projectsOwner.values>[0], tx, 'update', entry.wrapUpdateIn);
          await changeRecord(tx, projectsOwner, projectId, { version: body.version, now: new Date(), values, history: { actor: systemActor, action: 'update' } });
          projectSchema.parse(await readRecord(tx, projectsOwner, projectId, () => notFound('The project went away.')));
        });
      },
    ];
  },
});

/** A picture of the given format, wider than the widest page image, so every width is encoded. */
const samplePicture = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: PAGE_IMAGE_WIDTHS.at(-1)! + 40, height: 720, channels: 3, background: { r: 30, g: 110, b: 180 } } })
    .toFormat(format)
    .toBuffer();

const images = (): WarmUpStep => ({
  name: 'images',
  pieces: () => {
    let picture: Buffer = Buffer.alloc(0);
    const encodePicture = async () => {
      if (!detectImageType(picture)) throw new Error('the sample picture was not recognised');
      if ((await encodePageImages(picture)).length !== PAGE_IMAGE_WIDTHS.length) throw new Error('the sample picture was not re-encoded');
    };
    return [
      async () => (picture = await samplePicture('jpeg')),
      async () => (picture = await parseMultipartSample(picture)),
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
      async () => id !== undefined && (await buildRecordPages(db, 'project', id, new Date())),
      async () => id !== undefined && (await findBySource(db, 'project', String(id), 'ar')),
    ];
  },
});

const reports = (db: Database): WarmUpStep => ({
  name: 'reports',
  pieces: () => [
    () => {
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
    },
    // A build's reads, of one day (a build holds the counter's lock too: not taken here).
    async () => {
      const day = today();
      figuresOf(await readPeriodData(db, { orgId: null, from: day, to: day }));
    },
    // What its answer and the screen's polling read: today's report, usually never built (404).
    async () => {
      const day = today();
      await readReport(db, null, { from_date: day, to_date: day }, new Date()).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.code === 'reportNotBuilt')) throw error;
      });
    },
  ],
});

/** Warms a listening server, giving way to the requests of this process; its log says when it is done. */
export function startServerWarmUp(app: FastifyInstance, db: Database): WarmUp {
  // In the order their first uses are likely to come after a start.
  const steps = [richText(), saves(db), images(), pages(db), reports(db)];
  const quiet = watchQuietTime();
  const warmUp = startWarmUp(steps, { quietForMs: quiet.ms, log: app.log });
  void warmUp.done.finally(() => quiet.stop());
  return warmUp;
}
