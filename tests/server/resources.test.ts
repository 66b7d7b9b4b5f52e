import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bannerSchema } from '../../src/shared/entities/banner';
import { organizationBody } from './support/organizations';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, useTestServer, type Session } from './support/test-server';

const activity = (intID: number, overrides: Record<string, unknown> = {}) => ({
  intID,
  nameAR: 'سلة رمضان',
  nameEN: 'Ramadan basket',
  infoAR: 'سلة غذائية للأسر المحتاجة.',
  infoEN: 'A food basket for families in need.',
  order: 7,
  ...overrides,
});

describeOnEachDatabase('Content resources: activities, organizations, banners, short codes', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
  });
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });

  describe('activities', () => {
    it('creates, reads, updates and deletes an activity; avalibleforCauses is 1 on every save', async () => {
      const created = await call('POST', '/activities', activity(501));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.activity).toMatchObject({ ...activity(501), avalibleforCauses: 1, isactive: 1, countryid: 1 });
      const id = created.body.activity.id;

      const read = await call('GET', `/activities/${id}`);
      expect(read.body).toEqual({ activity: created.body.activity });
      expect((await call('GET', '/activities')).body.data.activities.map((row: { id: number }) => row.id)).toContain(id);

      await server().database.handle.db.execute(sql`update activities set avalible_for_causes = 0 where id = ${id}`);
      const updated = await call('PUT', `/activities/${id}`, activity(501, { nameEN: 'Food basket', order: '3', activityImage: 'activities/501.jpg' }));
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body.activity).toMatchObject({ nameEN: 'Food basket', order: 3, avalibleforCauses: 1, activityImage: 'activities/501.jpg' });

      expect((await call('DELETE', `/activities/${id}`)).body).toEqual({ deleted: 1, trashIds: [expect.stringMatching(/^\d+$/)] });
      expect((await call('GET', `/activities/${id}`)).status).toBe(404);
      expect((await call('DELETE', `/activities/${id}`)).status).toBe(404);
    });

    it('refuses missing and over-long fields with field messages, and changes nothing', async () => {
      const before = (await call('GET', '/activities')).body;
      const missing = await call('POST', '/activities', { nameEN: 'x' });
      expect(missing.status).toBe(400);
      expect(missing.body.code).toBe('validation');
      expect(missing.body.fields).toEqual({
        intID: 'validation.required',
        nameAR: 'validation.required',
        infoAR: 'validation.required',
        infoEN: 'validation.required',
        order: 'validation.required',
      });
      const tooLong = await call(
        'POST',
        '/activities',
        activity(502, { nameAR: 'ا'.repeat(46), nameEN: 'x'.repeat(45), infoEN: 'x'.repeat(1001), order: -1 }),
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.fields).toEqual({
        nameAR: 'validation.maxLength:45',
        infoEN: 'validation.maxLength:1000',
        order: 'validation.min:0',
      });
      const notANumber = await call('POST', '/activities', activity(502, { order: 'many' }));
      expect(notANumber.body.fields).toEqual({ order: 'validation.number' });
      expect((await call('GET', '/activities')).body).toEqual(before);
    });

    it('refuses a second activity with the same intID on the intID field', async () => {
      const taken = await call('POST', '/activities', activity(1));
      expect(taken.status).toBe(400);
      expect(taken.body.fields).toEqual({ intID: 'validation.alreadyUsed' });
    });

    it('toggles the status with new_status or isactive, and refuses anything else', async () => {
      const { id } = (await call('POST', '/activities', activity(503))).body.activity;
      const off = await call('PUT', `/activities/${id}?edit_status=true`, { new_status: 0 });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      expect(off.body.activity.isactive).toBe(0);
      const on = await call('PUT', `/activities/${id}?edit_status=true`, { isactive: 1 });
      expect(on.body.activity).toMatchObject({ isactive: 1, nameEN: 'Ramadan basket' });
      const bad = await call('PUT', `/activities/${id}?edit_status=true`, { new_status: 5 });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ new_status: 'validation.activeFlag' });
      const empty = await call('PUT', `/activities/${id}?edit_status=true`, {});
      expect(empty.body.fields).toEqual({ new_status: 'validation.required' });
      expect((await call('PUT', '/activities/999999?edit_status=true', { new_status: 1 })).status).toBe(404);
    });

    it('bulk deletes all or nothing', async () => {
      const ids: number[] = [];
      for (const intID of [511, 512, 513]) ids.push((await call('POST', '/activities', activity(intID))).body.activity.id);
      const withUnknown = await call('DELETE', '/activities/bulk', { activitiesIDs: [ids[0], 999999] });
      expect(withUnknown.status).toBe(404);
      expect((await call('GET', `/activities/${ids[0]}`)).status).toBe(200);
      const empty = await call('DELETE', '/activities/bulk', { activitiesIDs: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.fields).toEqual({ activitiesIDs: 'validation.selectSome' });
      const deleted = await call('DELETE', '/activities/bulk', { activitiesIDs: ids });
      expect(deleted.body).toEqual({ deleted: 3, trashIds: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)] });
      for (const id of ids) expect((await call('GET', `/activities/${id}`)).status).toBe(404);
    });
  });

  describe('organizations', () => {
    it('creates, edits with organization_data_to_update + id, toggles and deletes', async () => {
      const created = await call('POST', '/organizations', organizationBody(601, { fax: '' }));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.organization).toMatchObject({ ...organizationBody(601), fax: null, isactive: 1 });
      const id = created.body.organization.id;

      const edited = await call('PUT', `/organizations/${id}`, {
        organization_data_to_update: organizationBody(601, { nameEN: 'Al Noor Charity', fax: '067000001' }),
        id,
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.organization).toMatchObject({ nameEN: 'Al Noor Charity', fax: '067000001' });
      expect((await call('GET', `/organizations/${id}`)).body.organization.nameEN).toBe('Al Noor Charity');

      const unwrapped = await call('PUT', `/organizations/${id}`, organizationBody(601));
      expect(unwrapped.status).toBe(400);
      expect(unwrapped.body.fields['organization_data_to_update']).toBe('validation.required');

      const off = await call('PUT', `/organizations/${id}?edit_status=true`, { new_status: 0 });
      expect(off.body.organization.isactive).toBe(0);

      expect((await call('DELETE', `/organizations/${id}`)).body).toEqual({ deleted: 1, trashIds: [expect.stringMatching(/^\d+$/)] });
    });

    it('enforces the schema maxima of spec 5 and the required fields', async () => {
      const over = await call(
        'POST',
        '/organizations',
        organizationBody(602, {
          address: 'a'.repeat(151),
          email: `${'e'.repeat(40)}@x.org`,
          fax: '1'.repeat(16),
          fb: 'f'.repeat(101),
          nameAR: 'ن'.repeat(201),
          nameEN: 'n'.repeat(200),
          infoAR: 'i'.repeat(2001),
          tel: '1'.repeat(16),
          tw: 't'.repeat(101),
          web: 'w'.repeat(46),
        }),
      );
      expect(over.status).toBe(400);
      expect(over.body.fields).toEqual({
        address: 'validation.maxLength:150',
        email: 'validation.maxLength:45',
        fax: 'validation.maxLength:15',
        fb: 'validation.maxLength:100',
        nameAR: 'validation.maxLength:200',
        infoAR: 'validation.maxLength:2000',
        tel: 'validation.maxLength:15',
        tw: 'validation.maxLength:100',
        web: 'validation.maxLength:45',
      });
      const missing = await call('POST', '/organizations', { nameEN: 'Only a name' });
      expect(Object.keys(missing.body.fields).sort()).toEqual(
        ['address', 'email', 'fb', 'infoAR', 'infoEN', 'intID', 'nameAR', 'tel', 'tw', 'web'].sort(),
      );
      const badEmail = await call('POST', '/organizations', organizationBody(602, { email: 'not an email' }));
      expect(badEmail.body.fields).toEqual({ email: 'validation.emailInvalid' });
    });

    it('bulk deletes with organizationsIDs, and refuses (409, nothing deleted) while short codes use one', async () => {
      const a = (await call('POST', '/organizations', organizationBody(611))).body.organization.id;
      const b = (await call('POST', '/organizations', organizationBody(612))).body.organization.id;
      const c = (await call('POST', '/organizations', organizationBody(613))).body.organization.id;
      const shortCode = await call('POST', '/shortcodes', { orgid: c, mnoid: 1, price: 10, shortcode: 4202, keywordEN: 'NOOR' });
      expect(shortCode.status).toBe(201);
      const blocked = await call('DELETE', '/organizations/bulk', { organizationsIDs: [a, c] });
      expect(blocked.status).toBe(409);
      expect((await call('GET', `/organizations/${a}`)).status).toBe(200);
      expect((await call('DELETE', '/organizations/bulk', { organizationsIDs: [a, b] })).body).toEqual({ deleted: 2, trashIds: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)] });
      expect((await call('GET', `/organizations/${b}`)).status).toBe(404);
    });
  });

  describe('banners', () => {
    const banner = (intID: number, overrides: Record<string, unknown> = {}) => ({
      intID,
      nameAR: 'حملة الشتاء',
      nameEN: 'Winter campaign',
      order: 1,
      targetType: 'url',
      targetUrl: 'https://example.org/winter',
      ...overrides,
    });

    it('saves a new banner inactive, country 1, dated today, with the derived target', async () => {
      const created = await call('POST', '/banners', banner(701));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const today = server().clock.now();
      const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      expect(bannerSchema.parse(created.body.banner)).toMatchObject({
        intID: 701,
        isactive: 0,
        countryid: 1,
        startDate: day,
        endDate: day,
        targetType: 'url',
        target: 'https://example.org/winter',
      });
    });

    it('derives the activity screen and project payment targets from intIDs, and checks they exist', async () => {
      const toActivity = await call('POST', '/banners', banner(702, { targetType: 'activity', targetActivityIntID: 3, targetUrl: 'https://ignored.example' }));
      expect(toActivity.body.banner).toMatchObject({ target: '/activities/3', targetActivityIntID: 3, targetOrgIntID: null, targetUrl: null });
      const toProject = await call('POST', '/banners', banner(703, { targetType: 'project', targetActivityIntID: '4', targetOrgIntID: 102 }));
      expect(toProject.body.banner).toMatchObject({ target: '/activities/4/102', targetOrgIntID: 102 });

      const edited = await call('PUT', `/banners/${toProject.body.banner.id}`, banner(703, { order: 3 }));
      expect(edited.body.banner).toMatchObject({ order: 3, target: 'https://example.org/winter', targetActivityIntID: null, isactive: 0 });

      const unknown = await call('POST', '/banners', banner(704, { targetType: 'project', targetActivityIntID: 999, targetOrgIntID: 999 }));
      expect(unknown.status).toBe(400);
      expect(unknown.body.fields).toEqual({ targetActivityIntID: 'validation.selectActivity', targetOrgIntID: 'validation.selectOrg' });
      const incomplete = await call('POST', '/banners', banner(704, { targetType: 'project', targetUrl: undefined }));
      expect(incomplete.body.fields).toEqual({ targetActivityIntID: 'validation.selectActivity', targetOrgIntID: 'validation.selectOrg' });
    });

    it('refuses an order outside 0..3, a missing URL, a missing name and INT ID', async () => {
      const badOrder = await call('POST', '/banners', banner(705, { order: 4 }));
      expect(badOrder.body.fields).toEqual({ order: 'validation.max:3' });
      const noUrl = await call('POST', '/banners', banner(705, { targetUrl: '' }));
      expect(noUrl.body.fields).toEqual({ targetUrl: 'validation.urlRequired' });
      const badUrl = await call('POST', '/banners', banner(705, { targetUrl: 'javascript:alert(1)' }));
      expect(badUrl.body.fields).toEqual({ targetUrl: 'validation.urlInvalid' });
      const noName = await call('POST', '/banners', { order: 0, targetType: 'url', targetUrl: 'https://example.org' });
      expect(noName.body.fields).toEqual({ intID: 'validation.required', nameAR: 'validation.required', nameEN: 'validation.required' });
    });

    it('toggles with startDate set to null, and lists active banners first (optionally of one organization)', async () => {
      const created = (await call('POST', '/banners', banner(706, { order: 0 }))).body.banner;
      expect(created.startDate).not.toBeNull();
      const on = await call('PUT', `/banners/${created.id}?edit_status=true`, { isactive: 1 });
      expect(on.status).toBe(200);
      expect(on.body.banner).toMatchObject({ isactive: 1, startDate: null });

      const list = (await call('GET', '/banners')).body.data.banners as { isactive: number }[];
      const firstInactive = list.findIndex((row) => row.isactive === 0);
      expect(firstInactive).toBeGreaterThan(0);
      expect(list.slice(firstInactive).every((row) => row.isactive === 0)).toBe(true);

      const ofOrganization = (await call('GET', '/banners?org_id=102')).body.data.banners as { targetOrgIntID: number }[];
      expect(ofOrganization.length).toBeGreaterThan(0);
      expect(ofOrganization.every((row) => row.targetOrgIntID === 102)).toBe(true);
    });

    it('bulk deletes with bannersIDs', async () => {
      const a = (await call('POST', '/banners', banner(721))).body.banner.id;
      const b = (await call('POST', '/banners', banner(722))).body.banner.id;
      expect((await call('DELETE', '/banners/bulk', { bannersIDs: [a, b, 424242] })).status).toBe(404);
      expect((await call('DELETE', '/banners/bulk', { bannersIDs: [a, b] })).body).toEqual({ deleted: 2, trashIds: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)] });
    });
  });

  describe('short codes', () => {
    it('lists under shortcodes, creates, reads, updates, deletes', async () => {
      const list = await call('GET', '/shortcodes');
      expect(list.status).toBe(200);
      expect(list.body.shortcodes.length).toBeGreaterThanOrEqual(4);
      const orgid = list.body.shortcodes[0].orgid;

      const created = await call('POST', '/shortcodes', { orgid: String(orgid), mnoid: '2', price: '50', shortcode: '4206', keywordEN: 'GIVE', isactive: true });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.shortcode).toEqual({ id: expect.any(Number), orgid, mnoid: 2, price: 50, shortcode: 4206, keywordEN: 'GIVE', isactive: 1, version: 1 });
      const id = created.body.shortcode.id;
      expect((await call('GET', `/shortcodes/${id}`)).body).toEqual(created.body);

      const updated = await call('PUT', `/shortcodes/${id}`, { orgid, mnoid: 1, price: 100, shortcode: 4209, isactive: 0 });
      expect(updated.body.shortcode).toMatchObject({ mnoid: 1, price: 100, shortcode: 4209, isactive: 0, keywordEN: 'GIVE' });

      const duplicate = await call('POST', '/shortcodes', { orgid, mnoid: 1, price: 100, shortcode: 4209, keywordEN: 'GIVE' });
      expect(duplicate.status).toBe(400);
      expect(duplicate.body.fields).toEqual({ keywordEN: 'validation.alreadyUsed' });

      expect((await call('DELETE', `/shortcodes/${id}`)).body).toEqual({ deleted: 1, trashIds: [expect.stringMatching(/^\d+$/)] });
      expect((await call('GET', `/shortcodes/${id}`)).status).toBe(404);
    });

    it("warns 'please select mnoid' / 'please select orgid', and wants numbers", async () => {
      const empty = await call('POST', '/shortcodes', { orgid: '', price: 'ten' });
      expect(empty.status).toBe(400);
      expect(empty.body.fields).toEqual({
        orgid: 'validation.selectOrg',
        mnoid: 'validation.selectMno',
        price: 'validation.number',
        shortcode: 'validation.required',
      });
      const unknown = await call('POST', '/shortcodes', { orgid: 999999, mnoid: 9, price: 10, shortcode: 4202 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.fields).toEqual({ orgid: 'validation.selectOrg', mnoid: 'validation.selectMno' });
    });

    it('bulk deletes with shortcodesIDs, all or nothing', async () => {
      const orgid = (await call('GET', '/shortcodes')).body.shortcodes[0].orgid;
      const a = (await call('POST', '/shortcodes', { orgid, mnoid: 1, price: 10, shortcode: 5001 })).body.shortcode.id;
      const b = (await call('POST', '/shortcodes', { orgid, mnoid: 2, price: 10, shortcode: 5001 })).body.shortcode.id;
      expect((await call('DELETE', '/shortcodes/bulk', { shortcodesIDs: [a, 31337] })).status).toBe(404);
      expect((await call('GET', `/shortcodes/${a}`)).status).toBe(200);
      expect((await call('DELETE', '/shortcodes/bulk', { shortcodesIDs: [a, b] })).body).toEqual({ deleted: 2, trashIds: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)] });
    });
  });
});
