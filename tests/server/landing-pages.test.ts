/**
 * The landing-pages service (issue 13; spec 2.8, 2.9, 2.12, 2.13, 3, 7.1, 7.4): pages built from
 * a project, a case, a memorial and the campaign form; generating again updates the same page;
 * readable, stable slugs; images re-encoded to WebP; the admin list, get and deletes; the
 * marketing interface and its API key; bad bodies refused with nothing changed.
 */
import { sql } from 'drizzle-orm';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { landingPagesConfigFromEnv } from '../../src/server/services/landing-pages/config';
import { numberedSlug, slugFor, slugWithSuffix } from '../../src/server/services/landing-pages/slugs';
import { describeOnEachDatabase, describeOnOneDatabase } from './support/each-database';
import { organizationBody } from './support/organizations';
import { cc, seededRefs, sms } from './support/payable';
import { ADMIN, useTestServer, type Session, type TestServer } from './support/test-server';

const PUBLIC_URL = 'https://give.example.org';
const API_KEY = 'landing-pages-test-key-0123456789';

async function rowsOf<T>(server: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.database.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const pageCount = async (server: TestServer) => (await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from landing_pages`))[0]!.n;

/** A real image in the media folder, as an upload would have stored it. */
async function storeImage(server: TestServer, path: string, width: number, height: number): Promise<void> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#2a7' } }).png().toBuffer();
  await mkdir(join(server.mediaDir, path.split('/')[0]!), { recursive: true });
  await writeFile(join(server.mediaDir, path), bytes);
}

const campaignForm = (overrides: Record<string, unknown> = {}) => ({
  requestId: 'req-0001-abcdef',
  name: 'حملة الجليلة',
  title: 'Al Jalila campaign',
  description: 'Help children.\n\nEvery dirham <counts>.',
  arabicImage: 'landingpages/campaign-ar.png',
  englishImage: 'landingpages/campaign-en.png',
  startDate: '2025-03-01',
  endDate: '2025-03-31',
  donationLink: 'https://aljalila.example.org/donate',
  target: 100000,
  keyword: 'JALILA',
  ...overrides,
});

describe('Slugs', () => {
  it('transliterates Arabic names, keeps a-z0-9 and hyphens, at most 60 characters', () => {
    expect(slugFor('بئر الذكرى')).toBe('bir-aldhkra');
    expect(slugFor('Water Well (2025)!')).toBe('water-well-2025');
    expect(slugFor('Café  Noël')).toBe('cafe-noel');
    expect(slugFor('مُحَمَّد ١٢٣')).toBe('mhmd-123');
    expect(slugFor('!!!')).toBe('page');
    const long = slugFor('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('numbers and suffixes within 60 characters, never leaving a double hyphen', () => {
    const base = `${'a'.repeat(57)}-bcd`;
    expect(numberedSlug(base, 1)).toBe(base);
    expect(numberedSlug(base, 2)).toBe(`${'a'.repeat(57)}-2`);
    expect(numberedSlug('well', 12)).toBe('well-12');
    expect(slugWithSuffix('حملة الجليلة', 'ar')).toBe('hmla-aljlyla-ar');
    const suffixed = slugWithSuffix(`${'a'.repeat(56)} bcd`, 'en');
    expect(suffixed).toBe(`${'a'.repeat(56)}-en`);
    expect(suffixed.length).toBeLessThanOrEqual(60);
  });
});

describe('Landing pages configuration from the environment', () => {
  it('reads the public address, the API key and the app links, and stops on a mistake', () => {
    expect(landingPagesConfigFromEnv({})).toEqual({ appLinks: {} });
    expect(
      landingPagesConfigFromEnv({
        PUBLIC_PAGES_URL: 'https://give.example.org/',
        LANDING_PAGES_API_KEY: API_KEY,
        APP_LINK_IOS: 'https://apps.apple.com/app/id1',
        APP_LINK_ANDROID: 'https://play.google.com/store/apps/details?id=org.charity',
        APP_LINK_URL: 'https://charity.example.org/app',
      }),
    ).toEqual({
      publicBaseUrl: 'https://give.example.org',
      apiKey: API_KEY,
      appLinks: {
        ios: 'https://apps.apple.com/app/id1',
        android: 'https://play.google.com/store/apps/details?id=org.charity',
        other: 'https://charity.example.org/app',
      },
    });
    expect(() => landingPagesConfigFromEnv({ PUBLIC_PAGES_URL: 'give.example.org' })).toThrow(/PUBLIC_PAGES_URL/);
    expect(() => landingPagesConfigFromEnv({ APP_LINK_IOS: 'javascript:alert(1)' })).toThrow(/APP_LINK_IOS/);
    expect(() => landingPagesConfigFromEnv({ LANDING_PAGES_API_KEY: 'short' })).toThrow(/at least 16/);
    expect(landingPagesConfigFromEnv({ PUBLIC_PAGES_VIEW_LIMIT: '100000' }).viewsPerMinute).toBe(100_000);
    for (const bad of ['0', '-5', '1.5', 'many']) expect(() => landingPagesConfigFromEnv({ PUBLIC_PAGES_VIEW_LIMIT: bad })).toThrow(/PUBLIC_PAGES_VIEW_LIMIT/);
  });

  it('reads the marketing suites and creation limit, and stops on a mistake', () => {
    expect(landingPagesConfigFromEnv({ LANDING_PAGES_SUITES: ' charity, ramadan_2025 ,' }).suites).toEqual(['charity', 'ramadan_2025']);
    for (const bad of ['', ' , ', 'charity, bad/name', 'a b']) expect(() => landingPagesConfigFromEnv({ LANDING_PAGES_SUITES: bad }), bad).toThrow(/LANDING_PAGES_SUITES/);
    expect(landingPagesConfigFromEnv({ LANDING_PAGES_CREATE_LIMIT: '500' }).createsPerHour).toBe(500);
    for (const bad of ['0', '-1', '2.5', 'lots']) expect(() => landingPagesConfigFromEnv({ LANDING_PAGES_CREATE_LIMIT: bad }), bad).toThrow(/LANDING_PAGES_CREATE_LIMIT/);
  });
});

describeOnEachDatabase('Landing pages', (kind) => {
  const server = useTestServer(kind, { config: { landingPages: { publicBaseUrl: PUBLIC_URL, apiKey: API_KEY, appLinks: {} } } });
  let admin: Session;
  let refs: Awaited<ReturnType<typeof seededRefs>>;
  let web: string;
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });

  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    refs = await seededRefs(server());
    web = (await rowsOf<{ web: string }>(server(), sql`select web from organizations where id = ${refs.orgId}`))[0]!.web;
  });

  const addProject = async (fields: Record<string, unknown> = {}) => {
    const created = await call('POST', '/projects', {
      act_id: refs.actId,
      org_id: refs.orgId,
      nameAR: 'بئر الماء',
      nameEN: 'Water Well',
      infoAR: '<p>وصف <script>alert(1)</script>البئر</p>',
      infoEN: '<p>A well for a village.</p>',
      // Keywords of its own: one keyword on a short code counts for one project.
      sms_payment: [sms({ mno: 1, short_code: 4202, price: 10 }), sms({ mno: 2, short_code: 4206, price: 50 })],
      bank_payment: [],
      cc_payment: [cc({ cc_url: 'https://alnoor.example.org/well' })],
      ...fields,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.project as { id: number };
  };

  it('makes the Arabic and English pages of a project, answers the Arabic one with the links of both, and updates them when generated again', async () => {
    await storeImage(server(), 'projects/lp-well.png', 800, 600);
    const project = await addProject({
      mediaURL: 'projects/lp-well.png',
      sms_payment: [
        sms({ mno: 1, short_code: 4202, price: 10, keyword_en: 'WELL', keyword_ar: 'بئر' }),
        sms({ mno: 2, short_code: 4206, price: 50, keyword_en: 'WELL', keyword_ar: 'بئر' }),
      ],
    });
    const before = await pageCount(server());

    const first = await call('POST', '/landing_pages', { type: 'project', id: project.id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const page = first.body.page;
    expect(first.body.link).toBe(`${PUBLIC_URL}/p/${page.slug}`);
    expect(page).toMatchObject({
      kind: 'project',
      sourceId: String(project.id),
      lang: 'ar',
      name: 'بئر الماء',
      slug: 'bir-alma',
      version: 1,
      webPush: false,
      image: true,
      theme: { code_embed: 'classic' },
      tracking: { facebookPixel: false, googleAnalytics: false },
      link: first.body.link,
    });
    expect(page.components).toEqual({
      cause: { name: 'بئر الماء', description: '<p>وصف البئر</p>', image: 'projects/lp-well.png' },
      buttons: [
        { shortCode: 4202, mno: 1, operatorEN: 'Etisalat', operatorAR: 'اتصالات', amount: 10, keyword: 'WELL' },
        { shortCode: 4206, mno: 2, operatorEN: 'Du', operatorAR: 'دو', amount: 50, keyword: 'WELL' },
      ],
      progress: { target: null, baseAmount: 0, startDate: '2025-03-01', endDate: null, keywords: ['WELL'] },
      appLink: true,
      otherDevicesLink: 'https://alnoor.example.org/well',
    });
    expect(page.social).toEqual({ title: 'بئر الماء', description: 'وصف البئر', image: 'projects/lp-well.png' });
    expect(await pageCount(server())).toBe(before + 2);

    const [english] = await rowsOf<{ slug: string; name: string; components: { cause: { description: string } } }>(
      server(),
      sql`select slug, name, components from landing_pages where kind = 'project' and source_id = ${String(project.id)} and lang = 'en'`,
    );
    expect(english).toMatchObject({ slug: 'water-well', name: 'Water Well', components: { cause: { description: '<p>A well for a village.</p>' } } });
    expect(first.body.links).toEqual([
      { lang: 'ar', link: first.body.link },
      { lang: 'en', link: `${PUBLIC_URL}/p/water-well` },
    ]);

    // The image, re-encoded to WebP at the widths up to the source's (800: 320 and 640), for both pages.
    const images = await rowsOf<{ width: number; height: number; bytes: Uint8Array }>(
      server(),
      sql`select width, height, bytes from landing_page_images where page_id = ${page.objectId} order by width`,
    );
    expect(images.map(({ width, height }) => [width, height])).toEqual([[320, 240], [640, 480]]);
    for (const image of images) {
      const meta = await sharp(Buffer.from(image.bytes)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(image.width);
    }

    // Again, a day later and with a new name: the same two rows, slug and link kept, version up.
    server().clock.advance(24 * 60 * 60 * 1000);
    admin = await server().signIn(ADMIN);
    await server().database.handle.db.execute(sql`update projects set name_ar = 'بئر القرية' where id = ${project.id}`);
    const again = await call('POST', '/landing_pages', { type: 'project', id: project.id });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.page).toMatchObject({ objectId: page.objectId, slug: 'bir-alma', name: 'بئر القرية', version: 2, createdAt: page.createdAt });
    expect(again.body.link).toBe(first.body.link);
    // The bar still counts from the page's first creation day.
    expect(again.body.page.components.progress.startDate).toBe('2025-03-01');
    expect(await pageCount(server())).toBe(before + 2);
  });

  it("makes a case's pages with its target, collected amount and credit-card link; a project without one links the organization", async () => {
    const created = await call('POST', '/causes', {
      act_id: refs.actId,
      org_id: refs.orgId,
      nameAR: 'علاج طفل',
      nameEN: 'Treatment',
      order: 1,
      infoAR: '<p>وصف</p>',
      infoEN: '<p>Description</p>',
      target_amount: '20000',
      mediaURL: 'https://cdn.example.org/photo.jpg',
      sms_payment: [sms({ mno: 1, short_code: 4409, price: 500, keyword_en: 'CURE' })],
      cc_payment: [cc({ cc_url: 'https://alnoor.example.org/cure' })],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.cause.id as number;
    await server().database.handle.db.execute(sql`update causes set collected_amount = 7500 where id = ${id}`);

    const answer = await call('POST', '/landing_pages', { type: 'cause', id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.page).toMatchObject({ kind: 'cause', lang: 'ar', sourceId: String(id) });
    expect(answer.body.page.components).toMatchObject({
      // An image on another host is not loaded by the page.
      cause: { name: 'علاج طفل', image: null },
      buttons: [{ shortCode: 4409, mno: 1, amount: 500, keyword: 'CURE' }],
      progress: { target: 20000, baseAmount: 7500, endDate: null, keywords: ['CURE'] },
      otherDevicesLink: 'https://alnoor.example.org/cure',
    });
    const [english] = await rowsOf<{ components: { cause: { name: string } } }>(
      server(),
      sql`select components from landing_pages where kind = 'cause' and source_id = ${String(id)} and lang = 'en'`,
    );
    expect(english!.components.cause.name).toBe('Treatment');

    const bare = await addProject({ nameAR: 'مشروع بلا رابط', nameEN: 'No card link', cc_payment: [], sms_payment: [] });
    const plain = await call('POST', '/landing_pages', { type: 'project', id: bare.id });
    expect(plain.status).toBe(201);
    expect(plain.body.page.components).toMatchObject({ buttons: [], otherDevicesLink: web || null, progress: { keywords: [] } });

    const missing = await call('POST', '/landing_pages', { type: 'cause', id: 999999 });
    expect(missing.status).toBe(404);
  });

  it("names the keywords its bar would not count: none while the project is on, all once it is switched off", async () => {
    const project = await addProject({
      nameAR: 'عين الماء',
      nameEN: 'Spring',
      sms_payment: [sms({ mno: 1, short_code: 4202, price: 10, keyword_en: 'SPRING', keyword_ar: 'نبع' })],
    });
    // The project's own keyword counts for it, with nothing set up beside it.
    const first = await call('POST', '/landing_pages', { type: 'project', id: project.id });
    expect(first.body.uncountedKeywords).toEqual([]);

    expect((await call('PUT', `/projects/${project.id}?edit_status=true`, { new_status: 0 })).status).toBe(200);
    const off = await call('POST', '/landing_pages', { type: 'project', id: project.id });
    expect(off.body.uncountedKeywords).toEqual(['SPRING']);
  });

  it('makes one page per language when the same record is generated twice at once', async () => {
    const project = await addProject({ nameAR: 'مشروع متزامن', nameEN: 'Concurrent' });
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/landing_pages', { type: 'project', id: project.id })));
    // Each request saves two pages, one per language: at once, two requests may each make one of
    // them (each answering 201, 'a page was made'); never more than the two pages there are.
    const made = answers.filter((answer) => answer.status === 201).length;
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(2);
    expect(new Set(answers.map((answer) => answer.body.page.objectId)).size).toBe(1);
    const rows = await rowsOf<{ lang: string; version: number }>(
      server(),
      sql`select lang, version from landing_pages where kind = 'project' and source_id = ${String(project.id)} order by lang`,
    );
    expect(rows).toEqual([{ lang: 'ar', version: 3 }, { lang: 'en', version: 3 }]);
  });

  it("numbers a slug another page has, and keeps each page's slug when regenerated", async () => {
    const one = await addProject({ nameAR: 'سقيا', nameEN: 'Sqya one' });
    const two = await addProject({ nameAR: 'سقيا', nameEN: 'Sqya two' });
    const first = await call('POST', '/landing_pages', { type: 'project', id: one.id });
    const second = await call('POST', '/landing_pages', { type: 'project', id: two.id });
    expect(first.body.page.slug).toBe('sqya');
    expect(second.body.page.slug).toBe('sqya-2');
    const third = await call('POST', '/landing_pages', { type: 'project', id: (await addProject({ nameAR: 'سقيا', nameEN: 'x' })).id });
    expect(third.body.page.slug).toBe('sqya-3');
    expect((await call('POST', '/landing_pages', { type: 'project', id: two.id })).body.page.slug).toBe('sqya-2');
  });

  it("makes a memorial's page from getInMemoryDetails in its language, and says what its organization lacks for one", async () => {
    const activity = await call('POST', '/activities', { intID: 9201, nameAR: 'آبار الذكرى', nameEN: 'Memorial wells', infoAR: 'x', infoEN: 'x', order: 0 });
    expect(activity.status, JSON.stringify(activity.body)).toBe(201);
    const actId = activity.body.activity.id as number;
    const addMemorial = async (fields: Record<string, unknown>) => {
      const created = await call('POST', '/classes/InMemory', {
        name: 'Ahmad Saleh',
        description: '<p>Remembered <img src=x onerror=alert(1)>always</p>',
        age: 70,
        applicantName: 'Fatima',
        targetAmount: 5000,
        orgId: refs.orgId,
        ...fields,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.memorial.objectId as string;
    };
    // An organization with no short code: nothing a donor could send, so no page; the answer names the organization and what to add.
    const bare = await call('POST', '/organizations', organizationBody(9202));
    expect(bare.status, JSON.stringify(bare.body)).toBe(201);
    const { id: bareId, nameAR, nameEN } = bare.body.organization as { id: number; nameAR: string; nameEN: string };
    const names = JSON.stringify({ nameAR, nameEN });
    const lonely = await addMemorial({ name: 'Salem Nasser', actId, orgId: bareId });
    const refused = await call('POST', '/landing_pages', { type: 'memorial', id: lonely });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      code: 'memorialPage.noShortCode',
      message: `${nameEN} has no active short code: add one on the Short codes screen.`,
      fields: { orgId: `validation.organizationNoShortCode:${names}` },
    });
    // A short code without a keyword, and no keyword of the organization's: still nothing to send.
    const shortCode = await call('POST', '/shortcodes', { orgid: bareId, mnoid: 1, price: 20, shortcode: 7102, keywordEN: '', isactive: 1 });
    expect(shortCode.status, JSON.stringify(shortCode.body)).toBe(201);
    const keywordless = await call('POST', '/landing_pages', { type: 'memorial', id: lonely });
    expect(keywordless.status).toBe(422);
    expect(keywordless.body).toMatchObject({ code: 'memorialPage.noKeyword', fields: { orgId: `validation.organizationNoKeyword:${names}` } });
    expect(keywordless.body.message).toMatch(new RegExp(`^${nameEN} has no short code with a keyword`));
    // A keyword of the organization's (the Keywords screen) gives its short code one: the page is made.
    expect((await call('POST', '/classes/keywords', { title: 'AMAL', org_id: String(bareId) })).status).toBe(201);
    const made = await call('POST', '/landing_pages', { type: 'memorial', id: lonely });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.page.components.buttons).toMatchObject([{ shortCode: 7102, mno: 1, amount: 20, keyword: 'AMAL' }]);
    // One page, in the memorial's language.
    expect(made.body.links).toEqual([{ lang: 'ar', link: made.body.link }]);

    await storeImage(server(), 'inMemory/lp-ahmad.png', 300, 300);
    const objectId = await addMemorial({ actId, language: 'en', image: 'inMemory/lp-ahmad.png' });
    await server().database.handle.db.execute(sql`update in_memory set collected_amount = 1200 where object_id = ${objectId}`);
    const answer = await call('POST', '/landing_pages', { type: 'memorial', id: objectId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.page).toMatchObject({ kind: 'memorial', sourceId: objectId, lang: 'en', name: 'Ahmad Saleh', slug: 'ahmad-saleh' });
    // Its buttons: the organization's short codes (the demo's 101: 4202 AED 10 and 4409 AED 500 on both operators, keyword ERC).
    expect(answer.body.page.components).toMatchObject({
      cause: { name: 'Ahmad Saleh', description: '<p>Remembered always</p>', image: 'inMemory/lp-ahmad.png' },
      buttons: [
        { shortCode: 4202, mno: 1, amount: 10, keyword: 'ERC' },
        { shortCode: 4202, mno: 2, amount: 10, keyword: 'ERC' },
        { shortCode: 4409, mno: 1, amount: 500, keyword: 'ERC' },
        { shortCode: 4409, mno: 2, amount: 500, keyword: 'ERC' },
      ],
      progress: { target: 5000, baseAmount: 1200, endDate: null, keywords: ['ERC'] },
      otherDevicesLink: web || null,
    });
    expect(answer.body.uncountedKeywords).toEqual([]);
    // Narrower than the smallest width: one re-encoding at its own width.
    const widths = await rowsOf<{ width: number }>(server(), sql`select width from landing_page_images where page_id = ${answer.body.page.objectId}`);
    expect(widths).toEqual([{ width: 300 }]);
    const again = await call('POST', '/landing_pages', { type: 'memorial', id: objectId });
    expect(again.status).toBe(200);
    expect(again.body.page).toMatchObject({ objectId: answer.body.page.objectId, version: 2 });
    expect((await call('POST', '/landing_pages', { type: 'memorial', id: 'nosuchmemorial' })).status).toBe(404);
  });

  it('makes the campaign pair with the amounts of spec 9 on each operator; the same request again updates the pair', async () => {
    await storeImage(server(), 'landingpages/campaign-ar.png', 1200, 600);
    await storeImage(server(), 'landingpages/campaign-en.png', 1000, 500);
    const before = await pageCount(server());
    const answer = await call('POST', '/landing_pages/campaign', campaignForm());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { ar, en } = answer.body;
    expect(ar.page).toMatchObject({ kind: 'campaign', lang: 'ar', sourceId: 'req-0001-abcdef', slug: 'hmla-aljlyla-ar', name: 'حملة الجليلة' });
    expect(en.page).toMatchObject({ kind: 'campaign', lang: 'en', sourceId: 'req-0001-abcdef', slug: 'hmla-aljlyla-en' });
    expect(ar.link).toBe(`${PUBLIC_URL}/p/hmla-aljlyla-ar`);
    expect(ar.page.components.buttons.map((button: { shortCode: number; mno: number; amount: number }) => `${button.shortCode}/${button.mno}/${button.amount}`)).toEqual([
      '4202/1/10', '4202/2/10', '4206/1/50', '4206/2/50', '4209/1/100', '4209/2/100', '4409/1/500', '4409/2/500',
    ]);
    expect(ar.page.components).toMatchObject({
      cause: { name: 'Al Jalila campaign', description: '<p>Help children.</p><p>Every dirham &lt;counts&gt;.</p>', image: 'landingpages/campaign-ar.png' },
      progress: { target: 100000, baseAmount: 0, startDate: '2025-03-01', endDate: '2025-03-31', keywords: ['JALILA'] },
      otherDevicesLink: 'https://aljalila.example.org/donate',
    });
    expect(en.page.components.cause.image).toBe('landingpages/campaign-en.png');
    const enWidths = await rowsOf<{ width: number }>(server(), sql`select width from landing_page_images where page_id = ${en.page.objectId} order by width`);
    expect(enWidths.map((row) => row.width)).toEqual([320, 640, 960]);
    expect(await pageCount(server())).toBe(before + 2);

    const again = await call('POST', '/landing_pages/campaign', campaignForm({ target: 200000 }));
    expect(again.status).toBe(200);
    expect(again.body.ar.page).toMatchObject({ objectId: ar.page.objectId, slug: ar.page.slug, version: 2 });
    expect(again.body.en.page).toMatchObject({ objectId: en.page.objectId, version: 2 });
    expect(again.body.ar.page.components.progress.target).toBe(200000);
    expect(await pageCount(server())).toBe(before + 2);
  });

  it('says the English name, title and description on the English page when the form has them; a target typed 50,000 or ٥٠٬٠٠٠ is a number', async () => {
    const english = await call(
      'POST',
      '/landing_pages/campaign',
      campaignForm({
        requestId: 'req-0004-english',
        keyword: 'HOPE',
        name: 'حملة الأمل',
        title: 'حملة الأمل للأطفال',
        description: 'ساعدوا الأطفال.',
        nameEN: 'Hope campaign',
        titleEN: 'Hope for children',
        descriptionEN: 'Help children.',
        target: '٥٠٬٠٠٠',
      }),
    );
    expect(english.status, JSON.stringify(english.body)).toBe(201);
    const { ar, en } = english.body;
    expect(ar.page).toMatchObject({ name: 'حملة الأمل', social: { title: 'حملة الأمل للأطفال' }, components: { cause: { name: 'حملة الأمل للأطفال', description: '<p>ساعدوا الأطفال.</p>' } } });
    expect(en.page).toMatchObject({ name: 'Hope campaign', slug: 'hope-campaign-en', social: { title: 'Hope for children', description: 'Help children.' } });
    expect(en.page.components).toMatchObject({ cause: { name: 'Hope for children', description: '<p>Help children.</p>' }, progress: { target: 50000 } });

    // Without them (optional, as the spec's single form has one of each), the English page says the form's own.
    const single = await call('POST', '/landing_pages/campaign', campaignForm({ requestId: 'req-0005-single', keyword: 'ONE', nameEN: '', titleEN: null, target: '50,000' }));
    expect(single.status, JSON.stringify(single.body)).toBe(201);
    expect(single.body.en.page).toMatchObject({ name: 'حملة الجليلة', components: { cause: { name: 'Al Jalila campaign' }, progress: { target: 50000 } } });

    const unreadable = await call('POST', '/landing_pages/campaign', campaignForm({ requestId: 'req-0006-unreadable', keyword: 'TWO', target: '50,00' }));
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.fields).toEqual({ target: 'validation.number' });
  });

  it('refuses bad bodies with their field messages and changes nothing', async () => {
    const before = await pageCount(server());
    const noId = await call('POST', '/landing_pages', { type: 'project' });
    expect(noId.status).toBe(400);
    expect(noId.body.fields).toHaveProperty('id');
    const extra = await call('POST', '/landing_pages', { type: 'project', id: 1, extra: true });
    expect(extra.status).toBe(400);
    expect(extra.body.fields).toEqual({ extra: 'validation.unknownField' });
    // Named even when `type`, which tells the kinds of record apart, is missing.
    const misspelt = await call('POST', '/landing_pages', { typ: 'project', id: 1 });
    expect(misspelt.body.fields).toEqual({ typ: 'validation.unknownField' });
    const memorialId = await call('POST', '/landing_pages', { type: 'memorial', id: 12 });
    expect(memorialId.body.fields).toEqual({ id: expect.stringMatching(/^validation\./) });
    const { arabicImage: _ar, ...withoutArabic } = campaignForm();
    const campaign = await call('POST', '/landing_pages/campaign', { ...withoutArabic, englishImage: '', requestId: 'req-0002-abcdef', endDate: '2025-02-01' });
    expect(campaign.status).toBe(400);
    expect(campaign.body.fields).toMatchObject({ arabicImage: 'validation.fileRequired', englishImage: 'validation.fileRequired' });
    const badLink = await call('POST', '/landing_pages/campaign', campaignForm({ requestId: 'req-0003-abcdef', donationLink: 'javascript:alert(1)' }));
    expect(badLink.body.fields).toEqual({ donationLink: 'validation.urlInvalid' });
    expect(await pageCount(server())).toBe(before);
  });

  it("names each listed page's record: a project's or case's names now, a memorial's name, a campaign's own; null once the record is gone", async () => {
    const project = await addProject({ nameAR: 'مشروع مسمى', nameEN: 'Named project' });
    expect((await call('POST', '/landing_pages', { type: 'project', id: project.id })).status).toBe(201);
    await server().database.handle.db.execute(sql`update projects set name_en = 'Renamed project' where id = ${project.id}`);
    const sourceOf = async (kind: string, sourceId: string | null) => {
      const listed = await call('GET', '/landing_pages?limit=100');
      const page = listed.body.results.find((candidate: { kind: string; sourceId: string | null }) => candidate.kind === kind && candidate.sourceId === sourceId);
      const got = await call('GET', `/landing_pages/${page.objectId}`);
      expect(got.body.landingPage.source).toEqual(page.source);
      return page.source;
    };
    expect(await sourceOf('project', String(project.id))).toEqual({ nameAR: 'مشروع مسمى', nameEN: 'Renamed project' });
    const listed = await call('GET', '/landing_pages?limit=100');
    for (const page of listed.body.results as Array<{ kind: string; name: string; source: unknown }>) {
      if (page.kind === 'campaign') expect(page.source).toEqual({ nameAR: page.name, nameEN: page.name });
      if (page.kind === 'memorial') expect(page.source).toMatchObject({ nameAR: expect.any(String) });
    }
    expect((await call('DELETE', `/projects/${project.id}`)).status).toBe(200);
    expect(await sourceOf('project', String(project.id))).toBeNull();
  });

  it('lists pages a page at a time (order, search, count), gets one, deletes one and several', async () => {
    const all = await call('GET', '/landing_pages?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(await pageCount(server()));
    expect(all.body.results.length).toBe(all.body.count);
    // Newest first by default.
    const created = all.body.results.map((page: { createdAt: string }) => page.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const byName = await call('GET', '/landing_pages?order=name&limit=3');
    const names = byName.body.results.map((page: { name: string }) => page.name);
    expect(names).toHaveLength(3);
    expect(byName.body.count).toBe(all.body.count);

    // Latin case and Arabic letter forms do not matter.
    const searched = await call('GET', '/landing_pages?search=WATER');
    expect(searched.body.results.map((page: { name: string }) => page.name)).toEqual(['Water Well']);
    const arabic = await call('GET', `/landing_pages?search=${encodeURIComponent('القريه')}`);
    expect(arabic.body.results.map((page: { name: string }) => page.name)).toEqual(['بئر القرية']);
    const none = await call('GET', '/landing_pages?search=zzzznothing');
    expect(none.body).toEqual({ results: [], count: 0 });

    const one = all.body.results[0];
    const got = await call('GET', `/landing_pages/${one.objectId}`);
    expect(got.status).toBe(200);
    expect(got.body.landingPage).toEqual(one);
    expect((await call('GET', '/landing_pages/nosuchpage')).status).toBe(404);

    expect((await call('DELETE', `/landing_pages/${one.objectId}`)).body).toEqual({ deleted: 1, trashIds: [expect.stringMatching(/^\d+$/)] });
    expect((await call('GET', `/landing_pages/${one.objectId}`)).status).toBe(404);
    const images = await rowsOf<{ n: number }>(server(), sql`select count(*)::int as n from landing_page_images where page_id = ${one.objectId}`);
    expect(images[0]!.n).toBe(0);

    const ids = all.body.results.slice(1, 3).map((page: { objectId: string }) => page.objectId);
    const partly = await call('DELETE', '/landing_pages/bulk', { landingPagesIDs: [...ids, 'nosuchpage'] });
    expect(partly.status).toBe(404);
    expect((await call('DELETE', '/landing_pages/bulk', { landingPagesIDs: ids })).body).toEqual({ deleted: 2, trashIds: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)] });
    expect(await pageCount(server())).toBe(all.body.count - 3);
  });

  it('takes a whole page from the marketing interface with the right key only', async () => {
    const body = {
      name: 'Ramadan drive',
      label: 'Ramadan',
      lang: 'en',
      social: { title: 'Ramadan drive', description: 'Give this Ramadan', image: null },
      webPush: false,
      image: true,
      theme: { code_embed: 'night' },
      tracking: { facebookPixel: true, googleAnalytics: false },
      components: {
        cause: { name: 'Ramadan drive', description: '<p onclick="x()">Give <script>bad()</script>now</p>', image: 'https://cdn.example.org/x.jpg' },
        buttons: [{ shortCode: 4202, mno: 1, operatorEN: 'Etisalat', operatorAR: 'اتصالات', amount: 10, keyword: 'RAMADAN' }],
        progress: { target: 5000, baseAmount: 0, startDate: '2025-03-01', endDate: '2025-03-30', keywords: ['RAMADAN'] },
        appLink: true,
        otherDevicesLink: 'https://alnoor.example.org',
      },
    };
    const before = await pageCount(server());
    const wrong = await server().http('POST', '/apps/charity/landingpages', { body, headers: { 'x-api-key': 'not-the-key-000000000000' } });
    expect(wrong.status).toBe(401);
    const none = await server().http('POST', '/apps/charity/landingpages', { body });
    expect(none.status).toBe(401);
    expect(await pageCount(server())).toBe(before);

    const made = await server().http('POST', '/apps/charity/landingpages', { body, headers: { 'x-api-key': API_KEY } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.link).toBe(`${PUBLIC_URL}/p/ramadan-drive`);
    expect(made.body.page).toMatchObject({ kind: 'campaign', sourceId: null, lang: 'en', theme: { code_embed: 'night' }, tracking: { facebookPixel: true } });
    expect(made.body.page.components.cause).toEqual({ name: 'Ramadan drive', description: '<p>Give now</p>', image: null });
    expect(made.body.page.components.otherDevicesLink).toBe('https://alnoor.example.org');
    // Links and images are http(s) (or, for an image, a media path of this server): nothing else is kept.
    const withLinks = (otherDevicesLink: string, socialImage: string, causeImage: string) => ({
      ...body,
      name: 'Scripted',
      social: { ...body.social, image: socialImage },
      components: {
        ...body.components,
        otherDevicesLink,
        cause: { ...body.components.cause, image: causeImage },
        buttons: [{ ...body.components.buttons[0]!, keyword: 'LINKED' }],
      },
    });
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'JAVASCRIPT:alert(1)', '//evil.example/x', 'ftp://files.example.org/x']) {
      const refused = await server().http('POST', '/apps/charity/landingpages', { body: withLinks(bad, bad, bad), headers: { 'x-api-key': API_KEY } });
      expect(refused.status, bad).toBe(400);
      expect(refused.body, bad).toMatchObject({
        code: 'validation',
        fields: { 'components.otherDevicesLink': 'validation.urlInvalid', 'social.image': 'validation.urlInvalid', 'components.cause.image': 'validation.urlInvalid' },
      });
    }
    expect(await pageCount(server())).toBe(before + 1);
    const linked = await server().http('POST', '/apps/charity/landingpages', {
      body: withLinks('http://alnoor.example.org/give', 'https://cdn.example.org/share.jpg', 'projects/12.jpg'),
      headers: { 'x-api-key': API_KEY },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    expect(linked.body.page.components.otherDevicesLink).toBe('http://alnoor.example.org/give');
    expect(linked.body.page.social.image).toBe('https://cdn.example.org/share.jpg');
    // Its keyword on its short code counts for it during its dates: another page may not take it then…
    const rival = await server().http('POST', '/apps/charity/landingpages', { body, headers: { 'x-api-key': API_KEY } });
    expect(rival.status).toBe(409);
    expect(rival.body).toMatchObject({
      code: 'keywordClaimed',
      fields: { 'components.buttons.0.keyword': 'validation.keywordClaimedByCampaign:{"nameAR":"Ramadan drive","nameEN":"Ramadan drive"}' },
    });
    // …but after them. Always a new page: the second gets the next slug.
    const later = { ...body, components: { ...body.components, progress: { ...body.components.progress, startDate: '2025-04-01', endDate: '2025-04-30' } } };
    const second = await server().http('POST', '/apps/charity/landingpages', { body: later, headers: { 'x-api-key': API_KEY } });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.page.slug).toBe('ramadan-drive-2');
    // Only the suites this server serves (LANDING_PAGES_SUITES; here the default).
    const unknownSuite = await server().http('POST', '/apps/another-suite/landingpages', { body, headers: { 'x-api-key': API_KEY } });
    expect(unknownSuite.status).toBe(404);
    expect(unknownSuite.body).toEqual({ code: 'notFound', message: 'There is no marketing suite "another-suite" on this server (LANDING_PAGES_SUITES: charity).' });
    const invalid = await server().http('POST', '/apps/charity/landingpages', { body: { ...body, lang: 'fr' }, headers: { 'x-api-key': API_KEY } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ lang: 'validation.invalid' });
    expect(await pageCount(server())).toBe(before + 3);
  });
});

describeOnOneDatabase('The marketing interface\'s suites and creation limit', (kind) => {
  const createsPerHour = 3;
  const server = useTestServer(kind, { config: { landingPages: { apiKey: API_KEY, appLinks: {}, suites: ['charity', 'ramadan'], createsPerHour } } });
  const body = {
    name: 'Limited drive',
    label: 'Drive',
    lang: 'ar',
    social: { title: 'Drive', description: 'Give', image: null },
    webPush: false,
    image: false,
    theme: { code_embed: 'classic' },
    tracking: { facebookPixel: false, googleAnalytics: false },
    components: { cause: { name: 'Drive', description: '<p>Give</p>', image: null }, buttons: [], progress: null, appLink: false, otherDevicesLink: null },
  };
  const create = (suite: string, address: string, payload: unknown = body) =>
    server().injectFrom(address, 'POST', `/apps/${suite}/landingpages`, { body: payload, headers: { 'x-api-key': API_KEY } });

  it('serves the configured suites only', async () => {
    expect((await create('ramadan', '198.51.100.30')).status).toBe(201);
    expect((await create('charity', '198.51.100.30')).status).toBe(201);
    const other = await create('Charity', '198.51.100.30');
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('There is no marketing suite "Charity" on this server (LANDING_PAGES_SUITES: charity, ramadan).');
  });

  it('creates so many pages an hour per address, then answers 429 with the wait, and a malformed body costs no place', async () => {
    const before = await pageCount(server());
    for (let page = 0; page < createsPerHour; page += 1) {
      expect((await create('charity', '198.51.100.31', { ...body, lang: 'fr' })).status).toBe(400);
      expect((await create('charity', '198.51.100.31')).status).toBe(201);
    }
    const refused = await create('ramadan', '198.51.100.31');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rateLimited', retryAfterSeconds: 3600 });
    expect(refused.body.message).toContain(`At most ${createsPerHour} pages an hour`);
    expect(await pageCount(server())).toBe(before + createsPerHour);
    // Another address has its own allowance; the first has its own again an hour later.
    expect((await create('charity', '198.51.100.32')).status).toBe(201);
    server().clock.advance(60 * 60_000);
    expect((await create('charity', '198.51.100.31')).status).toBe(201);
  });

  it('documents the suites and the limit', async () => {
    const operation = (await server().http('GET', '/openapi.json')).body.paths['/apps/{suite}/landingpages'].post;
    expect(operation.description).toMatch(/LANDING_PAGES_SUITES.*404.*LANDING_PAGES_CREATE_LIMIT.*429/s);
  });
});

describeOnOneDatabase('Landing pages without configuration', (kind) => {
  const server = useTestServer(kind);

  it('answers 503 on the marketing interface while no API key is set, and links pages to the address the admin used', async () => {
    const refused = await server().http('POST', '/apps/charity/landingpages', { body: {}, headers: { 'x-api-key': API_KEY } });
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('landingPagesNotConfigured');
    expect(refused.body.message).toContain('LANDING_PAGES_API_KEY');

    const admin = await server().signIn(ADMIN);
    const made = await server().http('POST', '/landing_pages/campaign', { session: admin, body: campaignForm() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // No image in this server's media folder: the pages are made without one.
    expect(made.body.ar.link).toBe(`${server().url}/p/hmla-aljlyla-ar`);
    const images = await rowsOf<{ n: number }>(server(), sql`select count(*)::int as n from landing_page_images`);
    expect(images[0]!.n).toBe(0);
  });
});
