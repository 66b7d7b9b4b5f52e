/**
 * Urgent cases (spec 2.13, 3, 5, 7.1): SMS rows and credit-card links (no bank block), create
 * in one transaction, edit with cause_data_to_update, status, delete and bulk delete with their
 * payments, bounds and optimistic concurrency.
 */
import { beforeAll, expect, it } from 'vitest';
import { causeSchema } from '../../src/shared/entities/cause';
import { describeOnEachDatabase } from './support/each-database';
import { bank, cc, paymentCounts, seededRefs, sms } from './support/payable';
import { ADMIN, useTestServer, type Session } from './support/test-server';

describeOnEachDatabase('Cases', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  let refs: Awaited<ReturnType<typeof seededRefs>>;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    refs = await seededRefs(server());
  });
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });
  const cause = (overrides: Record<string, unknown> = {}) => ({
    act_id: refs.actId,
    org_id: refs.orgId,
    nameAR: 'علاج',
    nameEN: 'Treatment',
    order: 2,
    infoAR: '<p class="ql-direction-rtl">وصف</p>',
    infoEN: '<p>Description</p>',
    target_amount: '20000',
    mediaURL: 'causes/1.jpg',
    sms_payment: [sms()],
    cc_payment: [cc()],
    ...overrides,
  });
  /** The main data of an edit (`cause_data_to_update`): the lists have their own endpoints. */
  const mainData = (overrides: Record<string, unknown> = {}) => {
    const { sms_payment: _sms, cc_payment: _cc, ...data } = cause(overrides);
    return data;
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    const created = await call('POST', '/causes', cause(overrides));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.cause;
  };

  it('lists the seeded cases with their SMS and credit-card lists, active first', async () => {
    const listed = await call('GET', '/causes');
    expect(listed.status).toBe(200);
    const causes = listed.body.data.causes;
    expect(causes.length).toBeGreaterThanOrEqual(2);
    for (const row of causes) {
      expect(causeSchema.strict().parse(row)).toEqual(row);
      expect(row).not.toHaveProperty('bank_payment');
    }
    expect(causes.find((row: { nameEN: string }) => row.nameEN === 'Treatment of a sick child').sms_payment).toHaveLength(2);
  });

  it('creates a case with its lists; collected amount starts at 0; a bank list is refused (cases have none)', async () => {
    const withBank = await call('POST', '/causes', cause({ bank_payment: [bank()] }));
    expect(withBank.body.fields).toEqual({ bank_payment: 'validation.unknownField' });
    const created = await create();
    expect(created).toMatchObject({
      actid: refs.actId,
      orgid: refs.orgId,
      nameEN: 'Treatment',
      order: 2,
      targetAmount: 20000,
      collectedAmount: 0,
      isactive: 1,
      version: 1,
      mediaURL: 'causes/1.jpg',
      sms_payment: [{ mno: 1, price: 10, short_code: 4202, keyword_ar: expect.stringMatching(/^تبرع\d+$/), keyword_en: expect.stringMatching(/^GIVE\d+$/), id: expect.any(Number) }],
      cc_payment: [{ ...cc(), ccid: expect.any(Number) }],
    });
    expect(created).not.toHaveProperty('bank_payment');
    expect((await call('GET', `/causes/${created.id}`)).body).toEqual({ cause: created });
    const withoutSms = await create({ sms_payment: undefined, cc_payment: [] });
    expect(withoutSms).toMatchObject({ sms_payment: [], cc_payment: [] });
  });

  it('refuses out-of-bounds fields with field messages and writes nothing', async () => {
    const before = (await call('GET', '/causes')).body;
    const refused = await call(
      'POST',
      '/causes',
      cause({ nameEN: 'x'.repeat(61), infoAR: 'ا'.repeat(1001), mediaURL: 'm'.repeat(151), order: -1, target_amount: -5, sms_payment: [sms({ mno: '' })] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      nameEN: 'validation.maxLength:60',
      infoAR: 'validation.maxLength:1000',
      mediaURL: 'validation.maxLength:150',
      order: 'validation.min:0',
      target_amount: 'validation.min:0',
      'sms_payment.0.mno': 'validation.selectMno',
    });
    const missing = await call('POST', '/causes', {});
    expect(missing.body.fields).toEqual({
      act_id: 'validation.selectCategory',
      org_id: 'validation.selectOrg',
      nameAR: 'validation.required',
      nameEN: 'validation.required',
      order: 'validation.required',
      target_amount: 'validation.required',
    });
    expect((await call('GET', '/causes')).body).toEqual(before);
  });

  it('edits with cause_data_to_update (collected amount too), sanitizing the descriptions', async () => {
    const created = await create();
    const edited = await call('PUT', `/causes/${created.id}`, {
      cause_data_to_update: mainData({ nameEN: 'Urgent treatment', collected_amount: '1500', infoEN: '<p>ok<iframe src="https://e.org"></iframe></p>' }),
      id: created.id,
      version: created.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.cause).toMatchObject({ nameEN: 'Urgent treatment', collectedAmount: 1500, infoEN: '<p>ok</p>', version: 2 });
    expect(edited.body.cause.sms_payment).toEqual(created.sms_payment);
    const negative = await call('PUT', `/causes/${created.id}`, { cause_data_to_update: mainData({ collected_amount: -1 }), id: created.id });
    expect(negative.body.fields).toEqual({ 'cause_data_to_update.collected_amount': 'validation.min:0' });
  });

  it('refuses a stale version with 409; without a version the write proceeds', async () => {
    const created = await create();
    await call('PUT', `/causes/${created.id}?edit_status=true`, { new_status: 0 });
    const stale = await call('PUT', `/causes/${created.id}`, { cause_data_to_update: mainData({ nameEN: 'Stale' }), id: created.id, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ code: 'conflict', message: 'This record was changed by someone else. Reload it and try again.' });
    expect((await call('GET', `/causes/${created.id}`)).body.cause).toMatchObject({ nameEN: 'Treatment', isactive: 0, version: 2 });
    const current = await call('PUT', `/causes/${created.id}?edit_status=true`, { isactive: 1, version: 2 });
    expect(current.body.cause).toMatchObject({ isactive: 1, version: 3 });
  });

  it('deletes a case and bulk deletes cases (all or nothing) with their payments', async () => {
    const one = await create();
    expect(await paymentCounts(server(), 'cause_id', one.id)).toEqual({ sms: 1, bank: 0, cc: 1 });
    expect((await call('DELETE', `/causes/${one.id}`)).body).toEqual({ deleted: 1, trashIds: [expect.stringMatching(/^\d+$/)] });
    expect(await paymentCounts(server(), 'cause_id', one.id)).toEqual({ sms: 0, bank: 0, cc: 0 });
    const a = await create();
    const b = await create();
    expect((await call('DELETE', '/causes/bulk', { causesIDs: [a.id, b.id, 999999] })).status).toBe(404);
    expect(await paymentCounts(server(), 'cause_id', a.id)).toEqual({ sms: 1, bank: 0, cc: 1 });
    expect((await call('DELETE', '/causes/bulk', { causesIDs: [a.id, b.id] })).body).toEqual({ deleted: 2, trashIds: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)] });
    for (const id of [a.id, b.id]) {
      expect((await call('GET', `/causes/${id}`)).status).toBe(404);
      expect(await paymentCounts(server(), 'cause_id', id)).toEqual({ sms: 0, bank: 0, cc: 0 });
    }
  });
});
