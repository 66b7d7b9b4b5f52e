/**
 * `payments:update` and the `projects`/`causes` rows of the resource table, against a real
 * platform server (embedded PostgreSQL, demo seed), through dispatch() as the window and the
 * browser host call them.
 */
import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/handlers';
import { useTestPlatform } from './helpers/platform';

const platform = useTestPlatform();

const createApp = () => signedInApp(platform.url);

type Row = Record<string, unknown> & { id: number };
type Sms = { id: number; keyword_en: string };

/** An SMS row of keyword `keyword_en`; its Arabic keyword its own too (a keyword on a short code counts for one record). */
const sms = (keyword_en: string) => ({ mno: 1, price: '10', short_code: '4202', keyword_ar: `تبرع ${keyword_en}`, keyword_en });

async function refs(app: Awaited<ReturnType<typeof createApp>>) {
  const [activity] = await app.value<Row[]>('resource:list', { resource: 'activities' });
  const [organization] = await app.value<Row[]>('resource:list', { resource: 'organizations' });
  return { act_id: activity!.id, org_id: organization!.id };
}

describe('projects and causes through the generic resource channels', () => {
  it('lists, creates, edits (wrapped as project_data_to_update, with version), switches and deletes a project', async () => {
    const app = await createApp();
    const listed = await app.value<Row[]>('resource:list', { resource: 'projects' });
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const main = { ...(await refs(app)), nameAR: 'مشروع', nameEN: 'IPC project', infoEN: '<p>x</p>' };
    const created = await app.value<Row>('resource:create', {
      resource: 'projects',
      body: { ...main, sms_payment: [sms('ONE')], bank_payment: [], cc_payment: [{ cc_url: 'https://example.org/give' }] },
    });
    expect(created).toMatchObject({ nameEN: 'IPC project', version: 1, cc_payment: [{ cc_url: 'https://example.org/give' }] });
    const edited = await app.value<Row>('resource:update', { resource: 'projects', id: created.id, body: { ...main, nameEN: 'Renamed', version: 1 } });
    expect(edited).toMatchObject({ nameEN: 'Renamed', version: 2 });
    expect(app.requests).toContain(`PUT /projects/${created.id}`);
    const stale = await app.call('resource:update', { resource: 'projects', id: created.id, body: { ...main, version: 1 } });
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict', status: 409 } });
    expect(await app.value('resource:setStatus', { resource: 'projects', id: created.id, isactive: 0 })).toMatchObject({ isactive: 0, version: 3 });
    expect(await app.value('resource:delete', { resource: 'projects', id: created.id })).toEqual({ deleted: 1, trashIds: [expect.stringMatching(/^\d+$/)] });
  }, 60_000);

  it('creates and bulk-deletes cases', async () => {
    const app = await createApp();
    const body = { ...(await refs(app)), nameAR: 'حالة', nameEN: 'IPC case', order: 1, target_amount: 100, cc_payment: [] };
    const a = await app.value<Row>('resource:create', { resource: 'causes', body });
    const b = await app.value<Row>('resource:create', { resource: 'causes', body });
    // An update carries the main data only: the lists have their own channel.
    const { cc_payment: _lists, ...data } = body;
    expect(await app.value('resource:update', { resource: 'causes', id: a.id, body: { ...data, collected_amount: 40 } })).toMatchObject({
      collectedAmount: 40,
    });
    expect(await app.value('resource:bulkDelete', { resource: 'causes', ids: [a.id, b.id] })).toEqual({ deleted: 2, trashIds: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)] });
    expect(app.requests).toContain('DELETE /causes/bulk');
  }, 60_000);
});

