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

  it("answers the organization, its active project in the memorial's activity, the project's keywords and short codes", async () => {
    // Not it: inactive, or another activity.
    await addProject({ act_id: wells, nameAR: 'مشروع متوقف', isactive: 0, sms_payment: [sms({ keyword_en: 'OLD' })] });
    await addProject({ act_id: iftar, nameAR: 'مشروع الإفطار', sms_payment: [sms({ keyword_en: 'IFTAR' })] });
    const project = await addProject({
      act_id: wells,
      nameAR: 'بئر الذكرى',
      nameEN: 'Memorial well',
      sms_payment: [
        sms({ mno: 1, short_code: 4202, price: 10, keyword_en: 'WELL', keyword_ar: 'بئر' }),
        sms({ mno: 2, short_code: 4206, price: 20, keyword_en: 'WELL', keyword_ar: 'بئر' }),
        sms({ mno: 1, short_code: 4209, price: 50, keyword_en: 'WATER', keyword_ar: 'ماء' }),
      ],
    });
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
    expect(answer.body.keyword).toEqual([
      { keywordEN: 'WELL', keywordAR: 'بئر' },
      { keywordEN: 'WATER', keywordAR: 'ماء' },
    ]);
    expect(answer.body.shortCodes).toEqual([
      { shortCode: 4202, mno: 1, mnoNameEN: 'Etisalat', mnoNameAR: 'اتصالات', price: 10, keywordEN: 'WELL', keywordAR: 'بئر' },
      { shortCode: 4206, mno: 2, mnoNameEN: 'Du', mnoNameAR: 'دو', price: 20, keywordEN: 'WELL', keywordAR: 'بئر' },
      { shortCode: 4209, mno: 1, mnoNameEN: 'Etisalat', mnoNameAR: 'اتصالات', price: 50, keywordEN: 'WATER', keywordAR: 'ماء' },
    ]);
  });

  it('answers the organization and no project when its activity has no active project of that organization', async () => {
    const other = (await call('POST', '/activities', { intID: 9103, nameAR: 'x', nameEN: 'x', infoAR: 'x', infoEN: 'x', order: 0 })).body.activity.id;
    const objectId = await addMemorial(other);
    const answer = await call('POST', '/functions/getInMemoryDetails', { objectId });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      organization: expect.objectContaining({ id: organization.id, intID: organization.intID, web: organization.web }),
      projectDetails: null,
      keyword: [],
      shortCodes: [],
    });
  });

  it('answers 404 for an unknown memorial and 400 without an objectId', async () => {
    expect((await call('POST', '/functions/getInMemoryDetails', { objectId: 'NoSuchCase1' })).status).toBe(404);
    expect((await call('POST', '/functions/getInMemoryDetails', { objectId: 'not/an id' })).status).toBe(404);
    const missing = await call('POST', '/functions/getInMemoryDetails', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ objectId: 'validation.required' });
  });
});
