/**
 * Record history and the Trash (issue 23), on both engines: every write route of the API writes
 * exactly one history row per record it writes (a route added later without its history, or
 * without a proof here, fails the first test, as the guard test does for sessions); the database
 * refuses to change or delete history; a version comes back through an ordinary save; a delete goes
 * to the Trash and comes back equal, with what went with it; a restore that no longer fits is
 * refused naming why; the Trash and history keep what their retention says.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applyRetention } from '../../src/server/services/history/retention';
import { entryOf, type ResourceName } from '../../src/shared/registry';
import { insertLandingPage, pageComponents } from './support/landing-page-rows';
import { organizationBody } from './support/organizations';
import { bank, cc, seededRefs, sms } from './support/payable';
import { describeOnEachDatabase } from './support/each-database';
import { rowsOf } from '../../src/server/db/sql-rows';
import { ADMIN, NON_ADMIN, useTestServer, type HttpResult, type Session } from './support/test-server';

interface HistoryRow {
  id: number;
  resource: string;
  record_id: string;
  action: string;
  admin_id: string | null;
  changes: Array<{ field: string; before: unknown; after: unknown; richText?: boolean }>;
}

/** What a proof expects its call to leave in the history: one row per record, of this resource and action. */
interface Expected {
  resource: string;
  action: string;
  records: number;
}

/** Admin routes that write no record, each with why (anything else must prove its history below). */
const NOT_RECORD_WRITES: Record<string, string> = {
  'POST /token/verify': 'a session check',
  'POST /token/revoke': 'sign-out: a session',
  'POST /admins/otp/generate': 'sends a code; the promotion (verify) is the write',
  'PUT /preferences/columns/{listKey}': "an admin's own column choice, not a record",
  'POST /uploads': 'a file, not a record (the record that uses it is written with its history)',
  'POST /files/{name}': 'a file, not a record',
  'PUT /reports/{orgID}': 'a report build: figures computed from SMS messages, which are not records',
  'POST /sms/import': 'SMS messages are not records',
  'POST /functions/getInMemoryDetails': 'a read',
};

const activityBody = (intID: number) => ({ intID, nameAR: 'سلة رمضان', nameEN: 'Ramadan basket', infoAR: 'سلة.', infoEN: 'A basket.', order: 7 });
const bannerBody = (intID: number) => ({ intID, nameAR: 'حملة الشتاء', nameEN: 'Winter campaign', order: 1, targetType: 'url', targetUrl: 'https://example.org/winter' });

