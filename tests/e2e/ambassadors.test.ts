/**
 * Ambassadors end to end (spec 2.7, 4 'Approved', 5, 8): the list through the kit (its default
 * columns, the description as text, the social links, approved first, the empty state, pagination
 * from 6 rows; the kit itself is tested in list-kit.test.ts), the Approved Yes/No switch, deletes
 * with their texts, and the form: validation, create with a photo, edit with a reload on its
 * route, the 500 KB limit; and one flow in Arabic, right to left.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Ambassador, AmbassadorInput } from '../../src/shared/entities/ambassador';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectVisibleText, openFromMenu, switchLanguage } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  await list.resetColumnChoice(api, 'ambassadors');
});

async function serverAmbassadors(): Promise<Ambassador[]> {
  const response = await api.get('/classes/GoodAmbassadors?limit=1000');
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Ambassador[] }).results;
}

let added = 0;
async function createAmbassador(name: string, extra: Partial<AmbassadorInput> = {}): Promise<Ambassador> {
  const response = await api.send('POST', '/classes/GoodAmbassadors', { name, description: '<p>An ambassador.</p>', ...extra });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { ambassador: Ambassador }).ambassador;
}

/** Makes the server hold exactly `count` ambassadors. */
const keepAmbassadors = (count: number): Promise<Ambassador[]> =>
  list.keepServerRows(count, {
    list: serverAmbassadors,
    idOf: (ambassador) => ambassador.objectId,
    deleteBulk: (GoodAmbassadorsIDs) => api.send('DELETE', '/classes/GoodAmbassadors/bulk', { GoodAmbassadorsIDs }),
    add: () => createAmbassador(`Ambassador ${++added}`),
  });

const LIST = { heading: en.ambassadors.menu, empty: en.ambassadors.empty };
const openList = () => list.openFreshList(page, { url: `${host.url}/brandEmbassadors`, ...LIST });
const main = () => page.getByRole('main');
const columnHeader = (name: string) => main().getByRole('columnheader', { name, exact: true });
const approvedSwitch = (name: string, texts = en) => main().getByRole('switch', { name: texts.list.approvedOf.replace('{{name}}', name) });
const rowOf = (name: string) => list.bodyRows(main()).filter({ has: page.getByRole('checkbox', { name: en.list.selectRow.replace('{{name}}', name) }) });
const field = (label: string) => main().getByRole('textbox', { name: label, exact: true });
const editor = (texts = en) => main().getByRole('textbox', { name: texts.ambassadors.description });

