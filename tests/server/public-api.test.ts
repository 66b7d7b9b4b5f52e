/**
 * The public content API as the charity's app and website read it: no session, only the
 * fields a donor may see, only active or approved records in the order the app shows them,
 * cacheable (ETag, 304, Cache-Control), compressed when asked, and limited per client address.
 * Records are the demo seed's, with a few switched off or approved in the database directly.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { PUBLIC_API_PREFIX } from '../../src/shared/entities/publishing';
import { activities, ambassadors, organizations } from '../../src/server/db/schema';
import { publicResources } from '../../src/server/services/public-api/projections';
import { publicApiConfigFromEnv } from '../../src/server/services/public-api/read-limit';
import { PUBLIC_API_MAX_AGE_SECONDS, PUBLIC_API_NAMES } from '../../src/server/services/public-api/routes';
import { describeOnEachDatabase } from './support/each-database';
import { useTestServer } from './support/test-server';

const READS_PER_MINUTE = 100;

/** Each resource: the exact fields of an item, and the records shown, in order, by their key. */
const EXPECTED = {
  activities: {
    fields: ['id', 'intID', 'nameAR', 'nameEN', 'infoAR', 'infoEN', 'order', 'activityImage'],
    key: 'intID',
    // Activity 6 is switched off below.
    shown: [1, 2, 3, 4, 5],
  },
  banners: {
    fields: ['intID', 'nameAR', 'nameEN', 'order', 'targetType', 'target', 'image', 'startDate', 'endDate'],
    key: 'intID',
    // 203 is a switched-off banner of the seed.
    shown: [201, 202],
  },
  organizations: {
    fields: ['id', 'intID', 'nameAR', 'nameEN', 'infoAR', 'infoEN', 'order', 'address', 'email', 'tel', 'fax', 'web', 'fb', 'tw', 'hasRepeatedDonation', 'paymentMethods'],
    key: 'intID',
    // 103 is switched off below.
    shown: [101, 102],
  },
  ambassadors: {
    fields: ['objectId', 'name', 'description', 'Photo', 'FacebookLink', 'YoutubeLink', 'TwitterLink', 'InstagramLink', 'language', 'gender', 'createdAt'],
    key: 'objectId',
    // demoAmbs02 is not approved.
    shown: ['demoAmbs03', 'demoAmbs01'],
  },
  memorials: {
    fields: ['objectId', 'name', 'description', 'image', 'age', 'actId', 'orgId', 'sdl', 'targetAmount', 'collectedAmount', 'language', 'gender', 'createdAt'],
    key: 'objectId',
    // demoMemo01 and demoMemo03 are not approved; newest first.
    shown: ['demoMemo04', 'demoMemo02'],
  },
  'selected-videos': { fields: ['objectId', 'url', 'createdAt'], key: 'objectId', shown: ['demoVide02', 'demoVide01'] },
  'ramadan-notes': { fields: ['objectId', 'daynum', 'name', 'content'], key: 'daynum', shown: [1, 2, 27] },
  'ngo-news': { fields: ['objectId', 'link', 'orgId', 'image', 'createdAt'], key: 'objectId', shown: ['demoNews03', 'demoNews02', 'demoNews01'] },
  notifications: { fields: ['objectId', 'notificationText', 'notificationTextInAR', 'createdAt'], key: 'objectId', shown: ['demoNoti02', 'demoNoti01'] },
  teams: { fields: ['objectId', 'Name', 'Title', 'Logo'], key: 'objectId', shown: ['demoTeam01', 'demoTeam02', 'demoTeam03'] },
} as const;

const url = (name: string) => `${PUBLIC_API_PREFIX}/${name}`;

