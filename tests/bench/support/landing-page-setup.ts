/**
 * What `npm run bench:pages` measures against: a real platform server (buildServer + listen) on
 * a fresh database with the demo data, a gateway secret (inbound SMS) and app store links, and
 * public donation pages made the way staff make them: an admin session, images uploaded with
 * `POST /uploads` as the client does, then `POST /landing_pages` for a project and
 * `POST /landing_pages/campaign` for a campaign pair. Only what the back-office has no route for
 * here (a project's image) is written straight into the database, exactly as the screens would
 * store it. Nothing else is set up: a donor's message counts for the page whose button sent it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { REPORT_TIME_ZONE } from '../../../src/shared/constants';
import type { CampaignFormInput, CampaignPages, LandingPage, LandingPageLink } from '../../../src/shared/entities/landing-page';
import { buildServer } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/database';
import { projects } from '../../../src/server/db/schema';
import { seedDemoData } from '../../../src/server/seed/demo';
import { projectsOwner } from '../../../src/server/services/content/payable/owners';
import { storeRecordJson } from '../../../src/server/services/content/payable/record-json';
import { dayInZone } from '../../../src/server/support/zoned-time';
import { signInAdmin } from './sign-in';
import { createPgliteBenchDatabase, createPostgresBenchDatabase, type BenchDatabase } from './sms-bench-data';

/** The demo project the bench makes a page of (it has SMS rows on both operators and a credit-card link). */
const BENCH_PROJECT_ID = 1;
const CAMPAIGN_KEYWORD = 'GIFTBENCH';

export interface PagesBenchServer {
  url: string;
  db: Database;
  /** Signs `POST /sms/inbound`. */
  gatewaySecret: string;
  /** Database 'PostgreSQL' or 'PGlite'. */
  databaseKind: string;
  close(): Promise<void>;
}