describe('payments:update', () => {
  it('sends PUT /{kind}_payment/{id} with type from the owner and answers the whole record', async () => {
    const app = await createApp();
    const base = { ...(await refs(app)), nameAR: 'مشروع', nameEN: 'Payments', sms_payment: [sms('A'), sms('B')] };
    const project = await app.value<Row & { sms_payment: Sms[]; version: number }>('resource:create', { resource: 'projects', body: base });
    const changed = await app.value<Row & { sms_payment: Sms[]; version: number }>('payments:update', {
      kind: 'sms',
      owner: 'projects',
      id: project.id,
      body: {
        version: project.version,
        sms_payment_to_remove: [project.sms_payment[0]!.id],
        sms_payment_to_add: [sms('C')],
        sms_payment_to_update: [{ ...project.sms_payment[1], keyword_en: 'B2' }],
      },
    });
    expect(changed.sms_payment.map((row) => row.keyword_en)).toEqual(['B2', 'C']);
    expect(changed.version).toBe(project.version + 1);
    expect(app.requests).toContain(`PUT /sms_payment/${project.id}`);

    const bank = await app.value<Row & { bank_payment: unknown[] }>('payments:update', {
      kind: 'bank',
      owner: 'projects',
      id: String(project.id),
      body: {
        bank_payment_to_add: [
          { IBAN: 'AE07 0331 2345 6789 0123 456', accNum: '1', accNameAR: 'أ', nameAR: 'ب', nameEN: 'B', noteAR: 'ن', noteEN: 'N' },
        ],
        bank_payment_to_update: [],
      },
    });
    expect(bank.bank_payment).toEqual([expect.objectContaining({ IBAN: 'AE070331234567890123456', accNameEN: '', countryEN: 'UAE' })]);

    const cause = await app.value<Row>('resource:create', {
      resource: 'causes',
      body: { ...(await refs(app)), nameAR: 'حالة', nameEN: 'Case', order: 0, target_amount: 10 },
    });
    const cc = await app.value<Row & { cc_payment: unknown[]; targetAmount: number }>('payments:update', {
      kind: 'cc',
      owner: 'causes',
      id: cause.id,
      // A `type` in the body is overridden by `owner`.
      body: { type: 'project', cc_payment_to_add: [{ cc_url: 'https://example.org/case' }], cc_payment_to_update: [] },
    });
    expect(cc).toMatchObject({ id: cause.id, targetAmount: 10, cc_payment: [{ cc_url: 'https://example.org/case' }] });
  }, 60_000);

  it('reports the server refusals (all or nothing, 409) and refuses bad arguments before any request', async () => {
    const app = await createApp();
    const project = await app.value<Row & { version: number }>('resource:create', {
      resource: 'projects',
      body: { ...(await refs(app)), nameAR: 'مشروع', nameEN: 'Refusals', sms_payment: [sms('A')] },
    });
    const invalid = await app.call('payments:update', {
      kind: 'sms',
      owner: 'projects',
      id: project.id,
      body: { sms_payment_to_add: [sms('OK'), sms('')] },
    });
    expect(invalid).toMatchObject({ ok: false, error: { code: 'validation', status: 400, fields: { 'sms_payment_to_add.1.keyword_en': 'validation.required' } } });
    const stale = await app.call('payments:update', { kind: 'cc', owner: 'projects', id: project.id, body: { version: 99, cc_payment_to_add: [] } });
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict', status: 409 } });
    expect(await app.value('resource:get', { resource: 'projects', id: project.id })).toMatchObject({ version: project.version, sms_payment: [{ keyword_en: 'A' }] });

    const before = app.requests.length;
    for (const args of [
      { kind: 'bank', owner: 'causes', id: 1, body: {} },
      { kind: 'paypal', owner: 'projects', id: 1, body: {} },
      { kind: 'sms', owner: 'banners', id: 1, body: {} },
      { kind: 'sms', owner: 'projects', id: '../users', body: {} },
      { kind: 'sms', owner: 'projects', id: 1, body: [] },
    ]) {
      expect(await app.call('payments:update', args)).toMatchObject({ ok: false, error: { code: 'validation' } });
    }
    expect(app.requests.length).toBe(before);
  }, 60_000);
});
