/**
 * The command palette's record search (`GET /search/records`), on both engines: admins only (401
 * without a session, 403 for a user who is not an admin); a name found however it was typed
 * (without hamza, taa marbuta as haa, alef maqsura as yaa, without tashkeel or tatweel, Latin case,
 * Arabic-Indic or Latin digits, its words in any order), across projects, urgent cases, memorial persons, keywords,
 * landing pages and the other named records, each with the screen that opens it; the best
 * matches first; a record in the Trash not found; the term and limit bounded.
 */
import { beforeAll, expect, it } from 'vitest';
import { RECORD_SEARCH_LIMIT_DEFAULT, RECORD_SEARCH_LIMIT_MAX, type RecordSearchHit } from '../../src/shared/entities/record-search';
import { SEARCH_TERM_MAX } from '../../src/shared/search-text';
import { insertLandingPage } from './support/landing-page-rows';
import { describeOnEachDatabase } from './support/each-database';
import { seededRefs, sms } from './support/payable';
import { ADMIN, NON_ADMIN, useTestServer, type Session } from './support/test-server';

describeOnEachDatabase('Record search', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  let refs: Awaited<ReturnType<typeof seededRefs>>;
  const ids: Record<string, string> = {};

  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });
  const created = async (method: string, path: string, body: unknown) => {
    const answer = await call(method, path, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  };
  const search = async (q: string, limit?: number): Promise<RecordSearchHit[]> => {
    const query = new URLSearchParams({ q, ...(limit !== undefined && { limit: String(limit) }) });
    const answer = await call('GET', `/search/records?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.results;
  };
  const project = (nameAR: string, nameEN: string) =>
    created('POST', '/projects', {
      act_id: refs.actId,
      org_id: refs.orgId,
      nameAR,
      nameEN,
      infoAR: 'وصف',
      infoEN: 'About',
      sms_payment: [sms()],
      bank_payment: [],
      cc_payment: [],
    }).then((body) => String(body.project.id));

  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    refs = await seededRefs(server());
    ids.relief = await project('إغاثة عاجلة للأسر', 'Family relief');
    ids.winter = await project('حملة الشتاء ٢٠٢٥', 'Winter campaign');
    ids.water = await project('سقيا', 'Water');
    ids.waterWell = await project('بئر ماء', 'Water well for a village');
    const cause = await created('POST', '/causes', {
      act_id: refs.actId,
      org_id: refs.orgId,
      nameAR: 'علاج في المستشفى',
      nameEN: 'Hospital treatment',
      order: 1,
      target_amount: 5000,
      infoAR: 'وصف',
      infoEN: 'About',
      sms_payment: [sms()],
      cc_payment: [],
    });
    ids.cause = String(cause.cause.id);
    const memorial = await created('POST', '/classes/InMemory', {
      name: 'مُحَمَّـد الأمين',
      description: '<p>رحمه الله</p>',
      age: 60,
      applicantName: 'خالد',
      targetAmount: 1000,
      actId: refs.actId,
      orgId: refs.orgId,
    });
    ids.memorial = memorial.memorial.objectId;
    const keyword = await created('POST', '/classes/keywords', { title: 'رمضان2025', org_id: String(refs.orgId) });
    ids.keyword = keyword.keyword.objectId;
    const db = server().database.handle.db;
    await insertLandingPage(db, { slug: 'orphans-ar', lang: 'ar', name: 'كفالة أيتام' });
    await insertLandingPage(db, { slug: 'orphans-en', lang: 'en', name: 'كفالة أيتام' });
    const ambassador = await created('POST', '/classes/GoodAmbassadors', { name: 'سفيرة الخير', description: '<p>سفيرة</p>' });
    ids.ambassador = ambassador.ambassador.objectId;
    const marked = await created('POST', '/classes/GoodAmbassadors', { name: 'عَبْدُ الـلّـهِ بن آدم', description: '<p>سفير</p>' });
    ids.marked = marked.ambassador.objectId;
    ids.pump = await project('مضخة', 'SOLAR WATER PUMP');
  });

  it('answers admins only: 401 without a session, 403 for a signed-in user who is not an admin', async () => {
    expect((await server().http('GET', '/search/records?q=water')).status).toBe(401);
    const user = await server().signIn(NON_ADMIN);
    const refused = await server().http('GET', '/search/records?q=water', { session: user });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
  });

  it('finds a project typed without hamza and with haa for taa marbuta, by its Arabic name, with its edit screen', async () => {
    const hits = await search('اغاثه');
    expect(hits).toContainEqual({ resource: 'projects', id: ids.relief, name: 'إغاثة عاجلة للأسر', path: `/projects/new?edit=true&id=${ids.relief}` });
    // A word inside the name, typed without its hamza too.
    expect((await search('للاسر')).map((hit) => hit.id)).toContain(ids.relief);
  });

  it('answers the name that matched: the English one when the English was typed, in any case', async () => {
    expect(await search('FAMILY relief')).toContainEqual(expect.objectContaining({ resource: 'projects', id: ids.relief, name: 'Family relief' }));
  });

  it('finds a name holding every word typed, in any order, the words all in one of its names', async () => {
    expect((await search('relief family')).map((hit) => hit.id)).toContain(ids.relief);
    expect((await search('للاسر اغاثه')).map((hit) => hit.id)).toContain(ids.relief);
    // One word in the Arabic name and one in the English: no name holds both.
    expect((await search('اغاثه family')).map((hit) => hit.id)).not.toContain(ids.relief);
  });

  it('finds an urgent case typed with yaa for alef maqsura, with its edit screen', async () => {
    expect(await search('المستشفي')).toContainEqual({ resource: 'causes', id: ids.cause, name: 'علاج في المستشفى', path: `/urgent/new?edit=true&id=${ids.cause}` });
  });

  it('finds a memorial person without the tashkeel and tatweel of its name', async () => {
    const hits = await search('محمد الامين');
    expect(hits).toContainEqual({ resource: 'memorials', id: ids.memorial, name: 'مُحَمَّـد الأمين', path: `/editInMemory/${ids.memorial}` });
  });

  it('finds names whatever marks, letter forms and capitals they are stored with', async () => {
    expect((await search('عبد الله بن ادم')).map((hit) => hit.id)).toContain(ids.marked);
    expect(await search('solar water pump')).toContainEqual(expect.objectContaining({ resource: 'projects', id: ids.pump, name: 'SOLAR WATER PUMP' }));
    expect((await search('pump solar')).map((hit) => hit.id)).toContain(ids.pump);
  });

  it('takes Arabic-Indic, Persian and Latin digits as one, whichever a name is stored with', async () => {
    expect((await search('الشتاء 2025')).map((hit) => hit.id)).toContain(ids.winter);
    expect((await search('٢٠٢٥')).map((hit) => hit.id)).toEqual(expect.arrayContaining([ids.winter, ids.keyword]));
    expect((await search('۲۰۲۵')).map((hit) => hit.id)).toEqual(expect.arrayContaining([ids.winter, ids.keyword]));
    expect((await search('رمضان۲۰۲۵')).map((hit) => hit.id)).toContain(ids.keyword);
  });

  it('opens a keyword and a landing page on their list searched for them; the two pages of one name are one match', async () => {
    expect(await search('رمضان')).toContainEqual({ resource: 'keywords', id: ids.keyword, name: 'رمضان2025', path: '/keywords?search=%D8%B1%D9%85%D8%B6%D8%A7%D9%862025' });
    const pages = (await search('ايتام')).filter((hit) => hit.resource === 'landingPages');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ name: 'كفالة أيتام', path: `/landingPages?${new URLSearchParams({ search: 'كفالة أيتام' })}` });
  });

  it('finds the other named records: an ambassador, a seeded organization, an admin (not a user who is not one)', async () => {
    expect(await search('سفيره')).toContainEqual(expect.objectContaining({ resource: 'ambassadors', id: ids.ambassador, path: `/editEmbassador/${ids.ambassador}` }));
    expect((await search('Sharjah Charity')).map((hit) => hit.resource)).toContain('organizations');
    const people = await search('demo');
    expect(people.filter((hit) => hit.resource === 'adminUsers').map((hit) => hit.name)).toEqual(['Demo Admin']);
  });

  it('lists the whole name first, then names that start with the term, then a word that does, then anywhere', async () => {
    const names = (await search('water')).map((hit) => hit.name);
    expect(names.slice(0, 2)).toEqual(['Water', 'Water well for a village']);
    const wells = (await search('بئر')).map((hit) => hit.name);
    expect(wells[0]).toBe('بئر ماء');
  });

  it('does not find a record that is in the Trash', async () => {
    const id = await project('مشروع للحذف', 'To be deleted');
    expect((await search('للحذف')).map((hit) => hit.id)).toContain(id);
    await created('DELETE', `/projects/${id}`, undefined);
    expect((await search('للحذف')).map((hit) => hit.id)).not.toContain(id);
  });

  it('answers at most the limit asked (default 20, at most 50), best first', async () => {
    const names = Array.from({ length: RECORD_SEARCH_LIMIT_MAX + 5 }, (_, index) => `Limit check ${index + 1}`);
    for (const name of names) await created('POST', '/classes/GoodAmbassadors', { name, description: '<p>x</p>' });
    expect(await search('limit check')).toHaveLength(RECORD_SEARCH_LIMIT_DEFAULT);
    expect(await search('limit check', 3)).toHaveLength(3);
    expect(await search('limit check', RECORD_SEARCH_LIMIT_MAX)).toHaveLength(RECORD_SEARCH_LIMIT_MAX);
  });

  it('refuses a missing or empty term, a term over the bound, a limit out of range and an unknown parameter', async () => {
    const refused = async (query: string, field: string) => {
      const answer = await call('GET', `/search/records${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('validation');
      expect(Object.keys(answer.body.fields ?? {}), query).toContain(field);
    };
    await refused('', 'q');
    await refused('?q=', 'q');
    await refused(`?q=${'ا'.repeat(SEARCH_TERM_MAX + 1)}`, 'q');
    await refused('?q=water&limit=0', 'limit');
    await refused(`?q=water&limit=${RECORD_SEARCH_LIMIT_MAX + 1}`, 'limit');
    await refused('?q=water&limit=two', 'limit');
    await refused('?q=water&org=1', 'org');
  });

  it('finds nothing for a term of diacritics only, and takes LIKE characters as themselves', async () => {
    expect(await search('\u064E\u0651')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });
});
