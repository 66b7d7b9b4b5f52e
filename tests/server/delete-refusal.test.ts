import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, useTestServer, type Session } from './support/test-server';

const organization = (intID: number) => ({
  intID,
  nameAR: 'جمعية الأمل',
  nameEN: 'Al Amal Society',
  infoAR: 'جمعية خيرية.',
  infoEN: 'A charity society.',
  address: 'Sharjah, United Arab Emirates',
  email: 'info@alamal.example.org',
  fb: 'https://facebook.com/alamal',
  tel: '065000000',
  tw: 'https://twitter.com/alamal',
  web: 'https://alamal.example.org',
});

describeOnEachDatabase('A delete refused because the record is still used says what uses it', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
  });
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });

  it('counts the short codes and keywords of an organization, for one delete and for a bulk delete', async () => {
    const used = (await call('POST', '/organizations', organization(701))).body.organization.id as number;
    const free = (await call('POST', '/organizations', organization(702))).body.organization.id as number;
    for (const shortcode of [4301, 4302]) {
      expect((await call('POST', '/shortcodes', { orgid: used, mnoid: 1, price: 10, shortcode, keywordEN: 'AMAL' })).status).toBe(201);
    }
    expect((await call('POST', '/classes/keywords', { title: 'أمل', org_id: String(used) })).status).toBe(201);

    const one = await call('DELETE', `/organizations/${used}`);
    expect(one.status).toBe(409);
    expect(one.body).toMatchObject({
      code: 'conflict',
      message: 'This organization is still used by 2 short codes and 1 keyword.',
      usedBy: { shortCodes: 2, keywords: 1 },
    });

    const bulk = await call('DELETE', '/organizations/bulk', { organizationsIDs: [used, free] });
    expect(bulk.status).toBe(409);
    expect(bulk.body).toMatchObject({ code: 'conflict', usedBy: { shortCodes: 2, keywords: 1 } });
    expect(bulk.body.message).toBe('These organizations are still used by 2 short codes and 1 keyword.');
    // All or none: the organization nothing uses is still there.
    expect((await call('GET', `/organizations/${free}`)).status).toBe(200);
  });

  it('counts the memorial persons and NGO news of an organization, and the memorial persons of an activity', async () => {
    const used = (await call('POST', '/organizations', organization(703))).body.organization.id as number;
    const activity = await call('POST', '/activities', { intID: 703, nameAR: 'صدقة جارية', nameEN: 'Ongoing charity', infoAR: 'وصف', infoEN: 'About', order: 9 });
    expect(activity.status, JSON.stringify(activity.body)).toBe(201);
    const actId = activity.body.activity.id as number;
    const memorial = { description: '<p>x</p>', age: 60, applicantName: 'Omar', targetAmount: 100, actId, orgId: used };
    for (const name of ['Salem', 'Huda']) expect((await call('POST', '/classes/InMemory', { ...memorial, name })).status).toBe(201);
    const news = await call('POST', '/classes/ngonews', { link: 'https://news.example.org/1', orgId: used });
    expect(news.status).toBe(201);

    const organizationDelete = await call('DELETE', `/organizations/${used}`);
    expect(organizationDelete.status).toBe(409);
    expect(organizationDelete.body).toMatchObject({
      code: 'conflict',
      message: 'This organization is still used by 2 memorial persons and 1 NGO news item.',
      usedBy: { memorials: 2, ngoNews: 1 },
    });
    const activityDelete = await call('DELETE', '/activities/bulk', { activitiesIDs: [actId] });
    expect(activityDelete.status).toBe(409);
    expect(activityDelete.body).toMatchObject({
      code: 'conflict',
      message: 'This activity is still used by 2 memorial persons.',
      usedBy: { memorials: 2 },
    });

    // Once nothing uses them, both go.
    expect((await call('DELETE', `/classes/ngonews/${news.body.ngoNews.objectId}`)).status).toBe(200);
    const memorials = (await call('GET', '/classes/InMemory?limit=1000')).body.results as { objectId: string; orgId: number }[];
    const ids = memorials.filter((row) => row.orgId === used).map((row) => row.objectId);
    expect((await call('DELETE', '/classes/InMemory/bulk', { InMemoryIDs: ids })).body).toEqual({ deleted: 2, trashIds: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)] });
    expect((await call('DELETE', `/activities/${actId}`)).status).toBe(200);
    expect((await call('DELETE', `/organizations/${used}`)).status).toBe(200);
  });
});
