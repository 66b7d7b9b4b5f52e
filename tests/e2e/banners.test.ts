/**
 * Banners end to end (spec 2.4, 2.6, 3, 4, 5): the list (default columns, active first,
 * pagination from 6 rows, status with startDate cleared, row and bulk delete, the empty
 * state, the top bar's organization filter) and the form (targets, validation in place,
 * create saved inactive, edit prefilled, a reload on the edit route).
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Banner } from '../../src/shared/entities/banner';
import { en } from '../../src/renderer/src/i18n/en';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import type { Chromium } from '../support/chromium';
import { closeApp, expectVisibleText, fetchOrganizations, openSignedInApp } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let browser: Chromium;
let page: Page;
let api: ApiSession;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => ({ host, browser, page, api } = await openSignedInApp()));
afterAll(() => closeApp({ host, browser }));

async function serverBanners(query = ''): Promise<Banner[]> {
  const response = await api.get(`/banners${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { banners: Banner[] } }).data.banners;
}

const serverBanner = async (id: number) => (await serverBanners()).find((banner) => banner.id === id);

let nextIntID = 600;
/** A banner made through the API: a URL target unless `extra` says otherwise; new banners are inactive. */
async function createBanner(nameEN: string, extra: Record<string, unknown> = {}): Promise<Banner> {
  const intID = nextIntID++;
  const response = await api.send('POST', '/banners', {
    intID,
    nameAR: `لافتة ${intID}`,
    nameEN,
    order: 1,
    targetType: 'url',
    targetUrl: 'https://example.org/campaign',
    ...extra,
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { banner: Banner }).banner;
}

async function setActive(banner: Banner, active: boolean): Promise<void> {
  const response = await api.send('PUT', `/banners/${banner.id}?edit_status=true`, { new_status: active ? 1 : 0 });
  expect(response.status).toBe(200);
}

/** Makes the server hold exactly `count` banners (deleting or adding through the API). */
const keepBanners = (count: number): Promise<Banner[]> =>
  list.keepServerRows(count, {
    list: () => serverBanners(),
    deleteBulk: (bannersIDs) => api.send('DELETE', '/banners/bulk', { bannersIDs }),
    add: () => createBanner(`Filler ${nextIntID}`),
  });

/** Opens the list fresh (the list loads once per app run, so a reload shows server-side changes). */
async function openList(): Promise<void> {
  await list.openFreshList(page, { url: `${host.url}/banners/list`, heading: en.nav.banners, empty: en.banners.empty });
}

const bodyRows = () => list.bodyRows(page);
const pagination = () => list.pagination(page);
/**
 * A header cell by its text. (Chromium exposes the first header after the selection cell, a
 * `td`, as a row header rather than a column header, so the role cannot be used here.)
 */
const columnHeader = (name: string) => page.getByRole('table').locator('thead th').filter({ hasText: new RegExp(`^${name}$`) });
const form = () => page.locator('form');
const textbox = (label: string) => form().getByRole('textbox', { name: label });
const select = (label: string) => form().getByRole('combobox', { name: label });
const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

describe('banners list', () => {
  it('is in the menu and shows the default columns: IntID, Arabic name, Target, Order, Status, Actions', async () => {
    await page.goto(host.url);
    await page.getByRole('navigation', { name: en.shell.mainMenu }).getByRole('link', { name: en.nav.banners }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/banners/list');
    await page.getByRole('heading', { name: en.nav.banners, level: 1 }).waitFor();
    await list.expectColumns(columnHeader, {
      visible: [en.columns.intID, en.columns.nameAR, en.banners.target, en.columns.order, en.columns.status, en.columns.actions],
      hidden: [en.columns.id, en.columns.nameEN, en.banners.startDate],
    });
    expect(await page.getByRole('button', { name: en.list.exportCsv }).isVisible()).toBe(true);
  });

  it('puts active banners first', async () => {
    await keepBanners(2);
    const inactive = await createBanner('Inactive first by order', { order: 0 });
    const active = await createBanner('Active last by order', { order: 3 });
    await setActive(active, true);
    await openList();
    await expect.poll(() => bodyRows().count()).toBe(4);
    const states = await page.getByRole('table').getByRole('switch').evaluateAll((switches) => switches.map((element) => (element as HTMLInputElement).checked));
    expect(states).toContain(true);
    expect(states).toContain(false);
    // Every active row comes before every inactive one.
    expect(states.indexOf(false)).toBeGreaterThan(states.lastIndexOf(true));
    const order = await bodyRows().evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    const activeAt = order.findIndex((text) => text.includes(String(active.intID)));
    const inactiveAt = order.findIndex((text) => text.includes(String(inactive.intID)));
    expect(activeAt).toBeGreaterThanOrEqual(0);
    expect(activeAt).toBeLessThan(inactiveAt);
  });

  it('shows the pagination only when the list has more than 5 rows', async () => {
    await list.expectPaginationFromSixRows(page, async (count) => {
      await keepBanners(count);
      await openList();
    });
  });

  it("toggles the status with the spec's toast; the server has isactive 1 and no start date", async () => {
    const banner = await createBanner('Switch me on');
    expect(banner.isactive).toBe(0);
    expect(banner.startDate).toBe(today());
    await openList();
    const toggle = page.getByRole('switch', { name: `Status of ${banner.nameEN}` });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await expectVisibleText(page, `${banner.nameEN}'s status has been changed successfully.`);
    await expect.poll(async () => (await serverBanner(banner.id))?.isactive).toBe(1);
    expect((await serverBanner(banner.id))?.startDate).toBeNull();
    await expect.poll(() => toggle.isChecked()).toBe(true);
  });

  it('deletes a row only after confirmation', async () => {
    const doomed = await createBanner('Doomed banner');
    await openList();
    await list.deleteRowAfterCancel(page, {
      rowName: doomed.nameEN,
      toast: `Banner ${doomed.nameEN} deleted successfully`,
      whileKept: async () => expect(await serverBanner(doomed.id)).toBeDefined(),
    });
    await expect.poll(async () => await serverBanner(doomed.id)).toBeUndefined();
  });

  it('bulk delete: warns with nothing selected, deletes the selection after confirmation', async () => {
    await keepBanners(3);
    const extra = [await createBanner('Bulk one'), await createBanner('Bulk two')];
    await openList();
    await list.expectNothingSelectedWarning(page, en.banners.nothingSelected);

    await list.selectRows(page, extra.map((banner) => banner.nameEN));
    await list.deleteSelection(page, 2, en.banners.bulkDeleted);
    const remaining = await serverBanners();
    expect(remaining.some((banner) => extra.some((gone) => gone.id === banner.id))).toBe(false);
    expect(remaining).toHaveLength(3);
    await expect.poll(() => bodyRows().count()).toBe(3);
    for (const banner of extra) expect(await page.getByRole('checkbox', { name: `Select ${banner.nameEN}` }).count()).toBe(0);
  });

  it('exports the whole list as CSV with the visible data columns', async () => {
    const banners = await keepBanners(12);
    await openList();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: en.list.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^banners-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe([en.columns.intID, en.columns.nameAR, en.banners.target, en.columns.order].join(','));
    expect(lines).toHaveLength(banners.length + 1);
    for (const banner of banners) expect(lines).toContain(`${banner.intID},${banner.nameAR},${banner.target},${banner.order}`);
  });

  it('shows the empty state when every banner is deleted', async () => {
    await keepBanners(2);
    await openList();
    await page.getByRole('checkbox', { name: en.list.selectPage }).check();
    await list.deleteSelection(page, 2, en.banners.bulkDeleted);
    await expectVisibleText(page, en.banners.empty);
    expect(await serverBanners()).toHaveLength(0);
    expect(await pagination().count()).toBe(0);
  });

  it("narrows to the top bar's organization (banners opening its projects)", async () => {
    await keepBanners(0);
    const organizations = await fetchOrganizations(api);
    const chosen = organizations[0]!;
    const other = organizations[1]!;
    const mine = await createBanner('Project of the chosen one', { targetType: 'project', targetActivityIntID: 1, targetOrgIntID: chosen.intID });
    const theirs = await createBanner('Project of another one', { targetType: 'project', targetActivityIntID: 1, targetOrgIntID: other.intID });
    await openList();
    await expect.poll(() => bodyRows().count()).toBe(2);

    const picker = page.getByRole('combobox', { name: en.shell.organization });
    await picker.click();
    await page.getByRole('option', { name: chosen.nameEN }).click();
    await expect.poll(() => bodyRows().count()).toBe(1);
    expect(await page.getByRole('switch', { name: `Status of ${mine.nameEN}` }).count()).toBe(1);
    expect(await page.getByRole('switch', { name: `Status of ${theirs.nameEN}` }).count()).toBe(0);

    await picker.click();
    await page.getByRole('option', { name: en.shell.allOrganizations }).click();
    await expect.poll(() => bodyRows().count()).toBe(2);
  });
});

describe('banner form', () => {
  it('validates in place: required fields, the target of the type, a URL', async () => {
    await openList();
    await page.getByRole('button', { name: en.banners.add }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/newBanner');
    await page.getByRole('heading', { name: en.screens.newBanner, level: 1 }).waitFor();
    // The project payment screen needs an activity and an organization.
    expect(await select(en.banners.targetType).inputValue()).toBe('project');
    await page.getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => form().getByText(en.validation.required).count()).toBe(3);
    // The target is checked once the fields themselves are valid.
    await textbox(en.banners.intID).fill('123');
    await textbox(en.columns.nameAR).fill('لافتة');
    await textbox(en.columns.nameEN).fill('A banner');
    await page.getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.validation.selectActivity);
    await expectVisibleText(page, en.validation.selectOrg);
    expect(await form().getByText(en.validation.required).count()).toBe(0);

    await select(en.banners.targetType).selectOption({ label: en.banners.targetTypes.url });
    expect(await select(en.banners.activity).count()).toBe(0);
    await page.getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.validation.urlRequired);
    await textbox(en.banners.url).fill('not a web address');
    await textbox(en.banners.url).blur();
    await expectVisibleText(page, en.validation.urlInvalid);
    await textbox(en.banners.intID).fill('abc');
    await textbox(en.banners.intID).blur();
    await expectVisibleText(page, en.validation.number);
    // Nothing was saved.
    expect(new URL(page.url()).pathname).toBe('/newBanner');
  });

  it('creates a banner through the form: saved inactive, dated today, the target derived, the image named by the INT ID', async () => {
    const organizations = await fetchOrganizations(api);
    const organization = organizations[0]!;
    await page.goto(`${host.url}/newBanner`);
    await page.getByRole('heading', { name: en.screens.newBanner, level: 1 }).waitFor();
    await textbox(en.banners.intID).fill('777');
    await select(en.columns.order).selectOption('2');
    await textbox(en.columns.nameAR).fill('حملة الشتاء');
    await textbox(en.columns.nameEN).fill('Winter campaign');
    await select(en.banners.targetType).selectOption({ label: en.banners.targetTypes.project });
    await select(en.banners.activity).selectOption({ label: 'Water wells' });
    await select(en.banners.organization).selectOption({ label: organization.nameEN });
    await page.locator('input[type="file"]').setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: en.banners.image }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await page.getByRole('button', { name: en.common.save }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/banners/list');
    await expectVisibleText(page, en.banners.saved);
    const saved = (await serverBanners()).find((banner) => banner.intID === 777);
    expect(saved).toMatchObject({
      nameAR: 'حملة الشتاء',
      nameEN: 'Winter campaign',
      order: 2,
      countryid: 1,
      targetType: 'project',
      targetActivityIntID: 4,
      targetOrgIntID: organization.intID,
      target: `/activities/4/${organization.intID}`,
      isactive: 0,
      startDate: today(),
      endDate: today(),
    });
    expect(saved!.image).toMatch(/^sliders\/777\./);
    await expect.poll(() => page.getByRole('switch', { name: 'Status of Winter campaign' }).isVisible()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Status of Winter campaign' }).isChecked()).toBe(false);
  });

  it('refuses an INT ID already used, in place', async () => {
    const existing = await createBanner('Taken INT ID');
    await page.goto(`${host.url}/newBanner`);
    await page.getByRole('heading', { name: en.screens.newBanner, level: 1 }).waitFor();
    await textbox(en.banners.intID).fill(String(existing.intID));
    await textbox(en.columns.nameAR).fill('مكررة');
    await textbox(en.columns.nameEN).fill('Duplicate');
    await select(en.banners.targetType).selectOption({ label: en.banners.targetTypes.url });
    await textbox(en.banners.url).fill('https://example.org/duplicate');
    await page.getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.validation.alreadyUsed);
    expect(new URL(page.url()).pathname).toBe('/newBanner');
  });

  it('edits a banner, prefilled; the edit route survives a reload', async () => {
    const banner = await createBanner('Before edit', { targetUrl: 'https://example.org/before' });
    await openList();
    await page.getByRole('button', { name: `Edit ${banner.nameEN}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/editBanner/${banner.id}`);
    await page.getByRole('heading', { name: en.screens.editBanner, level: 1 }).waitFor();
    await expect.poll(() => textbox(en.columns.nameEN).inputValue()).toBe('Before edit');
    await page.reload();
    await page.getByRole('heading', { name: en.screens.editBanner, level: 1 }).waitFor();
    await expect.poll(() => textbox(en.columns.nameEN).inputValue()).toBe('Before edit');
    expect(await textbox(en.banners.intID).inputValue()).toBe(String(banner.intID));
    expect(await textbox(en.columns.nameAR).inputValue()).toBe(banner.nameAR);
    expect(await select(en.columns.order).inputValue()).toBe('1');
    expect(await select(en.banners.targetType).inputValue()).toBe('url');
    expect(await textbox(en.banners.url).inputValue()).toBe('https://example.org/before');

    await textbox(en.columns.nameEN).fill('After edit');
    await select(en.banners.targetType).selectOption({ label: en.banners.targetTypes.activity });
    await expect.poll(() => select(en.banners.activity).isVisible()).toBe(true);
    await select(en.banners.activity).selectOption({ label: 'Zakat' });
    await page.getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/banners/list');
    await expectVisibleText(page, en.banners.saved);
    expect(await serverBanner(banner.id)).toMatchObject({
      nameEN: 'After edit',
      targetType: 'activity',
      targetActivityIntID: 1,
      targetUrl: null,
      target: '/activities/1',
    });

    // The saved target shows in the form again.
    await page.goto(`${host.url}/editBanner/${banner.id}`);
    await expect.poll(() => select(en.banners.activity).inputValue()).toBe('1');
    expect(await select(en.banners.targetType).inputValue()).toBe('activity');
  });
});
