/**
 * The payment endpoints (spec 7.1, 4): PUT /sms_payment/{id}, /bank_payment/{id}, /cc_payment/{id}
 * apply a diff of one owner's items, all of it or nothing, and answer the owner's whole record.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/each-database';
import { bank, bankInput, cc, seededRefs, sms } from './support/payable';
import { ADMIN, useTestServer, type Session } from './support/test-server';

describeOnEachDatabase('Payment endpoints', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  let refs: Awaited<ReturnType<typeof seededRefs>>;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    refs = await seededRefs(server());
  });
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });
  const newProject = async () => {
    const created = await call('POST', '/projects', {
      act_id: refs.actId,
      org_id: refs.orgId,
      nameAR: 'مشروع',
      nameEN: 'Project',
      sms_payment: [sms(), sms(), sms()],
      bank_payment: [bank()],
      cc_payment: [cc()],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.project;
  };
  const newCause = async () => {
    const created = await call('POST', '/causes', {
      act_id: refs.actId,
      org_id: refs.orgId,
      nameAR: 'حالة',
      nameEN: 'Case',
      order: 1,
      target_amount: 1000,
      sms_payment: [sms()],
      cc_payment: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.cause;
  };

  it('applies an SMS diff of a project (remove, add, update) and answers the whole project', async () => {
    const project = await newProject();
    const [one, two, three] = project.sms_payment;
    const changed = await call('PUT', `/sms_payment/${project.id}`, {
      id: project.id,
      version: project.version,
      sms_payment_to_remove: [one.id],
      sms_payment_to_add: [{ id: 4242, mno: '2', price: '100', short_code: '4209', keyword_ar: 'جديد', keyword_en: 'NEW' }],
      sms_payment_to_update: [{ ...two, price: '50', keyword_en: 'TWO-B' }],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = changed.body.project;
    expect(after.version).toBe(project.version + 1);
    expect(after.sms_payment.map((row: { keyword_en: string }) => row.keyword_en)).toEqual(['TWO-B', three.keyword_en, 'NEW']);
    expect(after.sms_payment[0]).toEqual({ ...two, price: 50, keyword_en: 'TWO-B' });
    expect(after.sms_payment[1]).toEqual(three);
    expect(after.sms_payment[2].id).not.toBe(4242);
    expect(after.bank_payment).toEqual(project.bank_payment);
    expect((await call('GET', `/projects/${project.id}`)).body).toEqual({ project: after });
  });

  it('changes nothing when one item is invalid', async () => {
    const project = await newProject();
    const refused = await call('PUT', `/sms_payment/${project.id}`, {
      id: project.id,
      sms_payment_to_remove: [project.sms_payment[0].id],
      sms_payment_to_add: [sms(), sms({ keyword_ar: '' })],
      sms_payment_to_update: [{ ...project.sms_payment[1], keyword_en: 'CHANGED' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'sms_payment_to_add.1.keyword_ar': 'validation.required' });
    const unknownMno = await call('PUT', `/sms_payment/${project.id}`, {
      sms_payment_to_remove: [project.sms_payment[0].id],
      sms_payment_to_add: [sms({ mno: 7 })],
    });
    expect(unknownMno.status).toBe(400);
    expect(unknownMno.body.fields).toEqual({ 'sms_payment_to_add.0.mno': 'validation.selectMno' });
    expect((await call('GET', `/projects/${project.id}`)).body.project).toEqual(project);
  });

  it("refuses ids of another owner's items (or unknown ids) and changes nothing", async () => {
    const project = await newProject();
    const other = await newProject();
    const cause = await newCause();
    const refused = await call('PUT', `/sms_payment/${project.id}`, {
      id: project.id,
      sms_payment_to_remove: [project.sms_payment[0].id, other.sms_payment[0].id],
      sms_payment_to_add: [sms()],
      sms_payment_to_update: [{ ...cause.sms_payment[0], keyword_en: 'STOLEN' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'sms_payment_to_remove.1': 'validation.invalid', 'sms_payment_to_update.0.id': 'validation.invalid' });
    // The same project id as a case: the items are the case's, not the project's.
    const asCause = await call('PUT', `/sms_payment/${cause.id}`, { type: 'cause', sms_payment_to_remove: [project.sms_payment[0].id] });
    expect(asCause.status).toBe(400);
    const bankOfOther = await call('PUT', `/bank_payment/${project.id}`, { bank_payment_to_update: [{ ...bankInput(other.bank_payment[0]), nameEN: 'X' }] });
    expect(bankOfOther.body.fields).toEqual({ 'bank_payment_to_update.0.Bankid': 'validation.invalid' });
    expect((await call('GET', `/projects/${project.id}`)).body.project).toEqual(project);
    expect((await call('GET', `/projects/${other.id}`)).body.project).toEqual(other);
    expect((await call('GET', `/causes/${cause.id}`)).body.cause).toEqual(cause);
  });

  it("changes a case's SMS rows and credit-card link with type 'cause' and answers { cause }", async () => {
    const cause = await newCause();
    const smsChanged = await call('PUT', `/sms_payment/${cause.id}`, {
      id: cause.id,
      type: 'cause',
      sms_payment_to_remove: [],
      sms_payment_to_add: [sms({ keyword_en: 'MORE' })],
      sms_payment_to_update: [],
    });
    expect(smsChanged.status, JSON.stringify(smsChanged.body)).toBe(200);
    expect(smsChanged.body.cause.sms_payment.map((row: { keyword_en: string }) => row.keyword_en)).toEqual([cause.sms_payment[0].keyword_en, 'MORE']);
    const ccAdded = await call('PUT', `/cc_payment/${cause.id}`, { id: cause.id, type: 'cause', cc_payment_to_add: [cc()], cc_payment_to_update: [] });
    expect(ccAdded.body.cause.cc_payment).toEqual([{ ccid: expect.any(Number), cc_url: 'https://alnoor.example.org/donate' }]);
    const ccid = ccAdded.body.cause.cc_payment[0].ccid;
    const ccChanged = await call('PUT', `/cc_payment/${cause.id}`, {
      type: 'cause',
      cc_payment_to_add: [],
      cc_payment_to_update: [{ ccid, cc_url: 'https://alnoor.example.org/cases/2' }],
    });
    expect(ccChanged.body.cause).toMatchObject({ cc_payment: [{ ccid, cc_url: 'https://alnoor.example.org/cases/2' }], version: cause.version + 3 });
    const notHttps = await call('PUT', `/cc_payment/${cause.id}`, { type: 'cause', cc_payment_to_update: [{ ccid, cc_url: 'javascript:alert(1)' }] });
    expect(notHttps.body.fields).toEqual({ 'cc_payment_to_update.0.cc_url': 'validation.httpsUrl' });
    expect((await call('PUT', '/sms_payment/999999', { type: 'cause' })).status).toBe(404);
  });

  it('changes the bank block of a project; the country is always the UAE; cases have none', async () => {
    const project = await newProject();
    const [block] = project.bank_payment;
    const elsewhere = await call('PUT', `/bank_payment/${project.id}`, { bank_payment_to_update: [{ ...bankInput(block), countryEN: 'Narnia' }] });
    expect(elsewhere.body.fields).toEqual({ 'bank_payment_to_update.0.countryEN': 'validation.unknownField' });
    const changed = await call('PUT', `/bank_payment/${project.id}`, {
      id: project.id,
      bank_payment_to_add: [],
      bank_payment_to_update: [{ ...bankInput(block), nameEN: 'Emirates Islamic', accNameEN: null }],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.project.bank_payment).toEqual([{ ...block, nameEN: 'Emirates Islamic', accNameEN: '' }]);
    const missingField = await call('PUT', `/bank_payment/${project.id}`, { bank_payment_to_add: [bank({ noteEN: ' ' })] });
    expect(missingField.body.fields).toEqual({ 'bank_payment_to_add.0.noteEN': 'validation.required' });
    const cause = await newCause();
    const forCause = await call('PUT', `/bank_payment/${cause.id}`, { type: 'cause', bank_payment_to_add: [bank()] });
    expect(forCause.status).toBe(400);
    expect(forCause.body.fields).toEqual({ type: 'validation.invalid' });
  });

  it('refuses a stale version with 409 and changes nothing; without a version the call proceeds', async () => {
    const project = await newProject();
    const stale = await call('PUT', `/cc_payment/${project.id}`, { version: project.version + 1, cc_payment_to_add: [cc()] });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ code: 'conflict', message: 'This record was changed by someone else. Reload it and try again.' });
    expect((await call('GET', `/projects/${project.id}`)).body.project).toEqual(project);
    const blind = await call('PUT', `/cc_payment/${project.id}`, { cc_payment_to_remove: [project.cc_payment[0].id ?? project.cc_payment[0].ccid] });
    expect(blind.status, JSON.stringify(blind.body)).toBe(200);
    expect(blind.body.project).toMatchObject({ cc_payment: [], version: project.version + 1 });
  });
});
