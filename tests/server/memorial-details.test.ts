/**
 * `POST /functions/getInMemoryDetails` (spec 7.4): what a memorial's landing page is built from,
 * with and without an active project of its organization in its activity.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/each-database';
import { sms } from './support/payable';
import { ADMIN, useTestServer, type Session } from './support/test-server';

describeOnEachDatabase('Memorial details (getInMemoryDetails)', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  let organization: { id: number; intID: number; web: string };
  let wells: number;
  let iftar: number;
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });

  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    organization = (await call('GET', '/organizations')).body.data.organizations.find((row: { intID: number }) => row.intID === 102);
    // Activities of their own, so no seeded project is in them.
    const addActivity = async (intID: number, name: string) => {
      const created = await call('POST', '/activities', { intID, nameAR: name, nameEN: name, infoAR: 'x', infoEN: 'x', order: 0 });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.activity.id as number;
    };
    wells = await addActivity(9101, 'Wells for memorials');
    iftar = await addActivity(9102, 'Iftar for memorials');
  });

  const addProject = async (fields: Record<string, unknown>) => {
    const created = await call('POST', '/projects', {
      org_id: organization.id,
      nameAR: 'مشروع',
      nameEN: 'Project',
      infoAR: '<p>x</p>',
      infoEN: '<p>x</p>',
      sms_payment: [],
      bank_payment: [],
      cc_payment: [],
      ...fields,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.project as { id: number };
  };
  const addMemorial = async (actId: number) => {
    const created = await call('POST', '/classes/InMemory', {
      name: 'Ahmad',
      description: '<p>Remembered</p>',
      age: 70,
      applicantName: 'Fatima',
      targetAmount: 5000,
      actId,
      orgId: organization.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.memorial.objectId as string;
  };

  it("answers the organization, its active project in the memorial's activity, and the organization's keywords and short codes", async () => {
    // Not it: inactive, or another activity.
    await addProject({ act_id: wells, nameAR: 'مشروع متوقف', isactive: 0, sms_payment: [sms({ keyword_en: 'OLD' })] });
    await addProject({ act_id: iftar, nameAR: 'مشروع الإفطار', sms_payment: [sms({ keyword_en: 'IFTAR' })] });
    const project = await addProject({
      act_id: wells,
      nameAR: 'بئر الذكرى',
      nameEN: 'Memorial well',
      // The project's own keywords count for the project, not for memorials.
      sms_payment: [sms({ mno: 1, short_code: 4202, price: 10, keyword_en: 'WELL', keyword_ar: 'بئر' })],
    });
    // A short code of the organization without a keyword of its own: the organization's first keyword goes on it.
    const plain = await call('POST', '/shortcodes', { orgid: organization.id, mnoid: 1, price: 20, shortcode: 7101, keywordEN: '', isactive: 1 });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    const objectId = await addMemorial(wells);

    const answer = await call('POST', '/functions/getInMemoryDetails', { objectId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.organization).toMatchObject({ id: organization.id, intID: organization.intID, web: organization.web });
    expect(answer.body.projectDetails).toMatchObject({
      id: project.id,
      nameAR: 'بئر الذكرى',
      nameEN: 'Memorial well',
      actid: wells,
      org_id: organization.id,
      orgIntId: organization.intID,
    });
    // The demo organization 102: keywords BER and بر, and its four short codes with BER.
    expect(answer.body.keyword).toEqual([{ keywordEN: 'BER' }, { keywordEN: 'بر' }]);
    expect(answer.body.shortCodes).toEqual([
      { shortCode: 4206, mno: 1, mnoNameEN: 'Etisalat', mnoNameAR: 'اتصالات', price: 50, keywordEN: 'BER' },
      { shortCode: 4209, mno: 2, mnoNameEN: 'Du', mnoNameAR: 'دو', price: 100, keywordEN: 'BER' },
      { shortCode: 4206, mno: 2, mnoNameEN: 'Du', mnoNameAR: 'دو', price: 50, keywordEN: 'BER' },
      { shortCode: 4209, mno: 1, mnoNameEN: 'Etisalat', mnoNameAR: 'اتصالات', price: 100, keywordEN: 'BER' },
      { shortCode: 7101, mno: 1, mnoNameEN: 'Etisalat', mnoNameAR: 'اتصالات', price: 20, keywordEN: 'BER' },
    ]);
    expect((await call('DELETE', `/shortcodes/${plain.body.shortcode.id}`)).status).toBe(200);
  });

  it('answers the organization and no project when its activity has no active project of that organization', async () => {
    const other = (await call('POST', '/activities', { intID: 9103, nameAR: 'x', nameEN: 'x', infoAR: 'x', infoEN: 'x', order: 0 })).body.activity.id;
    const objectId = await addMemorial(other);
    const answer = await call('POST', '/functions/getInMemoryDetails', { objectId });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      organization: expect.objectContaining({ id: organization.id, intID: organization.intID, web: organization.web }),
      projectDetails: null,
      keyword: [{ keywordEN: 'BER' }, { keywordEN: 'بر' }],
    });
    expect(answer.body.shortCodes).toHaveLength(4);
  });

  it('answers 404 for an unknown memorial and 400 without an objectId', async () => {
    expect((await call('POST', '/functions/getInMemoryDetails', { objectId: 'NoSuchCase1' })).status).toBe(404);
    expect((await call('POST', '/functions/getInMemoryDetails', { objectId: 'not/an id' })).status).toBe(404);
    const missing = await call('POST', '/functions/getInMemoryDetails', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ objectId: 'validation.required' });
  });
});
