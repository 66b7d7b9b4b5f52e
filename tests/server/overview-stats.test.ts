/**
 * The overview's dates (spec 2.20): when the newest banner, project and urgent case was added
 * and last changed, null while there is none; and the newest memorial person by either time.
 */
import { beforeAll, expect, it } from 'vitest';
import { banners, causes, projects } from '../../src/server/db/schema';
import { describeOnEachDatabase } from './support/each-database';
import { seededRefs } from './support/payable';
import { ADMIN, useTestServer, type Session } from './support/test-server';

const STATS = [
  ['/banners/stats/last_added', 'last_added_banner_date'],
  ['/banners/stats/last_updated', 'last_updated_banner_date'],
  ['/projects/stats/last_added', 'last_added_project_date'],
  ['/projects/stats/last_updated', 'last_updated_project_date'],
  ['/causes/stats/last_added', 'last_added_cause_date'],
  ['/causes/stats/last_updated', 'last_updated_cause_date'],
] as const;

describeOnEachDatabase('Overview dates', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });
  const now = () => server().clock.now().toISOString();
  const later = () => {
    server().clock.advance(60_000);
    return now();
  };
  /** Every overview date, by its answer key. */
  const dates = async () => {
    const answers = await Promise.all(STATS.map(([path]) => call('GET', path)));
    return Object.fromEntries(
      answers.map((answer, index) => {
        expect(answer.status).toBe(200);
        expect(Object.keys(answer.body)).toEqual([STATS[index]![1]]);
        return [STATS[index]![1], answer.body[STATS[index]![1]]];
      }),
    );
  };

  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
  });

  it('answers null for each while its table is empty', async () => {
    const db = server().database.handle.db;
    await db.delete(banners);
    await db.delete(projects);
    await db.delete(causes);
    expect(await dates()).toEqual(Object.fromEntries(STATS.map(([, key]) => [key, null])));
  });

  it('follows banners added, changed and switched on, by the server clock', async () => {
    const banner = (intID: number) => ({ intID, nameAR: 'لافتة', nameEN: 'Banner', order: 1, targetType: 'url', targetUrl: 'https://example.org/' });
    const addedFirst = later();
    const first = (await call('POST', '/banners', banner(801))).body.banner;
    expect((await dates()).last_added_banner_date).toBe(addedFirst);
    expect((await dates()).last_updated_banner_date).toBe(addedFirst);

    const addedSecond = later();
    const second = (await call('POST', '/banners', banner(802))).body.banner;
    const changed = later();
    expect((await call('PUT', `/banners/${first.id}`, { ...banner(801), nameEN: 'Changed' })).status).toBe(200);
    expect(await dates()).toMatchObject({ last_added_banner_date: addedSecond, last_updated_banner_date: changed });

    const switched = later();
    expect((await call('PUT', `/banners/${second.id}?edit_status=true`, { isactive: 1 })).status).toBe(200);
    expect(await dates()).toMatchObject({ last_added_banner_date: addedSecond, last_updated_banner_date: switched });
  });

  it('follows projects and urgent cases added and changed', async () => {
    const refs = await seededRefs(server());
    const projectData = { act_id: refs.actId, org_id: refs.orgId, nameAR: 'مشروع', nameEN: 'Project', infoAR: '<p>x</p>', infoEN: '<p>x</p>' };
    const projectAdded = later();
    const project = (await call('POST', '/projects', { ...projectData, sms_payment: [], bank_payment: [], cc_payment: [] })).body.project;
    expect(await dates()).toMatchObject({ last_added_project_date: projectAdded, last_updated_project_date: projectAdded });
    const projectChanged = later();
    const update = await call('PUT', `/projects/${project.id}`, { project_data_to_update: { ...projectData, nameEN: 'Changed' }, id: project.id });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(await dates()).toMatchObject({ last_added_project_date: projectAdded, last_updated_project_date: projectChanged });

    const causeData = { ...projectData, order: 0, target_amount: 1000 };
    const causeAdded = later();
    const cause = (await call('POST', '/causes', { ...causeData, sms_payment: [], cc_payment: [] })).body.cause;
    expect(await dates()).toMatchObject({ last_added_cause_date: causeAdded, last_updated_cause_date: causeAdded });
    const causeSwitched = later();
    expect((await call('PUT', `/causes/${cause.id}?edit_status=true`, { isactive: 0 })).status).toBe(200);
    expect(await dates()).toMatchObject({
      last_added_cause_date: causeAdded,
      last_updated_cause_date: causeSwitched,
      // The other kinds are their own.
      last_added_project_date: projectAdded,
    });
  });

  it('finds the newest memorial person by creation and by change', async () => {
    const refs = await seededRefs(server());
    const add = async () =>
      (
        await call('POST', '/classes/InMemory', {
          name: 'Ahmad',
          description: '<p>x</p>',
          age: 60,
          applicantName: 'Fatima',
          targetAmount: 100,
          actId: refs.actId,
          orgId: refs.orgId,
        })
      ).body.memorial as { objectId: string };
    const older = await add();
    later();
    const newer = await add();
    const changed = later();
    expect((await call('PUT', `/classes/InMemory/${older.objectId}/approved`, { Approved: true })).status).toBe(200);
    const byCreation = (await call('GET', '/classes/InMemory?limit=1&order=-createdAt')).body.results;
    const byChange = (await call('GET', '/classes/InMemory?limit=1&order=-updatedAt')).body.results;
    expect(byCreation.map((row: { objectId: string }) => row.objectId)).toEqual([newer.objectId]);
    expect(byChange).toEqual([expect.objectContaining({ objectId: older.objectId, updatedAt: changed })]);
  });
});