describeOnEachDatabase('The public content API', (kind) => {
  const server = useTestServer(kind, { config: { publicApi: { readsPerMinute: READS_PER_MINUTE } } });

  beforeAll(async () => {
    const db = server().database.handle.db;
    await db.update(activities).set({ isactive: 0 }).where(eq(activities.intID, 6));
    await db.update(organizations).set({ isactive: 0 }).where(eq(organizations.intID, 103));
  });

  it('serves every documented name, and nothing else', () => {
    expect([...PUBLIC_API_NAMES].sort()).toEqual(['causes', 'projects', ...Object.keys(EXPECTED)].sort());
  });

  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(`${name}: only donor-visible fields of the records shown, in order, without a session`, async () => {
      const answer = await server().http('GET', url(name));
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body)).toEqual(['data']);
      const items = answer.body.data as Array<Record<string, unknown>>;
      expect(items.map((item) => item[expected.key])).toEqual(expected.shown);
      for (const item of items) expect(Object.keys(item).sort()).toEqual([...expected.fields].sort());
      // As documented in /openapi.json (times as ISO instants).
      for (const item of items) expect(() => publicResources[name as keyof typeof EXPECTED].item.parse(item)).not.toThrow();
    });
  }

  it('never shows who asked for a memorial, nor the status flags', async () => {
    const { body } = await server().http('GET', url('memorials'));
    const text = JSON.stringify(body);
    // The approved demo memorial's applicant and mobile number.
    expect(text).not.toContain('559870002');
    expect(text).not.toContain('عائشة النعيمي');
    for (const field of ['mobileNum', 'userId', 'applicantName', 'Approved', 'version', 'nameSearch', 'updatedAt']) expect(text).not.toContain(`"${field}"`);
    const organizationsText = JSON.stringify((await server().http('GET', url('organizations'))).body);
    for (const field of ['ReportingEmail', 'takamul_ngo_id', 'isactive', 'isPremium', 'version']) expect(organizationsText).not.toContain(`"${field}"`);
  });

  it('answers projects and causes from the published snapshot: empty before the first publication', async () => {
    for (const name of ['projects', 'causes']) {
      const answer = await server().http('GET', url(name));
      expect(answer.status, name).toBe(200);
      expect(answer.body, name).toEqual({ data: [], publishedAt: null });
      expect(answer.headers.etag, name).toMatch(/^W\/"/);
    }
  });

  it('sends an ETag and Cache-Control on every route, and 304 without a body to a matching If-None-Match', async () => {
    for (const name of PUBLIC_API_NAMES) {
      const first = await server().http('GET', url(name));
      expect(first.headers['cache-control'], name).toBe(`public, max-age=${PUBLIC_API_MAX_AGE_SECONDS}`);
      expect(first.headers.vary, name).toMatch(/accept-encoding/i);
      const etag = first.headers.etag!;
      expect(etag, name).toMatch(/^W\/".+"$/);
      const again = await server().http('GET', url(name), { headers: { 'if-none-match': etag } });
      expect(again.status, name).toBe(304);
      expect(again.body, name).toBe('');
      expect(again.headers.etag, name).toBe(etag);
      // A strong form of the same tag, or one among others, matches as well (weak comparison).
      const strong = etag.replace(/^W\//, '');
      expect((await server().http('GET', url(name), { headers: { 'if-none-match': `"other", ${strong}` } })).status, name).toBe(304);
    }
  });

  it('changes the ETag when what donors see changes, and answers the new list to the old tag', async () => {
    const before = await server().http('GET', url('ambassadors'));
    await server().database.handle.db.update(ambassadors).set({ Approved: true }).where(eq(ambassadors.objectId, 'demoAmbs02'));
    const after = await server().http('GET', url('ambassadors'), { headers: { 'if-none-match': before.headers.etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.data.map((item: { objectId: string }) => item.objectId)).toContain('demoAmbs02');
    await server().database.handle.db.update(ambassadors).set({ Approved: false }).where(eq(ambassadors.objectId, 'demoAmbs02'));
  });

  it('compresses a list as the client accepts it (gzip, Brotli), to the same JSON', async () => {
    const inject = (acceptEncoding?: string) =>
      server().app.inject({ method: 'GET', url: url('organizations'), headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const plain = await inject();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const gzipped = await inject('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const brotli = await inject('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    // The tag names the content, whatever its encoding.
    expect(new Set([plain.headers.etag, gzipped.headers.etag, brotli.headers.etag]).size).toBe(1);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await server().app.inject({ method: 'HEAD', url: url('banners') });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toMatch(/^W\//);
    expect(head.body).toBe('');
  });

  it('answers a name it does not serve, and a write, with the standard 404', async () => {
    for (const [method, path] of [['GET', url('users')], ['GET', url('keywords')], ['GET', `${PUBLIC_API_PREFIX}`], ['POST', url('banners')], ['DELETE', url('banners')]] as const) {
      const answer = await server().http(method, path, method === 'GET' ? {} : { body: {} });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body, `${method} ${path}`).toEqual({ code: 'notFound', message: expect.any(String) });
    }
  });

  it('documents every route as public (security: []) with its tag, summary and response schema', async () => {
    const { body } = await server().http('GET', '/openapi.json');
    for (const name of PUBLIC_API_NAMES) {
      const operation = body.paths[url(name)]?.get;
      expect(operation, name).toBeDefined();
      expect(operation.security, name).toEqual([]);
      expect(operation.tags, name).toEqual(['public']);
      expect(operation.summary, name).toEqual(expect.any(String));
      expect(operation.responses['200'], name).toBeDefined();
      expect(Object.keys(body.paths[url(name)]), name).toEqual(['get']);
    }
  });

  it(`limits reads per client address (${READS_PER_MINUTE} a minute here), with the time to wait`, async () => {
    const read = (address: string) => server().injectFrom(address, 'GET', url('banners'));
    for (let attempt = 0; attempt < READS_PER_MINUTE; attempt += 1) expect((await read('198.51.100.20')).status).toBe(200);
    const refused = await read('198.51.100.20');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'rateLimited', message: expect.any(String), retryAfterSeconds: expect.any(Number) });
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    // Every route shares the budget; another address has its own.
    expect((await server().injectFrom('198.51.100.20', 'GET', url('teams'))).status).toBe(429);
    expect((await read('198.51.100.21')).status).toBe(200);
    server().clock.advance(60_000);
    expect((await read('198.51.100.20')).status).toBe(200);
  });
});

it('reads the read limit from PUBLIC_API_READ_LIMIT, refusing what is not a whole number of reads', () => {
  expect(publicApiConfigFromEnv({})).toEqual({});
  expect(publicApiConfigFromEnv({ PUBLIC_API_READ_LIMIT: '5000' })).toEqual({ readsPerMinute: 5000 });
  for (const bad of ['0', '-1', '2.5', 'lots']) expect(() => publicApiConfigFromEnv({ PUBLIC_API_READ_LIMIT: bad })).toThrow(/PUBLIC_API_READ_LIMIT/);
});
