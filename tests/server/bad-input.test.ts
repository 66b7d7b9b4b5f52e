/**
 * Bad input never reaches the database as a server error (issue 8 §4, §7): numbers outside an
 * integer column, NUL characters anywhere, bidirectional controls in names, URLs that are not
 * http(s) or this server's media, unknown fields, and the framework's own early refusals, all
 * answered in the product's `{ code, message, fields? }` shape. The fuzz suite (api-fuzz.test.ts)
 * covers every route; these are the cases the issue names.
 */
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, useTestServer, type HttpResult, type Session } from './support/test-server';

const activity = (intID: number, overrides: Record<string, unknown> = {}) => ({
  intID,
  nameAR: 'كسوة العيد',
  nameEN: 'Eid clothes',
  infoAR: 'ملابس العيد للأطفال.',
  infoEN: 'Eid clothes for children.',
  order: 3,
  ...overrides,
});

const project = (overrides: Record<string, unknown> = {}) => ({ act_id: 1, org_id: 1, nameAR: 'مشروع', nameEN: 'A project', ...overrides });

/** A request the way a careless client writes it, straight on the socket (no client library to tidy it up). */
function rawRequest(url: string, request: string): Promise<{ status: number; body: unknown }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body: JSON.parse(body) });
    });
  });
}

function expectErrorShape(answer: Pick<HttpResult, 'body'>, code: string): void {
  expect(answer.body).toMatchObject({ code, message: expect.any(String) });
  expect(Object.keys(answer.body as object).every((key) => ['code', 'message', 'fields', 'retryAfterSeconds'].includes(key))).toBe(true);
}