describe('ambassadors list', () => {
  it('renders through the kit: its columns, the description as text, links left to right, approved first, pagination from 6 rows', async () => {
    await keepAmbassadors(0);
    // The oldest, yet first once approved.
    const approved = await createAmbassador('Approved before');
    await createAmbassador('Plain one');
    await createAmbassador('Marked up', {
      description: '<p><strong>Bold</strong> words &amp; more</p>',
      FacebookLink: 'https://facebook.com/marked',
      InstagramLink: 'https://instagram.com/marked',
    });
    expect((await api.send('PUT', `/classes/GoodAmbassadors/${approved.objectId}/approved`, { Approved: true })).status).toBe(200);

    await openFromMenu(page, host.url, en.ambassadors.menu);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/brandEmbassadors');
    await page.getByRole('heading', { name: en.ambassadors.menu, level: 1 }).waitFor();
    await expect.poll(() => list.bodyRows(main()).count()).toBe(3);
    await list.expectColumns(columnHeader, {
      visible: [en.columns.image, en.ambassadors.name, en.ambassadors.description, en.ambassadors.createdAt, en.columns.approved, en.columns.actions],
      hidden: [en.ambassadors.socialMedia, en.ambassadors.objectId],
    });
    expect(await main().getByRole('button', { name: en.ambassadors.add }).isVisible()).toBe(true);
    // Approved ones first (spec 2.7), the newest first otherwise.
    expect(await rowOf('Approved before').evaluate((row) => (row as HTMLTableRowElement).sectionRowIndex)).toBe(0);
    expect(await approvedSwitch('Approved before').isChecked()).toBe(true);
    expect(await approvedSwitch('Plain one').isChecked()).toBe(false);

    // The description's text, never its markup.
    const marked = rowOf('Marked up');
    expect(await marked.getByRole('gridcell').allInnerTexts()).toContain('Bold words & more');
    expect(await marked.innerText()).not.toContain('<strong>');

    await list.showColumn(page, en.ambassadors.socialMedia);
    const facebook = marked.getByRole('link', { name: 'Facebook' });
    expect(await facebook.getAttribute('href')).toBe('https://facebook.com/marked');
    expect(await facebook.getAttribute('dir')).toBe('ltr');
    expect(await marked.getByRole('link').count()).toBe(2);
    await list.resetColumnChoice(api, 'ambassadors');

    await list.expectPaginationFromSixRows(page, async (count) => {
      await keepAmbassadors(count);
      await openList();
    });
  });

  it("says 'No Ambassadors Found' when there are none", async () => {
    await keepAmbassadors(0);
    await openList();
    await expectVisibleText(page, en.ambassadors.empty);
    expect(await list.bodyRows(main()).count()).toBe(0);
  });

  it('switches Approved Yes and No: the server has it, the list says it', async () => {
    await keepAmbassadors(0);
    const target = await createAmbassador('To approve');
    await openList();
    const toggle = approvedSwitch(target.name);
    expect(await toggle.isChecked()).toBe(false);
    expect(await rowOf(target.name).getByText(en.common.no, { exact: true }).isVisible()).toBe(true);
    await toggle.click();
    await expectVisibleText(page, en.list.approvalChanged.replace('{{name}}', target.name));
    await expect.poll(async () => (await serverAmbassadors()).find((one) => one.objectId === target.objectId)?.Approved).toBe(true);
    await expect.poll(() => toggle.isChecked()).toBe(true);
    expect(await rowOf(target.name).getByText(en.common.yes, { exact: true }).isVisible()).toBe(true);

    await toggle.click();
    await expect.poll(async () => (await serverAmbassadors()).find((one) => one.objectId === target.objectId)?.Approved).toBe(false);
    await expect.poll(() => toggle.isChecked()).toBe(false);
  });

  it('deletes a row after the confirmation, and bulk deletes with and without a selection', async () => {
    await keepAmbassadors(0);
    for (const name of ['Keep me', 'Delete me', 'Bulk one', 'Bulk two']) await createAmbassador(name);
    await openList();
    await list.deleteRowAfterCancel(page, {
      rowName: 'Delete me',
      toast: en.ambassadors.deleted.replace('{{name}}', 'Delete me'),
      whileKept: async () => expect((await serverAmbassadors()).length).toBe(4),
    });
    expect((await serverAmbassadors()).map((one) => one.name).sort()).toEqual(['Bulk one', 'Bulk two', 'Keep me']);

    await list.expectNothingSelectedWarning(page, en.ambassadors.nothingSelected);
    await list.selectRows(page, ['Bulk one', 'Bulk two']);
    await list.deleteSelection(page, 2, en.ambassadors.bulkDeleted);
    expect((await serverAmbassadors()).map((one) => one.name)).toEqual(['Keep me']);
    await expect.poll(() => list.bodyRows(main()).count()).toBe(1);
  });
});

