/**
 * Memorial persons (class InMemory, spec 2.8, 3, 5, 9): the form's rules with their field
 * messages, the mobile number stored without its prefix and read-only after create, the order of
 * the spec, and the server-mode list (paged, sorted and searched by the server). What every class
 * does alike: content-store.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, useTestServer, type Session } from './support/test-server';

interface MemorialRow {
  objectId: string;
  name: string;
  applicantName: string;
  mobileNum: string | null;
  age: number;
  Approved: boolean;
  createdAt: string;
}

describeOnEachDatabase('Memorial persons (InMemory)', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  let actId: number;
  let orgId: number;
  let otherActId: number;
  let otherOrgId: number;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    const organizations = (await call('GET', '/organizations')).body.data.organizations as { id: number }[];
    const activities = (await call('GET', '/activities')).body.data.activities as { id: number }[];
    [orgId, otherOrgId] = [organizations[0]!.id, organizations[1]!.id];
    [actId, otherActId] = [activities[0]!.id, activities[1]!.id];
  });
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });
  const valid = (overrides: Record<string, unknown> = {}) => ({
    name: 'سالم',
    description: '<p>رحمه الله</p>',
    age: 40,
    applicantName: 'خالد',
    targetAmount: 1000,
    actId,
    orgId,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const created = await call('POST', '/classes/InMemory', valid(overrides));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.memorial as MemorialRow & Record<string, unknown>;
  };
  const refusal = async (body: unknown, objectId?: string) => {
    const answer = await call(objectId ? 'PUT' : 'POST', objectId ? `/classes/InMemory/${objectId}` : '/classes/InMemory', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.code).toBe('validation');
    return answer.body.fields as Record<string, string>;
  };
  const approve = async (objectId: string) => {
    const approved = await call('PUT', `/classes/InMemory/${objectId}/approved`, { Approved: true });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  };

  describe('rules of spec 5', () => {
    it('refuses a create without its required fields, each with its message', async () => {
      expect(await refusal({})).toEqual({
        name: 'validation.required',
        description: 'validation.descriptionRequired',
        age: 'validation.required',
        applicantName: 'validation.required',
        targetAmount: 'validation.required',
        actId: 'validation.actOrgRequired',
        orgId: 'validation.actOrgRequired',
      });
      expect(await refusal(valid({ name: '  ', applicantName: '', description: '<p><br></p>' }))).toEqual({
        name: 'validation.required',
        applicantName: 'validation.required',
        description: 'validation.descriptionRequired',
      });
      expect(await refusal(valid({ actId: undefined }))).toEqual({ actId: 'validation.actOrgRequired' });
      expect(await refusal(valid({ orgId: '' }))).toEqual({ orgId: 'validation.actOrgRequired' });
    });

    it('takes an age from 0 to 150 and a target amount of 0 or more, whole numbers', async () => {
      expect(await refusal(valid({ age: -1, targetAmount: -1 }))).toEqual({ age: 'validation.min:0', targetAmount: 'validation.min:0' });
      expect(await refusal(valid({ age: 151 }))).toEqual({ age: 'validation.max:150' });
      expect(await refusal(valid({ age: 40.5, targetAmount: 10.5 }))).toEqual({ age: 'validation.integer', targetAmount: 'validation.integer' });
      expect(await refusal(valid({ age: 'forty' }))).toEqual({ age: 'validation.number' });
      const bounds = [await create({ age: 0, targetAmount: 0 }), await create({ age: '150', targetAmount: '2500' })];
      expect(bounds.map(({ age, targetAmount }) => ({ age, targetAmount }))).toEqual([
        { age: 0, targetAmount: 0 },
        { age: 150, targetAmount: 2500 },
      ]);
    });

    it('refuses an activity or organization that does not exist, on create and on update', async () => {
      expect(await refusal(valid({ actId: 999_999, orgId: 999_998 }))).toEqual({
        actId: 'validation.selectActivity',
        orgId: 'validation.selectOrg',
      });
      const memorial = await create();
      expect(await refusal(valid({ orgId: 999_998 }), memorial.objectId)).toEqual({ orgId: 'validation.selectOrg' });
    });

    it('takes a UAE mobile number as the form writes it and stores it without the country prefix', async () => {
      for (const bad of ['0501234567', '501234567', '971401234567', '97150123456', '9715012345678', '+971501234567', 'x']) {
        expect(await refusal(valid({ mobileNum: bad })), bad).toEqual({ mobileNum: 'validation.mobileInvalid' });
      }
      expect((await create({ mobileNum: '971501234567' })).mobileNum).toBe('501234567');
      expect((await create({ mobileNum: ' 971559876543 ' })).mobileNum).toBe('559876543');
      expect((await create({ mobileNum: '' })).mobileNum).toBeNull();
      expect((await create()).mobileNum).toBeNull();
    });

    it('is Arabic and male unless chosen; other values are refused', async () => {
      expect(await create()).toMatchObject({ language: 'ar', gender: 'male' });
      expect(await create({ language: 'en', gender: 'female' })).toMatchObject({ language: 'en', gender: 'female' });
      expect(await refusal(valid({ language: 'AR', gender: 'f' }))).toEqual({ language: 'validation.invalid', gender: 'validation.invalid' });
    });

    it('keeps the optional person id, image and share link; refuses a share link that is not http(s)', async () => {
      const memorial = await create({ userId: 'AppUser001', image: 'inMemory/salem.jpg', sdl: 'https://give.example.org/m/1' });
      expect(memorial).toMatchObject({ userId: 'AppUser001', image: 'inMemory/salem.jpg', sdl: 'https://give.example.org/m/1' });
      expect(await create({ userId: '' })).toMatchObject({ userId: null });
      expect(await refusal(valid({ sdl: 'javascript:alert(1)', image: 'data:image/png;base64,AAAA' }))).toEqual({
        sdl: 'validation.urlInvalid',
        image: 'validation.urlInvalid',
      });
    });

    it('ignores the mobile number on update and keeps the activity and organization unless sent', async () => {
      const memorial = await create({ mobileNum: '971501112223' });
      const changed = await call('PUT', `/classes/InMemory/${memorial.objectId}`, {
        ...valid({ name: 'سالم أحمد', mobileNum: '971509999999', actId: undefined, orgId: undefined }),
        version: 1,
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body.memorial).toMatchObject({ name: 'سالم أحمد', mobileNum: '501112223', actId, orgId, version: 2 });
      // Not even a malformed number is looked at.
      const again = await call('PUT', `/classes/InMemory/${memorial.objectId}`, valid({ mobileNum: 'not a number', actId: otherActId, orgId: otherOrgId }));
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.memorial).toMatchObject({ mobileNum: '501112223', actId: otherActId, orgId: otherOrgId, version: 3 });
      expect((await call('GET', `/classes/InMemory/${memorial.objectId}`)).body.memorial.mobileNum).toBe('501112223');
    });

    it('sanitizes the description and refuses one the sanitizer leaves empty', async () => {
      const memorial = await create({ description: '<p>In memory<script>alert(1)</script><img src=x onerror=alert(2)></p>' });
      expect(memorial.description).toBe('<p>In memory</p>');
      expect(await refusal(valid({ description: '<img src=x onerror=alert(1)>' }))).toEqual({ description: 'validation.descriptionRequired' });
      expect(await refusal(valid({ description: '<script>alert(1)</script>' }))).toEqual({ description: 'validation.descriptionRequired' });
      expect(await refusal(valid({ description: '<script>alert(1)</script>' }), memorial.objectId)).toEqual({
        description: 'validation.descriptionRequired',
      });
      expect((await call('GET', `/classes/InMemory/${memorial.objectId}`)).body.memorial.description).toBe('<p>In memory</p>');
    });

    it('never takes the approval, the collected amount or the search twins from a body', async () => {
      for (const field of ['Approved', 'collectedAmount', 'nameSearch', 'objectId', 'createdAt']) {
        expect(await refusal(valid({ [field]: field === 'Approved' ? true : 'x' })), field).toEqual({ [field]: 'validation.unknownField' });
      }
    });
  });

  describe('the server-mode list', () => {
    const people = [
      { name: 'أحمد علي', applicantName: 'مريم', age: 71, mobileNum: '971504445556' },
      { name: 'Ahmed Salem', applicantName: 'Omar', age: 55, mobileNum: '971559990001' },
      { name: 'زهرة', applicantName: 'إبراهيم أحمد', age: 90 },
      { name: 'Zainab', applicantName: 'Huda', age: 3, mobileNum: '971526660002' },
      { name: 'مصطفى', applicantName: 'يحيى', age: 64, mobileNum: '971507770003' },
    ];
    const ids = new Map<string, string>();
    const page = async (query: string) => {
      const answer = await call('GET', `/classes/InMemory?${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as { results: MemorialRow[]; count: number };
    };
    const search = async (term: string) => (await page(`limit=100&search=${encodeURIComponent(term)}`)).results.map((row) => row.name).sort();
    let total = 0;

    beforeAll(async () => {
      // Earlier tests' memorials are dated the start of the clock; these come later, a minute apart.
      for (const person of people) {
        server().clock.advance(60_000);
        ids.set(person.name, (await create(person)).objectId);
      }
      total = (await call('GET', '/classes/InMemory/count')).body.count;
    });

    it('answers a page with the count of every row, newest first', async () => {
      const first = await page('limit=3');
      expect(first.count).toBe(total);
      expect(first.results.map((row) => row.name)).toEqual(['مصطفى', 'Zainab', 'زهرة']);
      const second = await page('limit=3&skip=3');
      expect(second.results.map((row) => row.name)).toEqual(['Ahmed Salem', 'أحمد علي', expect.any(String)]);
      const whole = [...first.results, ...second.results];
      expect(whole.map((row) => row.createdAt)).toEqual(whole.map((row) => row.createdAt).sort().reverse());
      expect((await page(`limit=10&skip=${total}`)).results).toEqual([]);
    });

    it('orders by the name, the age, the applicant either way, the same rows on every page', async () => {
      const byAge = (await page('limit=1000&order=age')).results.map((row) => row.age);
      expect(byAge).toEqual([...byAge].sort((a, b) => a - b));
      const byAgeDown = (await page('limit=1000&order=-age')).results.map((row) => row.age);
      expect(byAgeDown).toEqual([...byAge].reverse());
      const byName = (await page('limit=1000&order=name')).results.map((row) => row.name);
      expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const paged = [...(await page('limit=4&order=applicantName')).results, ...(await page('limit=4&skip=4&order=applicantName')).results];
      expect(paged.map((row) => row.objectId)).toEqual((await page('limit=8&order=applicantName')).results.map((row) => row.objectId));
      expect((await call('GET', '/classes/InMemory?order=mobileNum')).status).toBe(400);
    });

    it('searches the name and the applicant with the Arabic folding, and counts the matches', async () => {
      // 'احمد' finds 'أحمد' in a name and in an applicant's name.
      expect(await search('احمد')).toEqual(['أحمد علي', 'زهرة'].sort());
      expect(await search('ابراهيم')).toEqual(['زهرة']);
      expect(await search('زهره')).toEqual(['زهرة']);
      expect(await search('مصطفي')).toEqual(['مصطفى']);
      expect(await search('AHMED')).toEqual(['Ahmed Salem']);
      expect(await search('huda')).toEqual(['Zainab']);
      const counted = await page(`limit=1&search=${encodeURIComponent('احمد')}`);
      expect(counted).toMatchObject({ count: 2, results: [expect.objectContaining({ name: expect.any(String) })] });
      expect((await call('GET', `/classes/InMemory/count?search=${encodeURIComponent('احمد')}`)).body).toEqual({ count: 2 });
      expect(await page(`search=${encodeURIComponent('لا أحد')}`)).toEqual({ results: [], count: 0 });
    });

    it('searches the mobile number as stored and as staff type it', async () => {
      expect(await search('504445556')).toEqual(['أحمد علي']);
      expect(await search('0504445556')).toEqual(['أحمد علي']);
      expect(await search('971504445556')).toEqual(['أحمد علي']);
      expect(await search('+971 50 444 5556')).toEqual(['أحمد علي']);
      expect(await search('00971504445556')).toEqual(['أحمد علي']);
      expect(await search('7770003')).toEqual(['مصطفى']);
      // The start of a number typed with its prefix.
      expect(await search('97155999')).toEqual(['Ahmed Salem']);
    });

    it('lists the newest first, and approved first among memorials of the same moment', async () => {
      server().clock.advance(60_000);
      const waiting = await create({ name: 'Same moment, waiting' });
      const approved = await create({ name: 'Same moment, approved' });
      await approve(approved.objectId);
      const first = (await page('limit=2')).results;
      expect(first.map((row) => [row.name, row.Approved])).toEqual([
        ['Same moment, approved', true],
        ['Same moment, waiting', false],
      ]);
      expect(first.map((row) => row.objectId)).toEqual([approved.objectId, waiting.objectId]);
      // An older approved memorial stays behind newer ones.
      await approve(ids.get('أحمد علي')!);
      const names = (await page('limit=1000')).results.map((row) => row.name);
      expect(names.indexOf('أحمد علي')).toBeGreaterThan(names.indexOf('Ahmed Salem'));
    });
  });
});
