/**
 * Memorial persons end to end (spec 2.8, 4 'Approved', 5, 8, 9): the server-mode list through
 * the kit (its columns with names, the number as typed, the copyable deeplink, a search by the
 * applicant on the server, the empty state, pagination from 6 rows; the kit itself is tested in
 * list-kit.test.ts), the Approved switch and the notification it sends the app user who asked,
 * deletes with their texts, and the form: validation, create, edit with the number read-only and
 * a reload on its route, the 500 KB limit; and one flow in Arabic, right to left.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import type { Memorial, MemorialCreateInput } from '../../src/shared/entities/memorial';
import type { Organization } from '../../src/shared/entities/organization';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { appNotificationsFor, type ApiSession, type BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectVisibleText, fetchOrganizations, openFromMenu, switchLanguage } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];
let activities: Activity[];

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  organizations = await fetchOrganizations(api);
  const response = await api.get('/activities');
  activities = ((await response.json()) as { data: { activities: Activity[] } }).data.activities;
  await list.resetColumnChoice(api, 'memorials');
});

async function serverMemorials(): Promise<Memorial[]> {
  const response = await api.get('/classes/InMemory?limit=1000');
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Memorial[] }).results;
}

const serverMemorial = async (objectId: string) => (await serverMemorials()).find((memorial) => memorial.objectId === objectId);

let added = 0;
async function createMemorial(name: string, extra: Partial<MemorialCreateInput> = {}): Promise<Memorial> {
  const response = await api.send('POST', '/classes/InMemory', {
    name,
    description: '<p>Remembered with love.</p>',
    age: 70,
    applicantName: `Applicant of ${name}`,
    targetAmount: 5000,
    actId: activities[0]!.id,
    orgId: organizations[0]!.id,
    mobileNum: '971501234567',
    ...extra,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { memorial: Memorial }).memorial;
}

/** Makes the server hold exactly `count` memorial persons. */
const keepMemorials = (count: number): Promise<Memorial[]> =>
  list.keepServerRows(count, {
    list: serverMemorials,
    idOf: (memorial) => memorial.objectId,
    deleteBulk: (InMemoryIDs) => api.send('DELETE', '/classes/InMemory/bulk', { InMemoryIDs }),
    add: () => createMemorial(`Person ${++added}`),
  });

const openList = () => list.openFreshList(page, { url: `${host.url}/inMemory`, heading: en.memorials.menu, empty: en.memorials.empty });
const main = () => page.getByRole('main');
const columnHeader = (name: string) => main().getByRole('columnheader', { name, exact: true });
const approvedSwitch = (name: string, texts = en) => main().getByRole('switch', { name: texts.list.approvedOf.replace('{{name}}', name) });
const rowOf = (name: string) => list.bodyRows(main()).filter({ has: page.getByRole('checkbox', { name: en.list.selectRow.replace('{{name}}', name) }) });
const cellsOf = async (name: string) => (await rowOf(name).getByRole('gridcell').allInnerTexts()).map((text) => text.trim());
const field = (label: string) => main().getByRole('textbox', { name: label, exact: true });
const editor = (texts = en) => main().getByRole('textbox', { name: texts.memorials.description });
const searchBox = () => main().getByRole('searchbox', { name: en.list.search });