describeOnEachDatabase('Record history and the Trash', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  let refs: Awaited<ReturnType<typeof seededRefs>>;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    refs = await seededRefs(server());
  });
  const desktop = { 'x-client-kind': 'desktop', 'x-client-version': '1.4.0' };
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = desktop): Promise<HttpResult> =>
    server().http(method, path, { session: admin, body, headers });
  const ok = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
    const answer = await call(method, path, body, headers);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  };
  const db = () => server().database.handle.db;
  const lastHistoryId = async () => Number(rowsOf<{ id: number | null }>(await db().execute(sql`SELECT max(id) AS id FROM record_history`))[0]?.id ?? 0);
  const historySince = async (id: number) =>
    rowsOf<HistoryRow>(await db().execute(sql`SELECT id, resource, record_id, action, admin_id, changes FROM record_history WHERE id > ${id} ORDER BY id`));

  let unique = 900;
  const next = () => (unique += 1);
  const project = (overrides: Record<string, unknown> = {}) => ({
    act_id: refs.actId,
    org_id: refs.orgId,
    nameAR: 'بئر ماء',
    nameEN: 'A water well',
    infoAR: '<p class="ql-direction-rtl">وصف</p>',
    infoEN: '<p>Description</p>',
    mediaURL: 'projects/1.jpg',
    Order: 3,
    sms_payment: [sms()],
    bank_payment: [bank()],
    cc_payment: [cc()],
    ...overrides,
  });
  const mainOf = ({ sms_payment: _s, bank_payment: _b, cc_payment: _c, ...data }: Record<string, unknown>) => data;
  const cause = () => ({
    act_id: refs.actId,
    org_id: refs.orgId,
    nameAR: 'علاج',
    nameEN: 'Treatment',
    order: 2,
    infoAR: '<p>وصف</p>',
    infoEN: '<p>Description</p>',
    target_amount: '20000',
    mediaURL: 'causes/1.jpg',
    sms_payment: [sms()],
    cc_payment: [cc()],
  });
  const classBodies: Record<string, () => Record<string, unknown>> = {
    keywords: () => ({ title: `خير${next()}`, org_id: String(refs.orgId) }),
    GoodAmbassadors: () => ({ name: 'سفيرة الخير', description: '<p>تطوعت.</p>', language: 'ar', gender: 'female' }),
    InMemory: () => ({ name: 'محمد', description: '<p>رحمه الله.</p>', age: 67, applicantName: 'عائشة', targetAmount: 5000, actId: refs.actId, orgId: refs.orgId, mobileNum: '971501234567' }),
    ngonews: () => ({ link: 'https://news.example.org/wells', orgId: refs.orgId, image: 'ngonews/wells.jpg' }),
    notification: () => ({ notificationText: '<p>Ramadan Kareem</p>', notificationTextInAR: '<p>رمضان كريم</p>' }),
    RamadanNotes: () => ({ content: 'الصوم جنة', name: 'حديث', daynum: 1 }),
    selectedVideos: () => ({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    Teams: () => ({ Name: 'فاطمة', Title: 'مديرة', Logo: 'teams/fatima.jpg' }),
  };
  const classItemKeys: Record<string, string> = {
    keywords: 'keyword',
    GoodAmbassadors: 'ambassador',
    InMemory: 'memorial',
    ngonews: 'ngoNews',
    notification: 'notification',
    RamadanNotes: 'ramadanNote',
    selectedVideos: 'selectedVideo',
    Teams: 'team',
  };
  const tables: Record<string, { body: () => Record<string, unknown>; item: string; resource: string; wrap?: string; bulkKey: string }> = {
    activities: { body: () => activityBody(next()), item: 'activity', resource: 'activities', bulkKey: 'activitiesIDs' },
    banners: { body: () => bannerBody(next()), item: 'banner', resource: 'banners', bulkKey: 'bannersIDs' },
    organizations: { body: () => organizationBody(next()), item: 'organization', resource: 'organizations', wrap: 'organization_data_to_update', bulkKey: 'organizationsIDs' },
    shortcodes: { body: () => ({ orgid: refs.orgId, mnoid: 1, price: 10, shortcode: 4202, keywordEN: `K${next()}` }), item: 'shortcode', resource: 'shortCodes', bulkKey: 'shortcodesIDs' },
  };
  const classResource: Record<string, string> = {
    keywords: 'keywords',
    GoodAmbassadors: 'ambassadors',
    InMemory: 'memorials',
    ngonews: 'ngoNews',
    notification: 'notifications',
    RamadanNotes: 'ramadanNotes',
    selectedVideos: 'selectedVideos',
    Teams: 'teams',
  };
  const newProject = async () => (await ok('POST', '/projects', project())).project as Record<string, unknown> & { id: number; version: number };
  const newCause = async () => (await ok('POST', '/causes', cause())).cause as Record<string, unknown> & { id: number; version: number };

  /** How to make each write route write, successfully, and what it must leave in the history. */
  const proofs = (): Record<string, () => Promise<Expected>> => {
    const own: Record<string, () => Promise<Expected>> = {};
    for (const [path, table] of Object.entries(tables)) {
      const create = async () => (await ok('POST', `/${path}`, table.body()))[table.item] as { id: number };
      const update = (record: { id: number }) => (table.wrap ? { [table.wrap]: { ...table.body(), nameEN: 'Changed' }, id: record.id } : { ...table.body(), ...(path === 'shortcodes' ? {} : { nameEN: 'Changed' }) });
      own[`POST /${path}`] = async () => (await create(), { resource: table.resource, action: 'create', records: 1 });
      own[`PUT /${path}/{id}`] = async () => {
        const record = await create();
        const before = await lastHistoryId();
        await ok('PUT', `/${path}/${record.id}`, update(record));
        const status = await call('PUT', `/${path}/${record.id}?edit_status=true`, { new_status: 0 });
        expect(status.status).toBe(200);
        expect((await historySince(before)).map((row) => row.action)).toEqual(['update', 'status']);
        return { resource: table.resource, action: 'status', records: 0 };
      };
      own[`DELETE /${path}/{id}`] = async () => (await ok('DELETE', `/${path}/${(await create()).id}`), { resource: table.resource, action: 'delete', records: 1 });
      own[`DELETE /${path}/bulk`] = async () => {
        const ids = [(await create()).id, (await create()).id];
        await ok('DELETE', `/${path}/bulk`, { [table.bulkKey]: ids });
        return { resource: table.resource, action: 'delete', records: 2 };
      };
    }
    for (const [name, body] of Object.entries(classBodies)) {
      const base = `/classes/${name}`;
      const resource = classResource[name]!;
      const create = async () => (await ok('POST', base, body()))[classItemKeys[name]!] as { objectId: string; version: number };
      own[`POST ${base}`] = async () => (await create(), { resource, action: 'create', records: 1 });
      own[`PUT ${base}/{objectId}`] = async () => {
        const record = await create();
        // What this class's update takes of a create's body.
        const updatable = new Set(Object.keys((entryOf(resource as ResourceName).update as z.ZodObject).shape));
        const changes = Object.fromEntries(Object.entries(body()).filter(([key]) => updatable.has(key)));
        await ok('PUT', `${base}/${record.objectId}`, { ...changes, version: record.version });
        return { resource, action: 'update', records: 1 };
      };
      own[`DELETE ${base}/{objectId}`] = async () => (await ok('DELETE', `${base}/${(await create()).objectId}`), { resource, action: 'delete', records: 1 });
      own[`DELETE ${base}/bulk`] = async () => {
        const ids = [(await create()).objectId, (await create()).objectId];
        await ok('DELETE', `${base}/bulk`, { [`${name}IDs`]: ids });
        return { resource, action: 'delete', records: 2 };
      };
      own[`PUT ${base}/{objectId}/approved`] = async () => (await ok('PUT', `${base}/${(await create()).objectId}/approved`, { Approved: true }), { resource, action: 'approval', records: 1 });
    }
    for (const [path, make, resource, bulkKey] of [
      ['projects', newProject, 'projects', 'projectsIDs'],
      ['causes', newCause, 'causes', 'causesIDs'],
    ] as const) {
      own[`POST /${path}`] = async () => (await make(), { resource, action: 'create', records: 1 });
      own[`PUT /${path}/{id}`] = async () => {
        const record = await make();
        const key = path === 'projects' ? 'project_data_to_update' : 'cause_data_to_update';
        const data = path === 'projects' ? mainOf(project({ nameEN: 'Renamed' })) : mainOf({ ...cause(), nameEN: 'Renamed' });
        await ok('PUT', `/${path}/${record.id}`, { [key]: data, id: record.id, version: record.version });
        return { resource, action: 'update', records: 1 };
      };
      own[`DELETE /${path}/{id}`] = async () => (await ok('DELETE', `/${path}/${(await make()).id}`), { resource, action: 'delete', records: 1 });
      own[`DELETE /${path}/bulk`] = async () => (await ok('DELETE', `/${path}/bulk`, { [bulkKey]: [(await make()).id, (await make()).id] }), { resource, action: 'delete', records: 2 });
    }
    own['PUT /sms_payment/{id}'] = async () => {
      const record = await newProject();
      await ok('PUT', `/sms_payment/${record.id}`, { id: record.id, sms_payment_to_add: [sms()] });
      return { resource: 'projects', action: 'payments', records: 1 };
    };
    own['PUT /bank_payment/{id}'] = async () => {
      const record = await newProject();
      await ok('PUT', `/bank_payment/${record.id}`, { id: record.id, bank_payment_to_add: [bank({ accNum: '999' })] });
      return { resource: 'projects', action: 'payments', records: 1 };
    };
    own['PUT /cc_payment/{id}'] = async () => {
      const record = await newCause();
      await ok('PUT', `/cc_payment/${record.id}`, { id: record.id, type: 'cause', cc_payment_to_add: [cc({ cc_url: 'https://example.org/more' })] });
      return { resource: 'causes', action: 'payments', records: 1 };
    };
    own['POST /landing_pages'] = async () => {
      await ok('POST', '/landing_pages', { type: 'project', id: (await newProject()).id });
      return { resource: 'landingPages', action: 'create', records: 2 };
    };
    own['POST /landing_pages/campaign'] = async () => {
      const form = {
        requestId: `campaign-${next()}`,
        name: 'حملة',
        nameEN: 'Campaign',
        title: 'عنوان',
        titleEN: 'Title',
        description: 'وصف',
        arabicImage: 'landingpages/ar.jpg',
        englishImage: 'landingpages/en.jpg',
        donationLink: 'https://example.org/give',
        keyword: `JL${next()}`,
        startDate: '2025-03-01',
        endDate: '2025-04-01',
        target: 10000,
      };
      const made = await call('POST', '/landing_pages/campaign', form);
      // The campaign form's exact fields are its own suite's business (landing-pages.test.ts); here it must write when it can.
      expect(made.status).toBeLessThan(500);
      return { resource: 'landingPages', action: 'create', records: made.status < 300 ? 2 : 0 };
    };
    const landingPageDelete = async (count: number) => {
      await ok('POST', '/landing_pages', { type: 'project', id: (await newProject()).id });
      const pages = (await ok('GET', '/landing_pages?limit=2')).results as Array<{ objectId: string }>;
      return pages.slice(0, count).map((page) => page.objectId);
    };
    own['DELETE /landing_pages/{objectId}'] = async () => (await ok('DELETE', `/landing_pages/${(await landingPageDelete(1))[0]}`), { resource: 'landingPages', action: 'delete', records: 1 });
    own['DELETE /landing_pages/bulk'] = async () => (await ok('DELETE', '/landing_pages/bulk', { landingPagesIDs: await landingPageDelete(2) }), { resource: 'landingPages', action: 'delete', records: 2 });
    for (const path of ['/backoffice/update-projects', '/backoffice/update-casues', '/backoffice/update-causes']) {
      own[`PUT ${path}`] = async () => (await ok('PUT', path, {}), { resource: 'publications', action: 'publish', records: 1 });
    }
    own['PUT /backoffice/update-website-blogs'] = async () => {
      const answer = await call('PUT', '/backoffice/update-website-blogs', {});
      // 200 when the stand-in hook answers, else 502/503 with no history: either way, one row per publication made.
      return { resource: 'publications', action: 'publish', records: answer.status === 200 ? 1 : 0 };
    };
    own['PUT /users/{id}'] = async () => {
      const user = await server().signIn({ mobile_number: `97150${String(next()).padStart(7, '0')}` });
      await ok('PUT', `/users/${user.objectId}`, { role: 'admin' });
      return { resource: 'adminUsers', action: 'update', records: 1 };
    };
    own['POST /admins/otp/verify'] = async () => {
      const identity = { mobile_number: `97155${String(next()).padStart(7, '0')}` };
      const sent = await ok('POST', '/admins/otp/generate', identity);
      const code = await server().latestCode(identity.mobile_number);
      await ok('POST', '/admins/otp/verify', { ...identity, otp: code, timestamp: sent.timestamp, access_token: sent.access_token });
      return { resource: 'adminUsers', action: 'update', records: 1 };
    };
    own['POST /trash/restore'] = async () => {
      const [trashId] = (await ok('DELETE', `/activities/${(await ok('POST', '/activities', activityBody(next()))).activity.id}`)).trashIds;
      const before = await lastHistoryId();
      await ok('POST', '/trash/restore', { ids: [trashId] });
      expect((await historySince(before)).map((row) => row.action)).toEqual(['restore']);
      return { resource: 'activities', action: 'restore', records: 0 };
    };
    own['POST /trash/purge'] = async () => {
      const [trashId] = (await ok('DELETE', `/activities/${(await ok('POST', '/activities', activityBody(next()))).activity.id}`)).trashIds;
      const before = await lastHistoryId();
      await ok('POST', '/trash/purge', { ids: [trashId] });
      expect((await historySince(before)).map((row) => row.action)).toEqual(['purge']);
      return { resource: 'activities', action: 'purge', records: 0 };
    };
    return own;
  };

  it('every write route writes exactly one history row per record it writes, by the admin who called it', async () => {
    const { body } = await call('GET', '/openapi.json');
    const writes = Object.entries(body.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(([path, methods]) =>
      Object.entries(methods)
        // An admin's writes: the public routes (donors, the SMS gateway, the marketing system) are not the admins'.
        .filter(([method, operation]) => method !== 'get' && operation.security === undefined)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const proof = proofs();
    const unproven = writes.filter((route) => !(route in NOT_RECORD_WRITES) && !(route in proof));
    expect(unproven, 'write routes with neither a history proof nor a reason they write no record').toEqual([]);
    for (const route of writes.filter((candidate) => candidate in proof)) {
      const before = await lastHistoryId();
      const expected = await proof[route]!();
      if (expected.records === 0) continue;
      // A proof may make what its route needs first (a project for its page): those rows are another resource's or action's.
      const rows = (await historySince(before)).filter((row) => row.action === expected.action && row.resource === expected.resource);
      expect(rows.length, route).toBe(expected.records);
      expect(new Set(rows.map((row) => row.record_id)).size, `${route}: one row per record`).toBe(expected.records);
      for (const row of rows) expect(row.admin_id, route).toBe(admin.objectId);
    }
    for (const route of Object.keys(NOT_RECORD_WRITES)) expect(writes, `${route} is still a route`).toContain(route);
  });

  it('records each change field by field, with the admin, the client, the version; rich text as it was; bookkeeping never', async () => {
    const created = await newProject();
    await ok('PUT', `/projects/${created.id}`, {
      project_data_to_update: mainOf(project({ nameEN: 'A deeper well', infoEN: '<p>Deeper <strong>now</strong></p>' })),
      id: created.id,
      version: created.version,
    });
    const { entries, more } = await ok('GET', `/history/records/projects/${created.id}`);
    expect(more).toBe(false);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    const [update] = entries;
    expect(update).toMatchObject({ resource: 'projects', recordId: String(created.id), adminId: admin.objectId, client: 'desktop', clientVersion: '1.4.0', recordVersion: created.version + 1, restoredFrom: null });
    expect(update.recordName).toBe('بئر ماء · A deeper well');
    expect(update.changes).toEqual([
      { field: 'nameEN', before: 'A water well', after: 'A deeper well' },
      { field: 'infoEN', before: '<p>Description</p>', after: '<p>Deeper <strong>now</strong></p>', richText: true },
    ]);
    // A create lists what the record was made with; never its version or times.
    const fields = entries[1].changes.map((change: { field: string }) => change.field);
    expect(fields).toEqual(expect.arrayContaining(['nameAR', 'nameEN', 'sms_payment', 'bank_payment', 'cc_payment']));
    expect(fields).not.toEqual(expect.arrayContaining(['version']));
    expect(fields.some((field: string) => /createdAt|updatedAt|Search|recordJson/.test(field))).toBe(false);
    // Pages of a long timeline.
    const first = await ok('GET', `/history/records/projects/${created.id}?limit=1`);
    expect(first.more).toBe(true);
    const rest = await ok('GET', `/history/records/projects/${created.id}?limit=1&before=${first.entries[0].id}`);
    expect(rest.entries.map((entry: { action: string }) => entry.action)).toEqual(['create']);
  });

  it('nobody can change or delete history: the database refuses UPDATE, DELETE and TRUNCATE, except the retention job', async () => {
    await newProject();
    await expect(db().execute(sql`UPDATE record_history SET admin_name = 'someone else'`)).rejects.toThrow();
    await expect(db().execute(sql`DELETE FROM record_history`)).rejects.toThrow();
    await expect(db().execute(sql`TRUNCATE record_history`)).rejects.toThrow();
    expect(await lastHistoryId()).toBeGreaterThan(0);
  });

  it('restores a version through a save that carries it (a new entry says so); a stale copy meets the 409 and changes nothing', async () => {
    const created = await newProject();
    const save = (nameEN: string, version: number, headers: Record<string, string> = desktop) =>
      call('PUT', `/projects/${created.id}`, { project_data_to_update: mainOf(project({ nameEN })), id: created.id, version }, headers);
    expect((await save('First', created.version)).status).toBe(200);
    expect((await save('Second', created.version + 1)).status).toBe(200);
    const { entries } = await ok('GET', `/history/records/projects/${created.id}`);
    const first = entries.find((entry: { changes: Array<{ after: unknown }> }) => entry.changes.some((change) => change.after === 'First'));
    const version = await ok('GET', `/history/entries/${first.id}/version`);
    expect(version).toMatchObject({ resource: 'projects', recordId: String(created.id), currentVersion: created.version + 2 });
    expect(version.record.nameEN).toBe('First');

    const stale = await save(String(version.record.nameEN), created.version + 1, { ...desktop, 'x-restored-from': first.id });
    expect(stale.status).toBe(409);
    expect((await ok('GET', `/projects/${created.id}`)).project.nameEN).toBe('Second');

    expect((await save(String(version.record.nameEN), version.currentVersion, { ...desktop, 'x-restored-from': first.id })).status).toBe(200);
    const after = await ok('GET', `/history/records/projects/${created.id}`);
    expect(after.entries[0]).toMatchObject({ action: 'update', restoredFrom: first.id, changes: [{ field: 'nameEN', before: 'Second', after: 'First' }] });
  });

  it('a delete goes to the Trash with its payment rows and its pages answer 410; the undo brings it back equal', async () => {
    const created = await newProject();
    const { page } = (await ok('POST', '/landing_pages', { type: 'project', id: created.id })) as { page: { slug: string } };
    const whole = (await ok('GET', `/projects/${created.id}`)).project;
    const deleted = await ok('DELETE', `/projects/${created.id}`);
    expect(deleted).toEqual({ deleted: 1, trashIds: [expect.stringMatching(/^\d+$/)] });
    expect((await call('GET', `/projects/${created.id}`)).status).toBe(404);
    expect(((await ok('GET', '/projects')).data.projects as Array<{ id: number }>).map((row) => row.id)).not.toContain(created.id);
    const payments = rowsOf<{ count: number }>(await db().execute(sql`SELECT count(*)::int AS count FROM sms_payments WHERE project_id = ${created.id}`));
    expect(payments[0]!.count).toBe(0);
    const gone = await server().http('GET', `/p/${page.slug}`, { headers: { accept: 'text/html' } });
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('This appeal has ended');
    expect(gone.body).toContain('انتهت هذه الحملة');
    expect((await server().http('GET', `/p/${page.slug}/progress`)).status).toBe(410);

    const trash = await ok('GET', '/trash?resource=projects');
    expect(trash.results[0]).toMatchObject({ id: deleted.trashIds[0], recordId: String(created.id), recordName: 'بئر ماء · A water well', deletedById: admin.objectId, dependents: { sms_payments: 1, bank_payments: 1, cc_payments: 1 } });
    expect(Date.parse(trash.results[0].purgeAt) - Date.parse(trash.results[0].deletedAt)).toBe(30 * 86_400_000);

    expect(await ok('POST', '/trash/restore', { ids: deleted.trashIds })).toEqual({ restored: [{ resource: 'projects', recordId: String(created.id) }] });
    expect((await ok('GET', `/projects/${created.id}`)).project).toEqual(whole);
    // The page answers again once its short cache (a second or two) has let go of the 410.
    server().clock.advance(3_000);
    await expect.poll(async () => (await server().http('GET', `/p/${page.slug}/progress`)).status, { timeout: 5_000 }).toBe(200);
    expect((await ok('GET', '/trash?resource=projects')).results.map((entry: { recordId: string }) => entry.recordId)).not.toContain(String(created.id));
    // Restored once: a second restore of the same entry finds nothing.
    expect((await call('POST', '/trash/restore', { ids: deleted.trashIds })).status).toBe(404);
  });

  it('a bulk delete is one entry per record, and both come back', async () => {
    const a = (await ok('POST', '/classes/keywords', classBodies.keywords!())).keyword;
    const b = (await ok('POST', '/classes/keywords', classBodies.keywords!())).keyword;
    const countBefore = (await ok('GET', `/classes/keywords/count?org_id=${refs.orgId}`)).count;
    const deleted = await ok('DELETE', '/classes/keywords/bulk', { keywordsIDs: [a.objectId, b.objectId] });
    expect(deleted.trashIds).toHaveLength(2);
    expect((await ok('GET', `/classes/keywords/count?org_id=${refs.orgId}`)).count).toBe(countBefore - 2);
    await ok('POST', '/trash/restore', { ids: deleted.trashIds });
    expect((await ok('GET', `/classes/keywords/${a.objectId}`)).keyword).toEqual(a);
    expect((await ok('GET', `/classes/keywords/count?org_id=${refs.orgId}`)).count).toBe(countBefore);
  });

  it('a restore that no longer fits is refused naming why, and restores nothing: a page address taken, a record it points at in the Trash, a keyword claimed', async () => {
    // A landing page's address taken meanwhile.
    const slug = `trash-slug-${next()}`;
    const pageId = await insertLandingPage(db(), { slug, kind: 'campaign', sourceId: null, lang: 'en', components: pageComponents() } as never);
    const [pageTrash] = (await ok('DELETE', `/landing_pages/${pageId}`)).trashIds;
    await insertLandingPage(db(), { slug, kind: 'campaign', sourceId: null, lang: 'en', components: pageComponents() } as never);
    const taken = await call('POST', '/trash/restore', { ids: [pageTrash] });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'restoreConflict', fields: { [pageTrash]: `validation.restoreSlugTaken:${JSON.stringify({ nameAR: slug, nameEN: slug })}` } });

    // A memorial whose activity went to the Trash after it.
    const activity = (await ok('POST', '/activities', activityBody(next()))).activity;
    const memorial = (await ok('POST', '/classes/InMemory', { ...classBodies.InMemory!(), actId: activity.id })).memorial;
    const [memorialTrash] = (await ok('DELETE', `/classes/InMemory/${memorial.objectId}`)).trashIds;
    const [activityTrash] = (await ok('DELETE', `/activities/${activity.id}`)).trashIds;
    const orphan = await call('POST', '/trash/restore', { ids: [memorialTrash] });
    expect(orphan.status).toBe(409);
    expect(orphan.body.fields[memorialTrash]).toBe(`validation.restoreReferenceInTrash:${JSON.stringify({ nameAR: 'سلة رمضان · Ramadan basket', nameEN: 'سلة رمضان · Ramadan basket' })}`);
    expect((await call('GET', `/classes/InMemory/${memorial.objectId}`)).status).toBe(404);
    // Both at once, the activity first: they fit.
    await ok('POST', '/trash/restore', { ids: [activityTrash, memorialTrash] });
    expect((await ok('GET', `/classes/InMemory/${memorial.objectId}`)).memorial).toEqual(memorial);

    // A project in the Trash keeps its keyword: another cannot take it until it is deleted for good.
    const row = sms();
    const first = (await ok('POST', '/projects', project({ sms_payment: [row] }))).project;
    const [firstTrash] = (await ok('DELETE', `/projects/${first.id}`)).trashIds;
    const claimant = project({ nameEN: 'The claimant', sms_payment: [row] });
    const refused = await call('POST', '/projects', claimant);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'keywordClaimed', claimedBy: `validation.keywordClaimedByProject:${JSON.stringify({ nameAR: 'بئر ماء', nameEN: 'A water well' })}` });
    await ok('POST', '/trash/restore', { ids: [firstTrash] });
    expect((await ok('GET', `/projects/${first.id}`)).project.sms_payment).toHaveLength(1);
    const [again] = (await ok('DELETE', `/projects/${first.id}`)).trashIds;
    await ok('POST', '/trash/purge', { ids: [again] });
    expect((await call('POST', '/projects', claimant)).status).toBe(201);
  });

  it('a restore meets the claim check of a save: a keyword another owner holds now refuses it, naming that owner', async () => {
    const row = sms();
    const first = (await ok('POST', '/projects', project({ sms_payment: [row] }))).project;
    const [trashId] = (await ok('DELETE', `/projects/${first.id}`)).trashIds;
    // An organization's short code with that keyword, written past the checks (as rows older than them may be).
    await db().execute(sql`INSERT INTO short_codes (orgid, mnoid, price, shortcode, keyword_en, isactive, version) VALUES (${refs.orgId}, ${row.mno}, ${row.price}, ${row.short_code}, ${row.keyword_en}, 1, 1)`);
    const claimed = await call('POST', '/trash/restore', { ids: [trashId] });
    expect(claimed.status).toBe(409);
    expect(claimed.body.code).toBe('keywordClaimed');
    expect(claimed.body.claimedBy).toMatch(/^validation\.keywordClaimedByOrganization:/);
    expect((await call('GET', `/projects/${first.id}`)).status).toBe(404);
  });

  it('trashed records are gone from the public content API', async () => {
    const created = (await ok('POST', '/classes/selectedVideos', classBodies.selectedVideos!())).selectedVideo;
    const listed = async () => ((await server().http('GET', '/public/v1/selected-videos')).body.data as Array<{ objectId: string }>).map((row) => row.objectId);
    expect(await listed()).toContain(created.objectId);
    const [trashId] = (await ok('DELETE', `/classes/selectedVideos/${created.objectId}`)).trashIds;
    expect(await listed()).not.toContain(created.objectId);
    await ok('POST', '/trash/restore', { ids: [trashId] });
    expect(await listed()).toContain(created.objectId);
  });

  it('the Activity page filters by admin, resource, action and days, and finds a record by its name, Arabic normalized', async () => {
    const other = await server().signIn(NON_ADMIN);
    await db().execute(sql`UPDATE users SET role = 'admin' WHERE object_id = ${other.objectId}`);
    const name = `إحسان${next()}`;
    await server().http('POST', '/classes/RamadanNotes', { session: other, body: { content: 'نص', name, daynum: 2 } });
    const byOther = await ok('GET', `/history?adminId=${other.objectId}`);
    expect(byOther.count).toBe(1);
    expect(byOther.results[0]).toMatchObject({ adminId: other.objectId, resource: 'ramadanNotes', action: 'create', recordName: name, client: 'api' });
    // Hamza forms and case do not matter.
    const found = await ok('GET', `/history?search=${encodeURIComponent(name.replace('إ', 'ا'))}`);
    expect(found.results.map((entry: { recordName: string }) => entry.recordName)).toEqual([name]);
    const deletes = await ok('GET', '/history?resource=activities&action=delete&limit=5');
    expect(deletes.count).toBeGreaterThan(0);
    for (const entry of deletes.results) expect(entry).toMatchObject({ resource: 'activities', action: 'delete' });
    const today = server().clock.now().toISOString().slice(0, 10);
    expect((await ok('GET', `/history?from=${today}&to=${today}&adminId=${other.objectId}`)).count).toBe(1);
    expect((await ok('GET', `/history?from=2020-01-01&to=2020-01-02&adminId=${other.objectId}`)).count).toBe(0);
    const backwards = await call('GET', `/history?from=${today}&to=2020-01-01`);
    expect(backwards.status).toBe(400);
    await db().execute(sql`UPDATE users SET role = 'user' WHERE object_id = ${other.objectId}`);
  });

  it("a search of a record's name can read the trigram index instead of every entry (on PGlite too)", async () => {
    // The table here is small enough that the planner would rather read it all; forbidding that shows the index serves the route's LIKE.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`EXPLAIN SELECT id FROM record_history WHERE record_name_search LIKE ${'%احسان%'}`));
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('record_history_name');
  });

  describe('retention', () => {
    it('empties the Trash after its days (history says so), and removes history only past its own, when one is set', async () => {
      const created = (await ok('POST', '/activities', activityBody(next()))).activity;
      const [trashId] = (await ok('DELETE', `/activities/${created.id}`)).trashIds;
      const config = { trashRetentionDays: 30, historyRetentionDays: null };
      const now = server().clock.now();
      expect((await applyRetention(db(), config, new Date(now.getTime() + 29 * 86_400_000))).purged).toBe(0);
      expect((await ok('GET', '/trash?resource=activities')).results.map((entry: { id: string }) => entry.id)).toContain(trashId);
      const historyBefore = await lastHistoryId();
      const purgedAt = new Date(now.getTime() + 31 * 86_400_000);
      const result = await applyRetention(db(), config, purgedAt);
      expect(result.purged).toBeGreaterThanOrEqual(1);
      expect(result.historyRemoved).toBe(0);
      expect((await ok('GET', '/trash?resource=activities')).results.map((entry: { id: string }) => entry.id)).not.toContain(trashId);
      const purge = (await historySince(historyBefore)).find((row) => row.record_id === String(created.id));
      expect(purge).toMatchObject({ action: 'purge', admin_id: null });

      const count = async () => rowsOf<{ count: number }>(await db().execute(sql`SELECT count(*)::int AS count FROM record_history`))[0]!.count;
      const all = await count();
      // Everything so far is over a year old at this clock; the purge entry just written is not.
      const { historyRemoved } = await applyRetention(db(), { trashRetentionDays: 30, historyRetentionDays: 365 }, new Date(purgedAt.getTime() + 365 * 86_400_000 - 1000));
      expect(historyRemoved).toBe(all - (await count()));
      expect(await count()).toBeGreaterThanOrEqual(1);
    });
  });
});