describe('ambassador form', () => {
  it('validates in place, creates an ambassador with a photo and returns to the list', async () => {
    await keepAmbassadors(0);
    await openList();
    await main().getByRole('button', { name: en.ambassadors.add }).click();
    await page.getByRole('heading', { name: en.ambassadors.addTitle, level: 1 }).waitFor();
    await main().getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.validation.required);
    await expectVisibleText(page, en.validation.descriptionRequired);

    await field(en.ambassadors.name).fill('Sara Ahmed');
    // An English ambassador: the editor, right to left for the default Arabic, turns left to right.
    await expect.poll(() => editor().getAttribute('dir')).toBe('rtl');
    await main().getByRole('combobox', { name: en.ambassadors.language }).selectOption('en');
    await expect.poll(() => editor().getAttribute('dir')).toBe('ltr');
    await editor().click();
    await page.keyboard.type('Volunteers every Ramadan.');
    await field(en.ambassadors.facebook).fill('not a link');
    await main().getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.validation.urlInvalid);
    expect(await field(en.ambassadors.facebook).getAttribute('dir')).toBe('ltr');
    await field(en.ambassadors.facebook).fill('https://facebook.com/sara');
    await field(en.ambassadors.youtube).fill('https://youtube.com/@sara');
    await main().getByRole('combobox', { name: en.ambassadors.gender }).selectOption('female');
    await main().locator('input[type="file"]').setInputFiles({ name: 'sara.png', mimeType: 'image/png', buffer: PNG });
    await main().getByRole('img', { name: en.ambassadors.photo }).waitFor();
    await expect.poll(() => main().getByRole('progressbar').count()).toBe(0);
    await main().getByRole('button', { name: en.common.save }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/brandEmbassadors');
    await expectVisibleText(page, en.ambassadors.saved);
    const [saved] = await serverAmbassadors();
    expect(saved).toMatchObject({
      name: 'Sara Ahmed',
      FacebookLink: 'https://facebook.com/sara',
      YoutubeLink: 'https://youtube.com/@sara',
      TwitterLink: null,
      InstagramLink: null,
      language: 'en',
      gender: 'female',
      Approved: false,
    });
    expect(saved!.description).toBe('<p>Volunteers every Ramadan.</p>');
    expect(saved!.Photo).toMatch(/^ambassadors\//);
    await expect.poll(() => list.bodyRows(main()).count()).toBe(1);
    await rowOf('Sara Ahmed').getByRole('img', { name: en.ambassadors.photoOf.replace('{{name}}', 'Sara Ahmed') }).waitFor();
  });

  it('edits an ambassador, prefilled, and the edit route survives a reload', async () => {
    await keepAmbassadors(0);
    const target = await createAmbassador('Before edit', { TwitterLink: 'https://twitter.com/before', language: 'en', gender: 'female' });
    await page.goto(`${host.url}/editEmbassador/${target.objectId}`);
    await page.getByRole('heading', { name: en.ambassadors.editTitle, level: 1 }).waitFor();
    await expect.poll(() => field(en.ambassadors.name).inputValue()).toBe('Before edit');
    await page.reload();
    await expect.poll(() => field(en.ambassadors.name).inputValue()).toBe('Before edit');
    expect(await field(en.ambassadors.twitter).inputValue()).toBe('https://twitter.com/before');
    expect(await main().getByRole('combobox', { name: en.ambassadors.gender }).inputValue()).toBe('female');
    await expect.poll(() => editor().innerText()).toContain('An ambassador.');

    await field(en.ambassadors.name).fill('After edit');
    await field(en.ambassadors.twitter).fill('');
    await main().getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/brandEmbassadors');
    await expectVisibleText(page, en.ambassadors.saved);
    expect((await serverAmbassadors()).find((one) => one.objectId === target.objectId)).toMatchObject({
      name: 'After edit',
      TwitterLink: null,
      language: 'en',
      version: target.version + 1,
    });
  });

  it('refuses a photo over 500 KB with the dialog, uploading nothing', async () => {
    await page.goto(`${host.url}/addNewEmbassador`);
    await page.getByRole('heading', { name: en.ambassadors.addTitle, level: 1 }).waitFor();
    const oversize = Buffer.concat([PNG, Buffer.alloc(512_001 - PNG.length)]);
    await main().locator('input[type="file"]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: oversize });
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(en.image.tooLarge).waitFor();
    await dialog.getByRole('button', { name: en.image.ok }).click();
    expect(await main().getByRole('img', { name: en.ambassadors.photo }).count()).toBe(0);
    expect(await main().getByRole('progressbar').count()).toBe(0);
  });
});

describe('in Arabic', () => {
  it('adds an ambassador with an Arabic description written right to left, and approves it from the list', async () => {
    await keepAmbassadors(0);
    await page.goto(`${host.url}/addNewEmbassador`);
    await switchLanguage(page, 'ar');
    await page.getByRole('heading', { name: ar.ambassadors.addTitle, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // Arabic is the default language of an ambassador: its editor starts right to left.
    expect(await main().getByRole('combobox', { name: ar.ambassadors.language }).inputValue()).toBe('ar');
    await expect.poll(() => editor(ar).getAttribute('dir')).toBe('rtl');
    await main().getByRole('button', { name: ar.common.save }).click();
    await expectVisibleText(page, ar.validation.descriptionRequired);

    await field(ar.ambassadors.name).fill('سارة أحمد');
    await editor(ar).click();
    await page.keyboard.type('سفيرة الخير.');
    await main().getByRole('button', { name: ar.common.save }).click();
    await expectVisibleText(page, ar.ambassadors.saved);
    await page.getByRole('heading', { name: ar.ambassadors.menu, level: 1 }).waitFor();
    const [saved] = await serverAmbassadors();
    expect(saved).toMatchObject({ name: 'سارة أحمد', language: 'ar', gender: 'male' });
    expect(saved!.description).toMatch(/^<p class="ql-direction-rtl ql-align-right">سفيرة الخير\.<\/p>$/);

    const toggle = approvedSwitch('سارة أحمد', ar);
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await toggle.click();
    await expectVisibleText(page, ar.list.approvalChanged.replace('{{name}}', 'سارة أحمد'));
    await expect.poll(() => toggle.isChecked()).toBe(true);
    expect(await list.bodyRows(main()).first().getByText(ar.common.yes, { exact: true }).isVisible()).toBe(true);

    await main().getByRole('button', { name: ar.list.deleteSelected }).click();
    await expectVisibleText(page, ar.ambassadors.nothingSelected);
  });
});
