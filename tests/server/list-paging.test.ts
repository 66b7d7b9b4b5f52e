import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, useTestServer, type Session } from './support/test-server';

interface KeywordRow {
  objectId: string;
  title: string;
  org_id: number;
  createdAt: string;
}

/** Server-mode lists (registry `list.mode: 'server'`): keywords paged, ordered, searched and counted by the server. */
describeOnEachDatabase('Server-mode list (keywords)', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  let orgA: number;
  let orgB: number;
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });
  const page = async (query: string) => {
    const answer = await call('GET', `/classes/keywords?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { results: KeywordRow[]; count: number };
  };
  const titles = (rows: KeywordRow[]) => rows.map((row) => row.title);

  const ownTitles = ['إسلام', 'مدرسة النور', 'مَدْرَسَةٌ الأمل', 'مستشفى', 'Alpha', 'alpha beta', '100%_off', 'ZULU'];
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    const organizations = (await call('GET', '/organizations')).body.data.organizations as { id: number; intID: number }[];
    orgA = organizations.find((row) => row.intID === 101)!.id;
    orgB = organizations.find((row) => row.intID === 102)!.id;
    // 8 named keywords and 12 numbered ones, one a minute, alternating organizations.
    const all = [...ownTitles, ...Array.from({ length: 12 }, (_, index) => `kw-${String(index).padStart(2, '0')}`)];
    for (const [index, title] of all.entries()) {
      server().clock.advance(60_000);
      const created = await call('POST', '/classes/keywords', { title, org_id: index % 2 === 0 ? orgA : orgB });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
  });

  it('answers a page with the count of every row, newest first by default', async () => {
    const first = await page('limit=10');
    // The demo's 4 keywords and the 20 added here.
    expect(first.count).toBe(24);
    expect(first.results).toHaveLength(10);
    expect(titles(first.results).slice(0, 2)).toEqual(['kw-11', 'kw-10']);
    const third = await page('limit=10&skip=20');
    expect(third.results).toHaveLength(4);
    expect(third.count).toBe(24);
    const everything = [...first.results, ...(await page('limit=10&skip=10')).results, ...third.results];
    expect(new Set(everything.map((row) => row.objectId)).size).toBe(24);
    expect(everything.map((row) => row.createdAt)).toEqual(everything.map((row) => row.createdAt).sort().reverse());
  });

  it('orders by an allowed field either way, the same rows on every page', async () => {
    const ascending = await page('limit=1000&order=title');
    expect(titles(ascending.results)).toEqual([...titles(ascending.results)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = await page('limit=1000&order=-title');
    expect(titles(descending.results)).toEqual([...titles(ascending.results)].reverse());
    const paged = [...(await page('limit=7&order=org_id')).results, ...(await page('limit=7&skip=7&order=org_id')).results];
    const whole = (await page('limit=14&order=org_id')).results;
    expect(paged.map((row) => row.objectId)).toEqual(whole.map((row) => row.objectId));
    expect(whole.map((row) => row.org_id)).toEqual([...whole.map((row) => row.org_id)].sort((a, b) => a - b));
  });

  it('searches with the Arabic normalization and without Latin case, and counts the matches', async () => {
    expect(titles((await page('search=' + encodeURIComponent('اسلام'))).results)).toEqual(['إسلام']);
    const schools = await page('order=title&search=' + encodeURIComponent('مدرسه'));
    expect(titles(schools.results).sort()).toEqual(['مدرسة النور', 'مَدْرَسَةٌ الأمل'].sort());
    expect(schools.count).toBe(2);
    // Alef maqsura and taa marbuta typed the other way.
    expect(titles((await page('search=' + encodeURIComponent('مستشفي'))).results)).toEqual(['مستشفى']);
    expect(titles((await page('search=ALPHA&order=title')).results)).toEqual(['Alpha', 'alpha beta']);
    expect(titles((await page('search=zulu')).results)).toEqual(['ZULU']);
    // LIKE's own characters match themselves.
    expect(titles((await page('search=' + encodeURIComponent('%_'))).results)).toEqual(['100%_off']);
    expect(await page('search=' + encodeURIComponent('لا يوجد'))).toEqual({ results: [], count: 0 });
    expect((await call('GET', '/classes/keywords/count?search=' + encodeURIComponent('مدرسه'))).body).toEqual({ count: 2 });
  });

  it('filters by organization together with the search and the paging', async () => {
    const ofA = await page(`org_id=${orgA}&limit=5`);
    expect(ofA.results.every((row) => row.org_id === orgA)).toBe(true);
    expect(ofA.count).toBe((await call('GET', `/classes/keywords/count?org_id=${orgA}`)).body.count);
    const schoolsOfB = await page(`org_id=${orgB}&search=` + encodeURIComponent('مدرسة'));
    expect(schoolsOfB).toMatchObject({ count: 1, results: [{ title: 'مدرسة النور', org_id: orgB }] });
  });

  it('refuses bad parameters with 400, naming each one', async () => {
    const cases: Array<[string, string]> = [
      ['order=objectId', 'order'],
      ['order=-', 'order'],
      ['order=title;drop', 'order'],
      ['limit=1001', 'limit'],
      ['limit=-1', 'limit'],
      ['skip=x', 'skip'],
      [`search=${'a'.repeat(101)}`, 'search'],
      ['org_id=0', 'org_id'],
    ];
    for (const [query, field] of cases) {
      const answer = await call('GET', `/classes/keywords?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe('validation');
      expect(answer.body.message, query).toContain(field);
      expect(Object.keys(answer.body.fields), query).toEqual([field]);
    }
  });

  it('documents the new query parameters in /openapi.json', async () => {
    const spec = (await server().http('GET', '/openapi.json')).body;
    const parameters = (spec.paths['/classes/keywords'].get.parameters as { name: string; description?: string }[]).map((p) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['org_id', 'limit', 'skip', 'order', 'search']));
    const answer = spec.paths['/classes/keywords'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(['results', 'count']);
  });
});