/** The server with the demo data, listening on a free port of 127.0.0.1. */
export async function startPagesBenchServer(options: { pglite: boolean }): Promise<PagesBenchServer> {
  const database: BenchDatabase = options.pglite ? await createPgliteBenchDatabase() : await createPostgresBenchDatabase();
  const mediaDir = await mkdtemp(join(tmpdir(), 'bo-bench-pages-media-'));
  const { db } = database.handle;
  try {
    await seedDemoData(db, new Date(), { mediaDir });
    const gatewaySecret = randomBytes(32).toString('hex');
    const app = await buildServer({
      db,
      config: {
        devOutbox: true,
        mediaDir,
        sms: { gatewaySecret },
        landingPages: {
          // The load run comes from one address: lift the per-address page limit (600 a minute in production) for it.
          viewsPerMinute: 100_000_000,
          appLinks: {
            ios: 'https://apps.apple.com/app/id000000000',
            android: 'https://play.google.com/store/apps/details?id=org.example.charity',
            other: 'https://charity.example.org/app',
          },
        },
      },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      db,
      gatewaySecret,
      databaseKind: options.pglite ? 'PGlite (embedded)' : 'PostgreSQL',
      async close() {
        await app.close();
        await database.drop();
        await rm(mediaDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.drop();
    await rm(mediaDir, { recursive: true, force: true });
    throw error;
  }
}

/** A photograph-like JPEG (soft gradients and shapes), about what staff upload, well under the upload limit. */
export async function benchPhoto(hue: number, width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue},70%,75%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,45%)"/>
      </linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.75}" cy="${height * 0.3}" r="${height * 0.25}" fill="url(#sun)"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.68} V ${height} H 0 Z" fill="hsl(${(hue + 180) % 360},35%,30%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

type Session = Record<string, string>;

async function answerOf<T>(response: Response, what: string, expected: readonly number[] = [200]): Promise<T> {
  const text = await response.text();
  if (!expected.includes(response.status)) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/** `POST /uploads?folder=` with the image as the multipart field `file`, as the client's uploader sends it; the stored media path. */
export async function uploadImage(url: string, session: Session, folder: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${url}/uploads?folder=${folder}`, { method: 'POST', headers: session, body: form });
  return (await answerOf<{ path: string }>(response, `POST /uploads?folder=${folder}`)).path;
}

/** One page as the bench measures it, with the SMS a donor would send from its first button. */
export interface BenchPage {
  label: string;
  link: string;
  slug: string;
  sms: { shortCode: number; mno: number; keyword: string; amount: number };
}

function benchPageOf(label: string, page: LandingPage, link: string): BenchPage {
  const button = page.components.buttons[0];
  if (!button) throw new Error(`${label}: the page has no SMS button`);
  return {
    label,
    link,
    slug: page.slug,
    sms: { shortCode: button.shortCode, mno: button.mno, keyword: button.keyword, amount: button.amount },
  };
}

/** The project's English twin, from the landing pages list (the creation answers the Arabic page). */
async function twinOf(url: string, session: Session, page: LandingPage): Promise<{ page: LandingPage; link: string }> {
  const response = await fetch(`${url}/landing_pages?limit=100&skip=0`, { headers: session });
  const { results } = await answerOf<{ results: LandingPage[] }>(response, 'GET /landing_pages');
  const twin = results.find((other) => other.kind === page.kind && other.sourceId === page.sourceId && other.lang !== page.lang);
  if (!twin) throw new Error(`GET /landing_pages: no ${page.kind} page ${page.sourceId} in the other language`);
  return { page: twin, link: twin.link };
}

/**
 * Makes the pages through the routes: the demo project's (with an uploaded image), and a
 * campaign pair running from today (Dubai) for 30 days. Answers each page in each language.
 */
export async function createBenchPages(server: PagesBenchServer): Promise<BenchPage[]> {
  const session = await signInAdmin(server.url);

  const projectImage = await uploadImage(server.url, session, 'projects', await benchPhoto(200));
  await server.db.update(projects).set({ mediaURL: projectImage }).where(eq(projects.id, BENCH_PROJECT_ID));
  await storeRecordJson(server.db, projectsOwner, BENCH_PROJECT_ID);
  const updated = await server.db.select({ id: projects.id }).from(projects).where(eq(projects.id, BENCH_PROJECT_ID));
  if (updated.length === 0) throw new Error(`the demo project ${BENCH_PROJECT_ID} is missing`);

  const created = await fetch(`${server.url}/landing_pages`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'project', id: BENCH_PROJECT_ID }),
  });
  const projectPage = await answerOf<LandingPageLink>(created, 'POST /landing_pages (project)', [200, 201]);
  const projectTwin = await twinOf(server.url, session, projectPage.page);

  const [arabicImage, englishImage] = [
    await uploadImage(server.url, session, 'landingpages', await benchPhoto(30)),
    await uploadImage(server.url, session, 'landingpages', await benchPhoto(150)),
  ];
  const today = new Date();
  const form: CampaignFormInput = {
    requestId: randomBytes(9).toString('base64url'),
    name: 'Al Jalila benchmark campaign',
    title: 'Give hope to children in need',
    description: 'Every message you send helps a child receive the treatment they need. Choose an amount and send the keyword.',
    arabicImage,
    englishImage,
    startDate: dayInZone(today, REPORT_TIME_ZONE),
    endDate: dayInZone(new Date(today.getTime() + 30 * 86_400_000), REPORT_TIME_ZONE),
    donationLink: 'https://charity.example.org/donate/campaign',
    target: 100_000,
    keyword: CAMPAIGN_KEYWORD,
  };
  const campaign = await fetch(`${server.url}/landing_pages/campaign`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify(form),
  });
  const pair = await answerOf<CampaignPages>(campaign, 'POST /landing_pages/campaign', [200, 201]);

  const [arabicProject, englishProject] =
    projectPage.page.lang === 'ar' ? [projectPage, projectTwin] : [projectTwin, projectPage];
  return [
    benchPageOf('project, Arabic', arabicProject.page, arabicProject.link),
    benchPageOf('project, English', englishProject.page, englishProject.link),
    benchPageOf('campaign, Arabic', pair.ar.page, pair.ar.link),
    benchPageOf('campaign, English', pair.en.page, pair.en.link),
  ];
}
