/**
 * Projects (spec 2.12, 3, 5, 7.1): list with payment lists, create with its lists in one
 * transaction, edit, status, delete and bulk delete (payments go with them), bounds with field
 * messages, sanitized rich text and optimistic concurrency.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectSchema } from '../../src/shared/entities/project';
import { describeOnEachDatabase } from './support/each-database';
import { bank, cc, paymentCounts, seededRefs, sms } from './support/payable';
import { ADMIN, useTestServer, type Session } from './support/test-server';

const CONFLICT = { code: 'conflict', message: 'This record was changed by someone else. Reload it and try again.' };

describeOnEachDatabase('Projects', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  let refs: Awaited<ReturnType<typeof seededRefs>>;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    refs = await seededRefs(server());
  });
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });
  const project = (overrides: Record<string, unknown> = {}) => ({
    act_id: refs.actId,
    org_id: refs.orgId,
    nameAR: 'بئر ماء',
    nameEN: 'A water well',
    infoAR: '<p class="ql-align-right ql-direction-rtl">وصف</p>',
    infoEN: '<p>Description</p>',
    mediaURL: 'projects/1.jpg',
    Order: 3,
    sms_payment: [sms(), sms({ mno: '2', price: '50', short_code: '4206' })],
    bank_payment: [bank()],
    cc_payment: [cc()],
    ...overrides,
  });
  /** The main data of an edit (`project_data_to_update`): the lists have their own endpoints. */
  const mainData = (overrides: Record<string, unknown> = {}) => {
    const { sms_payment: _sms, bank_payment: _bank, cc_payment: _cc, ...data } = project(overrides);
    return data;
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    const created = await call('POST', '/projects', project(overrides));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.project;
  };

  it('lists the seeded projects with their three lists, each matching the shared schema', async () => {
    const listed = await call('GET', '/projects');
    expect(listed.status).toBe(200);
    const projects = listed.body.data.projects;
    expect(projects.length).toBeGreaterThanOrEqual(2);
    for (const row of projects) expect(projectSchema.strict().parse(row)).toEqual(row);
    const water = projects.find((row: { nameEN: string }) => row.nameEN === 'Water for Africa');
    expect(water.sms_payment).toHaveLength(2);
    expect(water.bank_payment[0]).toMatchObject({ countryEN: 'UAE', countryAR: 'الإمارات العربية المتحدة' });
    expect(water.cc_payment).toEqual([{ ccid: expect.any(Number), cc_url: 'https://erc.example.org/donate/water' }]);
  });

  it('creates a project with its lists in one call; derived fields come from the activity and organization', async () => {
    // The country is the server's to write (the UAE): a body that sets it is refused, not half taken.
    const elsewhere = await call('POST', '/projects', project({ bank_payment: [bank({ countryEN: 'Elsewhere' })] }));
    expect(elsewhere.body.fields).toEqual({ 'bank_payment.0.countryEN': 'validation.unknownField' });
    const created = await create({ bank_payment: [bank({ accNameEN: '' })] });
    expect(created).toMatchObject({
      actid: refs.actId,
      actIntId: refs.actIntID,
      org_id: refs.orgId,
      orgIntId: refs.orgIntID,
      orgNameAR: refs.orgNameAR,
      nameEN: 'A water well',
      Order: 3,
      isactive: 1,
      version: 1,
      mediaURL: 'projects/1.jpg',
    });
    expect(created.createdAt).toBe(server().clock.now().toISOString());
    expect(created.sms_payment.map((row: { mno: number; price: number; short_code: number }) => [row.mno, row.price, row.short_code])).toEqual([
      [1, 10, 4202],
      [2, 50, 4206],
    ]);
    expect(created.bank_payment).toEqual([
      { ...bank({ accNameEN: '' }), Bankid: expect.any(Number), countryEN: 'UAE', countryAR: 'الإمارات العربية المتحدة' },
    ]);
    expect(created.cc_payment).toEqual([{ ccid: expect.any(Number), cc_url: 'https://alnoor.example.org/donate' }]);
    expect((await call('GET', `/projects/${created.id}`)).body).toEqual({ project: created });
    const listed = (await call('GET', '/projects')).body.data.projects;
    expect(listed.find((row: { id: number }) => row.id === created.id)).toEqual(created);
  });

  it('creates with empty lists (unticked sections)', async () => {
    const created = await create({ sms_payment: [], bank_payment: [], cc_payment: [], mediaURL: undefined, Order: undefined });
    expect(created).toMatchObject({ sms_payment: [], bank_payment: [], cc_payment: [], mediaURL: null, Order: 0 });
  });

  it('refuses out-of-bounds fields with field messages and writes nothing', async () => {
    const before = (await call('GET', '/projects')).body;
    const refused = await call(
      'POST',
      '/projects',
      project({
        nameAR: 'ا'.repeat(61),
        nameEN: 'x'.repeat(60),
        infoEN: 'x'.repeat(1001),
        mediaURL: 'm'.repeat(151),
        Order: -1,
        sms_payment: [sms(), sms({ keyword_ar: '', price: 'ten' })],
        bank_payment: [bank({ IBAN: '', accNameEN: undefined })],
        cc_payment: [cc({ cc_url: 'http://plain.example.org' })],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation');
    expect(refused.body.fields).toEqual({
      nameAR: 'validation.maxLength:60',
      infoEN: 'validation.maxLength:1000',
      mediaURL: 'validation.maxLength:150',
      Order: 'validation.min:0',
      'sms_payment.1.keyword_ar': 'validation.required',
      'sms_payment.1.price': 'validation.number',
      'bank_payment.0.IBAN': 'validation.required',
      'cc_payment.0.cc_url': 'validation.httpsUrl',
    });
    const missing = await call('POST', '/projects', { nameEN: 'x' });
    expect(missing.body.fields).toMatchObject({ act_id: 'validation.selectCategory', org_id: 'validation.selectOrg', nameAR: 'validation.required' });
    const unknownRefs = await call('POST', '/projects', project({ act_id: 999999, org_id: 999999 }));
    expect(unknownRefs.body.fields).toEqual({ act_id: 'validation.selectCategory', org_id: 'validation.selectOrg' });
    const unknownMno = await call('POST', '/projects', project({ sms_payment: [sms({ mno: 9 })] }));
    expect(unknownMno.body.fields).toEqual({ 'sms_payment.0.mno': 'validation.selectMno' });
    expect((await call('GET', '/projects')).body).toEqual(before);
  });

  it('takes a UAE IBAN as people type it and stores it compact; refuses one of another shape or with wrong check digits', async () => {
    const created = await create({ Order: '1,000', bank_payment: [bank({ IBAN: 'ae07 0331 2345 6789 0123 456' })] });
    expect(created).toMatchObject({ Order: 1000, bank_payment: [expect.objectContaining({ IBAN: 'AE070331234567890123456' })] });

    const before = (await call('GET', '/projects')).body;
    const shape = await call('POST', '/projects', project({ bank_payment: [bank({ IBAN: 'AE12 3456' })] }));
    expect(shape.status).toBe(400);
    expect(shape.body.fields).toEqual({ 'bank_payment.0.IBAN': 'validation.ibanShape' });
    const typo = await call('POST', '/projects', project({ bank_payment: [bank({ IBAN: 'AE07 0331 2345 6789 0123 465' })] }));
    expect(typo.body.fields).toEqual({ 'bank_payment.0.IBAN': 'validation.ibanCheckDigits' });
    expect((await call('GET', '/projects')).body).toEqual(before);
  });

  it('sanitizes the descriptions on every write; the bound applies to the stored HTML', async () => {
    const created = await create({
      infoEN: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://ok.example.org">ok</a></p>',
    });
    expect(created.infoEN).toBe('<p>Hi <a>x</a> <a href="https://ok.example.org" rel="noopener noreferrer" target="_blank">ok</a></p>');
    // 990 characters of text with a link: fine as sent, but over 1000 once the link gets rel and target.
    const link = '<a href="https://e.org">e</a>';
    const long = `<p>${'x'.repeat(1000 - link.length - 7)}${link}</p>`;
    expect(long.length).toBe(1000);
    const refused = await call('PUT', `/projects/${created.id}`, { project_data_to_update: mainData({ infoAR: long }), id: created.id });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'project_data_to_update.infoAR': 'validation.maxLength:1000' });
    const edited = await call('PUT', `/projects/${created.id}`, {
      project_data_to_update: mainData({ infoAR: '<p style="color:red" class="ql-align-right evil">نص<img src=x onerror=alert(1)></p>' }),
      id: created.id,
    });
    expect(edited.body.project.infoAR).toBe('<p class="ql-align-right">نص</p>');
  });

  it('edits the main data with project_data_to_update; the lists and links stay; version grows', async () => {
    const created = await create();
    const edited = await call('PUT', `/projects/${created.id}`, {
      project_data_to_update: mainData({ nameEN: 'A deeper well', Order: '5', sms_payment: [] }),
      id: created.id,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.project).toMatchObject({ nameEN: 'A deeper well', Order: 5, version: 2, sms_payment: created.sms_payment });
    expect(edited.body.project.bank_payment).toEqual(created.bank_payment);
    const missing = await call('PUT', '/projects/999999', { project_data_to_update: mainData(), id: 999999 });
    expect(missing.status).toBe(404);
    const unwrapped = await call('PUT', `/projects/${created.id}`, project());
    expect(unwrapped.status).toBe(400);
    expect(unwrapped.body.fields).toMatchObject({ project_data_to_update: 'validation.required', nameEN: 'validation.unknownField' });
  });

  it('refuses a stale version with 409 and changes nothing; without a version the write proceeds', async () => {
    const created = await create();
    const first = await call('PUT', `/projects/${created.id}`, { project_data_to_update: mainData({ nameEN: 'First' }), id: created.id, version: 1 });
    expect(first.body.project.version).toBe(2);
    const stale = await call('PUT', `/projects/${created.id}`, { project_data_to_update: mainData({ nameEN: 'Stale' }), id: created.id, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual(CONFLICT);
    const staleStatus = await call('PUT', `/projects/${created.id}?edit_status=true`, { new_status: 0, version: 1 });
    expect(staleStatus.status).toBe(409);
    expect((await call('GET', `/projects/${created.id}`)).body.project).toMatchObject({ nameEN: 'First', isactive: 1, version: 2 });
    const blind = await call('PUT', `/projects/${created.id}`, { project_data_to_update: mainData({ nameEN: 'Blind' }), id: created.id });
    expect(blind.body.project).toMatchObject({ nameEN: 'Blind', version: 3 });
  });

  it('toggles the status (new_status or isactive); active projects are listed first', async () => {
    const created = await create({ Order: 0 });
    server().clock.advance(60_000);
    const off = await call('PUT', `/projects/${created.id}?edit_status=true`, { new_status: 0, version: created.version });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.project).toMatchObject({ isactive: 0, version: 2, createdAt: created.createdAt });
    expect(off.body.project.updatedAt).not.toBe(created.updatedAt);
    const listed = (await call('GET', '/projects')).body.data.projects as Array<{ id: number; isactive: number; Order: number }>;
    const firstInactive = listed.findIndex((row) => row.isactive === 0);
    expect(listed.slice(firstInactive).every((row) => row.isactive === 0)).toBe(true);
    const active = listed.slice(0, firstInactive);
    expect(active.map((row) => row.Order)).toEqual([...active.map((row) => row.Order)].sort((a, b) => a - b));
    const on = await call('PUT', `/projects/${created.id}?edit_status=true`, { isactive: 1 });
    expect(on.body.project).toMatchObject({ isactive: 1, version: 3 });
    const bad = await call('PUT', `/projects/${created.id}?edit_status=true`, { new_status: 2 });
    expect(bad.body.fields).toEqual({ new_status: 'validation.activeFlag' });
    expect((await call('PUT', '/projects/999999?edit_status=true', { new_status: 1 })).status).toBe(404);
  });

  it('deletes a project with its payments', async () => {
    const created = await create();
    expect(await paymentCounts(server(), 'project_id', created.id)).toEqual({ sms: 2, bank: 1, cc: 1 });
    expect((await call('DELETE', `/projects/${created.id}`)).body).toEqual({ deleted: 1, trashIds: [expect.stringMatching(/^\d+$/)] });
    expect((await call('GET', `/projects/${created.id}`)).status).toBe(404);
    expect(await paymentCounts(server(), 'project_id', created.id)).toEqual({ sms: 0, bank: 0, cc: 0 });
    expect((await call('DELETE', `/projects/${created.id}`)).status).toBe(404);
  });

  it('bulk deletes all or nothing, payments included', async () => {
    const a = await create();
    const b = await create();
    const withUnknown = await call('DELETE', '/projects/bulk', { projectsIDs: [a.id, 999999] });
    expect(withUnknown.status).toBe(404);
    expect((await call('GET', `/projects/${a.id}`)).status).toBe(200);
    const empty = await call('DELETE', '/projects/bulk', { projectsIDs: [] });
    expect(empty.body.fields).toEqual({ projectsIDs: 'validation.selectSome' });
    expect((await call('DELETE', '/projects/bulk', { projectsIDs: [a.id, b.id] })).body).toEqual({ deleted: 2, trashIds: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)] });
    for (const id of [a.id, b.id]) {
      expect((await call('GET', `/projects/${id}`)).status).toBe(404);
      expect(await paymentCounts(server(), 'project_id', id)).toEqual({ sms: 0, bank: 0, cc: 0 });
    }
  });

  it('answers the current shape when a stored record text is missing or of an older shape', async () => {
    const created = await create();
    const db = server().database.handle.db;
    const listed = (await call('GET', '/projects')).body;
    await db.execute(sql`update projects set record_json = '{"old":true}', record_json_key = 'older-shape' where id = ${created.id}`);
    await db.execute(sql`update projects set record_json = null, record_json_key = null where id = 1`);
    expect((await call('GET', `/projects/${created.id}`)).body).toEqual({ project: created });
    expect((await call('GET', '/projects')).body).toEqual(listed);
  });

  describe('validation of ids', () => {
    it('answers 404 for an id that cannot name a project', async () => {
      expect((await call('GET', '/projects/abc')).status).toBe(404);
      expect((await call('GET', '/projects/2147483648')).status).toBe(404);
    });
  });
});