describe('memorial persons list', () => {
  it('renders through the kit: its columns, names for ids, the number as typed, the copyable deeplink, pagination from 6 rows', async () => {
    await keepMemorials(0);
    const activity = activities[1]!;
    const organization = organizations[1]!;
    const target = await createMemorial('Fatima Khalid', {
      description: '<p><strong>Kind</strong> &amp; generous</p>',
      actId: activity.id,
      orgId: organization.id,
      mobileNum: '971509876543',
      userId: 'appUser42',
      sdl: 'https://example.org/pages/fatima',
    });
    await openFromMenu(page, host.url, en.memorials.menu);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/inMemory');
    await page.getByRole('heading', { name: en.memorials.menu, level: 1 }).waitFor();
    await expect.poll(() => list.bodyRows(main()).count()).toBe(1);
    expect(await main().getByRole('button', { name: en.memorials.add }).isVisible()).toBe(true);
    const hidden = [en.memorials.userId, en.memorials.collectedAmount, en.columns.deeplink, en.memorials.description, en.memorials.organization, en.memorials.activity, en.memorials.sdl];
    await list.expectColumns(columnHeader, {
      visible: [en.columns.image, en.memorials.name, en.memorials.age, en.memorials.applicantName, en.memorials.targetAmount, en.memorials.mobile, en.memorials.createdAt, en.columns.approved, en.columns.actions],
      hidden,
    });
    // Stored without the country prefix, shown as the form takes it, left to right.
    const mobile = rowOf(target.name).getByText('971509876543', { exact: true });
    expect(await mobile.getAttribute('dir')).toBe('ltr');

    // Every column, chosen through the API (the chooser itself is the kit's, tested in list-kit.test.ts).
    const every = ['userId', 'image', 'name', 'age', 'applicantName', 'collectedAmount', 'targetAmount', 'mobileNum', 'deeplink', 'description', 'createdAt', 'orgId', 'actId', 'sdl', 'approved', 'actions'];
    expect((await api.send('PUT', '/preferences/columns/memorials', { columns: every })).status).toBe(200);
    await openList();
    for (const label of hidden) await columnHeader(label).waitFor();
    const cells = await cellsOf(target.name);
    expect(cells).toEqual(expect.arrayContaining(['appUser42', 'Kind & generous', organization.nameEN, activity.nameEN]));
    expect(cells.join(' ')).not.toContain('<strong>');
    const share = rowOf(target.name).getByRole('link', { name: 'https://example.org/pages/fatima' });
    expect(await share.getAttribute('dir')).toBe('ltr');

    await main().getByRole('button', { name: en.memorials.copyDeeplink.replace('{{name}}', target.name) }).click();
    await expectVisibleText(page, en.common.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^[a-z][a-z0-9+.-]*://inmemory/${target.objectId}$`));
    await list.resetColumnChoice(api, 'memorials');

    await list.expectPaginationFromSixRows(page, async (count) => {
      await keepMemorials(count);
      await openList();
    });
  });

  it('searches by applicant name on the server, past the first page', async () => {
    await keepMemorials(0);
    // The oldest of eleven: on the second page, which the browser has not loaded.
    await createMemorial('Oldest person', { applicantName: 'Mariam Haddad' });
    await keepMemorials(11);
    await openList();
    await expect.poll(() => list.bodyRows(main()).count()).toBe(10);
    expect(await rowOf('Oldest person').count()).toBe(0);
    await searchBox().fill('mariam hadd');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('mariam hadd');
    await expect.poll(() => list.bodyRows(main()).count()).toBe(1);
    expect(await cellsOf('Oldest person')).toContain('Mariam Haddad');
    await searchBox().fill('nobody like this');
    await expectVisibleText(page, en.list.noResults.replace('{{term}}', 'nobody like this'));
  });

  it("says 'No Cases Found' when there are none", async () => {
    await keepMemorials(0);
    await openList();
    await expectVisibleText(page, en.memorials.empty);
    expect(await list.bodyRows(main()).count()).toBe(0);
  });

  it('approving a case of an app user sends them exactly one notification in their language', async () => {
    await keepMemorials(0);
    const userId = `approve${Date.now()}`;
    const target = await createMemorial('Yousef Saleh', { userId, applicantName: 'Huda Saleh', language: 'ar' });
    const withoutUser = await createMemorial('No app user');
    await openList();
    const toggle = approvedSwitch(target.name);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await expectVisibleText(page, en.list.approvalChanged.replace('{{name}}', target.name));
    await expect.poll(async () => (await serverMemorial(target.objectId))?.Approved).toBe(true);
    await expect.poll(() => toggle.isChecked()).toBe(true);
    expect(await rowOf(target.name).getByText(en.common.yes, { exact: true }).isVisible()).toBe(true);

    const notifications = await appNotificationsFor(host.serverUrl, userId);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ type: 'inMemoryOfApproveAR', userId, subjectId: target.objectId, applicantName: 'Huda Saleh' });

    // A case without an app user is approved all the same.
    await approvedSwitch(withoutUser.name).click();
    await expect.poll(async () => (await serverMemorial(withoutUser.objectId))?.Approved).toBe(true);
  });

  it('deletes a row after the confirmation, and bulk deletes with and without a selection', async () => {
    await keepMemorials(0);
    for (const name of ['Keep me', 'Delete me', 'Bulk one', 'Bulk two']) await createMemorial(name);
    await openList();
    await list.deleteRowAfterCancel(page, {
      rowName: 'Delete me',
      toast: en.memorials.deleted.replace('{{name}}', 'Delete me'),
      whileKept: async () => expect((await serverMemorials()).length).toBe(4),
    });
    await list.expectNothingSelectedWarning(page, en.memorials.nothingSelected);
    await list.selectRows(page, ['Bulk one', 'Bulk two']);
    await list.deleteSelection(page, 2, en.memorials.bulkDeleted);
    expect((await serverMemorials()).map((memorial) => memorial.name)).toEqual(['Keep me']);
    await expect.poll(() => list.bodyRows(main()).count()).toBe(1);
  });
});