describeOnEachDatabase('Bad input: 400 or 404 with the product shape, never a server error', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
  });
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });
  const activityCount = async () => (await call('GET', '/activities')).body.data.activities.length as number;

  describe('numbers outside an integer column', () => {
    it('answers 404 for a path id that cannot name a record', async () => {
      for (const [method, path] of [
        ['GET', '/activities/2147483648'],
        ['GET', '/activities/abc'],
        ['GET', '/projects/0'],
        ['DELETE', '/banners/99999999999'],
        ['GET', '/causes/1.5'],
        ['GET', '/users/a%20b'],
        ['DELETE', '/classes/keywords/..'],
        ['PUT', `/classes/keywords/${'k'.repeat(65)}`],
      ] as const) {
        const answer = await call(method, path);
        expect(answer.status, `${method} ${path}`).toBe(404);
        expectErrorShape(answer, 'notFound');
      }
      const stale = await call('PUT', '/organizations/2147483648', { organization_data_to_update: {}, id: 1 });
      expect(stale.status).toBe(404);
    });

    it('refuses body numbers over the limit with the field and its bound', async () => {
      const before = await activityCount();
      const intID = await call('POST', '/activities', activity(2_147_483_648));
      expect(intID.status).toBe(400);
      expect(intID.body.fields).toEqual({ intID: 'validation.max:2147483647' });
      const order = await call('POST', '/activities', activity(801, { order: 1e20, countryid: '99999999999' }));
      expect(order.body.fields).toEqual({ order: 'validation.max:2147483647', countryid: 'validation.max:2147483647' });
      expect(await activityCount()).toBe(before);

      const price = await call('POST', '/shortcodes', { orgid: 1, mnoid: 1, price: 2_147_483_648, shortcode: 4300, keywordEN: 'BIG' });
      expect(price.status).toBe(400);
      expect(price.body.fields).toEqual({ price: 'validation.max:2147483647' });

      const smsPrice = await call('POST', '/projects', project({ sms_payment: [{ mno: 1, price: 3e9, short_code: 4202, keyword_ar: 'ك', keyword_en: 'K' }] }));
      expect(smsPrice.body.fields).toEqual({ 'sms_payment.0.price': 'validation.max:2147483647' });

      const target = await call('POST', '/banners', { intID: 901, nameAR: 'ب', nameEN: 'B', order: 0, targetType: 'project', targetActivityIntID: 1, targetOrgIntID: 2_147_483_648 });
      expect(target.body.fields).toEqual({ targetOrgIntID: 'validation.max:2147483647' });
    });

    it('refuses query numbers over the limit with the field', async () => {
      const banners = await call('GET', '/banners?org_id=2147483648');
      expect(banners.status).toBe(400);
      expect(banners.body.fields).toEqual({ org_id: 'validation.max:2147483647' });
      const keywords = await call('GET', '/classes/keywords?org_id=1&skip=99999999999');
      expect(keywords.status).toBe(400);
      expect(keywords.body.fields).toEqual({ skip: 'validation.max:2147483647' });
      expect((await call('GET', '/classes/keywords/count?org_id=-1')).body.fields).toEqual({ org_id: 'validation.min:1' });
    });

    it('refuses a bulk delete with a huge id and deletes nothing', async () => {
      const before = await activityCount();
      const first = (await call('GET', '/activities')).body.data.activities[0].id as number;
      const answer = await call('DELETE', '/activities/bulk', { activitiesIDs: [first, 2_147_483_648] });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ 'activitiesIDs.1': 'validation.max:2147483647' });
      expect(await activityCount()).toBe(before);
      const projects = await call('DELETE', '/projects/bulk', { projectsIDs: [99_999_999_999] });
      expect(projects.body.fields).toEqual({ 'projectsIDs.0': 'validation.max:2147483647' });
    });
  });

  describe('NUL characters', () => {
    it('refuses a NUL in a name with the field, and creates nothing', async () => {
      const before = await activityCount();
      const answer = await call('POST', '/activities', activity(802, { nameEN: 'Eid\u0000clothes' }));
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ nameEN: 'validation.controlCharacter' });
      const escape = await call('POST', '/activities', activity(803, { nameAR: 'عيد\u001b[31m' }));
      expect(escape.body.fields).toEqual({ nameAR: 'validation.controlCharacter' });
      expect(await activityCount()).toBe(before);
    });

    it('refuses a NUL wherever a route reads it: query, path, unbounded strings, keys, the X-Object-Id header', async () => {
      const query = await call('GET', '/classes/keywords?org_id=1%00');
      expect(query.status).toBe(400);
      expect(query.body.fields).toEqual({ org_id: 'validation.controlCharacter' });
      const path = await call('DELETE', '/classes/keywords/abc%00');
      expect(path.status).toBe(400);
      expect(path.body.fields).toEqual({ objectId: 'validation.controlCharacter' });
      const columns = await call('PUT', '/preferences/columns/activities', { columns: ['nameEN', 'x\u0000'] });
      expect(columns.status).toBe(400);
      expect(columns.body.fields).toEqual({ 'columns.1': 'validation.controlCharacter' });
      const key = await call('POST', '/classes/keywords', { title: 'T', org_id: 1, ['a\u0000b']: 1 });
      expect(key.status).toBe(400);
      expect(key.body.fields).toEqual({ ab: 'validation.controlCharacter' });
      // fetch() refuses a NUL in a header, so this one goes in through Fastify's inject.
      const header = await server().app.inject({
        method: 'GET',
        url: '/activities',
        headers: { authorization: `Bearer ${admin.token}`, 'x-object-id': `${admin.objectId}\u0000` },
      });
      expect(header.statusCode).toBe(400);
      expect(header.json()).toMatchObject({ code: 'validation', fields: { 'x-object-id': 'validation.controlCharacter' } });
    });
  });

  it('strips bidirectional controls from names, so none displays reversed', async () => {
    const created = await call('POST', '/activities', activity(804, { nameEN: '\u202Egpj.exe\u202C', nameAR: '\u2067كسوة\u2069' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.activity).toMatchObject({ nameEN: 'gpj.exe', nameAR: 'كسوة' });
    const onlyControls = await call('POST', '/activities', activity(805, { nameEN: '\u202E\u202D' }));
    expect(onlyControls.body.fields).toEqual({ nameEN: 'validation.required' });
    expect((await call('DELETE', `/activities/${created.body.activity.id}`)).status).toBe(200);
  });

  it('takes only http(s) URLs or this server media paths in URL fields', async () => {
    const before = await activityCount();
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example.org/x.jpg', 'file:///etc/passwd', 'activities/../x.jpg']) {
      const media = await call('POST', '/projects', project({ mediaURL: bad }));
      expect(media.status, bad).toBe(400);
      expect(media.body.fields).toEqual({ mediaURL: 'validation.urlInvalid' });
      const image = await call('POST', '/activities', activity(806, { activityImage: bad }));
      expect(image.body.fields).toEqual({ activityImage: 'validation.urlInvalid' });
    }
    expect(await activityCount()).toBe(before);
    const banner = await call('POST', '/banners', { intID: 902, nameAR: 'ب', nameEN: 'B', order: 0, targetType: 'url', targetUrl: 'javascript:alert(1)', image: 'javascript:alert(1)' });
    expect(banner.body.fields).toEqual({ targetUrl: 'validation.urlInvalid', image: 'validation.urlInvalid' });
    const organization = await call('PUT', '/organizations/1', { organization_data_to_update: { web: 'javascript:alert(1)' } });
    expect(organization.body.fields).toMatchObject({ 'organization_data_to_update.web': 'validation.urlInvalid' });

    for (const [intID, good] of [
      [807, 'activities/807.jpg'],
      [808, '/media/activities/808.png?v=1712345678'],
      [809, 'https://cdn.example.org/media/activities/809.webp'],
    ] as const) {
      const created = await call('POST', '/activities', activity(intID, { activityImage: good }));
      expect(created.status, good).toBe(201);
      expect(created.body.activity.activityImage).toBe(good);
      await call('DELETE', `/activities/${created.body.activity.id}`);
    }
  });

  it('refuses unknown fields by name, so a typo never drops a change silently', async () => {
    const before = await activityCount();
    const typo = await call('POST', '/activities', { ...activity(810), nameEn: 'Typo' });
    expect(typo.status).toBe(400);
    expect(typo.body.fields).toEqual({ nameEn: 'validation.unknownField' });
    expect(await activityCount()).toBe(before);
    const nested = await call('PUT', '/projects/1', { project_data_to_update: { ...project(), colour: 'red' }, id: 1 });
    expect(nested.body.fields).toEqual({ 'project_data_to_update.colour': 'validation.unknownField' });
    const sms = await call('PUT', '/sms_payment/1', { id: 1, sms_payment_to_remove: [], smsToAdd: [] });
    expect(sms.body.fields).toEqual({ smsToAdd: 'validation.unknownField' });
  });

  it('refuses a body that is not an object, or none, before any rule of the route reads it', async () => {
    const refusal = { code: 'validation', message: 'The request body must be a JSON object.', fields: { body: 'validation.invalid' } };
    for (const [method, path] of [['POST', '/banners'], ['PUT', '/banners/201'], ['PUT', '/banners/201?edit_status=true'], ['POST', '/landing_pages']]) {
      for (const body of [null, [], '', 0]) expect((await call(method!, path!, body)).body, `${method} ${path} ${JSON.stringify(body)}`).toEqual(refusal);
      expect((await call(method!, path!)).body, `${method} ${path} without a body`).toEqual(refusal);
    }
  });

  describe('the framework own refusals', () => {
    it('answers a too long path parameter in the product shape', async () => {
      const answer = await call('GET', `/activities/${'1'.repeat(150)}`);
      expect(answer.status).toBe(414);
      expectErrorShape(answer, 'tooLarge');
    });

    it('answers a malformed address, malformed JSON, a wrong content type and a too large body in the product shape', async () => {
      const badEncoding = await call('GET', '/activities/%');
      expect(badEncoding.status).toBe(400);
      expectErrorShape(badEncoding, 'validation');
      const headers = { authorization: `Bearer ${admin.token}`, 'x-object-id': admin.objectId };
      const send = async (contentType: string, body: string) => {
        const response = await fetch(`${server().url}/activities`, { method: 'POST', headers: { ...headers, 'content-type': contentType }, body });
        return { status: response.status, body: await response.json() };
      };
      const malformed = await send('application/json', '{"intID": 1,');
      expect(malformed.status).toBe(400);
      expectErrorShape(malformed, 'validation');
      const wrongType = await send('application/xml', '<activity intID="1"/>');
      expect(wrongType.status).toBe(415);
      expectErrorShape(wrongType, 'unsupportedMedia');
      const tooLarge = await send('application/json', JSON.stringify({ nameEN: 'x'.repeat(2_000_000) }));
      expect(tooLarge.status).toBe(413);
      expectErrorShape(tooLarge, 'tooLarge');
    });

    it('answers what the HTTP parser refuses in the product shape', async () => {
      const answer = await rawRequest(server().url, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bad: a\u0000b\r\n\r\n');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'validation', message: expect.any(String) });
    });
  });
});