describe('memorial form', () => {
  it('validates in place, creates a case with an image and the defaults AR and male, and returns to /inMemory', async () => {
    await keepMemorials(0);
    await openList();
    await main().getByRole('button', { name: en.memorials.add }).click();
    await page.getByRole('heading', { name: en.memorials.addTitle, level: 1 }).waitFor();
    expect(await main().getByRole('combobox', { name: en.memorials.language }).inputValue()).toBe('ar');
    expect(await main().getByRole('combobox', { name: en.memorials.gender }).inputValue()).toBe('male');
    const mobile = field(en.memorials.mobile);
    expect(await mobile.getAttribute('placeholder')).toBe('9715xxxxxxxx');
    expect(await mobile.getAttribute('dir')).toBe('ltr');
    await main().getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.validation.descriptionRequired);
    await expectVisibleText(page, en.validation.actOrgRequired);
    expect(await main().getByText(en.validation.required).count()).toBeGreaterThanOrEqual(4);

    const activity = activities[2]!;
    const organization = organizations[2]!;
    await field(en.memorials.name).fill('Ali Hassan');
    await field(en.memorials.applicantName).fill('Omar Hassan');
    await field(en.memorials.age).fill('81');
    await field(en.memorials.targetAmount).fill('12000');
    await main().getByRole('combobox', { name: en.memorials.activity }).selectOption({ label: activity.nameEN });
    await main().getByRole('combobox', { name: en.memorials.organization }).selectOption({ label: organization.nameEN });
    await mobile.fill('971400000001');
    await field(en.memorials.userId).fill('appUser7');
    await editor().click();
    await page.keyboard.type('رحمه الله.');
    await main().getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.validation.mobileInvalid);
    await mobile.fill('971551112233');
    await main().locator('input[type="file"]').setInputFiles({ name: 'ali.png', mimeType: 'image/png', buffer: PNG });
    await main().getByRole('img', { name: en.memorials.image }).waitFor();
    await expect.poll(() => main().getByRole('progressbar').count()).toBe(0);
    await main().getByRole('button', { name: en.common.save }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/inMemory');
    await expectVisibleText(page, en.memorials.saved);
    const [saved] = await serverMemorials();
    expect(saved).toMatchObject({
      name: 'Ali Hassan',
      applicantName: 'Omar Hassan',
      age: 81,
      targetAmount: 12000,
      actId: activity.id,
      orgId: organization.id,
      mobileNum: '551112233',
      userId: 'appUser7',
      language: 'ar',
      gender: 'male',
      Approved: false,
    });
    // An Arabic case's description starts right to left.
    expect(saved!.description).toMatch(/^<p class="ql-direction-rtl ql-align-right">رحمه الله\.<\/p>$/);
    expect(saved!.image).toMatch(/^inMemory\//);
    await expect.poll(() => list.bodyRows(main()).count()).toBe(1);
  });

  it('edits a case with its number read-only, prefilled, and the edit route survives a reload', async () => {
    await keepMemorials(0);
    const target = await createMemorial('Before edit', { mobileNum: '971507654321', language: 'en', gender: 'female', userId: 'appUser9' });
    await page.goto(`${host.url}/editInMemory/${target.objectId}`);
    await page.getByRole('heading', { name: en.memorials.editTitle, level: 1 }).waitFor();
    await expect.poll(() => field(en.memorials.name).inputValue()).toBe('Before edit');
    await page.reload();
    await expect.poll(() => field(en.memorials.name).inputValue()).toBe('Before edit');
    const mobile = field(en.memorials.mobile);
    expect(await mobile.inputValue()).toBe('971507654321');
    expect(await mobile.getAttribute('readonly')).not.toBeNull();
    expect(await mobile.getAttribute('dir')).toBe('ltr');
    expect(await field(en.memorials.userId).inputValue()).toBe('appUser9');
    expect(await main().getByRole('combobox', { name: en.memorials.gender }).inputValue()).toBe('female');
    expect(await main().getByRole('combobox', { name: en.memorials.organization }).inputValue()).toBe(String(target.orgId));
    await expect.poll(() => editor().innerText()).toContain('Remembered with love.');

    await field(en.memorials.name).fill('After edit');
    await field(en.memorials.age).fill('66');
    await main().getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/inMemory');
    await expectVisibleText(page, en.memorials.saved);
    expect(await serverMemorial(target.objectId)).toMatchObject({
      name: 'After edit',
      age: 66,
      mobileNum: '507654321',
      userId: 'appUser9',
      language: 'en',
      version: target.version + 1,
    });
  });

  it('refuses an image over 500 KB with the dialog, uploading nothing', async () => {
    await page.goto(`${host.url}/addInMemory`);
    await page.getByRole('heading', { name: en.memorials.addTitle, level: 1 }).waitFor();
    const oversize = Buffer.concat([PNG, Buffer.alloc(512_001 - PNG.length)]);
    await main().locator('input[type="file"]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: oversize });
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(en.image.tooLarge).waitFor();
    await dialog.getByRole('button', { name: en.image.ok }).click();
    expect(await main().getByRole('img', { name: en.memorials.image }).count()).toBe(0);
    expect(await main().getByRole('progressbar').count()).toBe(0);
  });
});

describe('in Arabic', () => {
  it("adds a case from 'Add New Case' with the Arabic texts, right to left", async () => {
    await keepMemorials(0);
    await openList();
    await switchLanguage(page, 'ar');
    await expectVisibleText(page, ar.memorials.empty);
    await main().getByRole('button', { name: ar.memorials.add }).click();
    await page.getByRole('heading', { name: ar.memorials.addTitle, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => editor(ar).getAttribute('dir')).toBe('rtl');
    await main().getByRole('button', { name: ar.common.save }).click();
    await expectVisibleText(page, ar.validation.actOrgRequired);

    const activity = activities[0]!;
    const organization = organizations[0]!;
    await field(ar.memorials.name).fill('خالد محمد');
    await field(ar.memorials.applicantName).fill('محمد خالد');
    await field(ar.memorials.age).fill('59');
    await field(ar.memorials.targetAmount).fill('3000');
    await main().getByRole('combobox', { name: ar.memorials.activity }).selectOption({ label: activity.nameAR });
    await main().getByRole('combobox', { name: ar.memorials.organization }).selectOption({ label: organization.nameAR });
    await editor(ar).click();
    await page.keyboard.type('في ذمة الله.');
    await main().getByRole('button', { name: ar.common.save }).click();
    await expectVisibleText(page, ar.memorials.saved);
    await page.getByRole('heading', { name: ar.memorials.menu, level: 1 }).waitFor();
    expect((await serverMemorials())[0]).toMatchObject({ name: 'خالد محمد', mobileNum: null, actId: activity.id, orgId: organization.id });
    await expect.poll(() => list.bodyRows(main()).count()).toBe(1);
    await main().getByRole('button', { name: ar.list.deleteSelected }).click();
    await expectVisibleText(page, ar.memorials.nothingSelected);
  });
});
